import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

/// The renderer draws a minimized bottom tab bar with only its selected and prominent tabs, and
/// the bottom accessory above the bar or inline with it (R122, R123, R127).
@Suite(.checksInvariants) @MainActor
struct BarMinimizationRenderingTests {
  /// A controller whose view is a tall scroll view.
  private final class Scrolling: UIViewController {
    let scrollView = UIScrollView(frame: .zero)
    override func loadView() {
      scrollView.contentSize = CGSize(width: 100, height: 5000)
      view = scrollView
    }
  }

  private func makeTabs(content: Scrolling) -> UITabBarController {
    func tab(_ title: String, _ symbol: String, _ controller: UIViewController = UIViewController()) -> UITab {
      UITab(title: title, image: UIImage(systemName: symbol), identifier: title) { _ in controller }
    }
    let tabs = UITabBarController(tabs: [tab("Home", "house", content), tab("Radio", "dot.radiowaves.left.and.right"),
                                         tab("Library", "books.vertical"), tab("Search", "magnifyingglass")])
    tabs.prominentTabIdentifier = "Search"
    tabs.tabBarMinimizeBehavior = .onScrollDown
    return tabs
  }

  @Test func R122_R127_theMinimizedBarDrawsTheSelectedAndTheProminentTabAsGlyphs() throws {
    let content = Scrolling()
    let tabs = makeTabs(content: content)
    let window = makeVisibleWindow(root: tabs, device: .iPhone16)
    var bar = try #require(AdaptiveRenderer.layoutTree(for: window).flattened.first { $0.role == .tabBar })
    #expect(bar.children.compactMap(\.text) == ["Home", "Radio", "Library", "Search"])
    content.scrollView.simulateScroll(to: CGPoint(x: 0, y: 300))
    bar = try #require(AdaptiveRenderer.layoutTree(for: window).flattened.first { $0.role == .tabBar })
    #expect(bar.frame == tabs.tabBarFrame && bar.frame.height == 32 + 34)
    #expect(bar.children.map(\.traits.glyph) == ["house", "magnifyingglass"])
    #expect(bar.children.allSatisfy { $0.text == nil && $0.frame.size == CGSize(width: 64, height: 32) })
    #expect(bar.children.first?.traits.isSelected == true)
    // The prominent tab still selects its tab.
    AdaptiveRenderer.target(labelOrID: bar.children[1].label, in: window)?.perform()
    #expect(tabs.selectedTab?.identifier == "Search" && !tabs.isTabBarMinimized)
  }

  @Test func R123_theAccessoryIsDrawnAboveTheBarThenInlineOverIt() throws {
    let content = Scrolling()
    let tabs = makeTabs(content: content)
    let label = UILabel(frame: .zero)
    label.text = "Now Playing"
    tabs.bottomAccessory = UITabAccessory(contentView: label)
    let window = makeVisibleWindow(root: tabs, device: .iPhone16)
    var nodes = AdaptiveRenderer.layoutTree(for: window).flattened
    var background = try #require(nodes.first { $0.label.hasSuffix(".accessory") })
    #expect(background.frame == tabs.bottomAccessoryFrame && background.frame.maxY == tabs.tabBarFrame.minY)
    var order = nodes.map(\.label)
    let bar = try #require(nodes.first { $0.role == .tabBar })
    let text = try #require(nodes.first { $0.text == "Now Playing" })
    #expect(try #require(order.firstIndex(of: bar.label)) < #require(order.firstIndex(of: background.label)))
    #expect(try #require(order.firstIndex(of: background.label)) < #require(order.firstIndex(of: text.label)))
    content.scrollView.simulateScroll(to: CGPoint(x: 0, y: 300))
    nodes = AdaptiveRenderer.layoutTree(for: window).flattened
    background = try #require(nodes.first { $0.label.hasSuffix(".accessory") })
    #expect(background.frame == tabs.bottomAccessoryFrame && background.frame.minY == tabs.tabBarFrame.minY)
    order = nodes.map(\.label)
    #expect(try #require(order.firstIndex(of: bar.label)) < #require(order.firstIndex(of: background.label)))
  }
}
