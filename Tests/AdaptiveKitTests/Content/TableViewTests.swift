import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A table of names that logs its data-source and delegate calls.
@MainActor
final class NamesTable: UITableViewController {
  var names = ["Ansel", "Dorothea", "Henri"]
  var details: [String]?
  var log: [String] = []

  override func viewDidLoad() { tableView.register(UITableViewCell.self, forCellReuseIdentifier: "name") }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    log.append("cellForRowAt \(indexPath.row)")
    let cell: UITableViewCell
    if let details {
      cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
      cell.detailTextLabel?.text = details[indexPath.row]
    } else {
      cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
    }
    cell.textLabel?.text = names[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }
  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willSelectRowAt \(indexPath.row)")
    return indexPath
  }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelectRowAt \(indexPath.row)") }
  override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselectRowAt \(indexPath.row)") }
  override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    log.append("willDisplay \(indexPath.row) \(cell.textLabel?.text ?? "?")")
  }
}

@Suite(.checksInvariants) @MainActor
struct TableViewTests {
  private func show(_ table: NamesTable, on device: Device = .iPhone16) -> UIWindow {
    let window = UIWindow(device: device)
    window.rootViewController = UINavigationController(rootViewController: table)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  @Test func indexPathHasRowAndSection() {
    let path = IndexPath(row: 3, section: 1)
    #expect(path.row == 3)
    #expect(path.section == 1)
  }

  @Test func rowsStartBelowTheNavigationBarWithStandardHeights() {
    let table = NamesTable()
    _ = show(table)
    #expect(table.tableView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(table.tableView.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
    #expect(table.tableView.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 103, width: 393, height: 44))
    #expect(table.tableView.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 191, width: 393, height: 44))
    let cell = table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
    #expect(cell.textLabel?.frame == CGRect(x: 16, y: 12, width: 363 - 16, height: 21))
  }

  @Test func subtitleRowsAreSixtyPointsHigh() {
    let table = NamesTable()
    table.details = ["a", "b", "c"]
    _ = show(table)
    #expect(table.tableView.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 163, width: 393, height: 60))
  }

  @Test func cellsAreAskedOnceUntilReloadData() {
    let table = NamesTable()
    let window = show(table)
    let cellRequests = { table.log.filter { $0.hasPrefix("cellForRowAt") } }
    #expect(cellRequests() == ["cellForRowAt 0", "cellForRowAt 1", "cellForRowAt 2"])
    window.layoutIfNeeded()
    #expect(cellRequests().count == 3)
    table.names.append("Imogen")
    table.tableView.reloadData()
    #expect(cellRequests().count == 7)
    #expect(table.tableView.visibleCells.count == 4)
  }

  @Test func tapOnRowSendsWillSelectDeselectAndDidSelectInOrder() {
    let table = NamesTable()
    _ = show(table)
    table.log.removeAll()
    table.tableView.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
    table.tableView.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
    #expect(table.log == ["willSelectRowAt 1", "didSelectRowAt 1", "willSelectRowAt 2", "didDeselectRowAt 1", "didSelectRowAt 2"])
    #expect(table.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(table.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
  }

  @Test func selectRowDoesNotTellTheDelegate() {
    let table = NamesTable()
    _ = show(table)
    table.log.removeAll()
    table.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(table.log.isEmpty)
    #expect(table.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
  }

  @Test func dequeueOfAnUnregisteredIdentifierIsReported() {
    let table = UITableView(frame: .zero, style: .plain)
    let (_, reports) = MisuseReport.capture {
      _ = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
    }
    #expect(reports.map(\.message) == ["unable to dequeue a cell with identifier nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"])
  }

  @Test func eachRowIsAnnouncedWithWillDisplayOnceWhenItComesOnScreenUntilReloadData() {
    let table = NamesTable()
    let window = show(table)
    #expect(table.log.filter { $0.hasPrefix("willDisplay") } == ["willDisplay 0 Ansel", "willDisplay 1 Dorothea", "willDisplay 2 Henri"])
    #expect(table.log.firstIndex(of: "cellForRowAt 0")! < table.log.firstIndex(of: "willDisplay 0 Ansel")!)
    table.log.removeAll()
    window.rotate(to: .landscapeLeft)
    #expect(table.log.filter { $0.hasPrefix("willDisplay") }.isEmpty)
    table.tableView.reloadData()
    table.tableView.layoutIfNeeded()
    #expect(table.log.filter { $0.hasPrefix("willDisplay") }.count == 3)
  }

  @Test func indexPathsForSelectedRowsListsTheSelectionOrIsNil() {
    let table = NamesTable()
    _ = show(table)
    #expect(table.tableView.indexPathsForSelectedRows == nil)
    table.tableView.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
    #expect(table.tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
  }
}


/// `IndexPath(row:section:)`, which Foundation has only on Apple platforms, equals and hashes as
/// the two-index path Foundation makes from an array.
struct IndexPathRowSectionTests {
  @Test func aRowAndSectionPathIsTheTwoIndexPath() {
    let path = IndexPath(row: 3, section: 1)
    #expect(path.section == 1 && path.row == 3 && path.count == 2)
    #expect(path == IndexPath(indexes: [1, 3]))
    #expect(path.hashValue == IndexPath(indexes: [1, 3]).hashValue)
    #expect(path < IndexPath(row: 0, section: 2) && IndexPath(row: 2, section: 1) < path)
    var moved = path
    moved.row = 4
    #expect(moved == IndexPath(indexes: [1, 4]))
  }
}
