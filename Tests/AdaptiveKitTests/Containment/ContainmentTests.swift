import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct ContainmentTests {
  @Test func viewLoadsLazilyOnce() {
    let log = CallLog()
    let controller = RecordingViewController("A", log: log)
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    _ = controller.view
    _ = controller.view
    #expect(controller.isViewLoaded)
    #expect(log.entries == ["A.viewDidLoad"])
  }

  @Test func customLoadViewSuppliesTheView() {
    final class Custom: UIViewController {
      let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      override func loadView() { view = custom }
    }
    let controller = Custom()
    #expect(controller.view === controller.custom)
  }

  @Test func addChildCallsWillMoveAndRemoveCallsDidMove() {
    let log = CallLog()
    let parent = UIViewController()
    let child = RecordingViewController("C", log: log)
    parent.addChild(child)
    #expect(parent.children == [child])
    #expect(child.parent === parent)
    #expect(log.entries == ["C.willMove(parent)"])
    child.didMove(toParent: parent)
    child.willMove(toParent: nil)
    child.removeFromParent()
    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
    #expect(log.entries == ["C.willMove(parent)", "C.didMove(parent)", "C.willMove(nil)", "C.didMove(nil)"])
  }

  @Test func addingAChildOfAnotherContainerMovesIt() {
    let first = UIViewController()
    let second = UIViewController()
    let child = UIViewController()
    first.addChild(child)
    second.addChild(child)
    #expect(first.children.isEmpty)
    #expect(second.children == [child])
    #expect(child.parent === second)
  }

  @Test func addingAPresentedControllerAsChildIsRefused() {
    let window = UIWindow(device: .iPhone16)
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let presented = UIViewController()
    root.present(presented, animated: false)
    let other = UIViewController()
    let (_, reports) = MisuseReport.capture { other.addChild(presented) }
    #expect(other.children.isEmpty)
    #expect(presented.parent == nil)
    #expect(reports.count == 1)
  }

  @Test func rootAppearsOnMakeKeyAndVisible() {
    let log = CallLog()
    let window = UIWindow(device: .iPhone16)
    let root = RecordingViewController("R", log: log)
    window.rootViewController = root
    #expect(log.entries.isEmpty)
    window.makeKeyAndVisible()
    #expect(log.entries == ["R.viewDidLoad", "R.viewWillAppear", "R.viewDidAppear"])
    #expect(root.view.window === window)
    #expect(root.view.frame == window.bounds)
    #expect(window.isKeyWindow)
  }

  @Test func replacingTheRootOfAVisibleWindow() {
    let log = CallLog()
    let window = UIWindow(device: .iPhone16)
    let first = RecordingViewController("A", log: log)
    window.rootViewController = first
    window.makeKeyAndVisible()
    log.clear()
    let second = RecordingViewController("B", log: log)
    window.rootViewController = second
    #expect(log.entries == ["A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
    #expect(first.viewIfLoaded?.window == nil)
  }

  @Test func customContainerForwardsAppearanceToChildViewsItAdds() {
    let log = CallLog()
    let window = UIWindow(device: .iPadMini)
    let parent = RecordingViewController("P", log: log)
    window.rootViewController = parent
    window.makeKeyAndVisible()
    log.clear()
    let child = RecordingViewController("C", log: log)
    parent.embed(child)
    #expect(log.entries == ["C.willMove(parent)", "C.viewDidLoad", "C.viewWillAppear", "C.viewDidAppear", "C.didMove(parent)"])
    log.clear()
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(log.entries == ["C.willMove(nil)", "C.viewWillDisappear", "C.viewDidDisappear", "C.didMove(nil)"])
  }

  @Test func appearanceIsForwardedParentFirst() {
    let log = CallLog()
    let window = UIWindow(device: .iPadMini)
    let parent = RecordingViewController("P", log: log)
    let child = RecordingViewController("C", log: log)
    parent.embed(child)
    window.rootViewController = parent
    log.clear()
    window.makeKeyAndVisible()
    #expect(log.entries == ["P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear", "C.viewDidAppear"])
  }

  @Test func manualAppearanceTransitionsAreIdempotent() {
    let log = CallLog()
    let controller = RecordingViewController("A", log: log)
    controller.beginAppearanceTransition(true, animated: false)
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(false, animated: true)
    controller.endAppearanceTransition()
    #expect(log.entries == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear", "A.viewWillDisappear", "A.viewDidDisappear"])
  }

  @Test func titleUpdatesNavigationAndTabItems() {
    let controller = UIViewController()
    controller.title = "Photos"
    #expect(controller.navigationItem.title == "Photos")
    #expect(controller.tabBarItem.title == "Photos")
    controller.title = "Recents"
    #expect(controller.navigationItem.title == "Recents")
    #expect(controller.tabBarItem.title == "Recents")
  }

  @Test func ancestorsAreFound() {
    let tabs = UITabBarController()
    let content = UIViewController()
    let nav = UINavigationController(rootViewController: content)
    tabs.viewControllers = [nav]
    #expect(content.navigationController === nav)
    #expect(content.tabBarController === tabs)
    #expect(content.splitViewController == nil)
    #expect(nav.navigationController == nil)
  }

  @Test func aChildRemovedWhileACurrentContextPresentationCoversItLeavesItsViewOut() {
    let parent = UIViewController()
    let window = makeVisibleWindow(root: parent, device: .iPadAir11)
    let child = UINavigationController(rootViewController: UIViewController())
    child.definesPresentationContext = true
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let cover = UIViewController()
    cover.modalPresentationStyle = .currentContext
    child.topViewController!.present(cover, animated: false)
    #expect(child.view.superview == nil)   // the presentation took its place

    // The container's removal: the view out first (it already is), then the controller.
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(cover.presentingViewController == nil)
    #expect(child.view.superview == nil && child.view.window == nil)
    #expect(child.appearanceState == .disappeared)
    #expect(parent.view.window === window)
  }
}
