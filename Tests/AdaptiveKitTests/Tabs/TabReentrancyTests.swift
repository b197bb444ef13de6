import Foundation
import Testing
@testable import AdaptiveKit
import AdaptiveTestSupport

/// A callback of a tab's move into the More navigation controller may change the tabs: the tab bar
/// controller ends with the tabs as they are afterwards.
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

  @Test func aTabPushedOntoTheMoreStackWhileItsMoveHidesTheMoreTabShowsAsItsOwnTabWhenSelected() {
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
    #expect(tabs.viewControllers?.count == 5 && pushed.parent === more)
    tabs.simulateTap(onTabAt: 4)
    #expect(tabs.selectedViewController === pushed)
    #expect(pushed.parent === tabs && tabs.children.containsIdentical(pushed))
    #expect(more.parent == nil && !tabs.children.containsIdentical(more))
    #expect(more.viewIfLoaded?.window == nil)
    #expect(pushed.appearanceState == .appeared && pushed.view.window === window)
  }
}
