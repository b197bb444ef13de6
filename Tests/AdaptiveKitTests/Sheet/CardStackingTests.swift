import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// SC23, SC24, R75: cards on an iPhone in portrait, the presenter scaled behind, at most two
/// visible cards.
@Suite(.checksInvariants) @MainActor
struct CardStackingTests {
  let log = CallLog()

  @Test(arguments: [
    (Device.iPhoneSE, CGRect(x: 0, y: 30, width: 375, height: 637), CGRect(x: 16, y: 20, width: 343, height: 610)),
    (Device.iPhone16, CGRect(x: 0, y: 69, width: 393, height: 783), CGRect(x: 16, y: 59, width: 361, height: 783)),
    (Device.iPhone16ProMax, CGRect(x: 0, y: 72, width: 440, height: 884), CGRect(x: 16, y: 62, width: 408, height: 886)),
  ])
  func SC23_pageSheetIsACardOverAScaledPresenterThatStaysInTheHierarchy(device: Device, card: CGRect, presenter: CGRect) {
    let root = RecordingViewController("A", log: log)
    let window = makeVisibleWindow(root: root, device: device)
    log.clear()
    let sheet = RecordingViewController("S", log: log)
    root.present(sheet, animated: true)
    // R60: the presenter stays and gets no disappear callbacks.
    #expect(log.entries == ["S.viewDidLoad", "S.viewWillAppear(presented)", "S.viewDidAppear"])
    #expect(root.view.window === window)
    #expect(root.appearanceState == .appeared)
    let geometry = sheet.presentationController!.presentationGeometry
    #expect(geometry.style == .pageSheet)
    #expect(sheet.view.frameInWindow == card)
    #expect(geometry.frame == card)
    #expect(geometry.cornerRadius == 10)
    #expect(geometry.dimmingFrame == window.bounds)
    #expect(geometry.dimmingAlpha == 0.4)
    #expect(geometry.presenterScale == (device.portraitSize.width - 32) / device.portraitSize.width)
    #expect(geometry.presenterFrame == presenter)
    #expect(geometry.presenterCornerRadius == 10)
    #expect(geometry.isPresenterVisible)
    #expect(HierarchyDump.describe(window).contains("<RecordingViewController \"S\"> [presented pageSheet] w:C h:R \(HierarchyDump.format(card)) appeared"))
  }

  @Test(arguments: [Device.iPhoneSE, .iPhone16, .iPhone16ProMax])
  func SC23_fullScreenRemovesThePresenterWithDisappearCallbacks(device: Device) {
    let root = RecordingViewController("A", log: log)
    let window = makeVisibleWindow(root: root, device: device)
    log.clear()
    let cover = RecordingViewController("F", log: log)
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: true)
    #expect(log.entries == ["F.viewDidLoad", "A.viewWillDisappear", "F.viewWillAppear(presented)", "F.viewDidAppear", "A.viewDidDisappear"])
    #expect(root.viewIfLoaded?.window == nil)
    let geometry = cover.presentationController!.presentationGeometry
    #expect(geometry.frame == window.bounds)
    #expect(geometry.dimmingFrame == nil)
    #expect(geometry.cornerRadius == 0)
    #expect(!geometry.isPresenterVisible)
    #expect(geometry.presenterScale == 1)
  }

  @Test func SC24_sheetOnSheetStacksAndOnlyTheTopTwoCardsAreVisible() {
    let root = RecordingViewController("R", log: log)
    let window = makeVisibleWindow(root: root, device: .iPhone16)
    let first = RecordingViewController("S1", log: log)
    let second = RecordingViewController("S2", log: log)
    let third = RecordingViewController("S3", log: log)
    root.present(first, animated: true)
    first.present(second, animated: true)
    // Two cards: the first is scaled back, the root behind it is hidden.
    var lower = first.presentationController!.presentationGeometry
    var upper = second.presentationController!.presentationGeometry
    #expect(upper.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    #expect(upper.isVisible && upper.displayedFrame == upper.frame)
    #expect(lower.isVisible)
    #expect(lower.displayedFrame == CGRect(x: 16, y: 59, width: 361, height: 719))
    #expect(upper.presenterFrame == lower.displayedFrame)
    #expect(!lower.isPresenterVisible)
    log.clear()
    second.present(third, animated: true)
    lower = first.presentationController!.presentationGeometry
    upper = second.presentationController!.presentationGeometry
    let top = third.presentationController!.presentationGeometry
    #expect(top.isVisible && upper.isVisible && !lower.isVisible)
    #expect(lower.presentedScale == CGFloat(393 - 64) / 393)
    // R75: every card stays in the hierarchy and nobody disappears.
    #expect(log.entries == ["S3.viewDidLoad", "S3.viewWillAppear(presented)", "S3.viewDidAppear"])
    for controller in [root, first, second, third] {
      #expect(controller.view.window === window)
      #expect(controller.appearanceState == .appeared)
    }
    // Dismissing the top card brings the first one back into view.
    third.dismiss(animated: true)
    #expect(first.presentationController!.presentationGeometry.isVisible)
    #expect(!first.presentationController!.presentationGeometry.isPresenterVisible)
    second.dismiss(animated: true)
    #expect(first.presentationController!.presentationGeometry.isPresenterVisible)
    #expect(first.presentationController!.presentationGeometry.presenterFrame == CGRect(x: 16, y: 59, width: 361, height: 783))
  }

  @Test func R75_noScalingOnIPadSheetsOrBelowTheLargestDetent() {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPadAir11)
    let sheet = UIViewController()
    root.present(sheet, animated: false)
    #expect(sheet.presentationController!.presentationGeometry.presenterScale == 1)
    #expect(sheet.presentationController!.presentationGeometry.presenterFrame == CGRect(x: 0, y: 0, width: 820, height: 1180))

    let phoneRoot = UIViewController()
    _ = makeVisibleWindow(root: phoneRoot, device: .iPhone16)
    let half = UIViewController()
    half.sheetPresentationController!.detents = [.medium(), .large()]
    phoneRoot.present(half, animated: false)
    #expect(half.presentationController!.presentationGeometry.presenterScale == 1)
    half.sheetPresentationController!.selectedDetentIdentifier = .large
    #expect(half.presentationController!.presentationGeometry.presenterScale < 1)
  }
}
