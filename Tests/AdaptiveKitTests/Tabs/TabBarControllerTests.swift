import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

@MainActor
private final class RecordingTabDelegate: UITabBarControllerDelegate {
  let log: CallLog
  var refuse: Set<String> = []
  init(_ log: CallLog) { self.log = log }
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
    log.record("tabs.shouldSelect(\(viewController.title ?? "?"))")
    return !refuse.contains(viewController.title ?? "")
  }
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    log.record("tabs.didSelect(\(viewController.title ?? "?"))")
  }
}

@Suite(.checksInvariants) @MainActor
struct TabBarControllerTests {
  let log = CallLog()

  private func makeTabs(_ count: Int) -> (UIWindow, UITabBarController, [RecordingViewController]) {
    let controllers = (0..<count).map { RecordingViewController("T\($0)", log: log) }
    let tabs = UITabBarController()
    tabs.viewControllers = controllers
    let window = makeVisibleWindow(root: tabs, device: .iPhone16)
    log.clear()
    return (window, tabs, controllers)
  }

  @Test func R91_selectionDefaultsAndShowsOnlyTheSelectedTab() {
    let empty = UITabBarController()
    #expect(empty.selectedViewController == nil)
    let (_, tabs, vcs) = makeTabs(3)
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === vcs[0])
    #expect(tabs.children == vcs)
    #expect(vcs[0].view.window != nil)
    #expect(vcs[1].viewIfLoaded == nil)
  }

  @Test func R91_programmaticSelectionSwitchesAppearanceWithoutDelegate() {
    let (_, tabs, vcs) = makeTabs(3)
    let delegate = RecordingTabDelegate(log)
    tabs.delegate = delegate
    tabs.selectedIndex = 2
    #expect(tabs.selectedViewController === vcs[2])
    #expect(log.entries == ["T2.viewDidLoad", "T2.viewWillAppear", "T0.viewWillDisappear", "T0.viewDidDisappear", "T2.viewDidAppear"])
  }

  @Test func R91_userTapAsksDelegate() {
    let (_, tabs, _) = makeTabs(3)
    let delegate = RecordingTabDelegate(log)
    delegate.refuse = ["T1"]
    tabs.delegate = delegate
    tabs.simulateTap(onTabAt: 1)
    #expect(tabs.selectedIndex == 0)
    tabs.simulateTap(onTabAt: 2)
    #expect(tabs.selectedIndex == 2)
    #expect(log.filtered("tabs.") == ["tabs.shouldSelect(T1)", "tabs.shouldSelect(T2)", "tabs.didSelect(T2)"])
  }

  @Test func R91_tappingTheSelectedNavigationTabPopsToRoot() {
    let root = UIViewController()
    let pushed = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    nav.pushViewController(pushed, animated: false)
    let tabs = UITabBarController()
    tabs.viewControllers = [nav, UIViewController()]
    _ = makeVisibleWindow(root: tabs, device: .iPhoneSE)
    tabs.simulateTap(onTabAt: 0)
    #expect(nav.viewControllers == [root])
  }

  @Test func R92_sixOrMoreShowFourAndMore() {
    let (_, tabs, vcs) = makeTabs(6)
    #expect(tabs.showsMoreTab)
    #expect(tabs.tabBarViewControllers == Array(vcs.prefix(4)) + [tabs.moreNavigationController])
    #expect(!(tabs.viewControllers ?? []).contains(tabs.moreNavigationController))
    #expect(tabs.customizableViewControllers == vcs)
    let (_, five, _) = makeTabs(5)
    #expect(!five.showsMoreTab)
    #expect(five.tabBarViewControllers.count == 5)
  }

  @Test func R91_selectingMoreGivesNSNotFound() {
    let (_, tabs, _) = makeTabs(6)
    tabs.selectedViewController = tabs.moreNavigationController
    #expect(tabs.selectedIndex == NSNotFound)
    #expect(tabs.moreNavigationController.view.window != nil)
  }

  @Test func R92_selectingAnOverflowTabPushesItOntoMore() {
    let (_, tabs, vcs) = makeTabs(6)
    tabs.selectedIndex = 5
    #expect(tabs.selectedViewController === vcs[5])
    #expect(tabs.selectedIndex == 5)
    #expect(tabs.moreNavigationController.viewControllers.count == 2)
    #expect(tabs.moreNavigationController.topViewController === vcs[5])
    #expect(vcs[5].tabBarController === tabs)
    #expect(vcs[5].view.window != nil)
    tabs.selectedIndex = 1
    #expect(vcs[5].viewIfLoaded?.window == nil)
  }

  /// Fuzz seed 10007447: tapping More while it shows an overflow tab popped the tab off the More
  /// stack but left it with no parent, still a tab and still the selection, so it could adopt its
  /// own tab bar controller (a cycle no check saw, leaked). The More list shows, More is the
  /// selection, and the tab is the tab bar controller's child again.
  @Test func R91_tappingMoreWhileItShowsAnOverflowTabShowsTheListAndGivesTheTabBack() {
    let log = CallLog()
    let overflow = RecordingViewController("T5", log: log)
    let tabs = UITabBarController()
    tabs.viewControllers = (0..<5).map { _ in UIViewController() } + [overflow]
    let window = makeVisibleWindow(root: tabs, device: .iPhoneSE)
    let more = tabs.moreNavigationController
    tabs.selectedIndex = 5
    #expect(overflow.parent === more && overflow.appearanceState == .appeared)
    log.clear()
    tabs.simulateTap(onTabAt: 4)
    #expect(tabs.selectedViewController === more && tabs.selectedIndex == NSNotFound)
    #expect(more.viewControllers.count == 1 && more.view.window === window && more.appearanceState == .appeared)
    #expect(overflow.parent === tabs && tabs.children.contains { $0 === overflow })
    #expect(overflow.appearanceState == .disappeared && overflow.view.window == nil)
    #expect(log.filtered("T5.view", "T5.willMove", "T5.didMove") == [
      "T5.willMove(nil)", "T5.viewWillDisappear(moving)", "T5.viewDidDisappear", "T5.didMove(nil)",
      "T5.willMove(parent)", "T5.didMove(parent)",
    ])
    let (_, reports) = MisuseReport.capture { overflow.addChild(tabs) }
    #expect(reports.contains { $0.message.contains("cycle") })
    #expect(tabs.parent == nil)
  }

  @Test func R93_setViewControllersReselects() {
    let (_, tabs, vcs) = makeTabs(3)
    tabs.selectedIndex = 1
    let extra = UIViewController()
    tabs.viewControllers = [extra, vcs[1]]
    #expect(tabs.selectedViewController === vcs[1])
    tabs.viewControllers = [extra, UIViewController()]
    #expect(tabs.selectedIndex == 1)
    tabs.viewControllers = [extra]
    #expect(tabs.selectedIndex == 0)
    #expect(vcs[0].parent == nil)
  }

  @Test func selectingAControllerNotInTheListIsRefused() {
    let (_, tabs, vcs) = makeTabs(2)
    let (_, reports) = MisuseReport.capture { tabs.selectedViewController = UIViewController() }
    #expect(tabs.selectedViewController === vcs[0])
    #expect(reports.count == 1)
  }
}
