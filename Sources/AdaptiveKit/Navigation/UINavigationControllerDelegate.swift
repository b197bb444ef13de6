/// Receives a navigation controller's will/did show messages, as UIKit's
/// `UINavigationControllerDelegate`. Both methods are optional.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// The navigation controller is about to show a controller's view (a new top).
  func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  /// The navigation controller showed a controller's view.
  func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
  public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
  public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
