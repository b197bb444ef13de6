import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

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
    #expect(log.entries == ["S.viewDidLoad", "A.viewWillDisappear", "S.viewWillAppear(presented)", "S.viewDidAppear", "A.viewDidDisappear"])
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

@Suite(.checksInvariants) @MainActor
struct SheetOptionChangeTests {
  let log = CallLog()

  @Test func SC25_turningEdgeAttachmentOnWhilePresentedReadaptsAndRestoresThePresenter() {
    let delegate = RecordingPresentationDelegate(log: log)
    let root = RecordingViewController("A", log: log)
    let window = makeVisibleWindow(root: root, device: .iPhone16, orientation: .landscapeLeft)
    let sheet = RecordingViewController("S", log: log)
    sheet.presentationController!.delegate = delegate
    root.present(sheet, animated: false)
    #expect(root.viewIfLoaded?.window == nil)
    log.clear()
    sheet.sheetPresentationController!.prefersEdgeAttachedInCompactHeight = true
    #expect(log.entries == [
      "delegate.adaptiveStyle -> automatic",
      "delegate.willPresentWithAdaptiveStyle(none, coordinator: false)",
      "A.viewWillAppear", "A.viewDidAppear",
    ])
    #expect(sheet.presentationController!.effectivePresentationStyle == .pageSheet)
    #expect(sheet.view.frameInWindow == CGRect(x: 230, y: 8, width: 393, height: 385))
    #expect(root.view.window === window)
  }

  @Test func SC24_iPadSheetsStackWithoutScaling() {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPadAir11)
    let page = UIViewController()
    let form = UIViewController()
    form.modalPresentationStyle = .formSheet
    root.present(page, animated: false)
    page.present(form, animated: false)
    let lower = page.presentationController!.presentationGeometry
    let upper = form.presentationController!.presentationGeometry
    #expect(lower.isVisible && lower.presentedScale == 1 && lower.displayedFrame == CGRect(x: 58, y: 34, width: 704, height: 1112))
    #expect(upper.frame == CGRect(x: 120, y: 270, width: 580, height: 640))
    #expect(upper.presenterFrame == lower.frame && upper.presenterScale == 1)
    #expect(lower.isPresenterVisible)
  }
}
