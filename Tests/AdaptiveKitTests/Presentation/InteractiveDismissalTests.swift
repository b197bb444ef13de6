import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// SC28–SC30, R68–R70: the user's swipe-down (or tap outside), `isModalInPresentation`, the
/// delegate's sequence, abandoned gestures and silence on programmatic dismissal.
@Suite(.checksInvariants) @MainActor
struct InteractiveDismissalTests {
  let log = CallLog()
  /// Keeps the weakly held delegates alive for the whole test.
  let retained = Retainer()

  private func presentSheet(on device: Device = .iPhone16, style: UIModalPresentationStyle = .pageSheet) -> (RecordingViewController, RecordingViewController, RecordingPresentationDelegate) {
    let root = RecordingViewController("A", log: log)
    _ = makeVisibleWindow(root: root, device: device)
    let sheet = RecordingViewController("S", log: log)
    sheet.modalPresentationStyle = style
    let delegate = RecordingPresentationDelegate(log: log)
    sheet.presentationController!.delegate = delegate
    retained.objects.append(delegate)
    root.present(sheet, animated: true)
    log.clear()
    return (root, sheet, delegate)
  }

  @Test(arguments: [(Device.iPhone16, UIModalPresentationStyle.pageSheet), (.iPhoneSE, .formSheet), (.iPadAir11, .formSheet), (.iPadPro13, .pageSheet)])
  func SC28_swipeDismissesANonFullScreenPresentation(device: Device, style: UIModalPresentationStyle) {
    let (root, sheet, _) = presentSheet(on: device, style: style)
    let controller = sheet.presentationController!
    #expect(controller.simulateInteractiveDismissal() == .dismissed)
    #expect(root.presentedViewController == nil)
    #expect(sheet.viewIfLoaded?.window == nil)
    #expect(log.entries == [
      "delegate.shouldDismiss", "delegate.willDismiss",
      "S.viewWillDisappear(dismissed)", "S.viewDidDisappear",
      "delegate.didDismiss",
    ])
  }

  @Test func SC28_navigationControllerNotAtItsRootIsDismissedWhole() {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPhone16)
    let settings = RecordingViewController("Settings", log: log)
    let about = RecordingViewController("About", log: log)
    let navigation = UINavigationController(rootViewController: settings)
    root.present(navigation, animated: false)
    navigation.pushViewController(about, animated: false)
    log.clear()
    #expect(navigation.presentationController!.simulateInteractiveDismissal() == .dismissed)
    #expect(root.presentedViewController == nil)
    #expect(log.entries == ["About.viewWillDisappear", "About.viewDidDisappear"])
    #expect(navigation.viewControllers == [settings, about])
  }

  @Test func R70_fullScreenStylesHaveNoInteractiveDismissal() {
    for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .currentContext, .overCurrentContext] {
      let root = UIViewController()
      _ = makeVisibleWindow(root: root, device: .iPhone16)
      let presented = UIViewController()
      presented.modalPresentationStyle = style
      let delegate = RecordingPresentationDelegate(log: log)
      presented.presentationController!.delegate = delegate
      root.present(presented, animated: false)
      log.clear()
      #expect(presented.presentationController!.simulateInteractiveDismissal() == .notInteractivelyDismissible, "\(style)")
      #expect(root.presentedViewController === presented)
      #expect(log.entries.isEmpty)
    }
  }

  @Test func R70_sheetAdaptedToFullScreenAndNotPresentedControllersCannotBeSwiped() {
    let (_, sheet, _) = presentSheet()
    sheet.dismiss(animated: false)
    #expect(sheet.presentationController?.simulateInteractiveDismissal() ?? .notInteractivelyDismissible == .notInteractivelyDismissible)
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPhone16, orientation: .landscapeLeft)
    let landscape = UIViewController()
    root.present(landscape, animated: false)
    #expect(landscape.presentationController!.simulateInteractiveDismissal() == .notInteractivelyDismissible)
  }

  @Test func R70_onlyTheTopMostPresentationTakesTheGesture() {
    let (_, sheet, _) = presentSheet()
    let second = UIViewController()
    sheet.present(second, animated: false)
    log.clear()
    #expect(sheet.presentationController!.simulateInteractiveDismissal() == .notInteractivelyDismissible)
    #expect(log.entries.isEmpty)
    #expect(second.presentationController!.simulateInteractiveDismissal() == .dismissed)
    #expect(sheet.presentedViewController == nil)
  }

  @Test func SC29_isModalInPresentationBlocksAndOnlyDidAttemptIsSent() {
    let (root, sheet, _) = presentSheet()
    sheet.isModalInPresentation = true
    #expect(sheet.presentationController!.simulateInteractiveDismissal() == .prevented)
    #expect(log.entries == ["delegate.didAttemptToDismiss"])
    #expect(root.presentedViewController === sheet)
    // It can change at any time.
    sheet.isModalInPresentation = false
    log.clear()
    #expect(sheet.presentationController!.simulateInteractiveDismissal() == .dismissed)
    #expect(log.entries.first == "delegate.shouldDismiss")
  }

  @Test func SC29_isModalInPresentationOnTheVisibleChildBlocks() {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPhone16)
    let list = UIViewController()
    let editor = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    let delegate = RecordingPresentationDelegate(log: log)
    navigation.presentationController!.delegate = delegate
    root.present(navigation, animated: false)
    navigation.pushViewController(editor, animated: false)
    editor.isModalInPresentation = true
    log.clear()
    #expect(navigation.presentationController!.simulateInteractiveDismissal() == .prevented)
    #expect(log.entries == ["delegate.didAttemptToDismiss"])
    // A controller lower in the stack is not visible and does not block.
    editor.isModalInPresentation = false
    list.isModalInPresentation = true
    log.clear()
    #expect(navigation.presentationController!.simulateInteractiveDismissal() == .dismissed)
    #expect(log.entries == ["delegate.shouldDismiss", "delegate.willDismiss", "delegate.didDismiss"])
  }

  @Test func R69_shouldDismissFalseSendsShouldThenDidAttempt() {
    let (root, sheet, delegate) = presentSheet()
    delegate.shouldDismiss = false
    #expect(sheet.presentationController!.simulateInteractiveDismissal() == .prevented)
    #expect(log.entries == ["delegate.shouldDismiss", "delegate.didAttemptToDismiss"])
    #expect(root.presentedViewController === sheet)
  }

  @Test func SC30_abandonedGestureSendsWillWithoutDidAndCanRepeat() {
    let (root, sheet, _) = presentSheet()
    let controller = sheet.presentationController!
    #expect(controller.simulateInteractiveDismissal(completing: false) == .cancelled)
    #expect(log.entries == [
      "delegate.shouldDismiss", "delegate.willDismiss",
      "S.viewWillDisappear(dismissed)", "S.viewWillAppear", "S.viewDidAppear",
    ])
    #expect(root.presentedViewController === sheet)
    #expect(sheet.appearanceState == .appeared)
    log.clear()
    #expect(controller.simulateInteractiveDismissal(completing: false) == .cancelled)
    #expect(controller.simulateInteractiveDismissal() == .dismissed)
    #expect(log.filtered("delegate.") == [
      "delegate.shouldDismiss", "delegate.willDismiss",
      "delegate.shouldDismiss", "delegate.willDismiss", "delegate.didDismiss",
    ])
  }

  @Test func SC30_programmaticDismissSendsNoDelegateCall() {
    let (root, sheet, _) = presentSheet()
    sheet.dismiss(animated: true) { self.log.record("completion") }
    #expect(root.presentedViewController == nil)
    #expect(log.entries == ["S.viewWillDisappear(dismissed)", "S.viewDidDisappear", "completion"])
  }

  @Test func R68_defaultIsFalse() {
    #expect(!UIViewController().isModalInPresentation)
  }
}
