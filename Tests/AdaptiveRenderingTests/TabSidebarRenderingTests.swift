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
