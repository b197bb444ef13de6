import Foundation
import Testing
import AdaptiveKit
import PhotoBrowser
import AdaptiveTestSupport

/// The modern variant on the iPhone Duo: no split, each tab's navigation controller, and a photo
/// pushed as an arrangement of the image (primary) and its details (secondary) that follows the
/// device as it opens, folds half-way and closes (R129, R131, R133).
@Suite(.checksInvariants) @MainActor
struct ModernVariantOnTheDuoTests {
  /// The arrangement the Photographers tab shows after a photographer and one of their photos are tapped.
  private func openPhoto(_ launched: LaunchedBrowser) throws -> (UIArrangementViewController, ImageViewController, PhotoDetailsViewController) {
    launched.openPhoto(photo: 3)
    let arrangement = try #require(launched.photographersTab.topViewController as? UIArrangementViewController)
    let image = try #require(arrangement.viewController(for: .primary) as? ImageViewController)
    let details = try #require(arrangement.viewController(for: .secondary) as? PhotoDetailsViewController)
    return (arrangement, image, details)
  }

  /// The callbacks of the photo's two screens that `work` makes, in order.
  private func callbacks(_ work: () -> Void) -> [String] {
    let recorder = CallbackRecorder()
    CallbackRecorder.$current.withValue(recorder) { work() }
    return recorder.calls.filter { $0.hasPrefix("<ImageViewController") || $0.hasPrefix("<PhotoDetailsViewController") }
  }

  @Test func R133_onTheDuoTheTabsShowNavigationControllersAndAPhotoIsAPushedArrangement() throws {
    let launched = LaunchedBrowser(.modern, on: .iPhoneDuo, orientation: .landscapeLeft)
    #expect(launched.browser.arrangesAroundTheFold)
    #expect(launched.browser.splitViewController == nil)
    #expect(launched.browser.tabBarController.selectedViewController === launched.photographersTab)
    let (arrangement, image, details) = try openPhoto(launched)
    #expect(launched.photographersTab.viewControllers.count == 3)
    #expect(arrangement.title == "Low tide" && arrangement.navigationController === launched.photographersTab)
    #expect(image.arrangementViewController === arrangement && details.arrangementViewController === arrangement)
    #expect(arrangement.navigationItem.rightBarButtonItem?.title == "URL")
    #expect(image.navigationItem.rightBarButtonItems?.map(\.title) == ["URL"])
  }

  @Test func R131_closedTheImageAndDetailsShareTheOuterDisplay() throws {
    let launched = LaunchedBrowser(.modern, on: .iPhoneDuo, orientation: .landscapeLeft)
    let (arrangement, image, details) = try openPhoto(launched)
    #expect(launched.window.posture == .closed)
    #expect(arrangement.view.frameInWindow == CGRect(x: 0, y: 0, width: 678, height: 466))
    #expect(image.view.frameInWindow == CGRect(x: 0, y: 0, width: 339, height: 466))
    #expect(details.view.frameInWindow == CGRect(x: 339, y: 0, width: 339, height: 466))
    #expect(image.traitCollection.horizontalSizeClass == .compact && image.traitCollection.verticalSizeClass == .compact)
    #expect(arrangement.state(for: .secondary)?.splitAxis == .horizontal)
  }

  @Test func R131_flatTheyShareTheInnerDisplayAfterASizeTransition() throws {
    let launched = LaunchedBrowser(.modern, on: .iPhoneDuo, orientation: .landscapeLeft)
    let (_, image, details) = try openPhoto(launched)
    let calls = callbacks { launched.app.fold(to: .flat) }
    #expect(
      calls == [
        "<ImageViewController \"Low tide\">.viewWillTransition(to: 475.5 × 669, with:)",
        "<PhotoDetailsViewController \"Details\">.viewWillTransition(to: 475.5 × 669, with:)",
        "<ImageViewController \"Low tide\">.traitCollectionDidChange(_:) → R/R",
        "<PhotoDetailsViewController \"Details\">.traitCollectionDidChange(_:) → R/R",
      ])
    #expect(launched.window.reservedRegions(kind: .division).isEmpty)
    #expect(image.view.frameInWindow == CGRect(x: 0, y: 0, width: 475.5, height: 669))
    #expect(details.view.frameInWindow == CGRect(x: 475.5, y: 0, width: 475.5, height: 669))
  }

  @Test func R131_partiallyFoldedEachTakesItsSideOfTheFold() throws {
    let launched = LaunchedBrowser(.modern, on: .iPhoneDuo, orientation: .landscapeLeft)
    let (arrangement, image, details) = try openPhoto(launched)
    launched.app.fold(to: .flat)
    // Between flat and partially folded neither size nor traits change: only the layout runs.
    let calls = callbacks { launched.app.fold(to: .partiallyFolded) }
    #expect(calls.isEmpty)
    let fold = try #require(launched.window.reservedRegions(kind: .division).first?.frame)
    #expect(fold == CGRect(x: 463.5, y: 0, width: 24, height: 669))
    #expect(image.view.frameInWindow == CGRect(x: 0, y: 0, width: fold.minX, height: 669))
    #expect(details.view.frameInWindow == CGRect(x: fold.maxX, y: 0, width: 951 - fold.maxX, height: 669))
    #expect(arrangement.state(for: .primary)?.splitAxis == .horizontal)
  }

  @Test func R131_closingFromPartiallyFoldedGoesBackToTheOuterDisplay() throws {
    let launched = LaunchedBrowser(.modern, on: .iPhoneDuo, orientation: .landscapeLeft)
    let (_, image, details) = try openPhoto(launched)
    launched.app.fold(to: .partiallyFolded)
    let calls = callbacks { launched.app.fold(to: .closed) }
    // Each is told its size in the new layout, with no fold: the outer display's 678 pt shared.
    #expect(
      calls == [
        "<ImageViewController \"Low tide\">.viewWillTransition(to: 339 × 466, with:)",
        "<PhotoDetailsViewController \"Details\">.viewWillTransition(to: 339 × 466, with:)",
        "<ImageViewController \"Low tide\">.traitCollectionDidChange(_:) → C/C",
        "<PhotoDetailsViewController \"Details\">.traitCollectionDidChange(_:) → C/C",
      ])
    #expect(image.view.frameInWindow == CGRect(x: 0, y: 0, width: 339, height: 466))
    #expect(details.view.frameInWindow == CGRect(x: 339, y: 0, width: 339, height: 466))
  }

  @Test func R131_heldLikeALaptopTheImageIsAboveTheFoldAndTheDetailsBelow() throws {
    let launched = LaunchedBrowser(.modern, on: .iPhoneDuo, orientation: .portrait)
    let (arrangement, image, details) = try openPhoto(launched)
    #expect(image.view.frameInWindow == CGRect(x: 0, y: 0, width: 466, height: 339))
    launched.app.fold(to: .partiallyFolded)
    let fold = try #require(launched.window.reservedRegions(kind: .division).first?.frame)
    #expect(fold.width == 669 && fold.height == 24)
    #expect(image.view.frameInWindow == CGRect(x: 0, y: 0, width: 669, height: fold.minY))
    #expect(details.view.frameInWindow == CGRect(x: 0, y: fold.maxY, width: 669, height: 951 - fold.maxY))
    #expect(arrangement.state(for: .secondary)?.splitAxis == .vertical)
  }

  @Test func R133_otherDevicesKeepTheSplitAndTheInspector() throws {
    let launched = LaunchedBrowser(.modern, on: .iPadAir11)
    #expect(!launched.browser.arrangesAroundTheFold)
    launched.openPhoto(photo: 3)
    #expect(launched.browser.splitViewController?.viewController(for: .inspector) is PhotoDetailsViewController)
    #expect(!launched.photographersTab.viewControllers.contains { $0 is UIArrangementViewController })
  }

  @Test func R133_theURLPopoverFromTheArrangementsBarStaysAPopoverInEveryPosture() throws {
    let launched = LaunchedBrowser(.modern, on: .iPhoneDuo, orientation: .landscapeLeft)
    let (arrangement, image, details) = try openPhoto(launched)
    let url = try #require(arrangement.navigationItem.rightBarButtonItem)
    url.simulateTap()
    let popover = try #require(image.urlController)
    #expect(popover.presentingViewController != nil)
    #expect(popover.popoverPresentationController?.barButtonItem === url)
    for posture in [Device.Posture.flat, .partiallyFolded, .closed] {
      launched.app.fold(to: posture)
      #expect(image.urlController === popover && popover.presentingViewController != nil, "\(posture)")
      #expect(popover.popoverPresentationController?.effectivePresentationStyle == .popover, "\(posture)")
      #expect(launched.photographersTab.topViewController === arrangement && details.arrangementViewController === arrangement)
    }
  }
}
