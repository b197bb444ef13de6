extension UINavigationController {
  /// Whether the navigation bar shows a back button now: the bar is visible, the stack it shows
  /// (``navigationBarViewControllers``) has a controller below the top, and the top's navigation
  /// item neither hides the back button (`hidesBackButton`) nor replaces it with left items (unless
  /// `leftItemsSupplementBackButton`). An AdaptiveKit harness addition.
  public var showsBackButton: Bool {
    guard isNavigationBarVisible else { return false }
    let stack = navigationBarViewControllers
    guard stack.count > 1, let top = stack.last else { return false }
    let item = top.navigationItem
    let leftItems = (item.leftBarButtonItems ?? []).filter(\.isShownInBar)
    return !item.hidesBackButton && (leftItems.isEmpty || item.leftItemsSupplementBackButton)
  }

  /// Plays the user's tap on the navigation bar's back button (an AdaptiveKit harness addition):
  /// pops the top controller, animated, as UIKit does (the top of a collapsed column's stack the
  /// bar shows, R41). Returns false, changing nothing, when no back button shows
  /// (``showsBackButton``) or the controller is not on screen.
  @discardableResult
  public func simulateTapOnBackButton() -> Bool {
    guard isOnScreen, showsBackButton else { return false }
    return backButtonStack.popViewController(animated: true) != nil
  }
}
