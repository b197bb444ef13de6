import Foundation

/// A view controller whose view is a table view it feeds and observes, as UIKit's
/// `UITableViewController`. Subclasses override the data-source and delegate methods.
///
/// On its first appearance it loads the table's data if the table has not yet; on every appearance it clears the selection
/// when ``clearsSelectionOnViewWillAppear`` is true.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The style of the table view the controller creates.
  public let tableViewStyle: UITableView.Style
  /// Whether the selection is cleared when the view is about to appear.
  open var clearsSelectionOnViewWillAppear = true

  /// Creates a table view controller whose table has a style.
  public init(style: UITableView.Style) {
    tableViewStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a table view controller from a storyboard: its table's style, cells and segues.
  public required init?(coder: NSCoder) {
    tableViewStyle = (coder as? any StoryboardDecoding)?.tableViewStyle ?? .plain
    super.init(coder: coder)
  }

  /// Creates a plain table view controller.
  public override convenience init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
    self.init(style: .plain)
  }

  /// The table view: the controller's root view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// The table view's refresh control (setting it loads the view).
  open var refreshControl: UIRefreshControl? {
    get { tableView.refreshControl }
    set { tableView.refreshControl = newValue }
  }

  /// Creates the table view, with this controller as its data source and delegate.
  open override func loadView() {
    if storyboardViewBuilder != nil {
      super.loadView()
      return
    }
    let table = UITableView(frame: .zero, style: tableViewStyle)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Loads the data the first time, and clears the selection if asked.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let table = tableView else { return }
    if !table.hasLoadedData { table.reloadData() }
    if clearsSelectionOnViewWillAppear, let selected = table.indexPathForSelectedRow {
      table.deselectRow(at: selected, animated: animated)
    }
  }

  /// The static table's rows; otherwise none.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    staticSection(section, of: tableView)?.cells.count ?? 0
  }
  /// The static table's cell; otherwise a blank cell.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if let cells = staticSection(indexPath.section, of: tableView)?.cells, indexPath.row < cells.count {
      return cells[indexPath.row]
    }
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  /// The static table's sections; otherwise one.
  open func numberOfSections(in tableView: UITableView) -> Int { tableView.staticSections?.count ?? 1 }
  /// The static table's section header; otherwise none.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    staticSection(section, of: tableView)?.headerTitle
  }
  /// Selects the tapped row by default.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  /// Does nothing by default.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing by default.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// The standard height by default.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
  /// A row's cell is about to be displayed. The default does nothing.
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

  /// A section of a storyboard's static table.
  private func staticSection(_ section: Int, of tableView: UITableView) -> StaticTableSection? {
    guard let sections = tableView.staticSections, sections.indices.contains(section) else { return nil }
    return sections[section]
  }
}
