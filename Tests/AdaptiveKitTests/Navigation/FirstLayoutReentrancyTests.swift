import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// The first layout of a pushed controller's view, run as the push loads it, may move the old top
/// elsewhere (R110; legacy fuzz seed 77000019: a split presented over the current context, whose
/// secondary's new top pushed the shown detail onto the supplementary column's stack).
@Suite(.checksInvariants) @MainActor
struct FirstLayoutReentrancyTests {
  @Test func R110_anOldTopPushedOntoAnotherStackFromTheNewTopsFirstLayoutFollowsItsNewStack() {
    let log = CallLog()
    let old = HookedController("Old", log: log)
    let left = UINavigationController(rootViewController: old)
    let right = UINavigationController(rootViewController: RecordingViewController("Right", log: log))
    let container = UIViewController()
    for (navigation, x) in [(left, 0.0), (right, 500.0)] {
      container.addChild(navigation)
      navigation.view.frame = CGRect(x: x, y: 0, width: 500, height: 1000)
      container.view.addSubview(navigation.view)
      navigation.didMove(toParent: container)
    }
    let window = makeVisibleWindow(root: UIViewController(), device: .iPadPro13)
    container.modalPresentationStyle = .fullScreen
    let new = HookedController("New", log: log)
    // While the container is being presented, the old top's first layout pushes the new top, and
    // the new top's first layout, run as the push loads its view, pushes the old top onto the
    // other stack.
    old.onFirstLayout = { left.pushViewController(new, animated: true) }
    new.onFirstLayout = { right.pushViewController(old, animated: false) }
    window.rootViewController?.present(container, animated: true)
    // The old top leaves the left stack and appears on the right one; the push then shows the
    // new top alone, without ending the old top's appearance again.
    #expect(log.entries.filter { !$0.contains("traitCollection") } == [
      "Old.willMove(parent)", "Old.didMove(parent)", "Right.willMove(parent)", "Right.didMove(parent)",
      "Old.viewDidLoad", "Right.viewDidLoad", "Old.viewWillAppear", "Right.viewWillAppear",
      "New.willMove(parent)", "New.viewDidLoad",
      "Old.willMove(nil)", "Old.viewWillDisappear", "Old.viewDidDisappear", "Old.didMove(nil)",
      "Old.willMove(parent)", "Right.viewWillDisappear", "Old.viewWillAppear(moving)", "Right.viewDidDisappear",
      "Old.viewDidAppear", "Old.didMove(parent)",
      "New.viewWillAppear(moving)", "New.viewDidAppear", "New.didMove(parent)",
    ])
    #expect(left.viewControllers == [new] && right.topViewController === old)
    #expect(old.appearanceState == .appeared && old.view.window === window)
    #expect(new.appearanceState == .appeared && new.view.window === window)
  }
}
