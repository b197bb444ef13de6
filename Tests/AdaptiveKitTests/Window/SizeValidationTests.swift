import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Sizes and scales that are not usable are refused or clamped where they enter, so nothing
/// downstream sees NaN, an infinity, a negative or an absurd value.
@Suite(.checksInvariants) @MainActor
struct SizeValidationTests {
  @Test func resizingToANonFiniteOrNegativeSizeIsReportedAndIgnored() {
    let window = makeVisibleWindow(root: UINavigationController(rootViewController: UIViewController()), device: .iPadAir11)
    let before = window.bounds.size
    for size in [CGSize(width: CGFloat.nan, height: 500), CGSize(width: 500, height: CGFloat.infinity), CGSize(width: -1, height: 500), CGSize(width: 1e12, height: 500)] {
      let (_, reports) = MisuseReport.capture { window.resize(to: size) }
      #expect(reports.count == 1)
      #expect(window.bounds.size == before)
    }
  }

  @Test func aFreeFormWindowWithAnUnusableFrameIsClamped() {
    let (window, reports) = MisuseReport.capture { UIWindow(frame: CGRect(x: CGFloat.nan, y: 0, width: .infinity, height: -20)) }
    #expect(reports.count == 1)
    #expect(window.frame == CGRect(x: 0, y: 0, width: SizeValidation.maximumDimension, height: 0))
    #expect(!HierarchyDump.describe(window).isEmpty)
  }

  @Test func aCustomDeviceWithAnUnusableSizeOrScaleIsClamped() {
    let device = Device(name: "Broken", idiom: .phone, portraitSize: CGSize(width: CGFloat.nan, height: 800), displayScale: .infinity)
    let (window, reports) = MisuseReport.capture { UIWindow(device: device) }
    #expect(reports.count == 2)
    #expect(window.bounds.size == CGSize(width: 0, height: 800))
    #expect(window.traitCollection.displayScale == 1)
    #expect(!window.traitCollection.description.isEmpty)
  }

  @Test func anUnusablePreferredContentSizeIsReportedAndTheOldSizeKept() {
    let controller = UIViewController()
    controller.preferredContentSize = CGSize(width: 300, height: 200)
    let (_, reports) = MisuseReport.capture { controller.preferredContentSize = CGSize(width: CGFloat.nan, height: 10) }
    #expect(reports.count == 1)
    #expect(controller.preferredContentSize == CGSize(width: 300, height: 200))
  }

  @Test func aCustomDetentAnsweringNaNIsInactive() {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root)
    let presented = UIViewController()
    let detent = UISheetPresentationController.Detent.custom { _ in CGFloat.nan }
    presented.sheetPresentationController?.detents = [detent, .large()]
    root.present(presented, animated: false)
    #expect(presented.view.frame.height.isFinite)
    #expect(!HierarchyDump.describe(root.view.window!).isEmpty)
  }

  @Test func aLabelMeasuredInANonFiniteWidthDoesNotTrap() {
    let label = UILabel(text: "A long title that wraps")
    label.numberOfLines = 0
    #expect(label.numberOfDisplayedLines(forWidth: .nan) == 1)
    #expect(label.numberOfDisplayedLines(forWidth: 1e-300) == 1_000_000)
  }
}
