import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// SC22, R53, R63, R64, R66, R77 for sheets: resolution, who presents, forced traits, completion.
@Suite(.checksInvariants) @MainActor
struct SheetPresentationRulesTests {
  let log = CallLog()

  @Test func SC22_plainControllerReadsPageSheetAndIsACardOnIPhone() {
    let plain = UIViewController()
    #expect(plain.modalPresentationStyle == .pageSheet)
    #expect(plain.sheetPresentationController != nil)
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPhone16)
    root.present(plain, animated: true)
    #expect(plain.presentationController!.effectivePresentationStyle == .pageSheet)
    #expect(plain.view.frameInWindow == CGRect(x: 0, y: 69, width: 393, height: 783))
    // Setting .automatic again still reads the concrete style.
    let other = UIViewController()
    other.modalPresentationStyle = .formSheet
    other.modalPresentationStyle = .automatic
    #expect(other.modalPresentationStyle == .pageSheet)
  }

  @Test func R53_popoverAndNarrowSheetsForceCompactWidthOnTheirContent() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPadPro13)
    let form = UIViewController()
    form.modalPresentationStyle = .formSheet
    let child = UIViewController()
    form.addChild(child)
    root.present(form, animated: false)
    #expect(root.traitCollection.horizontalSizeClass == .regular)
    #expect(form.traitCollection.horizontalSizeClass == .compact)
    #expect(child.traitCollection.horizontalSizeClass == .compact)
    #expect(form.traitCollection.preferredContentSizeCategory == window.traitCollection.preferredContentSizeCategory)
    // The override goes away when the sheet is full screen (adapted) and comes back.
    let delegate = RecordingPresentationDelegate(log: log)
    delegate.style = { _ in .fullScreen }
    form.presentationController!.delegate = delegate
    window.resize(to: CGSize(width: 375, height: 1376))
    #expect(form.presentationController!.effectivePresentationStyle == .fullScreen)
    #expect(form.presentationController!.traitCollection.horizontalSizeClass == .compact)
    window.resize(to: CGSize(width: 1376, height: 1032))
    #expect(form.presentationController!.effectivePresentationStyle == .formSheet)
    #expect(form.traitCollection.horizontalSizeClass == .compact)
    #expect(form.traitCollection.verticalSizeClass == .regular)
  }

  @Test(arguments: Device.all.filter { $0.idiom == .pad })
  func R77_pageSheetIsTallerThanWideInEveryOrientationAndCategory(device: Device) {
    for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft] {
      let root = UIViewController()
      let window = makeVisibleWindow(root: root, device: device, orientation: orientation)
      let page = UIViewController()
      root.present(page, animated: false)
      for category in UIContentSizeCategory.allSpecified {
        window.preferredContentSizeCategory = category
        let frame = page.view.frameInWindow
        #expect(frame.height > frame.width, "\(device.name) \(orientation) \(category)")
        #expect(frame.minX >= 25 && frame.maxX <= window.bounds.width - 25)
        #expect(abs(frame.midX - window.bounds.midX) <= 0.5)
      }
    }
  }

  @Test func R63_R64_aSheetFromANavigationChildIsPresentedByTheRoot() {
    let list = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    _ = makeVisibleWindow(root: navigation, device: .iPhone16)
    let sheet = UIViewController()
    list.present(sheet, animated: false)
    #expect(sheet.presentingViewController === navigation)
    #expect(navigation.presentedViewController === sheet)
    #expect(list.presentedViewController === sheet)
    #expect(sheet.presentationController!.presentationGeometry.presenterFrame == CGRect(x: 16, y: 59, width: 361, height: 783))
  }

  @Test func R66_completionsRunAfterTheAppearanceCallbacks() {
    let root = RecordingViewController("A", log: log)
    _ = makeVisibleWindow(root: root, device: .iPadAir11)
    let sheet = RecordingViewController("S", log: log)
    sheet.modalPresentationStyle = .formSheet
    log.clear()
    root.present(sheet, animated: true) { self.log.record("presented") }
    sheet.dismiss(animated: true) { self.log.record("dismissed") }
    #expect(log.entries == [
      "S.viewDidLoad", "S.viewWillAppear(presented)", "S.viewDidAppear", "presented",
      "S.viewWillDisappear(dismissed)", "S.viewDidDisappear", "dismissed",
    ])
  }
}
