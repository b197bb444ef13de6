import Foundation
import Testing
import AdaptiveTestSupport
@testable import AdaptiveKit

/// Appearance follows the window: a child whose view leaves the window by a plain
/// `removeFromSuperview()` disappears, and appears again when its view is added back.
@Suite(.checksInvariants) @MainActor
struct AppearanceFollowsWindowTests {
  private func hostChild(in holder: Bool = false) -> (CallLog, UIViewController, RecordingViewController, UIView) {
    let log = CallLog()
    let parent = UIViewController()
    _ = makeVisibleWindow(root: parent, device: .iPhone16)
    let child = RecordingViewController("C", log: log)
    parent.addChild(child)
    var host: UIView = parent.view
    if holder {
      host = UIView(frame: parent.view.bounds)
      parent.view.addSubview(host)
    }
    host.addSubview(child.view)
    child.didMove(toParent: parent)
    log.clear()
    return (log, parent, child, host)
  }

  @Test(arguments: [false, true])
  func aChildWhoseViewLeavesTheWindowDisappearsAndAppearsWhenItIsBack(inHolder: Bool) {
    let (log, parent, child, host) = hostChild(in: inHolder)
    #expect(child.appearanceState == .appeared)
    if inHolder { host.removeFromSuperview() } else { child.view.removeFromSuperview() }
    #expect(log.entries == ["C.viewWillDisappear", "C.viewDidDisappear"])
    #expect(child.appearanceState == .disappeared)
    #expect(child.parent === parent)
    log.clear()
    if inHolder { parent.view.addSubview(host) } else { parent.view.addSubview(child.view) }
    #expect(log.entries == ["C.viewWillAppear", "C.viewDidAppear"])
    #expect(child.appearanceState == .appeared)
  }

  /// A child of a controller shown in a navigation controller that a sheet presents: its view
  /// leaving and coming back gives it the callbacks once each, and the containers' own moves
  /// (a push over its parent, the pop back) give them once each too.
  @Test func aNestedChildFollowsItsViewAndContainersDoNotDoubleTheCallbacks() {
    let log = CallLog()
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPhone16)
    let page = UIViewController()
    let navigation = UINavigationController(rootViewController: page)
    root.present(navigation, animated: false)
    let child = RecordingViewController("C", log: log)
    page.addChild(child)
    page.view.addSubview(child.view)
    child.didMove(toParent: page)
    log.clear()
    child.view.removeFromSuperview()
    page.view.addSubview(child.view)
    navigation.pushViewController(UIViewController(), animated: true)
    navigation.popViewController(animated: true)
    #expect(log.entries == [
      "C.viewWillDisappear", "C.viewDidDisappear", "C.viewWillAppear", "C.viewDidAppear",
      "C.viewWillDisappear", "C.viewDidDisappear", "C.viewWillAppear", "C.viewDidAppear",
    ])
    #expect(child.appearanceState == .appeared)
  }
}
