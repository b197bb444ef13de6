import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// R50: the content size category follows the user's setting; text in a style, table cells and the
/// navigation bar's titles and items are drawn at the category's sizes (`DynamicTypeSizes`).
@Suite(.checksInvariants) @MainActor
struct DynamicTypeTests {
  private func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
    UITraitCollection(preferredContentSizeCategory: category)
  }

  private func show(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(device: .iPhone16)
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  @Test func R50_theBodyStyleFollowsUIKitsTableFromExtraSmallToAX5() {
    let sizes = UIContentSizeCategory.allSpecified.map { UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits($0)).pointSize }
    #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    // No trait collection, or an unspecified category, is the default category, large.
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits(.unspecified)).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil) == UIFont.systemFont(ofSize: 17))
    // Each style keeps its weight and its place in the hierarchy at every size.
    let headline = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traits(.accessibilityExtraLarge))
    #expect(headline.pointSize == 40)
    #expect(headline.weight == .semibold)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: traits(.accessibilityExtraExtraExtraLarge)).pointSize == 60)
    #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: traits(.extraSmall)).pointSize == 11)
    // Where Apple's published table and UIKit differ, UIKit's size: caption 2 at AX5.
    #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: traits(.accessibilityExtraExtraExtraLarge)).pointSize == 41)
    for category in UIContentSizeCategory.allSpecified {
      let styles: [UIFont.TextStyle] = [.largeTitle, .title1, .title2, .title3, .body, .callout, .subheadline, .footnote, .caption1, .caption2]
      let sizes = styles.map { UIFont.preferredFont(forTextStyle: $0, compatibleWith: traits(category)).pointSize }
      #expect(sizes == sizes.sorted(by: >), "styles out of order at \(category)")
    }
  }

  @Test func R50_aCellsRowAndTitleAreLargerAtAX3ThanAtLarge() {
    let table = NamesTable()
    let window = show(UINavigationController(rootViewController: table))
    let first = IndexPath(row: 0, section: 0)
    #expect(table.tableView.rectForRow(at: first).height == 44)
    #expect(table.tableView.cellForRow(at: first)?.textLabel?.font.pointSize == 17)

    window.preferredContentSizeCategory = .accessibilityExtraLarge
    window.layoutIfNeeded()
    // Body at AX3 is 40 pt, a 48 pt line: 27 pt more than the 21 pt line at large.
    #expect(table.tableView.cellForRow(at: first)?.textLabel?.font.pointSize == 40)
    #expect(table.tableView.rectForRow(at: first) == CGRect(x: 0, y: 103, width: 393, height: 71))
    #expect(table.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 174)
    #expect(table.tableView.cellForRow(at: first)?.textLabel?.frame.height == 48)

    window.preferredContentSizeCategory = .large
    window.layoutIfNeeded()
    #expect(table.tableView.rectForRow(at: first).height == 44)
    #expect(table.tableView.cellForRow(at: first)?.textLabel?.font.pointSize == 17)
  }

  @Test func R50_aSubtitleRowGrowsByBothOfItsLines() {
    let table = NamesTable()
    table.details = ["a", "b", "c"]
    let window = show(UINavigationController(rootViewController: table))
    let first = IndexPath(row: 0, section: 0)
    #expect(table.tableView.rectForRow(at: first).height == 60)
    window.preferredContentSizeCategory = .accessibilityExtraLarge
    window.layoutIfNeeded()
    // Body 40 pt (48 pt line, +27) and subheadline 36 pt (44 pt line, +26 over 18).
    #expect(table.tableView.rectForRow(at: first).height == 113)
    #expect(table.tableView.cellForRow(at: first)?.detailTextLabel?.font.pointSize == 36)
  }

  @Test func R50_aLabelFollowsTheCategoryOnlyWhenItAdjustsAndHasAStyle() {
    let controller = UIViewController()
    let adjusting = UILabel(text: "Adjusts")
    adjusting.adjustsFontForContentSizeCategory = true
    let fixed = UILabel(text: "Fixed size")
    fixed.font = .systemFont(ofSize: 20)
    fixed.adjustsFontForContentSizeCategory = true
    let still = UILabel(text: "Does not adjust")
    let window = show(controller)
    for label in [adjusting, fixed, still] { controller.view.addSubview(label) }
    window.preferredContentSizeCategory = .extraExtraExtraLarge
    #expect(adjusting.font.pointSize == 23)
    #expect(fixed.font.pointSize == 20)
    #expect(still.font.pointSize == 17)
  }

  @Test func R50_barsKeepTheirHeightWhileALargeTitleGrows() {
    let list = NamesTable()
    list.title = "Photographers"
    let navigation = UINavigationController(rootViewController: list)
    navigation.navigationBar.prefersLargeTitles = true
    let window = show(navigation)
    #expect(navigation.navigationBarFrame.height == 96)
    #expect(navigation.navigationBarLayout?.largeTitleFrame?.height == 52)

    window.preferredContentSizeCategory = .accessibilityExtraLarge
    window.layoutIfNeeded()
    // The large title is 52 pt at AX3, a 63 pt line: 22 pt more than 34 pt's 41 pt line.
    #expect(BarMetrics.largeTitleFont(for: .accessibilityExtraLarge).pointSize == 52)
    #expect(navigation.navigationBarLayout?.largeTitleFrame?.height == 74)
    #expect(navigation.navigationBarFrame.height == 118)
    #expect(list.view.safeAreaInsets.top == 177)

    // Pushed, the bar is inline again and keeps its 44 pt; its title and items stop at xxxLarge.
    let detail = UIViewController()
    detail.title = "Ansel Adams"
    detail.navigationItem.largeTitleDisplayMode = .never
    navigation.pushViewController(detail, animated: false)
    window.layoutIfNeeded()
    #expect(navigation.navigationBarFrame.height == 44)
    #expect(BarMetrics.titleFont(for: .accessibilityExtraLarge) == UIFont.systemFont(ofSize: 23, weight: .semibold))
    #expect(BarMetrics.itemFont(for: .accessibilityExtraLarge) == UIFont.systemFont(ofSize: 23))
    let title = navigation.navigationBarLayout?.titleFrame
    #expect(title?.width == BarMetrics.titleFont(for: .accessibilityExtraLarge).estimatedWidth(of: "Ansel Adams"))
    #expect(title?.height == 44)
  }
}
