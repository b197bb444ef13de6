import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// R62: an open presentation adapts again when the window rotates or resizes.
@Suite(.checksInvariants) @MainActor
struct ReadaptationTests {
  let log = CallLog()

  @Test func R62_sheetBecomesFullScreenInLandscapeAndACardAgainInPortrait() {
    let delegate = RecordingPresentationDelegate(log: log)
    let root = RecordingViewController("A", log: log)
    let window = makeVisibleWindow(root: root, device: .iPhone16)
    let sheet = RecordingViewController("S", log: log)
    sheet.presentationController!.delegate = delegate
    root.present(sheet, animated: true)
    log.clear()
    window.rotate(to: .landscapeLeft)
    #expect(log.entries == [
      "A.willTransition(CC)",
      "delegate.adaptiveStyle -> automatic",
      "delegate.viewControllerForAdaptiveStyle(fullScreen)",
      "delegate.prepare(UISheetPresentationController)",
      "delegate.willPresentWithAdaptiveStyle(fullScreen, coordinator: true)",
      "S.willTransition(CC)",
      "A.viewWillTransition(852x393)",
      "S.viewWillTransition(852x393)",
      "A.traitCollectionDidChange(CC)",
      "A.viewWillDisappear", "A.viewDidDisappear",
      "S.traitCollectionDidChange(CC)",
    ])
    #expect(sheet.presentationController!.effectivePresentationStyle == .fullScreen)
    #expect(sheet.view.frameInWindow == window.bounds)
    #expect(root.viewIfLoaded?.window == nil)
    log.clear()
    window.rotate(to: .portrait)
    #expect(log.entries == [
      "A.willTransition(CR)",
      "delegate.adaptiveStyle -> automatic",
      "delegate.willPresentWithAdaptiveStyle(none, coordinator: true)",
      "S.willTransition(CR)",
      "A.viewWillTransition(393x852)",
      "S.viewWillTransition(393x783)",
      "A.traitCollectionDidChange(CR)",
      "A.viewWillAppear", "A.viewDidAppear",
      "S.traitCollectionDidChange(CR)",
    ])
    #expect(sheet.presentationController!.effectivePresentationStyle == .pageSheet)
    #expect(sheet.view.frameInWindow == CGRect(x: 0, y: 69, width: 393, height: 783))
    #expect(root.view.window === window)
    #expect(sheet.presentationController!.presentationGeometry.presenterScale < 1)
  }

  @Test func R62_noDelegateCallWhenTheShownStyleDoesNotChange() {
    let delegate = RecordingPresentationDelegate(log: log)
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPadAir11)
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .formSheet
    sheet.presentationController!.delegate = delegate
    root.present(sheet, animated: false)
    log.clear()
    window.rotate(to: .landscapeLeft)
    #expect(log.entries.isEmpty)
    #expect(sheet.view.frameInWindow == CGRect(x: 300, y: 90, width: 580, height: 640))
  }

  @Test func R62_iPadFormSheetBecomesACardInANarrowWindowAndFloatsAgain() {
    let root = RecordingViewController("A", log: log)
    let window = makeVisibleWindow(root: root, device: .iPadPro13)
    let form = RecordingViewController("F", log: log)
    form.modalPresentationStyle = .formSheet
    root.present(form, animated: false)
    log.clear()
    window.resize(to: CGSize(width: 375, height: 1376))
    #expect(form.presentationController!.effectivePresentationStyle == .formSheet)
    #expect(form.view.frameInWindow == CGRect(x: 0, y: 34, width: 375, height: 1342))
    #expect(log.filtered("A.viewWillAppear", "A.viewWillDisappear", "A.viewDidAppear", "A.viewDidDisappear").isEmpty)
    window.resize(to: CGSize(width: 1376, height: 1032))
    #expect(form.view.frameInWindow == CGRect(x: 398, y: 196, width: 580, height: 640))
    #expect(form.traitCollection.horizontalSizeClass == .compact)
  }

  @Test func R62_popoverAdaptsToASheetWhenNarrowAndBackToAPopover() {
    let delegate = RecordingPresentationDelegate(log: log)
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPadAir11)
    let button = UIView(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
    root.view.addSubview(button)
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 300, height: 200)
    let popover = content.popoverPresentationController!
    popover.sourceView = button
    popover.delegate = delegate
    root.present(content, animated: false)
    #expect(popover.arrowDirection == .up)
    log.clear()
    window.resize(to: CGSize(width: 320, height: 1180))
    #expect(popover.effectivePresentationStyle == .formSheet)
    #expect(popover.arrowDirection == .unknown)
    #expect(content.view.frameInWindow == CGRect(x: 0, y: 34, width: 320, height: 1146))
    #expect(log.entries == [
      "delegate.adaptiveStyle -> automatic",
      "delegate.viewControllerForAdaptiveStyle(formSheet)",
      "delegate.prepare(UISheetPresentationController)",
      "delegate.willPresentWithAdaptiveStyle(formSheet, coordinator: true)",
    ])
    log.clear()
    window.resize(to: CGSize(width: 820, height: 1180))
    #expect(log.entries == ["delegate.willPresentWithAdaptiveStyle(none, coordinator: true)"])
    #expect(popover.effectivePresentationStyle == .popover)
    // Below the button, kept 10 pt inside the window's left edge.
    #expect(content.view.frameInWindow == CGRect(x: 10, y: 157, width: 300, height: 200))
    #expect(popover.arrowDirection == .up)
  }

  @Test func R62_substituteIsSwappedInAndOutWhenTheStyleChanges() {
    let delegate = RecordingPresentationDelegate(log: log)
    delegate.substitute = { original in UINavigationController(rootViewController: original) }
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPadAir11)
    let content = RecordingViewController("P", log: log)
    content.modalPresentationStyle = .popover
    content.popoverPresentationController!.sourceView = root.view
    content.popoverPresentationController!.delegate = delegate
    root.present(content, animated: false)
    #expect(root.presentedViewController === content)
    window.resize(to: CGSize(width: 320, height: 1180))
    let navigation = try! #require(root.presentedViewController as? UINavigationController)
    #expect(navigation.viewControllers == [content])
    #expect(content.presentingViewController === root)
    #expect(content.appearanceState == .appeared)
    #expect(navigation.view.frameInWindow == CGRect(x: 0, y: 34, width: 320, height: 1146))
    window.resize(to: CGSize(width: 820, height: 1180))
    #expect(root.presentedViewController === content)
    #expect(content.parent == nil)
    #expect(navigation.viewIfLoaded?.window == nil)
    #expect(content.view.window === window)
    #expect(content.popoverPresentationController!.effectivePresentationStyle == .popover)
  }
}

@Suite(.checksInvariants) @MainActor
struct ReadaptationEdgeCaseTests {
  let log = CallLog()

  @Test func R59_contextPresentationFollowsItsContextAfterAResize() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPadPro13)
    let presented = UIViewController()
    presented.modalPresentationStyle = .overCurrentContext
    root.present(presented, animated: false)
    window.resize(to: CGSize(width: 694, height: 1376))
    #expect(presented.view.frameInWindow == CGRect(x: 0, y: 0, width: 694, height: 1376))
    window.rotate(to: .landscapeLeft)
    #expect(presented.view.frameInWindow == window.bounds)
  }

  @Test func R62_aSubstituteThatDoesNotContainThePresentedControllerReplacesIt() {
    let delegate = RecordingPresentationDelegate(log: log)
    let replacement = RecordingViewController("R", log: log)
    delegate.substitute = { _ in replacement }
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPadAir11)
    let content = RecordingViewController("P", log: log)
    content.modalPresentationStyle = .formSheet
    content.presentationController!.delegate = delegate
    root.present(content, animated: false)
    log.clear()
    window.resize(to: CGSize(width: 320, height: 1180))
    #expect(window.traitCollection.horizontalSizeClass == .compact)
    // A form sheet does not adapt in compact width, so nothing is substituted yet.
    #expect(root.presentedViewController === content)
    delegate.style = { traits in traits.horizontalSizeClass == .compact ? .overFullScreen : .none }
    window.resize(to: CGSize(width: 820, height: 1180))
    log.clear()
    window.resize(to: CGSize(width: 320, height: 1180))
    #expect(root.presentedViewController === replacement)
    #expect(content.viewIfLoaded?.window == nil)
    #expect(log.filtered("P.viewWill", "P.viewDid", "R.viewWill", "R.viewDid").filter { !$0.contains("Transition") } == [
      "R.viewDidLoad", "P.viewWillDisappear", "R.viewWillAppear", "P.viewDidDisappear", "R.viewDidAppear",
    ])
    log.clear()
    window.resize(to: CGSize(width: 820, height: 1180))
    #expect(root.presentedViewController === content)
    #expect(content.view.window === window)
    #expect(replacement.viewIfLoaded?.window == nil)
    #expect(log.filtered("P.viewWill", "P.viewDid", "R.viewWill", "R.viewDid").filter { !$0.contains("Transition") } == [
      "R.viewWillDisappear", "P.viewWillAppear", "R.viewDidDisappear", "P.viewDidAppear",
    ])
  }
}
