import Foundation

extension UIViewController {
  /// Posted when a split view controller collapses or expands, with the split as `object` (R12).
  public static let showDetailTargetDidChangeNotification =
    Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification")

  /// The default `show`/`showDetailViewController` (R2): offer the request to the nearest ancestor
  /// that can perform it (R4–R6) by calling its method — an override there receives it, with no
  /// declaration, as in UIKit — and, when no ancestor takes it, present modally from the controller
  /// that received it first (R3; presenter resolution, R63, chooses the real presenter). `asDetail`
  /// chooses `showDetailViewController` over `show`.
  func performShow(_ vc: UIViewController, sender: Any?, asDetail: Bool) {
    let action: Selector = asDetail ? .showDetail : .show
    let origin = ShowOffer.current.flatMap { $0.isFor(vc, asDetail: asDetail) ? $0.origin : nil } ?? self
    // Unretained: a climb that only asks (UnretainedWalks.swift); the target found is retained.
    var candidate = parentLink
    while let ancestor = candidate, !ancestor.withObject({ $0.canPerformAction(action, withSender: sender) }) {
      candidate = ancestor.withObject { $0.parentLink }
    }
    guard let target = candidate?.takeUnretainedValue() else {
      origin.present(vc, animated: true)
      return
    }
    ShowOffer.$current.withValue(ShowOffer(origin: origin, shown: ObjectIdentifier(vc), asDetail: asDetail)) {
      if asDetail { target.showDetailViewController(vc, sender: sender) } else { target.show(vc, sender: sender) }
    }
  }
}
