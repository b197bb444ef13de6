import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// The appearance callbacks of a push, a tab switch and a modal presentation come in three
/// different orders, as on a device.
@Suite(.checksInvariants) @MainActor
struct AppearanceOrderTests {
  let log = CallLog()

  @Test func aPushEndsTheLeavingControllerFirst() {
    let first = RecordingViewController("A", log: log)
    let navigation = UINavigationController(rootViewController: first)
    _ = makeVisibleWindow(root: navigation)
    log.clear()
    navigation.pushViewController(RecordingViewController("B", log: log), animated: true)
    #expect(log.entries == [
      "B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear(moving)",
      "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)",
    ])
  }

  @Test func aTabSwitchStartsTheNewTabFirst() {
    let tabs = UITabBarController()
    tabs.viewControllers = [RecordingViewController("T0", log: log), RecordingViewController("T1", log: log)]
    _ = makeVisibleWindow(root: tabs)
    log.clear()
    tabs.simulateTap(onTabAt: 1)
    #expect(log.entries == ["T1.viewDidLoad", "T1.viewWillAppear", "T0.viewWillDisappear", "T0.viewDidDisappear", "T1.viewDidAppear"])
  }

  @Test func aFullScreenPresentationAndItsDismissalEndTheArrivingControllerFirst() {
    let root = RecordingViewController("A", log: log)
    _ = makeVisibleWindow(root: root)
    let cover = RecordingViewController("B", log: log)
    cover.modalPresentationStyle = .fullScreen
    log.clear()
    root.present(cover, animated: true)
    #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear(presented)", "B.viewDidAppear", "A.viewDidDisappear"])
    log.clear()
    cover.dismiss(animated: true)
    #expect(log.entries == ["B.viewWillDisappear(dismissed)", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear"])
  }
}
