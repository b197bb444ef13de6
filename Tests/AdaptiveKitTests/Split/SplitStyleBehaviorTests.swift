import Foundation
import Testing
@testable import AdaptiveKit

/// The split forwards style-dependent questions to the behaviour of its style.
@Suite(.checksInvariants) @MainActor
struct SplitStyleBehaviorTests {
  @Test func R36_eachStyleHasItsBehaviour() {
    #expect(UISplitViewController().behavior is ClassicSplitBehavior)
    #expect(UISplitViewController(style: .doubleColumn).behavior is ColumnSplitBehavior)
    #expect(UISplitViewController(style: .tripleColumn).behavior is ColumnSplitBehavior)
  }

  @Test func R43_theColumnsAModeShowsDependOnTheStyle() {
    #expect(UISplitViewController().behavior.visibleColumns(in: .oneBesideSecondary) == [.primary, .secondary])
    #expect(UISplitViewController(style: .doubleColumn).behavior.visibleColumns(in: .oneOverSecondary) == [.primary, .secondary])
    let triple = UISplitViewController(style: .tripleColumn).behavior
    #expect(triple.visibleColumns(in: .oneBesideSecondary) == [.supplementary, .secondary])
    #expect(triple.visibleColumns(in: .twoDisplaceSecondary) == [.primary, .supplementary, .secondary])
    #expect(triple.visibleColumns(in: .secondaryOnly) == [.secondary])
  }

  @Test func R13_R40_childrenAndSidebarsComeFromTheBehaviour() {
    let classic = UISplitViewController()
    let list = UIViewController(), detail = UIViewController()
    classic.viewControllers = [list, detail]
    #expect(classic.behavior.container(for: .primary) === list && classic.behavior.container(for: .secondary) === detail)
    #expect(classic.behavior.isSidebar(list) && !classic.behavior.isSidebar(detail))
    #expect(classic.behavior.role(of: detail) == "column secondary")

    let columns = UISplitViewController(style: .doubleColumn)
    columns.setViewController(list, for: .primary)
    columns.setViewController(detail, for: .secondary)
    let wrapper = columns.behavior.container(for: .primary)
    #expect(wrapper is UINavigationController && wrapper !== list)
    #expect(columns.viewControllers.count == 2 && columns.behavior.isSidebar(wrapper!))
    #expect(columns.behavior.role(of: wrapper!) == "column primary")
  }
}
