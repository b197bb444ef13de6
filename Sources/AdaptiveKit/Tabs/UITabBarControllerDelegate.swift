/// Decides and observes tab selection by the user, as UIKit's `UITabBarControllerDelegate`.
/// Programmatic selection sends none of the selection messages.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether the user's tap on a tab selects it. The default is true.
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
  /// The user selected a tab.
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  /// Whether the user's selection of `tab` (tab model, iOS 18) goes ahead. The default is true.
  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool
  /// The user selected `selectedTab` (tab model, iOS 18); `previousTab` was selected before.
  func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
  /// The controllers a managing navigation controller shows for one level `tab` of the selected
  /// path; the default is `proposedViewControllers` (R106).
  func tabBarController(
    _ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab, proposedViewControllers: [UIViewController]
  ) -> [UIViewController]
  /// The user is about to edit the sidebar (R104).
  func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController)
  /// The user finished editing the sidebar (R104).
  func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController)
  /// The user hid or showed `tabs` while editing (R104).
  func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab])
  /// The user reordered the children of `group` while editing (R104).
  func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup)
}

extension UITabBarControllerDelegate {
  public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
  public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool { true }
  public func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {}
  public func tabBarController(
    _ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab, proposedViewControllers: [UIViewController]
  ) -> [UIViewController] { proposedViewControllers }
  public func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController) {}
  public func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController) {}
  public func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {}
  public func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup) {}
}
