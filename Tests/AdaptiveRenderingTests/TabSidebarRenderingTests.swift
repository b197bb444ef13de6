import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

/// The renderer draws tabs as objects (iOS 18): the floating top tab bar and the sidebar of an
/// iPad in regular width, the bottom bar in compact width (R99, R100).
@Suite(.checksInvariants) @MainActor
struct TabSidebarRenderingTests {
  private func makeTabs() -> UITabBarController {
    func tab(_ title: String, _ symbol: String) -> UITab {
      UITab(title: title, image: UIImage(systemName: symbol), identifier: title) { _ in
        let controller = UIViewController()
        controller.title = title
        return controller
      }
    }
    let group = UITabGroup(title: "Library", image: UIImage(systemName: "books.vertical"), identifier: "Library",
                           children: [tab("Recents", "clock"), tab("Favorites", "star")]) { _ in UIViewController() }
    return UITabBarController(tabs: [tab("Home", "house"), group, UISearchTab { _ in UIViewController() }])
  }

  @Test func R99_theSidebarIsDrawnInLandscapeAndTheFloatingBarInPortrait() throws {
    let tabs = makeTabs()
    let window = makeVisibleWindow(root: tabs, device: .iPadPro13, orientation: .landscapeLeft)
    var tree = AdaptiveRenderer.layoutTree(for: window)
    let sidebar = try #require(tree.flattened.first { $0.label.hasSuffix(".sidebar") })
    #expect(sidebar.frame == CGRect(x: 0, y: 0, width: 320, height: 1032))
    #expect(sidebar.children.compactMap(\.text) == ["Home", "Search", "Library", "Recents", "Favorites"])
    #expect(sidebar.children.first { $0.text == "Home" }?.traits.isSelected == true)
    #expect(!tree.flattened.contains { $0.label.hasSuffix(".bar") && $0.role == .tabBar })
    window.rotate(to: .portrait)
    tree = AdaptiveRenderer.layoutTree(for: window)
    #expect(!tree.flattened.contains { $0.label.hasSuffix(".sidebar") })
    let bar = try #require(tree.flattened.first { $0.role == .tabBar })
    #expect(bar.frame == tabs.tabBarFrame)
    #expect(bar.frame.minY < 100)
    #expect(bar.children.map { $0.text ?? "" } == ["Home", "Library", "Search"])
    #expect(bar.children.map(\.traits.glyph) == ["house", "books.vertical", "magnifyingglass"])
    // Tapping a tab of the floating bar selects it.
    AdaptiveRenderer.target(labelOrID: "Library", in: window)?.perform()
    #expect(tabs.selectedTab?.identifier == "Library")
  }

  @Test func R100_R103_aTapOnAGroupsChildInTheSidebarSelectsIt() throws {
    let tabs = makeTabs()
    let window = makeVisibleWindow(root: tabs, device: .iPadPro13, orientation: .landscapeLeft)
    let delegate = SelectionLog()
    tabs.delegate = delegate
    // Favorites is in no tab bar (a group's child): its sidebar row is still a tab the user selects.
    let target = try #require(AdaptiveRenderer.target(labelOrID: "Favorites", in: window))
    #expect(target.description == "sidebar row \"Favorites\": selects its tab")
    target.perform()
    #expect(tabs.selectedTab?.identifier == "Favorites")
    #expect(tabs.selectedViewController === tabs.selectedTab?.viewController)
    #expect(delegate.calls == ["shouldSelect Favorites", "didSelect Favorites, previous Home"])
    let tree = AdaptiveRenderer.layoutTree(for: window)
    #expect(tree.flattened.first { $0.label.hasSuffix(".sidebar") }?.children.first { $0.text == "Favorites" }?.traits.isSelected == true)
  }

  @Test func R99_aCompactWindowDrawsTheBottomBar() throws {
    let tabs = makeTabs()
    let window = makeVisibleWindow(root: tabs, device: .iPadPro13, orientation: .landscapeLeft)
    window.resize(to: CGSize(width: 375, height: 1032))
    let tree = AdaptiveRenderer.layoutTree(for: window)
    let bar = try #require(tree.flattened.first { $0.role == .tabBar })
    #expect(bar.frame.maxY == 1032)
    #expect(bar.children.count == 3)
    #expect(!tree.flattened.contains { $0.label.hasSuffix(".sidebar") })
  }
}

/// A tab bar delegate that logs the selection calls of the tab model (R103).
@MainActor
private final class SelectionLog: UITabBarControllerDelegate {
  var calls: [String] = []
  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
    calls.append("shouldSelect \(tab.identifier)")
    return true
  }
  func tabBarController(_ tabBarController: UITabBarController, didSelectTab tab: UITab, previousTab: UITab?) {
    calls.append("didSelect \(tab.identifier), previous \(previousTab?.identifier ?? "nil")")
  }
}
