import Foundation

extension UISplitViewController {
  /// Plays the user's edge swipe that shows or hides a sidebar (R29): with `presentsWithGesture`,
  /// an expanded split switches to ``targetDisplayModeForAction``, between the delegate's
  /// `…InteractivePresentationGestureWillBegin` and `…DidEnd`. Returns false when the swipe does
  /// nothing (no gesture, collapsed, or no target).
  ///
  /// An AdaptiveKit harness addition, like `UIBarButtonItem.simulateTap()`.
  @discardableResult
  public func simulatePresentationGesture() -> Bool {
    guard presentsWithGesture, collapseState == .expanded, targetDisplayModeForAction != .automatic else { return false }
    delegate?.splitViewControllerInteractivePresentationGestureWillBegin(self)
    performDisplayModeAction()
    delegate?.splitViewControllerInteractivePresentationGestureDidEnd(self)
    return true
  }

  /// Whether the secondary column is dimmed under columns that overlay or displace it (an
  /// expanded split in `oneOverSecondary`, `twoOverSecondary` or `twoDisplaceSecondary`): a tap
  /// on it hides them (``simulateTapOnDimmedSecondary()``).
  ///
  /// An AdaptiveKit harness addition, for renderers.
  public var isSecondaryDimmed: Bool {
    collapseState == .expanded && [.oneOverSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(displayMode)
  }

  /// Plays the user's tap on the dimmed secondary column (R45): an overlay mode returns to
  /// `secondaryOnly`, `twoDisplaceSecondary` returns to `oneBesideSecondary`. Returns false when
  /// the secondary is not dimmed.
  ///
  /// An AdaptiveKit harness addition.
  @discardableResult
  public func simulateTapOnDimmedSecondary() -> Bool {
    guard isSecondaryDimmed else { return false }
    let target: DisplayMode = displayMode == .twoDisplaceSecondary ? .oneBesideSecondary : .secondaryOnly
    chosenDisplayMode = target
    setDisplayMode(target, animated: true)
    return true
  }
}
