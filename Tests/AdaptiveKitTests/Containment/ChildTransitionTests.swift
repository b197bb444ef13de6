import Testing
import AdaptiveKit
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct ChildTransitionTests {
  @Test func transitionSwapsTheChildrensViewsWithTheirAppearanceCallbacks() {
    let log = CallLog()
    let window = UIWindow(device: .iPhone16)
    let container = UIViewController()
    let first = RecordingViewController("A", log: log), second = RecordingViewController("B", log: log)
    window.rootViewController = container
    window.makeKeyAndVisible()
    container.addChild(first)
    container.view.addSubview(first.view)
    first.view.frame = CGRect(x: 0, y: 100, width: 393, height: 500)
    first.didMove(toParent: container)
    container.addChild(second)
    log.clear()

    var animated = false, finished: Bool?
    first.willMove(toParent: nil)
    container.transition(from: first, to: second, duration: 0.3, options: .transitionCrossDissolve,
                         animations: { animated = true }, completion: { finished = $0 })
    first.removeFromParent()
    second.didMove(toParent: container)

    #expect(animated && finished == true)
    #expect(second.view.superview === container.view && first.view.superview == nil)
    #expect(second.view.frame == CGRect(x: 0, y: 100, width: 393, height: 500))
    #expect(log.filtered("A.view", "B.view") == [
      "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
    ])
  }

  @Test func childrenOfAnotherParentAreRefusedWithUIKitsMessage() {
    let container = UIViewController(), stranger = UIViewController()
    container.addChild(stranger)
    let outsider = UIViewController()
    let (_, reports) = MisuseReport.capture {
      container.transition(from: stranger, to: outsider, duration: 0, animations: nil)
    }
    #expect(reports.count == 1)
    #expect(reports.first?.message.contains("must have a common parent view controller") == true)
    #expect(outsider.parent == nil)
  }
}
