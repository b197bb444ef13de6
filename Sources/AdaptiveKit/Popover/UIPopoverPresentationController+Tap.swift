import Foundation

extension UIPopoverPresentationController {
  /// Whether a tap on `view` passes through to it while the popover shows: `view` is one of
  /// ``passthroughViews`` or inside one (R85).
  public func isPassthroughView(_ view: UIView) -> Bool {
    passthroughViews?.contains { view.isDescendant(of: $0) } ?? false
  }

  /// Plays a tap outside the popover, landing on `view` (an AdaptiveKit harness addition).
  ///
  /// A tap on a passthrough view reaches that view: the popover stays, no delegate method is
  /// called, and the result is nil. Any other tap (or nil, a tap on no particular view) is the
  /// user's dismissal gesture: the result of ``UIPresentationController/simulateInteractiveDismissal(completing:)``.
  @discardableResult
  public func simulateTapOutside(on view: UIView?) -> InteractiveDismissalResult? {
    if effectivePresentationStyle == .popover, let view, isPassthroughView(view) { return nil }
    return simulateInteractiveDismissal()
  }
}
