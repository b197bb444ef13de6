import Foundation
import Testing
@testable import AdaptiveKit

/// SC25 and R61's compact-height column: sheets are full screen in iPhone landscape unless
/// `prefersEdgeAttachedInCompactHeight`.
@Suite(.checksInvariants) @MainActor
struct CompactHeightSheetTests {
  let log = CallLog()

  @Test(arguments: [Device.iPhoneSE, .iPhone16, .iPhone16ProMax])
  func SC25_sheetIsFullScreenInCompactHeight(device: Device) {
    let root = RecordingViewController("A", log: log)
    let window = makeVisibleWindow(root: root, device: device, orientation: .landscapeLeft)
    log.clear()
    let sheet = RecordingViewController("S", log: log)
    root.present(sheet, animated: true)
    let controller = sheet.presentationController!
    #expect(controller.presentationStyle == .pageSheet)
    #expect(controller.effectivePresentationStyle == .fullScreen)
    #expect(sheet.view.frameInWindow == window.bounds)
    #expect(controller.presentationGeometry.dimmingFrame == nil)
    // [INF] An adapted full screen removes the presenter, as a full-screen presentation does.
    #expect(log.entries == ["S.viewDidLoad", "A.viewWillDisappear", "S.viewWillAppear(presented)", "A.viewDidDisappear", "S.viewDidAppear"])
    #expect(HierarchyDump.describe(window).contains("[presented fullScreen from pageSheet]"))
  }

  @Test func SC25_edgeAttachedSheetStaysASheetInCompactHeight() {
    let root = RecordingViewController("A", log: log)
    let window = makeVisibleWindow(root: root, device: .iPhone16, orientation: .landscapeLeft)
    log.clear()
    let sheet = RecordingViewController("S", log: log)
    sheet.sheetPresentationController!.prefersEdgeAttachedInCompactHeight = true
    sheet.sheetPresentationController!.prefersGrabberVisible = true
    root.present(sheet, animated: true)
    let controller = sheet.presentationController!
    #expect(controller.effectivePresentationStyle == .pageSheet)
    // 8 pt from the top (R74), as wide as the screen in portrait, centred.
    #expect(sheet.view.frameInWindow == CGRect(x: 230, y: 8, width: 393, height: 385))
    #expect(log.entries == ["S.viewDidLoad", "S.viewWillAppear(presented)", "S.viewDidAppear"])
    #expect(root.view.window === window)
    let geometry = controller.presentationGeometry
    #expect(geometry.isGrabberVisible)
    #expect(geometry.presenterScale == 1)
    #expect(geometry.cornerRadius == 10)
  }

  @Test func SC25_edgeAttachedWidthCanFollowPreferredContentSize() {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPhone16ProMax, orientation: .landscapeRight)
    let sheet = UIViewController()
    sheet.preferredContentSize = CGSize(width: 500, height: 300)
    let controller = sheet.sheetPresentationController!
    controller.prefersEdgeAttachedInCompactHeight = true
    controller.widthFollowsPreferredContentSizeWhenEdgeAttached = true
    root.present(sheet, animated: false)
    #expect(sheet.view.frameInWindow == CGRect(x: 228, y: 8, width: 500, height: 432))
    // The medium detent is inactive in compact height (R72): the sheet rests at large.
    controller.detents = [.medium(), .large()]
    #expect(controller.currentDetentIdentifier == .large)
  }

  @Test func R61_formSheetOnRegularWidthCompactHeightIsFullScreen() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhone16ProMax, orientation: .landscapeLeft)
    #expect(window.traitCollection.horizontalSizeClass == .regular)
    let form = UIViewController()
    form.modalPresentationStyle = .formSheet
    root.present(form, animated: false)
    #expect(form.presentationController!.effectivePresentationStyle == .fullScreen)
    #expect(form.view.frameInWindow == window.bounds)
  }
}
