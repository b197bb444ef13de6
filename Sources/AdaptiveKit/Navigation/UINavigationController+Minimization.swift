import Foundation

extension UINavigationController {
  /// Whether the navigation bar shows minimized, ``BarMetrics/minimizedNavigationBarHeight`` tall
  /// (an AdaptiveKit addition; R124): the top item's ``UINavigationItem/navigationBarMinimization``
  /// minimized it as the top controller's content scrolled. Pushing or popping restores it [INF].
  public var isNavigationBarMinimized: Bool {
    guard let minimized = navigationBarMinimizedFor, let top = children.last else { return false }
    return minimized == ObjectIdentifier(top)
  }

  /// The height the navigation bar takes from the content's safe area: the minimized bar's when
  /// the top item's safe-area adjustment is enabled, the full bar's otherwise (R124).
  var navigationBarSafeAreaHeight: CGFloat {
    guard isNavigationBarMinimized, let top = children.last else { return navigationBarHeight }
    return top.navigationItem.navigationBarMinimization.adjustsSafeArea
      ? BarMetrics.minimizedNavigationBarHeight : expandedNavigationBarHeight
  }

  /// A scroll view or table view in the top controller's view moved vertically by `delta` to
  /// `offsetY`, within `offsets` (R124): the bar minimizes on the configured direction, and comes
  /// back on the reverse direction, or, with `.atScrollEdge`, only once the content is back at the
  /// edge it started from.
  func contentDidScroll(by delta: CGFloat, to offsetY: CGFloat, within offsets: ClosedRange<CGFloat>) {
    guard isNavigationBarVisible, let top = children.last else { return }
    let minimization = top.navigationItem.navigationBarMinimization
    let behavior = minimization.resolvedMinimizationBehavior
    guard behavior == .onScrollDown || behavior == .onScrollUp else { return }
    let towardsMinimizing = behavior == .onScrollDown ? delta > 0 : delta < 0
    if towardsMinimizing {
      setNavigationBarMinimized(true)
    } else if isNavigationBarMinimized {
      guard minimization.restorationBehavior == .atScrollEdge else { return setNavigationBarMinimized(false) }
      if behavior == .onScrollDown ? offsetY <= offsets.lowerBound : offsetY >= offsets.upperBound { setNavigationBarMinimized(false) }
    }
  }

  /// Minimizes or restores the navigation bar for the top controller, and with it the floating
  /// top tab bar of the tab bar controller showing this one (R124); the content lays out again.
  func setNavigationBarMinimized(_ minimized: Bool) {
    guard minimized != isNavigationBarMinimized, let top = children.last else { return }
    navigationBarMinimizedFor = minimized ? ObjectIdentifier(top) : nil
    integratedTabBarController?.setTopBarMinimized(
      minimized, by: self, adjustingSafeArea: top.navigationItem.navigationBarMinimization.adjustsSafeArea)
    viewIfLoaded?.setNeedsLayout()
  }

  /// The tab bar controller whose floating top bar this controller's bar integrates: its parent,
  /// showing it as the selected tab.
  var integratedTabBarController: UITabBarController? {
    guard let tabs = parent as? UITabBarController, tabs.displayedChild === self else { return nil }
    return tabs
  }

  /// A new top controller restores a minimized bar [INF]: called as the view lays out, before the
  /// top controller's view gets its frame.
  func restoreNavigationBarIfTopChanged() {
    guard let minimized = navigationBarMinimizedFor, minimized != children.last.map(ObjectIdentifier.init) else { return }
    navigationBarMinimizedFor = nil
    integratedTabBarController?.setTopBarMinimized(false, by: self, adjustingSafeArea: true)
    storedView?.safeAreaChainDidChange()
  }
}
