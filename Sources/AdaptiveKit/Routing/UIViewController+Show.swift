import Foundation

extension UIViewController {
  /// Posted when a split view controller collapses or expands, with the split as `object` (R12).
  public static let showDetailTargetDidChangeNotification =
    Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification")

  /// The default `show`/`showDetailViewController` (R2): offer the request to the nearest ancestor
  /// that can perform it (R4–R6) by calling its method — an override there receives it, with no
  /// declaration, as in UIKit — and, when no ancestor takes it, present modally from the controller
  /// that received it first (R3; presenter resolution, R63, chooses the real presenter).
  func performShow(_ vc: UIViewController, sender: Any?, action: Selector) {
    let origin = ShowOffer.current.flatMap { $0.isFor(vc, action: action) ? $0.origin : nil } ?? self
    var candidate = parent
    while let ancestor = candidate, !ancestor.canPerformAction(action, withSender: sender) { candidate = ancestor.parent }
    guard let target = candidate else {
      origin.present(vc, animated: true)
      return
    }
    ShowOffer.$current.withValue(ShowOffer(origin: origin, shown: ObjectIdentifier(vc), action: action)) {
      if action == .show { target.show(vc, sender: sender) } else { target.showDetailViewController(vc, sender: sender) }
    }
  }
}
