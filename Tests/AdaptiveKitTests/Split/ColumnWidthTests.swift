import Foundation
import Testing
import AdaptiveTestSupport
@testable import AdaptiveKit

/// Classic primary column widths and column frames (R31, R32, SC17).
@Suite(.checksInvariants) @MainActor
struct ColumnWidthTests {
  /// The primary's frame in the window, as the dump prints it.
  private func primaryFrame(_ md: MasterDetail) -> CGRect { md.primary.view.frameInWindow }
  private func detailFrame(_ md: MasterDetail) -> CGRect { md.detail.view.frameInWindow }

  @Test func R31_widthPropertiesDefaultToAutomaticDimension() {
    let split = UISplitViewController()
    #expect(split.preferredPrimaryColumnWidthFraction == UISplitViewController.automaticDimension)
    #expect(split.preferredPrimaryColumnWidth == UISplitViewController.automaticDimension)
    #expect(split.minimumPrimaryColumnWidth == UISplitViewController.automaticDimension)
    #expect(split.maximumPrimaryColumnWidth == UISplitViewController.automaticDimension)
  }

  @Test(arguments: [
    (Device.iPadMini, UIInterfaceOrientation.portrait, CGFloat(320)),
    (.iPadMini, .landscapeLeft, 375),        // L = 1133 > 1112 in landscape
    (.iPadAir11, .portrait, 320),
    (.iPadAir11, .landscapeLeft, 375),
    (.iPadPro13, .portrait, 375),            // L = 1376 > 1210
    (.iPadPro13, .landscapeLeft, 375),
  ])
  func R32_defaultMaximumWidthFullScreen(device: Device, orientation: UIInterfaceOrientation, expected: CGFloat) {
    let md = MasterDetail(device, orientation)
    md.split.preferredDisplayMode = .oneBesideSecondary
    #expect(md.split.primaryColumnWidth == expected)
    let size = device.screenSize(for: orientation)
    #expect(primaryFrame(md) == CGRect(x: 0, y: 0, width: expected, height: size.height))
    #expect(detailFrame(md) == CGRect(x: expected + 0.5, y: 0, width: size.width - expected - 0.5, height: size.height))
  }

  @Test func R32_multitaskingWidthsInLandscape() {
    let md = MasterDetail(.iPadPro13, .landscapeLeft)
    md.split.preferredDisplayMode = .oneBesideSecondary
    md.window.resize(to: CGSize(width: 683, height: 1032))   // 1/2: ≤ L/2
    #expect(md.split.primaryColumnWidth == 320)
    md.split.preferredDisplayMode = .oneOverSecondary
    #expect(md.split.primaryColumnWidth == 375)
    md.window.resize(to: CGSize(width: 991, height: 1032))   // 2/3: ≤ L − base, L > 1210
    #expect(md.split.primaryColumnWidth == 375)
    let air = MasterDetail(.iPadAir11, .landscapeLeft)
    air.split.preferredDisplayMode = .oneBesideSecondary
    air.window.resize(to: CGSize(width: 585, height: 820))   // 1/2 of an 11-inch: compact, collapsed
    #expect(air.split.isCollapsed)
    #expect(air.split.primaryColumnWidth == 0)
  }

  @Test func R32_fractionIsCappedByTheDefaultMaximumUnlessTheMaximumIsRaised() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    md.split.preferredPrimaryColumnWidthFraction = 0.25
    #expect(md.split.primaryColumnWidth == 295)                   // ceil(1180 × 0.25)
    md.split.preferredPrimaryColumnWidthFraction = 0.5
    #expect(md.split.primaryColumnWidth == 375)                   // capped
    md.split.maximumPrimaryColumnWidth = 600
    #expect(md.split.primaryColumnWidth == 590)
    #expect(primaryFrame(md) == CGRect(x: 0, y: 0, width: 590, height: 820))
    #expect(detailFrame(md) == CGRect(x: 590.5, y: 0, width: 589.5, height: 820))
  }

  @Test func R32_theMinimumWinsOverASmallFractionAndThePreferredWidthOverTheFraction() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    md.split.preferredPrimaryColumnWidthFraction = 0.1
    md.split.minimumPrimaryColumnWidth = 300
    #expect(md.split.primaryColumnWidth == 300)
    md.split.preferredPrimaryColumnWidth = 250
    md.split.minimumPrimaryColumnWidth = UISplitViewController.automaticDimension
    #expect(md.split.primaryColumnWidth == 250)
  }

  @Test func R32_phoneWidths() {
    let md = MasterDetail(.iPhone16ProMax, .landscapeLeft)
    #expect(md.split.primaryColumnWidth == 382)          // oneBesideSecondary + side inset
    md.split.preferredDisplayMode = .oneOverSecondary
    #expect(md.split.primaryColumnWidth == 437)          // other modes + side inset
    #expect(primaryFrame(md) == CGRect(x: 0, y: 0, width: 437, height: 440))
    #expect(detailFrame(md) == CGRect(x: 0, y: 0, width: 956, height: 440))
    md.split.preferredDisplayMode = .oneBesideSecondary
    md.split.preferredPrimaryColumnWidthFraction = 0.5
    #expect(md.split.primaryColumnWidth == 320)                   // ceil(478) capped at 320, no inset
  }

  @Test func R32_automaticWidthAddsTheSafeAreaInsetOnThePrimarySide() {
    let md = MasterDetail(.iPhone16ProMax, .landscapeLeft)
    #expect(md.split.view.safeAreaInsets.left == 62)
    #expect(md.split.primaryColumnWidth == 382)
    #expect(primaryFrame(md) == CGRect(x: 0, y: 0, width: 382, height: 440))
    // Trailing edge in left-to-right: the primary is on the right and adds the right inset.
    md.split.primaryEdge = .trailing
    #expect(md.split.primaryColumnWidth == 382)
    #expect(primaryFrame(md).maxX == 956)
    #expect(primaryFrame(md).width == 382)
    // An explicit preferred width gets no inset.
    md.split.preferredPrimaryColumnWidth = 300
    #expect(md.split.primaryColumnWidth == 300)
    // iPads have no side insets: the automatic width is the default maximum.
    let pad = MasterDetail(.iPadAir11, .landscapeLeft)
    #expect(pad.split.view.safeAreaInsets.left == 0)
    #expect(pad.split.primaryColumnWidth == 375)
  }

  @Test func R32_theInsetSideFollowsRightToLeft() {
    let md = MasterDetail(.iPhone16ProMax, .landscapeLeft)
    md.window.layoutDirection = .rightToLeft
    let geometry = md.split.geometry(for: md.split.splitSize, mode: md.split.displayMode)
    #expect(geometry.primaryIsOnLeft == false)                    // leading is the right side
    #expect(geometry.primarySideSafeAreaInset == md.split.view.safeAreaInsets.right)
    #expect(md.split.primaryColumnWidth == 382)
    #expect(primaryFrame(md) == CGRect(x: 956 - 382, y: 0, width: 382, height: 440))
  }

  @Test func R32_theGutterIsOnePixel() {
    let pad = MasterDetail(.iPadAir11, .landscapeLeft)
    #expect(detailFrame(pad).minX - primaryFrame(pad).maxX == 0.5)
    let phone = MasterDetail(.iPhone16ProMax, .landscapeLeft)
    #expect(abs(detailFrame(phone).minX - primaryFrame(phone).maxX - 1.0 / 3.0) < 0.0001)
  }

  @Test func R32_compactThePrimaryIsFullWidth() {
    let md = MasterDetail(.iPhone16)
    #expect(primaryFrame(md) == CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test func R32_childrenAreToldTheirColumnSizeWhenTheSplitResizes() {
    let md = MasterDetail(.iPadAir11, .portrait)
    md.log.clear()
    md.window.rotate(to: .landscapeLeft)
    #expect(md.log.filtered("List.viewWillTransition", "Detail.viewWillTransition") == [
      "List.viewWillTransition(375x820)", "Detail.viewWillTransition(804x820)",
    ])
    #expect(md.split.size(forChildContentContainer: md.detail, withParentContainerSize: CGSize(width: 1180, height: 820)) == CGSize(width: 804.5, height: 820))
  }

  @Test func R32_aChildGoingCompactIsToldTheFullSize() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    md.log.clear()
    md.window.resize(to: CGSize(width: 320, height: 820))
    #expect(md.log.filtered("Detail.viewWillTransition") == ["Detail.viewWillTransition(320x820)"])
  }

  /// Fuzz seeds 5000008–5000039 (the fuzzer with hostile split widths): a maximum width of -inf
  /// gave the columns infinite frames, and the safe-area chain's debug check failed on them.
  @Test(arguments: [CGFloat.nan, .infinity, -.infinity, -50, 1e12])
  func aWidthPreferenceThatIsNotAUsableLengthIsReportedAndIgnored(value: CGFloat) {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    md.split.preferredDisplayMode = .oneBesideSecondary
    md.split.maximumPrimaryColumnWidth = 300
    let frame = primaryFrame(md)
    let (_, reports) = MisuseReport.capture {
      md.split.preferredPrimaryColumnWidthFraction = value
      md.split.preferredPrimaryColumnWidth = value
      md.split.minimumPrimaryColumnWidth = value
      md.split.maximumPrimaryColumnWidth = value
    }
    #expect(reports.count == 4)
    #expect(reports.first?.message.contains("cannot take") == true)
    #expect(md.split.preferredPrimaryColumnWidthFraction == UISplitViewController.automaticDimension)
    #expect(md.split.preferredPrimaryColumnWidth == UISplitViewController.automaticDimension)
    #expect(md.split.minimumPrimaryColumnWidth == UISplitViewController.automaticDimension)
    #expect(md.split.maximumPrimaryColumnWidth == 300)
    #expect(primaryFrame(md) == frame)
    md.split.maximumPrimaryColumnWidth = UISplitViewController.automaticDimension
    #expect(primaryFrame(md).width == 375)
  }
}
