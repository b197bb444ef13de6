import Foundation
import Testing
@testable import AdaptiveKit
import AdaptiveTestSupport

/// The split's width and frame rules, called directly on a geometry input with no window.
@Suite @MainActor
struct SplitGeometryTests {
  private func classic(
    _ size: CGSize, idiom: UIUserInterfaceIdiom = .pad, landscape: Bool, long: CGFloat,
    mode: UISplitViewController.DisplayMode = .oneBesideSecondary
  ) -> SplitGeometry {
    SplitGeometry(kind: .classic, size: size, idiom: idiom, displayScale: 2, isLandscape: landscape,
                  screenLongSide: long, displayMode: mode)
  }

  @Test func R32_classicDefaultWidthsFollowTheScreen() {
    // An 11-inch iPad (long side 1180): 375 pt full screen in landscape, 320 pt in portrait.
    #expect(classic(CGSize(width: 1180, height: 820), landscape: true, long: 1180).columnWidths.primary == 375)
    #expect(classic(CGSize(width: 820, height: 1180), landscape: false, long: 1180).columnWidths.primary == 320)
    // Sharing a landscape screen at half its width: 320 pt beside the secondary, 375 pt over it.
    #expect(classic(CGSize(width: 590, height: 820), landscape: true, long: 1180).columnWidths.primary == 320)
    #expect(classic(CGSize(width: 590, height: 820), landscape: true, long: 1180, mode: .oneOverSecondary).columnWidths.primary == 375)
    // A 13-inch iPad (long side 1376) is 375 pt even in portrait; an iPad mini (1133) is 320 pt there.
    #expect(classic(CGSize(width: 1032, height: 1376), landscape: false, long: 1376).columnWidths.primary == 375)
    #expect(classic(CGSize(width: 744, height: 1133), landscape: false, long: 1133).columnWidths.primary == 320)
    // A phone: 320 pt beside, 375 pt over.
    #expect(classic(CGSize(width: 956, height: 440), idiom: .phone, landscape: true, long: 956).columnWidths.primary == 320)
    #expect(classic(CGSize(width: 956, height: 440), idiom: .phone, landscape: true, long: 956, mode: .oneOverSecondary).columnWidths.primary == 375)
  }

  @Test func R32_theSafeAreaOnThePrimarySideWidensTheDefault() {
    var geometry = classic(CGSize(width: 956, height: 440), idiom: .phone, landscape: true, long: 956)
    geometry.safeAreaLeft = 62
    geometry.safeAreaRight = 62
    #expect(geometry.primarySideSafeAreaInset == 62)
    #expect(geometry.columnWidths.primary == 382)
    geometry.safeAreaRight = 0
    geometry.layoutDirection = .rightToLeft
    #expect(!geometry.primaryIsOnLeft)
    #expect(geometry.columnWidths.primary == 320)
    // A preferred width gets no inset.
    geometry.primary.width = 300
    #expect(geometry.columnWidths.primary == 300)
  }

  @Test func R31_preferencesAndClamping() {
    var geometry = classic(CGSize(width: 1180, height: 820), landscape: true, long: 1180)
    geometry.primary.fraction = 0.4
    #expect(geometry.columnWidths.primary == 375)                 // clamped to the default maximum
    geometry.primary.maximum = 600
    #expect(geometry.columnWidths.primary == 472)                 // 1180 × 0.4
    geometry.primary.minimum = 500
    #expect(geometry.columnWidths.primary == 500)
    geometry.primary.width = 2000
    #expect(geometry.columnWidths.primary == 600)                 // the maximum wins over the preferred width
    // On a phone a fraction is capped at the default width of the screen.
    var phone = classic(CGSize(width: 956, height: 440), idiom: .phone, landscape: true, long: 956)
    phone.primary.fraction = 0.5
    #expect(phone.columnWidths.primary == 320)
  }

  @Test func R46_columnStyleWidths() {
    var geometry = SplitGeometry(kind: .tripleColumn, size: CGSize(width: 1180, height: 820), displayMode: .twoBesideSecondary)
    #expect(geometry.columnWidths == (primary: 320, supplementary: 320))
    geometry.supplementary.fraction = 0.3
    #expect(geometry.columnWidths.supplementary == 320)           // default maximum 320
    geometry.supplementary.maximum = 400
    #expect(geometry.columnWidths.supplementary == 354)           // 1180 × 0.3
    geometry.kind = .doubleColumn
    #expect(geometry.columnWidths == (primary: 320, supplementary: 0))
  }

  @Test func R32_framesTileWithAOnePixelGutter() {
    let geometry = SplitGeometry(kind: .tripleColumn, size: CGSize(width: 1180, height: 820), displayScale: 2,
                                 displayMode: .twoBesideSecondary)
    #expect(geometry.gutterWidth == 0.5)
    #expect(geometry.columnFrames == [
      .primary: CGRect(x: 0, y: 0, width: 320, height: 820),
      .supplementary: CGRect(x: 320.5, y: 0, width: 320, height: 820),
      .secondary: CGRect(x: 641, y: 0, width: 539, height: 820),
    ])
  }

  @Test func framesForEveryModeOfATripleColumnSplit() {
    var geometry = SplitGeometry(kind: .tripleColumn, size: CGSize(width: 1000, height: 800), displayScale: 1,
                                 displayMode: .secondaryOnly)
    #expect(geometry.columnFrames == [.secondary: CGRect(x: 0, y: 0, width: 1000, height: 800)])
    geometry.displayMode = .oneBesideSecondary                   // the supplementary leads
    #expect(geometry.columnFrames == [
      .supplementary: CGRect(x: 0, y: 0, width: 320, height: 800),
      .secondary: CGRect(x: 321, y: 0, width: 679, height: 800),
    ])
    geometry.displayMode = .twoOverSecondary
    #expect(geometry.columnFrames == [
      .secondary: CGRect(x: 0, y: 0, width: 1000, height: 800),
      .primary: CGRect(x: 0, y: 0, width: 320, height: 800),
      .supplementary: CGRect(x: 321, y: 0, width: 320, height: 800),
    ])
    geometry.displayMode = .twoDisplaceSecondary
    #expect(geometry.columnFrames[.secondary] == CGRect(x: 642, y: 0, width: 679, height: 800))
  }

  @Test func R30_framesMirrorWhenThePrimaryIsOnTheRight() {
    var geometry = SplitGeometry(kind: .doubleColumn, size: CGSize(width: 1000, height: 800), displayScale: 1,
                                 displayMode: .oneBesideSecondary)
    geometry.primaryEdge = .trailing
    #expect(!geometry.primaryIsOnLeft)
    #expect(geometry.columnFrames == [
      .primary: CGRect(x: 680, y: 0, width: 320, height: 800),
      .secondary: CGRect(x: 0, y: 0, width: 679, height: 800),
    ])
    geometry.layoutDirection = .rightToLeft                      // trailing in right-to-left is the left
    #expect(geometry.columnFrames[.primary] == CGRect(x: 0, y: 0, width: 320, height: 800))
  }

  @Test func aSplitHandsItsStateToTheGeometry() {
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    split.preferredPrimaryColumnWidth = 280
    let window = makeVisibleWindow(root: split, device: .iPadAir11, orientation: .landscapeLeft)
    let geometry = split.geometry(for: split.splitSize, mode: split.displayMode)
    #expect(geometry.kind == .doubleColumn && geometry.isLandscape && geometry.screenLongSide == 1180)
    #expect(geometry.primary.width == 280 && geometry.idiom == .pad && geometry.displayScale == 2)
    #expect(split.viewController(for: .primary)?.parent?.view.frame == geometry.columnFrames[.primary])
    _ = window
  }
}
