import Foundation
import Testing
import AdaptiveTestSupport
@testable import AdaptiveKit

/// A callback of a tab's move (into the More navigation controller, or out to another container)
/// may change the tabs: the tab bar controller ends with the tabs as they are afterwards.
@Suite(.checksInvariants) @MainActor
struct TabReentrancyTests {
  @Test func anOverflowTabSelectedWhileItsMoveTakesAnotherTabAwayComesBackToTheTabBarController() throws {
    let tabs = UITabBarController()
    let taken = UIViewController()
    let selected = OneShotController()
    tabs.viewControllers = [UIViewController(), UIViewController(), UIViewController(), taken, UIViewController(), selected]
    let window = makeVisibleWindow(root: tabs)
    #expect(tabs.showsMoreTab)
    let adopter = UIViewController()
    // Leaving the tab bar controller for the More navigation controller, the tab takes another
    // tab away: five tabs are left, and no More tab.
    selected.onWillLeaveParent = { adopter.addChild(taken) }
    tabs.selectedIndex = 5
    #expect(taken.parent === adopter)
    #expect(!tabs.showsMoreTab && tabs.moreNavigationController.parent == nil)
    #expect(tabs.viewControllers?.count == 5)
    #expect(tabs.selectedViewController === selected && selected.parent === tabs)
    #expect(selected.appearanceState == .appeared && selected.view.window === window)
  }

  @Test func R92_aTabPushedOntoTheMoreStackWhileItsMoveHidesTheMoreTabComesBackAtOnce() {
    let tabs = UITabBarController()
    let taken = UIViewController()
    let pushed = OneShotController()
    tabs.viewControllers = [UIViewController(), UIViewController(), taken, UIViewController(), UIViewController(), pushed]
    let window = makeVisibleWindow(root: tabs)
    let more = tabs.moreNavigationController
    let adopter = UIViewController()
    // Leaving the tab bar controller for the More stack, the tab takes another tab away: five tabs
    // are left and no More tab, but the push still lands on the hidden More stack.
    pushed.onWillLeaveParent = { adopter.addChild(taken) }
    more.pushViewController(pushed, animated: false)
    #expect(taken.parent === adopter)
    #expect(!tabs.showsMoreTab && more.parent == nil)
    // [INF] The push lands on the More stack, which no longer shows: the tab is popped off it at
    // once and is the tab bar controller's child again (fuzz seed 20000046, current mix).
    #expect(tabs.viewControllers?.count == 5 && pushed.parent === tabs && more.children.count == 1)
    #expect(tabs.children.containsIdentical(pushed))
    tabs.simulateTap(onTabAt: 4)
    #expect(tabs.selectedViewController === pushed)
    #expect(pushed.parent === tabs && tabs.children.containsIdentical(pushed))
    #expect(more.parent == nil && !tabs.children.containsIdentical(more))
    #expect(more.viewIfLoaded?.window == nil)
    #expect(pushed.appearanceState == .appeared && pushed.view.window === window)
  }

  /// Fuzz seed 279952206 (current mix): the app's `setViewControllers` on the More navigation
  /// controller puts the shown first tab under the More list, and the tab's `viewDidDisappear`
  /// takes another tab away: five tabs are left, and no More tab. [INF] The More navigation
  /// controller gives the tab back wherever on its stack it was, and keeps its list alone.
  @Test func R92_aShownTabTheAppPutsUnderTheMoreListComesBackWhenItsDisappearanceHidesTheMoreTab() throws {
    let log = CallLog()
    let tabs = UITabBarController()
    let shown = CallbackRecordingController("T0", log: log)
    let taken = UIViewController()
    tabs.viewControllers = [shown, UIViewController(), taken, UIViewController(), UIViewController(), UIViewController()]
    let window = makeVisibleWindow(root: tabs)
    let more = tabs.moreNavigationController
    let list = try #require(more.viewControllers.first)
    let adopter = UIViewController()
    shown.onDidDisappear = { adopter.addChild(taken) }
    log.clear()
    more.setViewControllers([shown, list], animated: false)
    #expect(taken.parent === adopter && tabs.viewControllers?.count == 5)
    #expect(!tabs.showsMoreTab && more.parent == nil && !tabs.children.containsIdentical(more))
    #expect(more.viewControllers.count == 1 && more.viewControllers.first === list)
    #expect(shown.parent === tabs && tabs.children.first === shown && tabs.children.count == 5)
    #expect(tabs.selectedViewController === shown && tabs.selectedIndex == 0)
    #expect(shown.appearanceState == .appeared && shown.view.window === window && shown.view.frame == window.bounds)
    #expect(more.viewIfLoaded?.window == nil)
    // Taken from the tab bar controller, the tab disappears, and appears again when the change of
    // the tabs its callback ran reselects it; the More stack takes it (its view leaves the window),
    // then gives it back, and the tab appears as the selection.
    #expect(log.entries == [
      "T0.willMove(nil)", "T0.viewWillDisappear", "T0.viewDidDisappear", "T0.viewWillAppear", "T0.viewDidAppear",
      "T0.didMove(nil)", "T0.viewWillDisappear", "T0.viewDidDisappear", "T0.willMove(parent)", "T0.didMove(parent)",
      "T0.willMove(nil)", "T0.didMove(nil)", "T0.willMove(parent)", "T0.didMove(parent)",
      "T0.viewWillAppear", "T0.viewDidAppear",
    ])
  }

  /// Fuzz seed 930000035 (current mix): the app's `setViewControllers` on the More navigation
  /// controller puts an overflow tab in place of the More list, and the tab's
  /// `willMove(toParent:)` takes another tab away, hiding the More tab. [INF] The tab comes back to
  /// the tab bar controller, and the More stack has a list again.
  @Test func R92_anOverflowTabTheAppPutsInPlaceOfTheMoreListComesBackWhenItsMoveHidesTheMoreTab() {
    let log = CallLog()
    let tabs = UITabBarController()
    let selected = RecordingViewController("T1", log: log)
    let taken = UIViewController()
    let overflow = CallbackRecordingController("T5", log: log)
    tabs.viewControllers = [UIViewController(), selected, UIViewController(), taken, UIViewController(), overflow]
    tabs.selectedIndex = 1
    let window = makeVisibleWindow(root: tabs)
    let more = tabs.moreNavigationController
    let adopter = UIViewController()
    overflow.onWillGetParent = { adopter.addChild(taken) }
    log.clear()
    more.setViewControllers([overflow], animated: false)
    #expect(taken.parent === adopter && tabs.viewControllers?.count == 5)
    #expect(!tabs.showsMoreTab && more.parent == nil && !tabs.children.containsIdentical(more))
    #expect(more.viewControllers.count == 1 && more.viewControllers.first is UIMoreListController)
    #expect(overflow.parent === tabs && tabs.children.last === overflow && tabs.children.count == 5)
    #expect(tabs.selectedViewController === selected && tabs.selectedIndex == 1)
    #expect(selected.appearanceState == .appeared && selected.view.window === window)
    #expect(overflow.viewIfLoaded == nil)
    // The tab leaves the tab bar controller, its move into the More stack runs the callback, and
    // it comes back to the tab bar controller, never shown.
    #expect(log.entries == [
      "T5.willMove(nil)", "T5.didMove(nil)", "T5.willMove(parent)", "T5.willMove(parent)", "T5.didMove(parent)",
    ])
  }

  /// Fuzz seed 920000590 (current mix): a split's column took the selected overflow tab from the
  /// More stack, the tab stayed among the tabs, and was in no container once the split let it go.
  /// As a tab taken from the tab bar controller itself (R93), it leaves the tabs, and the same
  /// index is selected again.
  @Test func R93_anOverflowTabAnotherContainerTakesFromTheMoreStackLeavesTheTabs() {
    let tabs = UITabBarController()
    let controllers = (0..<7).map { _ in UIViewController() }
    tabs.viewControllers = controllers
    tabs.selectedIndex = 5
    let window = makeVisibleWindow(root: tabs)
    let more = tabs.moreNavigationController
    let taken = controllers[5]
    #expect(taken.parent === more && taken.appearanceState == .appeared)
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.pushViewController(taken, animated: false)
    #expect(taken.parent === navigation && navigation.topViewController === taken)
    #expect(tabs.viewControllers?.count == 6 && tabs.viewControllers?.containsIdentical(taken) == false)
    #expect(tabs.showsMoreTab && more.parent === tabs)
    #expect(tabs.selectedViewController === controllers[6] && tabs.selectedIndex == 5)
    #expect(more.viewControllers.count == 2 && more.topViewController === controllers[6])
    #expect(controllers[6].appearanceState == .appeared && controllers[6].view.window === window)
    #expect(taken.appearanceState == .disappeared && taken.viewIfLoaded?.window == nil)
    navigation.popViewController(animated: false)
    #expect(taken.parent == nil && tabs.viewControllers?.count == 6)
  }

  @Test func tabsSetFromTheViewDidDisappearOfATabPushedOntoAnotherNavigationControllerWin() {
    let (tabs, other, pushed, window) = tabsShowingTheSecondOfTwo()
    let navigation = UINavigationController(rootViewController: UIViewController())
    let first = UIViewController(), second = UIViewController(), third = UIViewController()
    // Leaving the tab bar controller for the navigation controller, the tab sets new tabs from its
    // viewDidDisappear, while the departure's own change of the tabs is still running.
    pushed.onDidDisappear = { tabs.setViewControllers([first, second, third], animated: false) }
    navigation.pushViewController(pushed, animated: false)
    #expect(pushed.parent === navigation && navigation.topViewController === pushed)
    #expect(tabs.viewControllers?.count == 3 && tabs.viewControllers?.first === first)
    #expect(tabs.children.count == 3 && [first, second, third].allSatisfy { $0.parent === tabs })
    #expect(tabs.selectedViewController === second)
    #expect(second.appearanceState == .appeared && second.view.window === window)
    #expect(other.parent == nil && other.viewIfLoaded?.window == nil)
    #expect(pushed.view.window == nil)
  }

  @Test func aTabNamedAgainByTabsSetFromItsViewDidDisappearStaysATabAndIsNotPushed() {
    let (tabs, other, pushed, window) = tabsShowingTheSecondOfTwo()
    let navigation = UINavigationController(rootViewController: UIViewController())
    let added = UIViewController()
    pushed.onDidDisappear = { tabs.setViewControllers([pushed, added], animated: false) }
    navigation.pushViewController(pushed, animated: false)
    #expect(pushed.parent === tabs && navigation.children.count == 1)
    #expect(tabs.viewControllers?.count == 2 && tabs.viewControllers?.first === pushed)
    #expect(tabs.children.count == 2 && added.parent === tabs && other.parent == nil)
    #expect(tabs.selectedViewController === pushed)
    #expect(pushed.appearanceState == .appeared && pushed.view.window === window)
  }

  /// A visible tab bar controller with two tabs, the second (a one-shot controller) selected.
  /// Fuzz seed 1684398905: a tab taken by a navigation controller's `setViewControllers` leaves
  /// the tab bar controller, and its `willMove(toParent:)` gives the shown tab to a controller
  /// presented over the current context, which adds its view as a container should. The shown tab
  /// disappears as it leaves the tab bar controller and appears in its new parent, whose
  /// appearance it follows (UIKit's appearance follows the window, R60): the tab bar controller's
  /// own change does not make it disappear again afterwards.
  @Test func R93_aShownTabAdoptedFromALeavingTabsWillMoveFollowsItsNewParentsAppearance() throws {
    let log = CallLog()
    let tabs = UITabBarController()
    let shown = RecordingViewController("T0", log: log)
    let leaving = WillMoveRecordingController("T1", log: log)
    tabs.viewControllers = [shown, leaving]
    let window = makeVisibleWindow(root: tabs)
    let cover = RecordingViewController("C", log: log)
    cover.modalPresentationStyle = .overCurrentContext
    tabs.present(cover, animated: false)
    let navigation = UINavigationController(rootViewController: UIViewController())
    leaving.onWillLeaveParent = {
      cover.addChild(shown)
      cover.view.addSubview(shown.view)
      shown.didMove(toParent: cover)
    }
    log.clear()
    navigation.setViewControllers([UIViewController(), leaving], animated: false)
    #expect(leaving.parent === navigation)
    #expect(shown.parent === cover && cover.children.containsIdentical(shown))
    #expect(tabs.viewControllers?.isEmpty == true && tabs.children.isEmpty)
    #expect(shown.view.window === window && shown.appearanceState == .appeared)
    #expect(cover.appearanceState == .appeared && cover.view.window === window)
    #expect(log.filtered("T0.", "T1.willMove", "T1.didMove") == [
      "T1.willMove(nil)", "T0.willMove(nil)", "T0.viewWillDisappear", "T0.viewDidDisappear",
      "T0.didMove(nil)", "T0.willMove(parent)", "T0.viewWillAppear", "T0.viewDidAppear", "T0.didMove(parent)",
      "T1.didMove(nil)", "T1.willMove(parent)", "T1.didMove(parent)",
    ])
  }

  private func tabsShowingTheSecondOfTwo() -> (UITabBarController, UIViewController, OneShotController, UIWindow) {
    let tabs = UITabBarController()
    let other = UIViewController()
    let pushed = OneShotController()
    tabs.viewControllers = [other, pushed]
    tabs.selectedIndex = 1
    return (tabs, other, pushed, makeVisibleWindow(root: tabs))
  }
}

/// A recording controller that runs `onWillLeaveParent` once from `willMove(toParent: nil)`.
private final class WillMoveRecordingController: RecordingViewController {
  var onWillLeaveParent: (() -> Void)?
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    guard parent == nil, let action = onWillLeaveParent else { return }
    onWillLeaveParent = nil
    action()
  }
}

/// A recording controller that runs `onDidDisappear` once from `viewDidDisappear`, and
/// `onWillGetParent` once from `willMove(toParent:)` with a parent.
private final class CallbackRecordingController: RecordingViewController {
  var onDidDisappear: (() -> Void)?
  var onWillGetParent: (() -> Void)?
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    guard let action = onDidDisappear else { return }
    onDidDisappear = nil
    action()
  }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    guard parent != nil, let action = onWillGetParent else { return }
    onWillGetParent = nil
    action()
  }
}
