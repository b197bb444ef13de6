import Foundation

extension UIViewController {
  /// Posted when a split view controller collapses or expands, with the split as `object` (R12).
  public static let showDetailTargetDidChangeNotification =
    Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification")

  /// The default `show`/`showDetailViewController` (R2): forward to the target if it is another
  /// controller, otherwise present modally from self and let presenter resolution (R63) choose the
  /// real presenter (R3: the header's reading; the docs' "window's root" gives the same result for
  /// full-screen and sheet styles).
  func performShow(_ vc: UIViewController, sender: Any?, action: Selector) {
    if let target = targetViewController(forAction: action, sender: sender), target !== self {
      if action == .show { target.show(vc, sender: sender) } else { target.showDetailViewController(vc, sender: sender) }
      return
    }
    present(vc, animated: true)
  }
}
