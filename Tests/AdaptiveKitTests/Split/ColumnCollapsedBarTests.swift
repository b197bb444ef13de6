import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A collapsed column-style split shows one navigation bar: the column stacks it pushes onto its
/// primary navigation controller show their items in the primary's bar, not bars of their own
/// (R41). A classic split's collapse keeps the nested bar (SC21).
@Suite(.checksInvariants) @MainActor
struct ColumnCollapsedBarTests {
  @Test func R41_aCollapsedColumnSplitShowsOneBarWithTheStackedColumnsItems() throws {
    let columns = ColumnSplit(.doubleColumn, .iPhone16, .portrait)
    let primaryNav = try #require(columns.sidebar.navigationController)
    let detailNav = try #require(columns.detail.navigationController)
    #expect(primaryNav.viewControllers == [columns.sidebar, detailNav])
    #expect(!detailNav.isNavigationBarVisible)
    #expect(!detailNav.isNavigationBarHidden)   // the app's own setting is untouched
    #expect(detailNav.navigationBarLayout == nil)
    #expect(detailNav.navigationControllerShowingBar === primaryNav)
    #expect(primaryNav.navigationBarViewControllers == [columns.sidebar, columns.detail])
    let layout = try #require(primaryNav.navigationBarLayout)
    #expect(layout.title == "Detail")
    #expect(layout.backButtonTitle == "Sidebar")
    #expect(primaryNav.navigationBar.topItem === columns.detail.navigationItem)
    #expect(primaryNav.navigationBar.backItem === columns.sidebar.navigationItem)
    // The detail's content starts under the one bar.
    #expect(columns.detail.view.safeAreaInsets.top == primaryNav.navigationBarFrame.maxY)
  }

  @Test func R41_theBackButtonPopsTheStackedColumnsStackThenTheColumn() throws {
    let columns = ColumnSplit(.doubleColumn, .iPhone16, .portrait)
    let primaryNav = try #require(columns.sidebar.navigationController)
    let detailNav = try #require(columns.detail.navigationController)
    let more = RecordingViewController("More", log: columns.log)
    detailNav.pushViewController(more, animated: false)
    #expect(primaryNav.navigationBarLayout?.title == "More")
    #expect(primaryNav.navigationBarLayout?.backButtonTitle == "Detail")
    #expect(primaryNav.simulateTapOnBackButton())
    #expect(detailNav.viewControllers == [columns.detail])
    #expect(primaryNav.viewControllers == [columns.sidebar, detailNav])
    #expect(primaryNav.simulateTapOnBackButton())
    #expect(primaryNav.viewControllers == [columns.sidebar])
    #expect(primaryNav.navigationBarLayout?.title == "Sidebar")
  }

  @Test func R41_aBarButtonItemOfTheStackedColumnIsAnchoredInTheOneBar() throws {
    let columns = ColumnSplit(.doubleColumn, .iPhone16, .portrait)
    let item = UIBarButtonItem(title: "Info")
    columns.detail.navigationItem.rightBarButtonItem = item
    let primaryNav = try #require(columns.sidebar.navigationController)
    let frame = try #require(primaryNav.navigationBarLayout?.frame(of: item))
    #expect(BarButtonItemAnchor.frameInWindow(of: item, in: columns.window) == primaryNav.view.convert(frame, to: nil))
  }

  @Test func R42_expandingGivesTheSecondaryColumnItsOwnBarAgain() throws {
    let columns = ColumnSplit(.doubleColumn, .iPhone16ProMax, .portrait)
    let detailNav = try #require(columns.detail.navigationController)
    #expect(!detailNav.isNavigationBarVisible)
    columns.window.rotate(to: .landscapeLeft)
    #expect(!columns.split.isCollapsed)
    #expect(detailNav.isNavigationBarVisible)
    #expect(detailNav.navigationBarLayout?.title == "Detail")
    #expect(columns.sidebar.navigationController?.navigationBarLayout?.title == "Sidebar")
  }

  @Test func SC21_aClassicSplitsNestedNavigationSecondaryKeepsItsOwnBar() throws {
    let window = UIWindow(device: .iPhone16)
    let split = UISplitViewController()
    let list = UINavigationController(rootViewController: UIViewController())
    let detail = UINavigationController(rootViewController: UIViewController())
    split.viewControllers = [list, detail]
    window.rootViewController = split
    window.makeKeyAndVisible()
    #expect(list.viewControllers.last === detail)
    #expect(detail.isNavigationBarVisible)
    #expect(detail.navigationControllerShowingBar === detail)
    #expect(list.navigationBarViewControllers.count == 2)
  }
}
