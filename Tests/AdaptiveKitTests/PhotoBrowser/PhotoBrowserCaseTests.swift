import Foundation
import Testing
@testable import AdaptiveKit

// The photo browser of seed 003, reduced to its controllers: a split whose primary is a tab bar
// controller ("Photographers" and "Recents", each a navigation controller) and whose detail is the
// image screen, with a URL popover on the image screen.

@MainActor
private final class ImageViewController: UIViewController {
  let photo: String
  init(photo: String) {
    self.photo = photo
    super.init()
    title = photo
  }
}

@MainActor
private final class URLViewController: UIViewController {
  let url: String
  init(url: String) {
    self.url = url
    super.init()
    modalPresentationStyle = .popover
    preferredContentSize = CGSize(width: 300, height: 60)
  }
}

/// The seed's fix (SC32): push the image in compact width; on expanding, take it off the master stack
/// and install a new detail for the same photo.
@MainActor
private final class PhotoBrowserSplitDelegate: UISplitViewControllerDelegate {
  func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
    true
  }

  func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
    guard splitViewController.isCollapsed, let navigation = selectedNavigation(of: splitViewController.viewControllers.first) else { return false }
    navigation.pushViewController(vc, animated: true)
    return true
  }

  func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
    guard let navigation = selectedNavigation(of: primaryViewController),
          let image = navigation.topViewController as? ImageViewController else { return nil }
    navigation.popViewController(animated: false)
    return ImageViewController(photo: image.photo)
  }

  private func selectedNavigation(of primary: UIViewController?) -> UINavigationController? {
    (primary as? UITabBarController)?.selectedViewController as? UINavigationController
  }
}

@Suite(.checksInvariants) @MainActor
struct PhotoBrowserCaseTests {
  private struct Browser {
    let window: UIWindow
    let split: UISplitViewController
    let tabs: UITabBarController
    let photographers: UINavigationController
    let photos: UIViewController
  }

  private func makeBrowser(on device: Device, orientation: UIInterfaceOrientation = .portrait, delegate: (any UISplitViewControllerDelegate)? = nil) -> Browser {
    let list = UIViewController()
    list.title = "Photographers"
    let photographers = UINavigationController(rootViewController: list)
    let photos = UIViewController()
    photos.title = "Photos"
    photographers.pushViewController(photos, animated: false)
    let recentsList = UIViewController()
    recentsList.title = "Recents"
    let tabs = UITabBarController()
    tabs.viewControllers = [photographers, UINavigationController(rootViewController: recentsList)]
    let split = UISplitViewController()
    split.delegate = delegate
    split.viewControllers = [tabs, ImageViewController(photo: "none")]
    let window = makeVisibleWindow(root: split, device: device, orientation: orientation)
    return Browser(window: window, split: split, tabs: tabs, photographers: photographers, photos: photos)
  }

  @Test func SC31_compactShowDetailFromATabBarPrimaryPresentsModallyWithNoWayBack() {
    let browser = makeBrowser(on: .iPhone16)
    #expect(browser.split.isCollapsed)
    let image = ImageViewController(photo: "Moonrise")
    browser.photos.showDetailViewController(image, sender: browser.photos)
    // The tab bar controller does not override `show`, so the split presents the image (R10).
    #expect(browser.split.presentedViewController === image)
    #expect(image.presentingViewController === browser.split)
    #expect(image.navigationController == nil)
    #expect(image.navigationItem.backBarButtonItem == nil)
    #expect(browser.photographers.viewControllers.count == 2)
  }

  @Test func SC31_theModalImageStaysPresentedWithAValidHierarchyWhenTheSplitExpands() {
    let browser = makeBrowser(on: .iPhone16ProMax)
    let image = ImageViewController(photo: "Moonrise")
    browser.photos.showDetailViewController(image, sender: browser.photos)
    browser.window.rotate(to: .landscapeLeft)
    #expect(!browser.split.isCollapsed)
    #expect(HierarchyInvariants.violations(in: browser.window).isEmpty)
    #expect(browser.split.presentedViewController === image)
    #expect(image.appearanceState == .appeared && image.view.window === browser.window)
    #expect(browser.split.viewControllers.count == 2)
    #expect(!browser.split.viewControllers.contains { $0 === image })
  }

  @Test func SC32_delegatePushesInCompactWidthAndSeparatesANewDetailOnExpanding() {
    let delegate = PhotoBrowserSplitDelegate()
    let browser = makeBrowser(on: .iPhone16ProMax, delegate: delegate)
    let image = ImageViewController(photo: "Moonrise")
    browser.photos.showDetailViewController(image, sender: browser.photos)
    #expect(browser.split.presentedViewController == nil)
    #expect(browser.photographers.topViewController === image)

    browser.window.rotate(to: .landscapeLeft)

    #expect(!browser.split.isCollapsed)
    #expect(browser.photographers.viewControllers == [browser.photographers.viewControllers[0], browser.photos])
    let detail = browser.split.viewControllers.last as? ImageViewController
    #expect(browser.split.viewControllers.count == 2)
    #expect(detail?.photo == "Moonrise")
    #expect(detail !== image)
    #expect(detail?.view.window === browser.window)
  }

  private func showURLPopover(in browser: Browser, photo: String) -> (ImageViewController, URLViewController) {
    let image = ImageViewController(photo: photo)
    browser.photos.showDetailViewController(image, sender: browser.photos)
    let url = URLViewController(url: "https://example.com/\(photo)")
    let popover = url.popoverPresentationController!
    popover.sourceView = image.view
    popover.sourceRect = CGRect(x: 20, y: 80, width: 44, height: 44)
    // UIKit leaves the bars of the screen a popover covers tappable: the master column is passthrough.
    popover.passthroughViews = [browser.photographers.view]
    image.present(url, animated: true)
    return (image, url)
  }

  @Test func SC36_choosingAnotherPhotoThroughAPassthroughViewLeavesAStalePopover() {
    let browser = makeBrowser(on: .iPadAir11, orientation: .landscapeLeft)
    #expect(!browser.split.isCollapsed)
    let (_, url) = showURLPopover(in: browser, photo: "Moonrise")
    #expect(url.presentationController?.effectivePresentationStyle == .popover)

    let passedThrough = url.popoverPresentationController?.simulateTapOutside(on: browser.photos.view)
    #expect(passedThrough == nil)
    browser.photos.showDetailViewController(ImageViewController(photo: "Sunset"), sender: browser.photos)

    #expect((browser.split.viewControllers.last as? ImageViewController)?.photo == "Sunset")
    #expect(browser.split.presentedViewController === url)
    #expect(url.url == "https://example.com/Moonrise")
  }

  @Test func SC36_theFixDismissesThePopoverWhenTheImageChanges() {
    let browser = makeBrowser(on: .iPadAir11, orientation: .landscapeLeft)
    let (_, url) = showURLPopover(in: browser, photo: "Moonrise")
    _ = url.popoverPresentationController?.simulateTapOutside(on: browser.photos.view)

    // The fix: whoever changes the image first dismisses what the old image presented.
    browser.split.presentedViewController?.dismiss(animated: true)
    browser.photos.showDetailViewController(ImageViewController(photo: "Sunset"), sender: browser.photos)

    #expect(browser.split.presentedViewController == nil)
    #expect(url.presentingViewController == nil)
    #expect((browser.split.viewControllers.last as? ImageViewController)?.photo == "Sunset")
  }
}
