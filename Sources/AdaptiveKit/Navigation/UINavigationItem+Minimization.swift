extension UINavigationItem {
  /// ``navigationBarMinimization`` changed (R124): a bar minimized for this item comes back when
  /// the item no longer minimizes it, and the safe area follows a changed adjustment.
  func navigationBarMinimizationDidChange() {
    guard let navigation = owningViewController?.navigationController,
          navigation.topViewController === owningViewController, navigation.isNavigationBarMinimized else { return }
    if navigationBarMinimization.resolvedMinimizationBehavior == .never {
      navigation.setNavigationBarMinimized(false)
    } else {
      navigation.integratedTabBarController?.setTopBarMinimized(
        true, by: navigation, adjustingSafeArea: navigationBarMinimization.adjustsSafeArea)
      navigation.viewIfLoaded?.setNeedsLayout()
    }
  }
}
