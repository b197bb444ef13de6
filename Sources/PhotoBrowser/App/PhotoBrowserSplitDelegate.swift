import AdaptiveKit

/// The fixed variant's split delegate (SC32): in compact width a shown image is pushed onto the
/// selected tab's stack; collapsing moves a shown image there too and drops the empty detail;
/// expanding takes the image off the tab's stack and installs a new detail for the same photo.
@MainActor
final class PhotoBrowserSplitDelegate: UISplitViewControllerDelegate {
  weak var browser: PhotoBrowser?

  func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
    guard splitViewController.isCollapsed, let navigation = browser?.selectedNavigationController else { return false }
    let image = (vc as? UINavigationController)?.topViewController ?? vc
    (vc as? UINavigationController)?.setViewControllers([], animated: false)
    navigation.pushViewController(image, animated: true)
    return true
  }

  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    guard let navigation = secondaryViewController as? UINavigationController,
      let image = navigation.topViewController as? ImageViewController, let photo = image.photo,
      let browser, let tab = browser.selectedNavigationController
    else { return true }
    // A new screen for the same photo goes on top of the selected tab (the old one stays with the
    // detail's navigation controller, which the split lets go).
    tab.pushViewController(ImageViewController(browser: browser, photo: photo), animated: false)
    return true
  }

  func splitViewController(
    _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? {
    guard let browser else { return nil }
    guard let tab = browser.selectedNavigationController, let image = tab.topViewController as? ImageViewController
    else { return browser.makeDetail(for: nil) }
    tab.popViewController(animated: false)
    return browser.makeDetail(for: image.photo)
  }
}
