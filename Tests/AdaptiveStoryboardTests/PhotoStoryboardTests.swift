import AdaptiveStoryboard
import Foundation
import Testing
import AdaptiveKit
import PhotoBrowser
import AdaptiveTestSupport

/// The photo browser's seed cases, with its interface loaded from `PhotoSplit.storyboard`: split →
/// tab bar → navigation controllers, a showDetail segue to the image screen and a bar-button popover.
@Suite(.checksInvariants) @MainActor
struct PhotoStoryboardTests {
  /// The storyboard app launched on a device.
  @MainActor struct Launched {
    let app: UIApplication
    let window: UIWindow

    init(fixed: Bool, on device: Device, orientation: UIInterfaceOrientation = .portrait) {
      let delegate = PhotoStoryboardAppDelegate(fixed: fixed)
      app = UIApplication.launch(delegate: delegate, on: device, orientation: orientation)
      window = delegate.window!
    }

    var split: UISplitViewController { window.rootViewController as! UISplitViewController }
    var tabs: UITabBarController { split.viewControllers[0] as! UITabBarController }
    var photographersTab: UINavigationController { tabs.viewControllers![0] as! UINavigationController }

    /// Taps a photographer, then one of their photos.
    func openPhoto(photographer: Int = 0, photo: Int) {
      if !(photographersTab.topViewController is PhotoListTableViewController) {
        let list = photographersTab.viewControllers[0] as! PhotographersTableViewController
        list.tableView.simulateTap(onRowAt: IndexPath(row: photographer, section: 0))
      }
      let photos = photographersTab.viewControllers.compactMap { $0 as? PhotoListTableViewController }.last!
      photos.tableView.simulateTap(onRowAt: IndexPath(row: photo, section: 0))
    }

    var detailImage: ImageViewController? {
      (split.viewControllers.last as? UINavigationController)?.topViewController as? ImageViewController
    }
  }

  @Test func theStoryboardBuildsTheSeedShape() throws {
    let launched = Launched(fixed: false, on: .iPadAir11, orientation: .landscapeLeft)
    #expect(!launched.split.isCollapsed)
    #expect(launched.split.style == .unspecified)
    #expect(launched.tabs.viewControllers?.map { $0.tabBarItem.title } == ["Photographers", "Recents"])
    #expect(launched.photographersTab.topViewController is PhotographersTableViewController)
    #expect(launched.detailImage?.title == "No Photo")
    #expect(launched.detailImage?.storyboard === launched.split.storyboard)
    #expect(launched.detailImage?.navigationItem.rightBarButtonItem?.title == "URL")
    let list = try #require(launched.photographersTab.topViewController as? PhotographersTableViewController)
    #expect(list.tableView.numberOfRows(inSection: 0) == list.photographers.count)
    #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType == .disclosureIndicator)
    #expect(HierarchyInvariants.violations(in: launched.window).isEmpty)
  }

  @Test func SC31_naiveShowDetailSeguePresentsTheImageModallyWhenCollapsed() throws {
    let launched = Launched(fixed: false, on: .iPhone16)
    #expect(launched.split.isCollapsed)
    launched.openPhoto(photo: 0)
    #expect(launched.photographersTab.viewControllers.count == 2)
    let presented = try #require(launched.split.presentedViewController as? UINavigationController)
    let image = try #require(presented.topViewController as? ImageViewController)
    #expect(image.title == image.photo?.title)
    #expect(presented.viewControllers.count == 1)
    #expect(image.navigationItem.leftBarButtonItem == nil)
    #expect(presented.presentationController?.effectivePresentationStyle == .pageSheet)
    #expect(HierarchyInvariants.violations(in: launched.window).isEmpty)
  }

  @Test func SC32_theSplitDelegatePushesTheSeguesImageOntoTheSelectedTab() throws {
    let launched = Launched(fixed: true, on: .iPhone16)
    launched.openPhoto(photo: 2)
    #expect(launched.split.presentedViewController == nil)
    #expect(launched.photographersTab.viewControllers.count == 3)
    let image = try #require(launched.photographersTab.topViewController as? ImageViewController)
    #expect(image.captionLabel.text == image.photo?.details)
    #expect(HierarchyInvariants.violations(in: launched.window).isEmpty)
  }

  @Test func SC32_expandingMovesTheImageToANewDetailFromTheStoryboard() throws {
    let launched = Launched(fixed: true, on: .iPhone16ProMax)
    launched.openPhoto(photo: 1)
    let pushed = try #require(launched.photographersTab.topViewController as? ImageViewController)
    launched.app.rotate(to: .landscapeLeft)
    #expect(!launched.split.isCollapsed)
    #expect(launched.photographersTab.topViewController is PhotoListTableViewController)
    let detail = try #require(launched.detailImage)
    #expect(detail !== pushed)
    #expect(detail.photo?.id == pushed.photo?.id)
    #expect(HierarchyInvariants.violations(in: launched.window).isEmpty)
  }

  @Test func SC34_thePopoverSegueStaysAPopoverOnIPhoneWhenItsDelegateSaysNone() throws {
    ImageViewController.keepsPopoverInCompactWidth = true
    let launched = Launched(fixed: true, on: .iPhone16)
    launched.openPhoto(photo: 0)
    let image = try #require(launched.photographersTab.topViewController as? ImageViewController)
    image.navigationItem.rightBarButtonItem?.simulateTap()
    let url = try #require(image.presentedViewController as? URLViewController)
    #expect(url.urlLabel.text == image.photo?.pageURL.absoluteString)
    let popover = try #require(url.popoverPresentationController)
    #expect(popover.barButtonItem === image.navigationItem.rightBarButtonItem)
    #expect(popover.permittedArrowDirections == .up)
    #expect(popover.effectivePresentationStyle == .popover)
    #expect(url.view.frame.size == CGSize(width: 320, height: 60))
  }

  /// The seed's URL screen is its own delegate from `awakeFromNib`; the popover segue then sets
  /// `.popover` again, which keeps the presentation controller and the delegate (R78).
  @Test func R78_aPopoverSegueKeepsTheDelegateSetInAwakeFromNib() throws {
    ImageViewController.keepsPopoverInCompactWidth = false
    URLViewController.delegatesItsOwnPopover = true
    defer {
      ImageViewController.keepsPopoverInCompactWidth = true
      URLViewController.delegatesItsOwnPopover = false
    }
    let launched = Launched(fixed: true, on: .iPhone16)
    launched.openPhoto(photo: 0)
    let image = try #require(launched.photographersTab.topViewController as? ImageViewController)
    image.navigationItem.rightBarButtonItem?.simulateTap()
    let url = try #require(image.presentedViewController as? URLViewController)
    let popover = try #require(url.popoverPresentationController)
    #expect(popover.delegate === url)
    #expect(popover.effectivePresentationStyle == .popover)
    #expect(url.view.frame.size == CGSize(width: 320, height: 60))
  }

  @Test func SC35_withoutTheDelegateThePopoverSegueAdaptsInCompactWidth() throws {
    ImageViewController.keepsPopoverInCompactWidth = false
    defer { ImageViewController.keepsPopoverInCompactWidth = true }
    let launched = Launched(fixed: true, on: .iPhone16)
    launched.openPhoto(photo: 0)
    let image = try #require(launched.photographersTab.topViewController as? ImageViewController)
    image.navigationItem.rightBarButtonItem?.simulateTap()
    let url = try #require(image.presentedViewController as? URLViewController)
    #expect(url.popoverPresentationController?.effectivePresentationStyle != .popover)
  }

  @Test func SC36_choosingAnotherPhotoWhileThePopoverShowsLeavesItShowing() throws {
    let launched = Launched(fixed: false, on: .iPadAir11, orientation: .landscapeLeft)
    launched.openPhoto(photo: 0)
    let first = try #require(launched.detailImage)
    first.navigationItem.rightBarButtonItem?.simulateTap()
    let url = try #require(first.presentedViewController as? URLViewController)
    // The list is still reachable (the split's primary is beside the popover's presenter); a
    // second photo replaces the detail, and the popover of the first stays: the seed's stale URL.
    launched.openPhoto(photo: 1)
    #expect(launched.detailImage !== first)
    #expect(launched.detailImage?.photo?.id != first.photo?.id)
    #expect(url.presentingViewController != nil)
    #expect(url.urlLabel.text == first.photo?.pageURL.absoluteString)
  }
}

extension PhotoStoryboardTests {
  @Test(arguments: [Device.iPhone16, .iPadAir11])
  func aPresentationSegueShowsSettingsAsAFormSheet(device: Device) throws {
    let launched = Launched(fixed: true, on: device, orientation: device.idiom == .pad ? .landscapeLeft : .portrait)
    let list = try #require(launched.photographersTab.viewControllers.first)
    list.navigationItem.leftBarButtonItem?.simulateTap()
    let settings = try #require(launched.split.presentedViewController)
    #expect(settings.title == "Settings")
    #expect(settings.modalPresentationStyle == .formSheet)
    #expect(settings.presentationController?.effectivePresentationStyle == .formSheet)
    #expect(settings.presentingViewController === launched.split)
    #expect(HierarchyInvariants.violations(in: launched.window).isEmpty)
  }
}

extension PhotoStoryboardTests {
  @Test func SC33_recentPhotosPersistAcrossLaunchesNewestFirstWithoutDuplicates() throws {
    let suite = "PhotoStoryboardTests.\(UUID().uuidString)"
    PhotoListTableViewController.recents = RecentPhotos(suiteName: suite, durable: false)
    let first = Launched(fixed: true, on: .iPhone16)
    for photo in [0, 1, 0, 2] {
      first.openPhoto(photo: photo)
      first.photographersTab.popViewController(animated: false)
    }
    let list = try #require(first.photographersTab.topViewController as? PhotoListTableViewController)
    let opened = [2, 0, 1].map { list.photos[$0].id }

    // A second launch reads the same store; the Recents tab lists newest first, once each.
    PhotoListTableViewController.recents = RecentPhotos(suiteName: suite, durable: false)
    let second = Launched(fixed: true, on: .iPhone16)
    second.tabs.selectedIndex = 1
    let recents = try #require((second.tabs.selectedViewController as? UINavigationController)?.topViewController as? PhotoListTableViewController)
    #expect(recents.photos.map(\.id) == opened)
    #expect(recents.tableView.visibleCells.compactMap { $0.textLabel?.text } == recents.photos.map(\.title))
    #expect(RecentPhotos.limit == 20)
  }
}
