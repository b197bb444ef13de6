/// Decides and observes tab selection by the user, as UIKit's `UITabBarControllerDelegate`.
/// Programmatic selection sends neither message.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether the user's tap on a tab selects it. The default is true.
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
  /// The user selected a tab.
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
