import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A selection of tab objects that callbacks change while it runs: the tab bar controller ends up
/// showing the selected tab's controller, and never selects a tab it no longer has (R103).
@Suite(.checksInvariants) @MainActor
struct TabSelectionReentrancyTests {
  /// A delegate that runs a block from `shouldSelectTab` and records the calls.
  final class SelectionDelegate: UITabBarControllerDelegate {
    var onShouldSelect: (() -> Void)?
    var calls: [String] = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
      calls.append("shouldSelect \(tab.identifier)")
      onShouldSelect?()
      return true
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab tab: UITab, previousTab: UITab?) {
      calls.append("didSelect \(tab.identifier)")
    }
  }

  /// A controller that runs a block from its first `viewWillLayoutSubviews`.
  final class FirstLayoutController: UIViewController {
    var onFirstLayout: (() -> Void)?
    override func viewWillLayoutSubviews() {
      let block = onFirstLayout
      onFirstLayout = nil
      block?()
    }
  }

  /// Seed 995000091 (current mix): selecting a tab loads its controller, whose first layout moves
  /// the tab bar controller to a window of another size. The tab shows at the new window's size,
  /// not at the size the selection's layout began with. This shape passes without the fix (the
  /// window's installation lays the tab out again here); the seed, whose selection ran inside a
  /// `showDetail` from a `viewDidLoad`, is the regression test.
  @Test func R91_aTabWhoseFirstLayoutMovesItsTabBarControllerToALargerWindowTakesThatWindowsSize() {
    let tabs = UITabBarController()
    let second = FirstLayoutController()
    tabs.viewControllers = [UIViewController(), second]
    let first = makeVisibleWindow(root: tabs, device: .iPadAir11, orientation: .landscapeLeft)
    let larger = makeVisibleWindow(root: UIViewController(), device: .iPadPro13, orientation: .landscapeLeft)
    second.onFirstLayout = { larger.rootViewController = tabs }
    tabs.selectedIndex = 1
    #expect(first.rootViewController == nil && tabs.view.window === larger)
    #expect(tabs.view.frame == larger.bounds && larger.bounds.size == CGSize(width: 1376, height: 1032))
    #expect(second.view.superview === tabs.view && second.view.frame == larger.bounds)
  }

  private func tab(_ identifier: String) -> UITab {
    UITab(title: identifier, image: nil, identifier: identifier) { _ in OneShotController() }
  }

  /// Seed 1881267476 (current mix).
  @Test func R103_aTabTheDelegateRemovesFromShouldSelectTabIsNotSelected() throws {
    let (a, b) = (tab("A"), tab("B"))
    let search = UISearchTab { _ in UIViewController() }
    let controller = UITabBarController(tabs: [a, b, search])
    let window = makeVisibleWindow(root: controller, device: .iPhone16)
    let delegate = SelectionDelegate()
    delegate.onShouldSelect = { controller.setTabs([a, b], animated: false) }
    controller.delegate = delegate
    #expect(!controller.simulateSelection(of: search))
    #expect(delegate.calls == ["shouldSelect \(UISearchTab.searchTabIdentifier)"])
    #expect(controller.selectedTab === a && controller.selectedViewController === a.viewController)
    #expect(search.tabBarController == nil && a.viewController?.view.window === window)
  }

  /// The tab a user selects from a callback of a programmatic switch is the one shown. (Seed
  /// 1881267516 of the current mix reached the same state through a `willMove(toParent:)` of a
  /// switch to a tab whose delegate gives it displayed view controllers; it replays as a past
  /// failure.)
  @Test func R103_aTabTheUserSelectsFromACallbackOfASwitchIsTheOneShown() throws {
    let (a, b, c) = (tab("A"), tab("B"), tab("C"))
    let controller = UITabBarController(tabs: [a, b, c])
    let window = makeVisibleWindow(root: controller, device: .iPhone16)
    controller.selectedTab = b
    let delegate = SelectionDelegate()
    controller.delegate = delegate
    // Switching back to A, A's appearance has the user pick C: C wins, and is what shows.
    try #require(a.viewController as? OneShotController).onWillAppear = { controller.simulateSelection(of: c) }
    controller.selectedTab = a
    #expect(delegate.calls == ["shouldSelect C", "didSelect C"])
    #expect(controller.selectedTab === c && controller.selectedViewController === c.viewController)
    #expect(c.viewController?.view.window === window && a.viewController?.viewIfLoaded?.window == nil)
  }
}
