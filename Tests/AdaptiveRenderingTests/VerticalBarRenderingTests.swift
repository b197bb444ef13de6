import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

/// The iPhone Duo's vertical bar drawn (R134): a column along the bar's edge with the back chevron
/// at the top, the items below it, the overflow item's ellipsis and the pinned items at the bottom;
/// the nodes are the core's frames, and tapping them pops or runs the item.
@Suite(.checksInvariants) @MainActor
struct VerticalBarRenderingTests {
  @Test func Duo_theVerticalBarIsAColumnWhoseBackButtonAndItemsWork() throws {
    let list = UIViewController(), detail = UIViewController()
    var taps = 0
    let share = UIBarButtonItem(title: "Share", primaryAction: UIAction { _ in taps += 1 })
    let profile = UIBarButtonItem(title: "Me")
    detail.navigationItem.rightBarButtonItem = share
    detail.navigationItem.pinnedTrailingGroup = UIBarButtonItemGroup(barButtonItems: [profile], representativeItem: nil)
    detail.navigationItem.additionalOverflowItems = UIDeferredMenuElement { $0([]) }
    let nav = UINavigationController(rootViewController: list)
    let window = makeVisibleWindow(root: nav, device: .iPhoneDuo)
    nav.pushViewController(detail, animated: false)
    let tree = AdaptiveRenderer.layoutTree(for: window)
    let bar = try #require(tree.node(withID: "nav0.bar"))
    #expect(bar.frame == CGRect(x: 418, y: 59, width: 48, height: 585))
    #expect(bar.traits.isVertical && !bar.traits.isOnTheLeft)
    #expect(bar.children.map(\.role) == [.backButton, .barButton, .barButton, .barButton])
    #expect(bar.children.map(\.frame.minY) == [67, 119, 171, 644 - 8 - 44])
    #expect(bar.children[2].traits.glyph == "ellipsis")
    #expect(bar.children.contains { $0.role == .navigationTitle } == false)
    AdaptiveRenderer.target(labelOrID: "Share", in: window)?.perform()
    #expect(taps == 1)
    AdaptiveRenderer.target(labelOrID: "nav0.bar.back", in: window)?.perform()
    #expect(nav.topViewController === list)
  }

  @Test func Duo_tabsInTheVerticalBarAreDrawnAndSwitchTabs() throws {
    let first = UINavigationController(rootViewController: UIViewController()), second = UIViewController()
    first.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
    second.tabBarItem = UITabBarItem(title: "Sent", image: nil, tag: 1)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let window = makeVisibleWindow(root: tabs, device: .iPhoneDuo)
    let tree = AdaptiveRenderer.layoutTree(for: window)
    let bar = try #require(tree.node(withID: "nav0.bar"))
    #expect(bar.children.filter { $0.role == .tab }.map(\.text) == ["Inbox", "Sent"])
    #expect(bar.children.filter { $0.role == .tab }.map(\.frame.minY) == [540, 592])
    #expect(tree.flattened.contains { $0.role == .tabBar } == false)
    AdaptiveRenderer.target(labelOrID: "Sent", in: window)?.perform()
    #expect(tabs.selectedIndex == 1)
  }

  @Test func Duo_landscapeRightDrawsTheBarOnTheLeft() throws {
    let nav = UINavigationController(rootViewController: UIViewController())
    let window = makeVisibleWindow(root: nav, device: .iPhoneDuo, orientation: .landscapeRight)
    let bar = try #require(AdaptiveRenderer.layoutTree(for: window).node(withID: "nav0.bar"))
    #expect(bar.frame == CGRect(x: 59, y: 0, width: 48, height: 445))
    #expect(bar.traits.isOnTheLeft)
  }
}
