import Foundation
import Testing
@testable import AdaptiveKit
import AdaptiveTestSupport

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

  @Test func tabsSetFromTheViewWillDisappearOfATabTakenByAnotherContainerWin() {
    let tabs = UITabBarController()
    let taken = OneShotController()
    let other = UIViewController()
    tabs.viewControllers = [taken, other]
    let window = makeVisibleWindow(root: tabs)
    let first = UIViewController(), second = UIViewController()
    taken.onWillDisappear = { tabs.setViewControllers([first, second], animated: false) }
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.pushViewController(taken, animated: false)
    #expect(taken.parent === navigation)
    #expect(tabs.viewControllers?.count == 2 && tabs.viewControllers?.first === first)
    #expect(tabs.children.count == 2 && tabs.selectedViewController === first)
    #expect(first.appearanceState == .appeared && first.view.window === window)
    #expect(other.parent == nil && other.appearanceState == .disappeared)
  }
}
