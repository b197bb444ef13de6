import AdaptiveKit
import Foundation
import Testing
import AdaptiveScenario
import AdaptiveTestSupport

/// The seed cases (SC ids, listed in AdaptiveKit's DocC) replayed from the scenario files in `Examples/scenarios/`: each test runs
/// one file to the end and requires every step (actions, expectations, hierarchy invariants) to pass.
@Suite(.checksInvariants) @MainActor
struct ExampleScenarioTests {
  private func expectPasses(_ file: String, device: Device? = nil) throws {
    let report = try Examples.run(file, device: device)
    #expect(!report.results.isEmpty)
    #expect(report.passed, "\(file):\n\(Examples.failures(report))")
  }

  // MARK: Routing (no split)

  @Test func SC01_showPushesInsideNavigationController() throws { try expectPasses("sc01-show-pushes-in-navigation.yaml") }
  @Test func SC02_showDetailWithoutSplitPresentsAndKeepsStack() throws { try expectPasses("sc02-show-detail-without-split-presents.yaml") }
  @Test func SC03_noContainerShowAndShowDetailPresent() throws { try expectPasses("sc03-no-container-presents.yaml") }
  @Test func SC10_showStopsAtNearestOverridingContainer() throws { try expectPasses("sc10-tab-bar-passes-show-through.yaml") }

  // MARK: Presentation

  @Test func SC22_defaultStyleIsPageSheet() throws { try expectPasses("sc22-default-style-is-page-sheet.yaml") }
  @Test func SC23_pageSheetKeepsPresenterFullScreenRemovesIt() throws { try expectPasses("sc23-page-sheet-card-vs-full-screen.yaml") }
  @Test func SC24_sheetsStackTopTwoVisible() throws { try expectPasses("sc24-sheet-on-sheet-stacks.yaml") }
  @Test func SC25_compactHeightSheetIsFullScreenUnlessEdgeAttached() throws { try expectPasses("sc25-compact-height-sheet-full-screen.yaml") }
  @Test func SC26_delegateFullScreenInCompactWidth() throws {
    try expectPasses("sc26-adaptive-style-full-screen.yaml")
    let onPad = try Examples.run("sc26-adaptive-style-full-screen.yaml", device: .iPadAir11)
    #expect(onPad.results.last?.failures == ["presented is formSheet, expected fullScreen"] || onPad.results.last?.failures == ["presented is pageSheet, expected fullScreen"])
  }
  @Test func SC28_swipeDismissesNavigationNotAtRoot() throws { try expectPasses("sc28-swipe-dismisses-navigation-not-at-root.yaml") }
  @Test func SC29_modalInPresentationBlocksSwipe() throws { try expectPasses("sc29-modal-in-presentation-blocks-swipe.yaml") }
  @Test func SC34_popoverKeptOnIPhoneWithNone() throws { try expectPasses("sc34-popover-kept-on-iphone.yaml") }
  @Test func SC35_popoverAdaptsInCompactWidth() throws { try expectPasses("sc35-popover-adapts-in-compact-width.yaml") }

  // MARK: Split view

  @Test(arguments: [
    "sc04-expanded-secondary-show-replaces.yaml", "sc04b-expanded-secondary-show-detail-replaces.yaml",
    "sc05-collapsed-detail-show-pushes.yaml", "sc06-collapsed-detail-show-detail-pushes.yaml",
    "sc07-collapsed-primary-both-push.yaml", "sc08-expanded-primary-show-pushes-in-column.yaml",
    "sc09-expanded-primary-show-detail-replaces-secondary.yaml", "sc12-collapsed-follows-size-class.yaml",
    "sc12b-iphone-portrait-collapsed.yaml", "sc15-collapse-delegate-keeps-primary.yaml",
    "sc15b-collapse-navigation-primary-pushes.yaml", "sc16-expand-separates-secondary.yaml",
    "sc17-display-mode.yaml", "sc18-display-mode-ignored-when-collapsed.yaml",
    "sc19-classic-primary-is-compact.yaml", "sc20-column-style-collapse-expand.yaml",
    "sc21-nested-navigation-on-collapse.yaml", "sc31-tab-bar-primary-presents-detail.yaml",
    "sc31b-presented-detail-survives-expansion.yaml", "demo.yaml",
  ])
  func SC04_SC21_SC31_splitScenarios(file: String) throws { try expectPasses(file) }

  // MARK: The photo browser app (`app: photo-browser`), the naive and fixed variants

  @Test func SC29_SC30_photoBrowserSettingsGuardUnsavedEdits() throws {
    try expectPasses("photo-browser/sc29-fixed-unsaved-name-blocks-the-swipe.yaml")
  }
  @Test(arguments: ["sc31-naive-image-is-a-modal-dead-end.yaml", "sc31-fixed-image-is-pushed-on-the-tab.yaml"])
  func SC31_photoBrowser(file: String) throws { try expectPasses("photo-browser/" + file) }
  @Test(arguments: ["sc32-fixed-image-follows-collapse-and-expand.yaml", "sc32-naive-modal-image-stays-when-expanding.yaml"])
  func SC32_photoBrowser(file: String) throws { try expectPasses("photo-browser/" + file) }
  @Test(arguments: ["sc33-fixed-recents-newest-first.yaml", "sc33-naive-recents-newest-first.yaml"])
  func SC33_photoBrowser(file: String) throws { try expectPasses("photo-browser/" + file) }
  @Test func SC34_photoBrowserKeepsTheURLPopoverOnIPhone() throws {
    try expectPasses("photo-browser/sc34-fixed-url-stays-a-popover-on-iphone.yaml")
  }
  @Test(arguments: ["sc35-naive-url-adapts-on-iphone.yaml", "sc35-url-is-a-popover-on-ipad.yaml"])
  func SC35_photoBrowser(file: String) throws { try expectPasses("photo-browser/" + file) }
  @Test(arguments: ["sc36-naive-url-popover-goes-stale.yaml", "sc36-fixed-url-popover-goes-with-its-photo.yaml"])
  func SC36_photoBrowser(file: String) throws { try expectPasses("photo-browser/" + file) }

  // MARK: The modern photo browser (tabs as objects, the sidebar, the inspector column)

  /// The modern variant's scenarios: an iPhone, an iPad full screen, in Split View and in Slide
  /// Over, a free window resized from 1,200 pt to 400 and back, and a phone app resized (R99, R100,
  /// R111, R112, R117, R118, R128).
  nonisolated static let modernScenarios = [
    "modern-iphone-tab-bar-and-inspector-sheet.yaml", "modern-ipad-sidebar-and-inspector-column.yaml",
    "modern-ipad-split-view-widths.yaml", "modern-ipad-slide-over.yaml",
    "modern-free-window-1200-to-400-and-back.yaml", "modern-phone-app-resized-on-an-ipad.yaml",
  ]

  @Test(arguments: modernScenarios)
  func R99_R112_modernPhotoBrowser(file: String) throws { try expectPasses("photo-browser/" + file) }

  /// The modern variant's scenarios on the iPhone Duo, opened, half-folded and closed with a photo
  /// arranged beside its details, the Settings sheet up and the URL popover open (R131, R133).
  nonisolated static let modernDuoScenarios = [
    "modern-duo-photo-around-the-fold.yaml", "modern-duo-settings-sheet-through-postures.yaml",
    "modern-duo-url-popover-through-postures.yaml",
  ]

  @Test(arguments: modernDuoScenarios)
  func R131_R133_modernPhotoBrowserOnTheDuo(file: String) throws { try expectPasses("photo-browser/" + file) }

  @Test func everyPhotoBrowserScenarioIsRunByATest() throws {
    let listed = try FileManager.default.contentsOfDirectory(atPath: Examples.directory.appendingPathComponent("photo-browser").path)
    // SC31–SC36 on the naive and fixed variants, SC29, the tour, and the modern variant's.
    #expect(listed.filter { $0.hasSuffix(".yaml") }.count == 13 + Self.modernScenarios.count + Self.modernDuoScenarios.count)
    #expect(Set(listed.filter { $0.hasPrefix("modern-") }) == Set(Self.modernScenarios + Self.modernDuoScenarios))
  }

  @Test func SC12_phonesCollapseInPortrait() throws {
    for device in [Device.iPhoneSE, .iPhone16, .iPhone16ProMax] {
      let report = try Examples.run("sc12b-iphone-portrait-collapsed.yaml", device: device)
      #expect(report.results.first?.passed == true, "\(device.name): \(Examples.failures(report))")
    }
  }

}
