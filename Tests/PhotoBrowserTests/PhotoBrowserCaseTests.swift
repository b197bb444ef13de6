import Foundation
import Testing
import AdaptiveKit
import PhotoBrowser
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct PhotoBrowserCaseTests {
  @Test func SC31_naiveCompactShowDetailPresentsTheImageModallyWithNoWayBack() throws {
    let launched = LaunchedBrowser(.naive, on: .iPhone16)
    #expect(launched.split.isCollapsed)
    launched.openPhoto(photo: 0)
    let presented = try #require(launched.split.presentedViewController as? UINavigationController)
    let image = try #require(presented.topViewController as? ImageViewController)
    #expect(image.title == "Morning ferry")
    // A bar with the title, but nothing to go back with: a dead end but for a swipe down.
    #expect(presented.viewControllers.count == 1)
    #expect(image.navigationItem.leftBarButtonItem == nil)
    #expect(presented.presentationController?.effectivePresentationStyle == .pageSheet)
    #expect(launched.photographersTab.viewControllers.count == 2)
    #expect(HierarchyInvariants.violations(in: launched.window).isEmpty)
  }

  @Test func SC31_naiveModalImageKeepsAValidHierarchyWhenTheSplitExpands() throws {
    let launched = LaunchedBrowser(.naive, on: .iPhone16ProMax)
    launched.openPhoto(photo: 1)
    launched.app.rotate(to: .landscapeLeft)
    #expect(!launched.split.isCollapsed)
    #expect((launched.split.presentedViewController as? UINavigationController)?.topViewController is ImageViewController)
    #expect(HierarchyInvariants.violations(in: launched.window).isEmpty)
  }

  @Test(arguments: [Device.iPhoneSE, .iPhone16, .iPhone16ProMax])
  func SC32_fixedPushesTheImageOntoTheSelectedTabInCompactWidth(device: Device) throws {
    let launched = LaunchedBrowser(.fixed, on: device)
    launched.openPhoto(photo: 3)
    #expect(launched.split.presentedViewController == nil)
    let image = try #require(launched.photographersTab.topViewController as? ImageViewController)
    #expect(image.photo?.title == "Low tide")
    #expect(launched.photographersTab.viewControllers.count == 3)
    #expect(image.navigationItem.rightBarButtonItem?.title == "URL")
    #expect(HierarchyInvariants.violations(in: launched.window).isEmpty)
  }

  @Test func SC32_fixedMovesTheImageToTheDetailOnExpandingAndBackOnCollapsing() throws {
    let launched = LaunchedBrowser(.fixed, on: .iPhone16ProMax)
    launched.openPhoto(photo: 3)
    launched.app.rotate(to: .landscapeLeft)
    #expect(!launched.split.isCollapsed)
    #expect(launched.detailImage?.photo?.title == "Low tide")
    #expect(launched.photographersTab.topViewController is PhotoListViewController)
    #expect(launched.detailImage?.navigationItem.leftBarButtonItem === launched.split.displayModeButtonItem)

    // Collapse → expand → collapse keeps the chosen photo (left open by the seed, fixed here).
    launched.app.rotate(to: .portrait)
    #expect((launched.photographersTab.topViewController as? ImageViewController)?.photo?.title == "Low tide")
    launched.app.rotate(to: .landscapeRight)
    #expect(launched.detailImage?.photo?.title == "Low tide")
    #expect(HierarchyInvariants.violations(in: launched.window).isEmpty)
  }

  @Test(arguments: Device.iPadAir11.multitaskingWidths(in: .landscapeLeft).map(\.width))
  func theFixedVariantHoldsOnAnIPadInEveryMultitaskingWidth(width: CGFloat) throws {
    let launched = LaunchedBrowser(.fixed, on: .iPadAir11, orientation: .landscapeLeft)
    launched.openPhoto(photo: 5)
    launched.app.resize(to: CGSize(width: width, height: 820))
    #expect(HierarchyInvariants.violations(in: launched.window).isEmpty)
    let shown = launched.split.isCollapsed
      ? (launched.photographersTab.topViewController as? ImageViewController)?.photo
      : launched.detailImage?.photo
    #expect(shown?.title == "Net mender")
  }

  @Test(arguments: [Device.iPhone16, .iPhone16ProMax])
  func SC34_theURLPopoverStaysAPopoverOnIPhone(device: Device) throws {
    let launched = LaunchedBrowser(.fixed, on: device)
    launched.openPhoto(photo: 0)
    let image = try #require(launched.photographersTab.topViewController as? ImageViewController)
    try #require(image.navigationItem.rightBarButtonItem).simulateTap()
    let url = try #require(image.urlController)
    #expect(url.presentationController?.effectivePresentationStyle == .popover)
    #expect(url.popoverPresentationController?.barButtonItem === image.navigationItem.rightBarButtonItem)
    #expect(url.view.frame.size == url.preferredContentSize)
  }

  @Test func SC36_naiveLeavesTheURLPopoverOfThePreviousPhoto() throws {
    let launched = LaunchedBrowser(.naive, on: .iPadAir11, orientation: .landscapeLeft)
    let list = launched.openPhoto(photo: 0)
    let image = try #require(launched.detailImage)
    try #require(image.navigationItem.rightBarButtonItem).simulateTap()
    let url = try #require(image.urlController)
    list.tableView.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
    #expect(url.presentingViewController != nil)   // stale: it still shows the first photo's URL
    #expect(url.url == image.photo?.imageURL)
  }

  @Test func SC36_fixedDismissesThePopoverWithItsPhoto() throws {
    let launched = LaunchedBrowser(.fixed, on: .iPadAir11, orientation: .landscapeLeft)
    let list = launched.openPhoto(photo: 0)
    let image = try #require(launched.detailImage)
    try #require(image.navigationItem.rightBarButtonItem).simulateTap()
    let url = try #require(image.urlController)
    list.tableView.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
    #expect(url.presentingViewController == nil)
    #expect(launched.detailImage?.photo?.title == "Fish market")
    #expect(HierarchyInvariants.violations(in: launched.window).isEmpty)
  }
}
