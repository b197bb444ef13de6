import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A tab bar controller's More navigation controller is shown only by that tab bar controller:
/// naming it as a tab, a child, a column, a window's root or a presented controller is refused.
@Suite(.checksInvariants) @MainActor
struct MoreNavigationOwnershipTests {
  private func tabsWithMore() -> (UITabBarController, UIWindow) {
    let tabs = UITabBarController()
    tabs.viewControllers = (0..<7).map { index in
      let controller = UIViewController()
      controller.title = "tab\(index)"
      return controller
    }
    return (tabs, makeVisibleWindow(root: tabs, device: .iPhone16, orientation: .portrait))
  }

  @Test func theMoreNavigationControllerIsRefusedAsATabOfItsOwnTabBarController() {
    let (tabs, _) = tabsWithMore()
    let before = tabs.viewControllers ?? []
    let (_, reports) = MisuseReport.capture { tabs.viewControllers = before + [tabs.moreNavigationController] }
    #expect(reports.map(\.kind) == [.exception(name: "NSInvalidArgumentException")])
    #expect(tabs.viewControllers?.count == before.count)
    #expect(tabs.children.filter { $0 === tabs.moreNavigationController }.count == 1)
  }

  @Test func theMoreNavigationControllerIsRefusedAsAChildARootOrAPresentedController() throws {
    let (tabs, window) = tabsWithMore()
    let more = tabs.moreNavigationController
    let other = UIViewController()
    let (_, reports) = MisuseReport.capture {
      other.addChild(more)
      UIWindow(device: .iPhone16, orientation: .portrait).rootViewController = more
      try? #require(tabs.selectedViewController).present(more, animated: false)
    }
    #expect(reports.count == 3)
    #expect(reports.allSatisfy { $0.message.contains("More navigation controller") })
    #expect(more.parent === tabs && other.children.isEmpty)
    #expect(window.rootViewController === tabs && more.presentingViewController == nil)
  }

  @Test func R91_aTabTheAppPopsOffTheMoreStackIsItsTabBarControllersChildAgain() throws {
    let (tabs, _) = tabsWithMore()
    let overflow = try #require(tabs.viewControllers?[5])
    tabs.selectedViewController = overflow
    #expect(overflow.parent === tabs.moreNavigationController)
    // The app pops the More stack itself, back to the More list.
    tabs.moreNavigationController.popToRootViewController(animated: false)
    #expect(overflow.parent === tabs)
    #expect(tabs.children.contains { $0 === overflow })
    #expect(tabs.selectedViewController === tabs.moreNavigationController)
    #expect(tabs.selectedIndex == NSNotFound)
    #expect(tabs.viewControllers?.count == 7)
  }
}
