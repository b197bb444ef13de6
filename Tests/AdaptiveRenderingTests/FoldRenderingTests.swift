import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

/// The iPhone Duo drawn: its display for the posture, the fold shaded with a line down its middle
/// while partially folded, and the outer display's camera hole.
@Suite(.checksInvariants) @MainActor
struct FoldRenderingTests {
  @Test func Duo_theFoldIsDrawnOnlyWhilePartiallyFolded() throws {
    let window = makeVisibleWindow(root: UIViewController(), device: .iPhoneDuo, orientation: .landscapeLeft)
    var list = AdaptiveRenderer.displayList(for: window)
    #expect(list.size == CGSize(width: 678, height: 466))
    #expect(list.hardware?.fold == nil)
    #expect(list.hardware?.cameraHoles == [CGRect(x: 656, y: 227, width: 12, height: 12)])
    window.fold(to: .flat)
    list = AdaptiveRenderer.displayList(for: window)
    #expect(list.size == CGSize(width: 951, height: 669))
    #expect(list.hardware?.fold == nil)
    #expect(list.hardware?.cameraHoles == [])
    #expect(!AdaptiveRenderer.svg(for: window).contains("data-id=\"fold\""))
    window.fold(to: .partiallyFolded)
    list = AdaptiveRenderer.displayList(for: window)
    #expect(list.hardware?.fold == CGRect(x: 463.5, y: 0, width: 24, height: 669))
    let svg = AdaptiveRenderer.svg(for: window)
    #expect(svg.contains("data-id=\"fold\""))
    #expect(svg.contains("data-id=\"foldLine\""))
    let pages = list.pageElements { _ in "" }
    #expect(pages.filter { $0.role == "hardware" }.map(\.id) == ["fold", "foldLine"])
    #expect(pages.first { $0.id == "foldLine" }.map { [$0.x, $0.y, $0.w, $0.h] } == [475, 0, 1, 669])
    #expect(!AdaptiveRenderer.png(for: window, scale: 1).isEmpty)
  }

  @Test func Duo_heldInPortraitTheFoldIsDrawnSideToSide() {
    let window = makeVisibleWindow(root: UIViewController(), device: .iPhoneDuo)
    window.fold(to: .partiallyFolded)
    let fold = AdaptiveRenderer.displayList(for: window).hardware?.fold
    #expect(fold == CGRect(x: 0, y: 463.5, width: 669, height: 24))
    #expect(fold.map(DeviceHardware.foldLine(of:)) == CGRect(x: 0, y: 475, width: 669, height: 1))
  }

  @Test func everyOtherDeviceDrawsNoFoldAndNoCameraHole() {
    for device in Device.all where !device.isFoldable {
      let window = makeVisibleWindow(root: UIViewController(), device: device)
      let hardware = AdaptiveRenderer.displayList(for: window).hardware
      #expect(hardware?.fold == nil && hardware?.cameraHoles == [], "\(device.name)")
    }
  }
}
