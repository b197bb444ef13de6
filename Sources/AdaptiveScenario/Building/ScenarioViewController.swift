public import AdaptiveKit
public import Foundation

/// A plain screen of a scenario: a title, a table of rows and bar button items. It is a
/// `UITableViewController` — its table view's data source and delegate — and its
/// `tableView(_:didSelectRowAt:)`, like its bar button items' actions, does what the row or item
/// says: `show(_:sender:)`, `showDetailViewController(_:sender:)`, or
/// `present(_:animated:completion:)` a new controller (as a popover anchored to the cell or the
/// item for `popover`), exactly as app code does.
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

  /// Creates a screen from its spec; `builder` builds what the rows and items show.
  init(screen: ScreenSpec, builder: HierarchyBuilder) {
    self.rows = screen.rows
    self.builder = builder
    super.init(style: .plain)
    self.title = screen.title
    let left = screen.leftBarButtonItems.map(barButtonItem(for:))
    let right = screen.rightBarButtonItems.map(barButtonItem(for:))
    if !left.isEmpty { navigationItem.leftBarButtonItems = left }
    if !right.isEmpty { navigationItem.rightBarButtonItems = right }
    if !screen.toolbarItems.isEmpty { toolbarItems = screen.toolbarItems.map(barButtonItem(for:)) }
    if let mode = screen.largeTitleDisplayMode { navigationItem.largeTitleDisplayMode = mode }
  }

  /// A bar button item made as app code makes one: titled or a system item, its primary action
  /// doing what the spec says with the item as the popover anchor.
  private func barButtonItem(for spec: BarButtonSpec) -> UIBarButtonItem {
    let item = spec.systemItem.map { UIBarButtonItem(barButtonSystemItem: $0) } ?? UIBarButtonItem(title: spec.title)
    if spec.isDone { item.style = .done }
    item.primaryAction = UIAction(title: spec.title ?? "") { [weak self, weak item] _ in
      guard let self, let item else { return }
      perform(spec.action, target: spec.target, presentation: spec.presentation, barButtonItem: item)
    }
    item.accessibilityIdentifier = spec.tapIdentifier
    return item
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
    perform(row.action, target: row.target, presentation: row.presentation,
            sourceView: tableView.cellForRow(at: IndexPath(row: index, section: 0)))
  }

  /// Builds a target and shows, shows as detail, presents, or presents as a popover anchored to
  /// the tapped cell or bar button item.
  private func perform(_ action: RowSpec.Action?, target: HierarchySpec?, presentation: PresentationOptions?,
                       sourceView: UIView? = nil, barButtonItem: UIBarButtonItem? = nil) {
    guard let action, let target else { return }
    var options = presentation
    if action == .popover { options = (options ?? builder.options(of: target)).with(style: .popover) }
    let controller: UIViewController
    do {
      controller = try builder.build(target, presentation: options)
    } catch {
      builder.problems.append(error)
      return
    }
    builder.prepareForPresentation(controller, from: self, sourceView: sourceView, barButtonItem: barButtonItem)
    switch action {
    case .show: show(controller, sender: self)
    case .showDetail: showDetailViewController(controller, sender: self)
    case .present, .popover: present(controller, animated: true)
    }
  }
}
