import AdaptiveKit

/// The modern variant's split delegate: a split collapses onto its list until a photo is chosen,
/// then onto the photo (R41), as iOS 14+ apps answer `topColumnForCollapsingToProposedTopColumn`.
@MainActor
final class PhotoBrowserColumnSplitDelegate: UISplitViewControllerDelegate {
  func splitViewController(
    _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    let detail = (svc.viewController(for: .secondary) as? UINavigationController)?.viewControllers.first as? ImageViewController
    return detail?.photo == nil ? .primary : proposedTopColumn
  }
}
