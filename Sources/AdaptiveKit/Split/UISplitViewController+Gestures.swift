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

  /// Plays the user's tap on the dimmed secondary column (R45): an overlay mode returns to
  /// `secondaryOnly`, `twoDisplaceSecondary` returns to `oneBesideSecondary`. Returns false when
  /// the secondary is not dimmed.
  ///
  /// An AdaptiveKit harness addition.
  @discardableResult
  public func simulateTapOnDimmedSecondary() -> Bool {
    guard collapseState == .expanded else { return false }
    let target: DisplayMode
    switch displayMode {
    case .oneOverSecondary, .twoOverSecondary: target = .secondaryOnly
    case .twoDisplaceSecondary: target = .oneBesideSecondary
    default: return false
    }
    chosenDisplayMode = target
    setDisplayMode(target, animated: true)
    return true
  }
}
