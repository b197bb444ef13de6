import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct CorePresentationTests {
  let log = CallLog()

  private func host(_ root: UIViewController, on device: Device = .iPhone16) -> UIWindow {
    let window = makeVisibleWindow(root: root, device: device)
    log.clear()
    return window
  }

  @Test func R57_rawValues() {
    let values: [UIModalPresentationStyle: Int] = [
      .fullScreen: 0, .pageSheet: 1, .formSheet: 2, .currentContext: 3, .custom: 4, .overFullScreen: 5,
      .overCurrentContext: 6, .popover: 7, .blurOverFullScreen: 8, .none: -1, .automatic: -2,
    ]
    for (style, raw) in values { #expect(style.rawValue == raw) }
  }

  @Test func R58_automaticReadsAsPageSheet() {
    let controller = UIViewController()
    #expect(controller.modalPresentationStyle == .pageSheet)
    controller.modalPresentationStyle = .automatic
    #expect(controller.modalPresentationStyle == .pageSheet)
    controller.modalPresentationStyle = .formSheet
    #expect(controller.modalPresentationStyle == .formSheet)
  }

  @Test func fullScreenRemovesPresenterWithDisappearCallbacksAndCompletionLast() {
    let root = RecordingViewController("A", log: log)
    let window = host(root)
    let presented = RecordingViewController("B", log: log)
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: true) { self.log.record("completion") }
    #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear(presented)", "B.viewDidAppear", "A.viewDidDisappear", "completion"])
    #expect(root.viewIfLoaded?.window == nil)
    #expect(presented.view.frameInWindow == window.bounds)
    #expect(root.presentedViewController === presented)
    #expect(presented.presentingViewController === root)
    log.clear()
    presented.dismiss(animated: true) { self.log.record("completion") }
    #expect(log.entries == ["B.viewWillDisappear(dismissed)", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear", "completion"])
    #expect(root.view.window === window)
    #expect(root.presentedViewController == nil)
    #expect(presented.presentingViewController == nil)
  }

  @Test func overFullScreenKeepsPresenterWithoutCallbacks() {
    let root = RecordingViewController("A", log: log)
    _ = host(root)
    let presented = RecordingViewController("B", log: log)
    presented.modalPresentationStyle = .overFullScreen
    root.present(presented, animated: false)
    #expect(log.entries == ["B.viewDidLoad", "B.viewWillAppear(presented)", "B.viewDidAppear"])
    #expect(root.view.window != nil)
  }

  @Test func R63_fullScreenIsPresentedByTheRootOfTheContainmentTree() {
    let list = UIViewController()
    let nav = UINavigationController(rootViewController: list)
    let tabs = UITabBarController()
    tabs.viewControllers = [nav]
    _ = host(tabs)
    let presented = UIViewController()
    presented.modalPresentationStyle = .fullScreen
    list.present(presented, animated: false)
    #expect(presented.presentingViewController === tabs)
    #expect(tabs.presentedViewController === presented)
    // R64: the source and every descendant of the presenter see it as presented.
    #expect(list.presentedViewController === presented)
    #expect(nav.presentedViewController === presented)
  }

  @Test func R63_currentContextIsPresentedByTheControllerThatDefinesTheContext() {
    let left = UIViewController()
    let right = UIViewController()
    let context = UIViewController()
    context.definesPresentationContext = true
    context.addChild(right)
    let container = UIViewController()
    container.addChild(left)
    container.addChild(context)
    container.view.addSubview(left.view)
    container.view.addSubview(context.view)
    context.view.frame = CGRect(x: 200, y: 0, width: 193, height: 852)
    context.view.addSubview(right.view)
    _ = host(container)
    let presented = UIViewController()
    presented.modalPresentationStyle = .currentContext
    right.present(presented, animated: false)
    #expect(presented.presentingViewController === context)
    #expect(context.presentedViewController === presented)
    #expect(container.presentedViewController == nil)
    #expect(presented.view.frameInWindow == CGRect(x: 200, y: 0, width: 193, height: 852))
    #expect(context.viewIfLoaded?.window == nil)
    #expect(left.view.window != nil)
  }

  @Test func R63_currentContextWithoutAContextUsesTheRoot() {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    _ = host(parent)
    let presented = UIViewController()
    presented.modalPresentationStyle = .overCurrentContext
    child.present(presented, animated: false)
    #expect(presented.presentingViewController === parent)
  }

  @Test func R64_presentingViewControllerOfADescendantIsTheAncestorsPresenter() {
    let root = UIViewController()
    _ = host(root)
    let inner = UIViewController()
    let nav = UINavigationController(rootViewController: inner)
    root.present(nav, animated: false)
    #expect(inner.presentingViewController === root)
    #expect(inner.parent === nav)
    #expect(inner.presentationController === nav.presentationController)
  }

  @Test func R65_presentingAChildIsRefused() {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    _ = host(parent)
    let (_, reports) = MisuseReport.capture { parent.present(child, animated: false) }
    #expect(parent.presentedViewController == nil)
    #expect(reports == [.exception("Application tried to present modally a view controller <UIViewController> that has a parent view controller <UIViewController>.")])
  }

  @Test func R65_presentingOnItselfIsRefused() {
    let root = UIViewController()
    _ = host(root)
    let (_, reports) = MisuseReport.capture { root.present(root, animated: false) }
    #expect(reports.map(\.message) == ["Application tried to present modal view controller on itself. Presenting controller is <UIViewController>."])
  }

  @Test func R65_presentingAnAlreadyPresentedControllerIsRefused() {
    let root = UIViewController()
    _ = host(root)
    let presented = UIViewController()
    root.present(presented, animated: false)
    let (_, reports) = MisuseReport.capture { presented.presentingViewController?.present(presented, animated: false) }
    #expect(reports.first?.message.contains("that is already being presented by") == true)
    #expect(root.presentedViewController === presented)
  }

  @Test func R65_presentingTheWindowRootIsRefused() {
    let root = UIViewController()
    _ = host(root)
    let other = UIViewController()
    other.title = "Other"
    let window2 = UIWindow(device: .iPhoneSE)
    window2.rootViewController = other
    window2.makeKeyAndVisible()
    let (_, reports) = MisuseReport.capture { root.present(other, animated: false) }
    #expect(reports.map(\.message) == ["Application tried to present modally an active controller <UIViewController \"Other\">."])
  }

  @Test func R65_presenterNotInAWindowLogsAndDoesNothing() {
    let detached = UIViewController()
    var completed = false
    let (_, reports) = MisuseReport.capture { detached.present(UIViewController(), animated: false) { completed = true } }
    #expect(detached.presentedViewController == nil)
    #expect(!completed)
    #expect(reports.map(\.kind) == [.log])
    #expect(reports.first?.message.hasSuffix("whose view is not in the window hierarchy.") == true)
  }

  @Test func R94_presentingWhileAlreadyPresentingIsLoggedAndIgnored() {
    let root = UIViewController()
    _ = host(root)
    let first = UIViewController()
    root.present(first, animated: false)
    var completed = false
    let second = UIViewController()
    let (_, reports) = MisuseReport.capture { root.present(second, animated: false) { completed = true } }
    #expect(root.presentedViewController === first)
    #expect(second.presentingViewController == nil)
    #expect(!completed)
    #expect(reports == [.log("Attempt to present <UIViewController> on <UIViewController> (from <UIViewController>) which is already presenting <UIViewController>.")])
    // The fix: present from the top of the chain.
    first.present(second, animated: false)
    #expect(first.presentedViewController === second)
  }

  @Test func R67_dismissLowerInTheChainRemovesEverythingAbove() {
    let root = RecordingViewController("R", log: log)
    _ = host(root)
    let a = RecordingViewController("A", log: log)
    let b = RecordingViewController("B", log: log)
    let c = RecordingViewController("C", log: log)
    for controller in [a, b, c] { controller.modalPresentationStyle = .fullScreen }
    root.present(a, animated: false)
    a.present(b, animated: false)
    b.present(c, animated: false)
    log.clear()
    var completed = false
    a.dismiss(animated: true) { completed = true }
    #expect(a.presentedViewController == nil)
    #expect(root.presentedViewController === a)
    #expect(b.presentingViewController == nil)
    #expect(c.presentingViewController == nil)
    #expect(completed)
    // Top-most first; each dismissed controller disappears, the uncovered one reappears.
    #expect(log.entries == [
      "C.viewWillDisappear(dismissed)", "B.viewWillAppear", "B.viewDidAppear", "C.viewDidDisappear",
      "B.viewWillDisappear(dismissed)", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear",
    ])
    #expect(a.view.window != nil)
  }

  @Test func R67_dismissOnThePresentedControllerIsForwardedToItsPresenter() {
    let root = UIViewController()
    _ = host(root)
    let inner = UIViewController()
    let nav = UINavigationController(rootViewController: inner)
    root.present(nav, animated: false)
    inner.dismiss(animated: false)
    #expect(root.presentedViewController == nil)
  }

  @Test func R67_dismissWithNothingPresentedDoesNothing() {
    let root = UIViewController()
    _ = host(root)
    var completed = false
    root.dismiss(animated: false) { completed = true }
    #expect(!completed)
  }

  @Test func R67_dismissDuringADismissalIsIgnored() {
    final class Nested: UIViewController {
      var reports: [MisuseReport] = []
      override func viewWillDisappear(_ animated: Bool) {
        reports = MisuseReport.capture { presentingViewController?.dismiss(animated: false) }.1
      }
    }
    let root = UIViewController()
    _ = host(root)
    let presented = Nested()
    root.present(presented, animated: false)
    root.dismiss(animated: false)
    #expect(root.presentedViewController == nil)
    #expect(presented.reports.map(\.message) == ["Warning: Attempt to dismiss from view controller <UIViewController> while a presentation or dismiss is in progress!"])
  }

  @Test func R60_pageSheetKeepsPresenterWithoutDisappearCallbacks() {
    let root = RecordingViewController("A", log: log)
    _ = host(root)
    let sheet = RecordingViewController("S", log: log)
    root.present(sheet, animated: true)
    #expect(log.entries == ["S.viewDidLoad", "S.viewWillAppear(presented)", "S.viewDidAppear"])
    #expect(root.view.window != nil)
    #expect(sheet.presentationController?.shouldRemovePresentersView == false)
  }

  @Test func presentationControllerIsCreatedLazilyForTheStyle() {
    let controller = UIViewController()
    #expect(controller.sheetPresentationController != nil)
    #expect(controller.popoverPresentationController == nil)
    controller.modalPresentationStyle = .popover
    #expect(controller.popoverPresentationController != nil)
    #expect(controller.sheetPresentationController == nil)
    controller.modalPresentationStyle = .fullScreen
    #expect(controller.presentationController?.shouldRemovePresentersView == true)
  }
}
