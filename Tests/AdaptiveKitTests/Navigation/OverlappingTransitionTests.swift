import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A delegate that records what it is told and runs `onWillShow` once.
@MainActor
private final class SequencingDelegate: UINavigationControllerDelegate {
  let log: CallLog
  var onWillShow: (() -> Void)?
  init(_ log: CallLog) { self.log = log }
  func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
    log.record("nav.willShow(\(viewController.title ?? "?"))")
    let action = onWillShow
    onWillShow = nil
    action?()
  }
  func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
    log.record("nav.didShow(\(viewController.title ?? "?"))")
  }
}

/// Navigation transitions asked for while one runs (R109, R110): accepted, never refused as busy,
/// and run one after the other, each with its whole appear cycle. Transitions complete
/// synchronously here, so "while one runs" means from a callback of a running push or pop.
@Suite(.checksInvariants) @MainActor
struct OverlappingTransitionTests {
  let log = CallLog()
  /// The navigation controllers' delegate (they hold it weakly).
  private let delegate: SequencingDelegate

  init() { delegate = SequencingDelegate(log) }

  /// The callbacks of pushing `name` over `below`, with the delegate told.
  private func push(_ name: String, over below: String) -> [String] {
    ["\(name).willMove(parent)", "nav.willShow(\(name))", "\(name).viewDidLoad", "\(below).viewWillDisappear",
     "\(name).viewWillAppear(moving)", "\(below).viewDidDisappear", "\(name).viewDidAppear", "\(name).didMove(parent)",
     "nav.didShow(\(name))"]
  }

  private func makeStack() -> (UINavigationController, RecordingViewController, SequencingDelegate, UIWindow) {
    let root = RecordingViewController("A", log: log)
    let navigation = UINavigationController(rootViewController: root)
    let window = makeVisibleWindow(root: navigation)
    navigation.delegate = delegate
    log.clear()
    return (navigation, root, delegate, window)
  }

  @Test func R110_aPushRequestedDuringAPushRunsAfterItsAppearCycle() {
    let (navigation, root, _, window) = makeStack()
    let second = OneShotRecordingController("B", log: log), third = RecordingViewController("C", log: log)
    second.onWillAppear = { navigation.pushViewController(third, animated: true) }
    let (_, reports) = MisuseReport.capture { navigation.pushViewController(second, animated: true) }
    #expect(reports.isEmpty)
    #expect(log.entries == push("B", over: "A") + push("C", over: "B"))
    #expect(navigation.viewControllers == [root, second, third])
    #expect(third.appearanceState == .appeared && second.appearanceState == .disappeared)
    #expect(third.view.window === window && second.viewIfLoaded?.window == nil)
    #expect(third.view.frameInWindow == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(third.traitCollection.horizontalSizeClass == .compact)
  }

  @Test func R110_aPushRequestedFromViewDidAppearOfAPushRunsAfterIt() {
    let (navigation, root, _, _) = makeStack()
    let second = OneShotRecordingController("B", log: log), third = RecordingViewController("C", log: log)
    second.onDidAppear = { navigation.pushViewController(third, animated: false) }
    navigation.pushViewController(second, animated: true)
    #expect(log.entries == push("B", over: "A") + push("C", over: "B"))
    #expect(navigation.viewControllers == [root, second, third])
    #expect(third.appearanceState == .appeared)
  }

  @Test func R110_aPushRequestedFromWillShowRunsAfterTheRunningPush() {
    let (navigation, root, delegate, _) = makeStack()
    let second = RecordingViewController("B", log: log), third = RecordingViewController("C", log: log)
    delegate.onWillShow = { navigation.pushViewController(third, animated: true) }
    navigation.pushViewController(second, animated: true)
    #expect(log.entries == push("B", over: "A") + push("C", over: "B"))
    #expect(navigation.viewControllers == [root, second, third])
  }

  @Test func R109_aPopRequestedDuringAPushCompletesThePushThenPops() {
    let (navigation, root, _, window) = makeStack()
    let second = OneShotRecordingController("B", log: log)
    second.onWillAppear = { navigation.popViewController(animated: true) }
    let (_, reports) = MisuseReport.capture { navigation.pushViewController(second, animated: true) }
    #expect(reports.isEmpty)
    #expect(log.entries == push("B", over: "A") + [
      "B.willMove(nil)", "nav.willShow(A)", "B.viewWillDisappear(moving)", "A.viewWillAppear", "B.viewDidDisappear",
      "A.viewDidAppear", "B.didMove(nil)", "nav.didShow(A)",
    ])
    #expect(navigation.viewControllers == [root])
    #expect(second.parent == nil && second.appearanceState == .disappeared)
    #expect(root.appearanceState == .appeared && root.view.window === window)
    #expect(root.view.frameInWindow == CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test func R110_aPushRequestedDuringAPopRunsAfterIt() {
    let root = OneShotRecordingController("A", log: log)
    let navigation = UINavigationController(rootViewController: root)
    _ = makeVisibleWindow(root: navigation)
    navigation.delegate = delegate
    let second = RecordingViewController("B", log: log), third = RecordingViewController("C", log: log)
    navigation.pushViewController(second, animated: false)
    log.clear()
    root.onWillAppear = { navigation.pushViewController(third, animated: true) }
    navigation.popViewController(animated: true)
    #expect(log.entries == [
      "B.willMove(nil)", "nav.willShow(A)", "B.viewWillDisappear(moving)", "A.viewWillAppear", "B.viewDidDisappear",
      "A.viewDidAppear", "B.didMove(nil)", "nav.didShow(A)",
    ] + push("C", over: "A"))
    #expect(navigation.viewControllers == [root, third])
    #expect(third.appearanceState == .appeared && root.appearanceState == .disappeared)
  }

  /// Presentation keeps R65: a presentation asked for while one runs is refused.
  @Test func R110_aPresentationDuringAPresentationIsStillRefused() {
    let (navigation, root, _, _) = makeStack()
    let presented = OneShotRecordingController("P", log: log)
    let other = UIViewController()
    var reports: [MisuseReport] = []
    presented.onWillAppear = { reports = MisuseReport.capture { root.present(other, animated: true) }.1 }
    root.present(presented, animated: true)
    #expect(reports.map(\.message).first?.hasSuffix("while a presentation is in progress.") == true)
    #expect(navigation.presentedViewController === presented)
    #expect(other.presentingViewController == nil)
  }

  private func makeTwoDeep() -> (UINavigationController, RecordingViewController, RecordingViewController) {
    let (navigation, root, _, _) = makeStack()
    let top = RecordingViewController("B", log: log)
    navigation.pushViewController(top, animated: false)
    _ = root.view
    log.clear()
    return (navigation, root, top)
  }

  @Test func interactivePopThatCompletesPopsTheTopWithItsAppearCycle() {
    let (navigation, root, top) = makeTwoDeep()
    #expect(navigation.simulateInteractivePop(completing: true) == .popped)
    #expect(log.entries == [
      "B.willMove(nil)", "nav.willShow(A)", "B.viewWillDisappear(moving)", "A.viewWillAppear", "B.viewDidDisappear",
      "A.viewDidAppear", "B.didMove(nil)", "nav.didShow(A)",
    ])
    #expect(navigation.viewControllers == [root])
    #expect(top.parent == nil && top.appearanceState == .disappeared && root.appearanceState == .appeared)
  }

  @Test func R109_aCancelledInteractivePopLeavesTheTopAppearedEndingWithViewDidAppear() {
    let (navigation, root, top) = makeTwoDeep()
    #expect(navigation.simulateInteractivePop(completing: false) == .cancelled)
    #expect(log.entries == [
      "nav.willShow(A)", "B.viewWillDisappear(moving)", "A.viewWillAppear", "A.viewWillDisappear", "B.viewWillAppear",
      "A.viewDidDisappear", "B.viewDidAppear",
    ])
    #expect(navigation.viewControllers == [root, top])
    #expect(top.appearanceState == .appeared && root.appearanceState == .disappeared)
    #expect(top.view.frameInWindow == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(root.view.window == nil)
  }

  @Test func aStackChangeAskedForDuringACancelledInteractivePopRunsAfterIt() {
    let (navigation, root, _, _) = makeStack()
    let top = OneShotRecordingController("B", log: log), third = RecordingViewController("C", log: log)
    navigation.pushViewController(top, animated: false)
    _ = root.view
    log.clear()
    top.onWillAppear = { navigation.pushViewController(third, animated: false) }
    #expect(navigation.simulateInteractivePop(completing: false) == .cancelled)
    #expect(navigation.viewControllers == [root, top, third])
    #expect(third.appearanceState == .appeared && top.appearanceState == .disappeared)
    #expect(Array(log.entries.prefix(7)) == [
      "nav.willShow(A)", "B.viewWillDisappear(moving)", "A.viewWillAppear", "A.viewWillDisappear", "B.viewWillAppear",
      "A.viewDidDisappear", "B.viewDidAppear",
    ])
  }

  @Test func theInteractivePopNeedsTwoControllersAndAnEnabledRecognizer() {
    let (navigation, root, _, _) = makeStack()
    #expect(navigation.simulateInteractivePop() == .notInteractivelyPoppable)
    let top = RecordingViewController("B", log: log)
    navigation.pushViewController(top, animated: false)
    navigation.interactivePopGestureRecognizer?.isEnabled = false
    log.clear()
    #expect(navigation.simulateInteractivePop() == .notInteractivelyPoppable)
    #expect(log.entries.isEmpty && navigation.viewControllers == [root, top])
    navigation.interactivePopGestureRecognizer?.isEnabled = true
    #expect(navigation.simulateInteractivePop() == .popped)
    #expect(navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
  }
}
