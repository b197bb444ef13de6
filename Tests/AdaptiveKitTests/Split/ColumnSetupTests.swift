import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Column-style splits: creation, columns and navigation wrapping (R36–R40).
@Suite(.checksInvariants) @MainActor
struct ColumnSetupTests {
  @Test func R36_styleAndRawValues() {
    #expect(UISplitViewController().style == .unspecified)
    #expect(UISplitViewController(style: .doubleColumn).style == .doubleColumn)
    #expect(UISplitViewController.Style.allCases.map(\.rawValue) == [0, 1, 2])
    #expect(UISplitViewController.Column.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
  }

  @Test func R36_columnAPIsDoNotApplyToAClassicSplit() {
    let split = UISplitViewController()
    let (_, reports) = MisuseReport.capture { split.setViewController(UIViewController(), for: .primary) }
    #expect(reports.map(\.kind) == [.log])
    #expect(split.viewControllers.isEmpty)
    #expect(split.viewController(for: .primary) == nil)
  }

  @Test func R38_plainControllersAreWrappedAndTheCompactColumnIsNot() {
    let split = UISplitViewController(style: .tripleColumn)
    let sidebar = UIViewController(), list = UIViewController(), detail = UIViewController(), compact = UIViewController()
    split.setViewController(sidebar, for: .primary)
    split.setViewController(list, for: .supplementary)
    split.setViewController(detail, for: .secondary)
    split.setViewController(compact, for: .compact)
    #expect(split.viewController(for: .primary) === sidebar)
    #expect(split.viewController(for: .compact) === compact)
    #expect(split.children.count == 3)
    #expect(split.children.allSatisfy { $0 is UINavigationController })
    #expect((split.children[0] as? UINavigationController)?.viewControllers == [sidebar])
    #expect(compact.parent == nil)   // a child only while collapsed
  }

  @Test func R38_navigationReadyControllersAreInstalledAsIs() {
    let split = UISplitViewController(style: .tripleColumn)
    let nav = UINavigationController(rootViewController: UIViewController())
    let hostingNav = UIViewController()
    hostingNav.addChild(UINavigationController(rootViewController: UIViewController()))
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: UIViewController())]
    split.setViewController(hostingNav, for: .primary)
    split.setViewController(nav, for: .supplementary)
    split.setViewController(tabs, for: .secondary)
    #expect(split.viewControllers == [hostingNav, nav, tabs])
    // The supplementary column takes only a navigation controller as is.
    let other = UIViewController()
    other.addChild(UINavigationController(rootViewController: UIViewController()))
    split.setViewController(other, for: .supplementary)
    #expect(split.viewControllers[1] !== other)
    #expect((split.viewControllers[1] as? UINavigationController)?.viewControllers == [other])
  }

  @Test func R38_aTabBarControllerCannotBeASidebar() {
    let split = UISplitViewController(style: .doubleColumn)
    let (_, reports) = MisuseReport.capture { split.setViewController(UITabBarController(), for: .primary) }
    #expect(reports.count == 1)
    #expect(split.viewController(for: .primary) == nil)
  }

  @Test func R39_aPlainControllerIsPushedOntoTheSecondaryNavigationController() {
    let columns = ColumnSplit(.doubleColumn, .iPadAir11)
    let secondaryNav = columns.split.viewControllers[1] as! UINavigationController
    let next = RecordingViewController("Next", log: columns.log)
    columns.split.setViewController(next, for: .secondary)
    #expect(secondaryNav.viewControllers == [columns.detail, next])
    #expect(columns.split.viewControllers[1] === secondaryNav)
    #expect(columns.split.viewController(for: .secondary) === next)
    // To replace: set nil first.
    columns.split.setViewController(nil, for: .secondary)
    columns.split.setViewController(next, for: .secondary)
    #expect(columns.split.viewControllers[1] !== secondaryNav)
    #expect((columns.split.viewControllers[1] as? UINavigationController)?.viewControllers == [next])
  }

  @Test func R40_viewControllersExpandedAndCollapsed() {
    let triple = ColumnSplit(.tripleColumn, .iPadPro13)
    #expect(triple.split.viewControllers.count == 3)
    triple.window.resize(to: CGSize(width: 375, height: 1032))
    #expect(triple.split.viewControllers.count == 1)
    #expect(triple.split.viewControllers.first === triple.sidebar.navigationController)
    let compact = RecordingViewController("Compact", log: triple.log)
    triple.split.setViewController(compact, for: .compact)
    triple.window.resize(to: CGSize(width: 1376, height: 1032))
    triple.window.resize(to: CGSize(width: 375, height: 1032))
    #expect(triple.split.viewControllers == [compact])
  }

  @Test func R37_onlyATripleColumnSplitHasASupplementaryColumn() {
    let split = UISplitViewController(style: .doubleColumn)
    let (_, reports) = MisuseReport.capture { split.setViewController(UIViewController(), for: .supplementary) }
    #expect(reports.map(\.kind) == [.log])
    #expect(split.viewController(for: .supplementary) == nil)
  }

  @Test func R40_settingViewControllersFillsTheColumnsInOrder() {
    let split = UISplitViewController(style: .doubleColumn)
    let a = UIViewController(), b = UIViewController()
    split.viewControllers = [a, b]
    #expect(split.viewController(for: .primary) === a)
    #expect(split.viewController(for: .secondary) === b)
    #expect(split.viewControllers.map { ($0 as? UINavigationController)?.viewControllers.first } == [a, b])
  }
}
