import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

@MainActor
private final class RecordingNavigationDelegate: UINavigationControllerDelegate {
  let log: CallLog
  init(_ log: CallLog) { self.log = log }
  func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
    log.record("nav.willShow(\(viewController.title ?? "?"))")
  }
  func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
    log.record("nav.didShow(\(viewController.title ?? "?"))")
  }
}

@Suite(.checksInvariants) @MainActor
struct NavigationControllerTests {
  let log = CallLog()

  private func makeStack(_ names: String..., device: Device = .iPhone16) -> (UIWindow, UINavigationController, [RecordingViewController]) {
    let controllers = names.map { RecordingViewController($0, log: log) }
    let nav = UINavigationController()
    nav.viewControllers = controllers
    let window = makeVisibleWindow(root: nav, device: device)
    log.clear()
    return (window, nav, controllers)
  }

  @Test func R86_stackProperties() {
    let (_, nav, vcs) = makeStack("A", "B")
    #expect(nav.viewControllers == vcs)
    #expect(nav.topViewController === vcs[1])
    #expect(nav.visibleViewController === vcs[1])
    #expect(nav.children == vcs)
    #expect(nav.definesPresentationContext)
    #expect(vcs[1].view.frameInWindow == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(vcs[0].viewIfLoaded?.window == nil)
  }

  @Test func R86_visibleViewControllerIncludesPresentedOnTop() {
    let (_, nav, vcs) = makeStack("A")
    let modal = UIViewController()
    vcs[0].present(modal, animated: false)
    #expect(nav.topViewController === vcs[0])
    #expect(nav.visibleViewController === modal)
  }

  @Test func pushRunsDelegateAppearanceAndContainmentInOrder() {
    let (_, nav, _) = makeStack("A")
    let delegate = RecordingNavigationDelegate(log)
    nav.delegate = delegate
    let b = RecordingViewController("B", log: log)
    nav.pushViewController(b, animated: true)
    #expect(log.entries == [
      "B.willMove(parent)", "nav.willShow(B)", "B.viewDidLoad",
      "A.viewWillDisappear", "B.viewWillAppear(moving)", "A.viewDidDisappear", "B.viewDidAppear",
      "B.didMove(parent)", "nav.didShow(B)",
    ])
  }

  @Test func popRunsMovingFromParentCallbacks() {
    let (_, nav, vcs) = makeStack("A", "B")
    let popped = nav.popViewController(animated: true)
    #expect(popped === vcs[1])
    // A's view was never loaded (it was buried when the stack was set), so it loads first.
    #expect(log.entries == ["B.willMove(nil)", "A.viewDidLoad", "B.viewWillDisappear(moving)", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)"])
    #expect(nav.viewControllers == [vcs[0]])
    #expect(vcs[1].parent == nil)
  }

  @Test func R87_pushingTheSameInstanceTwiceIsRefused() {
    let (_, nav, vcs) = makeStack("A", "B")
    let (_, reports) = MisuseReport.capture { nav.pushViewController(vcs[0], animated: false) }
    #expect(nav.viewControllers == vcs)
    #expect(reports == [.exception("<UINavigationController> is pushing the same view controller instance (<RecordingViewController \"A\">) more than once which is not supported and is most likely an error in the application")])
    #expect(log.entries.isEmpty)
  }

  @Test func R87_pushingANavigationControllerIsRefused() {
    let (_, nav, vcs) = makeStack("A")
    let inner = UINavigationController(rootViewController: UIViewController())
    let (_, reports) = MisuseReport.capture { nav.pushViewController(inner, animated: false) }
    #expect(nav.viewControllers == vcs)
    #expect(reports.map(\.message) == ["Pushing a navigation controller is not supported"])
  }

  @Test func R87_pushingATabBarControllerIsRefused() {
    let (_, nav, vcs) = makeStack("A")
    let (_, reports) = MisuseReport.capture { nav.pushViewController(UITabBarController(), animated: false) }
    #expect(nav.viewControllers == vcs)
    #expect(reports.count == 1)
  }

  @Test func R88_popAtRootDoesNothingAndReturnsNil() {
    let (_, nav, vcs) = makeStack("A")
    #expect(nav.popViewController(animated: true) == nil)
    #expect(nav.viewControllers == vcs)
    #expect(log.entries.isEmpty)
  }

  @Test func R88_popToViewControllerReturnsThePopped() {
    let (_, nav, vcs) = makeStack("A", "B", "C", "D")
    let popped = nav.popToViewController(vcs[1], animated: false)
    #expect(popped == [vcs[2], vcs[3]])
    #expect(nav.viewControllers == [vcs[0], vcs[1]])
    // Only the old and new tops take part in the appearance transition.
    #expect(log.filtered("A.view", "B.view", "C.view", "D.view") == ["B.viewDidLoad", "D.viewWillDisappear(moving)", "B.viewWillAppear", "D.viewDidDisappear", "B.viewDidAppear"])
  }

  @Test func R88_popToAControllerNotInTheStackIsRefused() {
    let (_, nav, vcs) = makeStack("A", "B")
    let (result, reports) = MisuseReport.capture { nav.popToViewController(UIViewController(), animated: false) }
    #expect(result == nil)
    #expect(nav.viewControllers == vcs)
    #expect(reports.map(\.message) == ["Tried to pop to a view controller that doesn't exist."])
  }

  @Test func R88_popToRootReturnsEverythingAboveTheRoot() {
    let (_, nav, vcs) = makeStack("A", "B", "C")
    #expect(nav.popToRootViewController(animated: true) == [vcs[1], vcs[2]])
    #expect(nav.viewControllers == [vcs[0]])
    #expect(nav.popToRootViewController(animated: true) == [])
  }

  @Test func R89_setViewControllersRunsOneTransitionBetweenTops() {
    let (_, nav, vcs) = makeStack("A", "B")
    let c = RecordingViewController("C", log: log)
    nav.setViewControllers([vcs[0], c], animated: true)
    #expect(nav.viewControllers == [vcs[0], c])
    #expect(log.entries == [
      "B.willMove(nil)", "C.willMove(parent)", "C.viewDidLoad",
      "B.viewWillDisappear(moving)", "C.viewWillAppear(moving)", "B.viewDidDisappear", "C.viewDidAppear",
      "B.didMove(nil)", "C.didMove(parent)",
    ])
  }

  @Test func R89_settingTheSameTopIsNoTransition() {
    let (_, nav, vcs) = makeStack("A", "B")
    let x = RecordingViewController("X", log: log)
    nav.viewControllers = [x, vcs[1]]
    #expect(log.entries == ["A.willMove(nil)", "X.willMove(parent)", "A.didMove(nil)", "X.didMove(parent)"])
    #expect(nav.viewControllers == [x, vcs[1]])
  }

  @Test func R89_settingDuplicatesIsRefused() {
    let (_, nav, vcs) = makeStack("A", "B")
    let (_, reports) = MisuseReport.capture { nav.setViewControllers([vcs[0], vcs[0]], animated: false) }
    #expect(nav.viewControllers == vcs)
    #expect(reports.count == 1)
  }

  @Test func R90_hidesBarsWhenVerticallyCompactDefaultsToFalse() {
    let nav = UINavigationController()
    #expect(!nav.hidesBarsWhenVerticallyCompact)
    #expect(!nav.isNavigationBarHidden)
    #expect(nav.isToolbarHidden)
  }

  @Test func pushingWhileOffScreenSendsNoAppearanceCallbacks() {
    let a = RecordingViewController("A", log: log)
    let nav = UINavigationController(rootViewController: a)
    let b = RecordingViewController("B", log: log)
    nav.pushViewController(b, animated: false)
    #expect(log.entries == ["A.willMove(parent)", "A.didMove(parent)", "B.willMove(parent)", "B.didMove(parent)"])
  }
}
