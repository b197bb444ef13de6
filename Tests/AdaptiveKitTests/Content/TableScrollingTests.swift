import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A table scrolls: only the rows inside its bounds are asked for, its content size covers every
/// row, and scrolling lays out the rows that come into view (asking for them) and lets go of those
/// that leave.
@Suite(.checksInvariants) @MainActor
struct TableScrollingTests {
  private func show(rows: Int, on device: Device = .iPhoneSE) -> (UIWindow, NamesTable) {
    let table = NamesTable()
    table.names = (0..<rows).map { "Name \($0)" }
    let window = UIWindow(device: device)
    window.rootViewController = UINavigationController(rootViewController: table)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, table)
  }

  @Test func onlyTheRowsInsideTheBoundsAreAskedFor() {
    let (_, table) = show(rows: 30)
    // iPhone SE: 667 pt high, rows from 64 pt (status and navigation bars), 44 pt each.
    #expect(table.tableView.indexPathsForVisibleRows?.map(\.row) == Array(0...13))
    // The first layout, before the bars' insets, reaches row 15; no row after it is ever asked for.
    #expect(Set(table.log.filter { $0.hasPrefix("cellForRowAt") }) == Set((0...15).map { "cellForRowAt \($0)" }))
    #expect(table.tableView.contentSize.height == CGFloat(30 * 44))
    #expect(table.tableView.maximumContentOffsetY == CGFloat(30 * 44 + 64 - 667))
  }

  @Test func scrollingLaysOutTheRowsThatComeIntoView() {
    let (window, table) = show(rows: 30)
    table.log = []
    table.tableView.simulateScroll(toY: 10_000)
    #expect(table.tableView.contentOffset.y == CGFloat(30 * 44 + 64 - 667))
    // Rows 14 and 15 are (partly) under the bars, as in UIKit they count as visible.
    let visible = table.tableView.indexPathsForVisibleRows?.map(\.row) ?? []
    #expect(visible == Array(14...29))
    #expect(table.log.first == "cellForRowAt 14")
    // The last row's frame in the window ends at the window's bottom.
    let last = table.tableView.cellForRow(at: IndexPath(row: 29, section: 0))!
    #expect(last.convert(last.bounds, to: nil).maxY == window.bounds.maxY)
    table.tableView.simulateScroll(toY: -50)
    #expect(table.tableView.contentOffset.y == 0)
    #expect(table.tableView.indexPathsForVisibleRows?.first?.row == 0)
  }

  @Test func scrollToRowBringsItJustIntoView() {
    let (_, table) = show(rows: 30)
    table.tableView.scrollToRow(at: IndexPath(row: 20, section: 0), at: .none, animated: false)
    // Row 20 spans 64 + 880 ... 64 + 924 in the content; its bottom meets the window's bottom.
    #expect(table.tableView.contentOffset.y == CGFloat(64 + 21 * 44 - 667))
    #expect(table.tableView.indexPathsForVisibleRows?.last?.row == 20)
    table.tableView.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
    #expect(table.tableView.contentOffset.y == CGFloat(5 * 44))
    // Row 5 starts just below the bars; rows 3 and 4 are under them.
    #expect(table.tableView.indexPathsForVisibleRows?.first?.row == 3)
    let row5 = table.tableView.cellForRow(at: IndexPath(row: 5, section: 0))!
    #expect(row5.convert(row5.bounds, to: nil).minY == 64)
  }

  @Test func aShortListDoesNotScroll() {
    let (_, table) = show(rows: 3)
    table.tableView.simulateScroll(toY: 100)
    #expect(table.tableView.contentOffset.y == 0)
    #expect(table.tableView.maximumContentOffsetY == 0)
  }
}
