import Foundation
import Testing
@testable import AdaptiveKit

@Suite(.checksInvariants) @MainActor
struct SmokeTests {
  @Test func navigationPushInWindow() {
    let log = CallLog()
    let window = UIWindow(device: .iPhone16)
    let a = RecordingViewController("A", log: log)
    let nav = UINavigationController(rootViewController: a)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    let b = RecordingViewController("B", log: log)
    log.clear()
    a.show(b, sender: nil)
    #expect(nav.viewControllers == [a, b])
    #expect(log.entries == ["B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear(moving)", "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)"])
    print(HierarchyDump.describe(window))
  }
}
