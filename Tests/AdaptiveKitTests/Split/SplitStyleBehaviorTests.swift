import Foundation
import Testing
@testable import AdaptiveKit
import AdaptiveTestSupport

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

  @Test func R38_R43_aClassicSplitRefusesTheColumnAPI() {
    let split = UISplitViewController()
    let list = UIViewController(), detail = UIViewController()
    split.viewControllers = [list, detail]
    split.title = "Split"
    let (_, reports) = MisuseReport.capture {
      split.setViewController(UIViewController(), for: .secondary)
      split.show(.primary)
      split.hide(.primary)
    }
    #expect(reports.map(\.message) == [
      "-[UISplitViewController setViewController:forColumn:] is not supported by a classic split view controller \(split.debugName) (style .unspecified); ignored.",
      "-[UISplitViewController showColumn:] does not accept the primary column of \(split.debugName).",
      "-[UISplitViewController hideColumn:] does not accept the primary column of \(split.debugName).",
    ])
    #expect(split.viewControllers == [list, detail])
    #expect(split.viewController(for: .primary) == nil)
  }

  @Test func R43_onlyAColumnStyleDelegateHearsColumnsAppear() {
    final class Delegate: UISplitViewControllerDelegate {
      var heard: [String] = []
      func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { heard.append("show \(column)") }
      func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { heard.append("hide \(column)") }
    }
    let delegate = Delegate()
    let classic = UISplitViewController(), columns = UISplitViewController(style: .doubleColumn)
    classic.delegate = delegate
    classic.behavior.visibleColumnsWillChange(from: [.secondary], to: [.primary, .secondary])
    #expect(delegate.heard.isEmpty)
    columns.delegate = delegate
    columns.behavior.visibleColumnsWillChange(from: [.secondary], to: [.primary, .secondary])
    columns.behavior.visibleColumnsWillChange(from: [.primary, .secondary], to: [.secondary])
    #expect(delegate.heard == ["show primary", "hide primary"])
  }
}
