import AdaptiveKit
import Foundation

/// A plain screen of a scenario: a title and a table of rows. It is a `UITableViewController` — its
/// table view's data source and delegate — and its `tableView(_:didSelectRowAt:)` does what the
/// row says: `show(_:sender:)`, `showDetailViewController(_:sender:)` or
/// `present(_:animated:completion:)` a new controller, exactly as app code does.
///
/// A `tap` step reaches a row through AdaptiveRendering's hit-testing: the cell is found on screen by
/// its label or its `accessibilityIdentifier` (the row's `id`) and tapped, so the table view asks
/// its delegate. ``selectRow(labelOrID:)`` plays the same tap without the renderer.
open class ScenarioViewController: UITableViewController {
  /// The rows, top first.
  public let rows: [RowSpec]
  /// Builds a row's target (a new controller each time it is selected).
  let builder: HierarchyBuilder
  static let cellIdentifier = "ScenarioRow"

  /// Creates a screen with a title and rows; `builder` builds what the rows show.
  init(title: String, rows: [RowSpec], builder: HierarchyBuilder) {
    self.rows = rows
    self.builder = builder
    super.init(style: .plain)
    self.title = title
  }
  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// The index of the row whose title or id is `label`, or nil.
  public func rowIndex(labelOrID label: String) -> Int? {
    rows.firstIndex { $0.title == label || $0.id == label }
  }

  /// Taps the row with this title or id (`UITableView.simulateTap(onRowAt:)`, so the table's
  /// delegate runs); returns false if there is none.
  @discardableResult
  public func selectRow(labelOrID label: String) -> Bool {
    guard let index = rowIndex(labelOrID: label) else { return false }
    tableView.simulateTap(onRowAt: IndexPath(row: index, section: 0))
    return true
  }

  // MARK: UITableViewDataSource

  /// One row per ``rows`` entry.
  open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  /// A cell with the row's title; rows that show something get a disclosure indicator, and the
  /// row's `id` becomes the cell's `accessibilityIdentifier`.
  open override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
      ?? UITableViewCell(style: .default, reuseIdentifier: Self.cellIdentifier)
    let row = rows[indexPath.row]
    cell.textLabel?.text = row.title
    cell.accessibilityIdentifier = row.id
    cell.accessoryType = row.action == .show || row.action == .showDetail ? .disclosureIndicator : .none
    return cell
  }

  // MARK: UITableViewDelegate

  /// Does what the selected row says, with this controller as the sender.
  open override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    perform(rowAt: indexPath.row)
  }

  /// Builds the row's target and shows, shows as detail, or presents it.
  func perform(rowAt index: Int) {
    guard rows.indices.contains(index) else { return }
    let row = rows[index]
    guard let action = row.action, let target = row.target else { return }
    let controller: UIViewController
    do {
      controller = try builder.build(target, presentation: row.presentation)
    } catch {
      builder.problems.append(error)
      return
    }
    builder.prepareForPresentation(controller, from: self, sourceView: tableView.cellForRow(at: IndexPath(row: index, section: 0)))
    switch action {
    case .show: show(controller, sender: self)
    case .showDetail: showDetailViewController(controller, sender: self)
    case .present: present(controller, animated: true)
    }
  }
}
