import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

/// R50: the picture draws rows, navigation titles and bar items at the window's content size
/// category; tab bar labels keep their size.
@Suite(.checksInvariants) @MainActor
struct DynamicTypeRenderingTests {
  private func fontSizes(_ list: DisplayList, id: String) -> [CGFloat] {
    list.elements(forID: id).compactMap {
      if case .text(_, let size, _, _) = $0.shape { size } else { nil }
    }
  }

  @Test func R50_atAX5RowsAndBarTextAreDrawnLargerAndTabLabelsAreNot() {
    let (window, tabs) = Screens.tabBar()
    let before = AdaptiveRenderer.displayList(for: window)
    #expect(fontSizes(before, id: "vc0.table0.row.0") == [17, 15])
    #expect(AdaptiveRenderer.layoutTree(for: window).node(withID: "vc0.table0.row.0")?.frame.height == 60)
    #expect(fontSizes(before, id: "nav0.bar.title") == [17])
    let tabLabels = fontSizes(before, id: "tabs0.bar.tab.0")

    window.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    window.layoutIfNeeded()
    let after = AdaptiveRenderer.displayList(for: window)
    // Body 53 pt, subheadline 49 pt: the row grows by both lines, 64 pt (+43 over 21) and 59 pt
    // (+41 over 18), from 60 pt.
    #expect(fontSizes(after, id: "vc0.table0.row.0") == [53, 49])
    let row = AdaptiveRenderer.layoutTree(for: window).node(withID: "vc0.table0.row.0")?.frame
    #expect(row?.height == 144)
    // The inline title stops at xxxLarge's 23 pt headline in a bar that keeps its 44 pt.
    #expect(fontSizes(after, id: "nav0.bar.title") == [23])
    #expect(after.elements(forID: "nav0.bar").first?.frame.height == before.elements(forID: "nav0.bar").first?.frame.height)
    #expect(fontSizes(after, id: "tabs0.bar.tab.0") == tabLabels)
    #expect(after.elements(forID: "tabs0.bar").first?.frame == before.elements(forID: "tabs0.bar").first?.frame)
    _ = tabs
  }

  @Test func R50_aLargeTitleIsDrawnAtTheLargeTitleStylesSize() {
    let list = UITableViewController(style: .plain)
    list.title = "Photos"
    let navigation = UINavigationController(rootViewController: list)
    navigation.navigationBar.prefersLargeTitles = true
    let window = Screens.show(navigation, on: .iPhone16)
    window.preferredContentSizeCategory = .accessibilityLarge
    window.layoutIfNeeded()
    let title = AdaptiveRenderer.displayList(for: window).elements(forID: "nav0.bar.title")
    #expect(title.first?.shape == .text("Photos", fontSize: 48, weight: .bold, alignment: .left))
    #expect(title.first?.frame.height == BarMetrics.largeTitleHeight(for: .accessibilityLarge))
  }
}
