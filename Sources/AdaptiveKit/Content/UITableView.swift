import Foundation

/// A list of rows in sections, as a minimal UIKit `UITableView`. It scrolls vertically: the
/// content offset is the origin of its ``bounds``, only the rows that show inside the bounds are
/// asked for and laid out, and ``contentSize`` is the height of every row (a row not laid out is
/// estimated, as UIKit's estimated row height does: ``rowHeight``, else its last height, else 44 pt;
/// neither its cell nor its height is asked for).
///
/// [INF] The content starts below the top safe-area inset at offset zero, so offsets run from zero
/// to the content's bottom plus the bottom inset (UIKit's start at `-adjustedContentInset.top`).
///
/// Layout ([INF], iOS 17 values): rows start below the top safe-area inset (the navigation bar
/// and status bar above the table); a plain table's section with a header title gets a 28 pt
/// header; grouped styles get a 35 pt gap above each section (38 pt with a title), and
/// `.insetGrouped` rows are inset 16 pt (20 pt in regular width) with rounded section corners.
/// Row height: the delegate's, else ``rowHeight``, else the cell's ``UITableViewCell/standardHeight``.
open class UITableView: UIView {
  /// The table's style, as UIKit's `UITableView.Style`.
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
  /// Where a row ends up when the table scrolls to it.
  public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

  /// The value that asks for the standard height.
  public static let automaticDimension: CGFloat = -1
  /// The control that refreshes the rows when pulled: a subview of the table while set (UIKit's
  /// table view is a scroll view; this one scrolls on its own).
  open var refreshControl: UIRefreshControl? {
    didSet {
      guard refreshControl !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let refreshControl { addSubview(refreshControl) }
    }
  }

  /// The style.
  public let style: Style
  // Every layout reads the fields marked `@exclusivity(unchecked)`: the main actor serialises
  // every access, and the run-time check cost more than the read (as for `UIView.frame`).
  /// Supplies sections, rows and cells.
  @exclusivity(unchecked)
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet {
      needsReload = true
      if window != nil { setNeedsLayout() }
    }
  }
  /// Decides heights and observes selection.
  @exclusivity(unchecked)
  open weak var delegate: (any UITableViewDelegate)?
  /// The point of the content shown at the table's top-left corner; changing it lays the rows
  /// out again, and a vertical change minimizes or restores the bars that follow the content's
  /// scrolling (R122, R124), as a scroll view's does.
  @exclusivity(unchecked)
  open var contentOffset = CGPoint.zero {
    didSet {
      guard contentOffset != oldValue else { return }
      setNeedsLayout()
      if contentOffset.y != oldValue.y {
        barsFollowVerticalScroll(by: contentOffset.y - oldValue.y, to: contentOffset.y, within: 0...maximumContentOffsetY)
      }
    }
  }
  /// The size of the content: the table's width, and the height of its header, sections and rows
  /// below the top safe-area inset.
  open private(set) var contentSize = CGSize.zero
  /// Whether the user can scroll.
  open var isScrollEnabled = true

  /// The visible part of the content: origin ``contentOffset``, size the frame's.
  open override var bounds: CGRect {
    get { CGRect(origin: contentOffset, size: frame.size) }
    set {
      frame.size = newValue.size
      contentOffset = newValue.origin
    }
  }

  /// The largest vertical offset: the content's bottom plus the bottom safe-area inset at the
  /// table's bottom edge (zero when everything fits).
  public var maximumContentOffsetY: CGFloat {
    let insets = safeAreaInsets
    return max(0, contentSize.height + insets.top + insets.bottom - frame.height)
  }

  /// Moves the content (clamped to the offsets the content allows).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = CGPoint(x: 0, y: min(max(contentOffset.y, 0), maximumContentOffsetY))
    layoutIfNeeded()
  }

  /// Scrolls so the row shows at `position` (`.none` scrolls the least needed).
  open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    layoutIfNeeded()
    guard let row = rowExtents.first(where: { $0.indexPath == indexPath }) else { return }
    let insets = safeAreaInsets
    let visibleHeight = frame.height - insets.top - insets.bottom
    var offset = contentOffset.y
    switch position {
    case .top: offset = row.minY - insets.top
    case .middle: offset = row.minY - insets.top - (visibleHeight - row.height) / 2
    case .bottom: offset = row.minY + row.height - insets.top - visibleHeight
    case .none:
      if row.minY < offset + insets.top { offset = row.minY - insets.top }
      if row.minY + row.height > offset + insets.top + visibleHeight { offset = row.minY + row.height - insets.top - visibleHeight }
    }
    setContentOffset(CGPoint(x: 0, y: offset), animated: animated)
  }

  /// Plays the user dragging the content to the offset `y` (an AdaptiveKit harness addition),
  /// clamped to the offsets the content allows. Does nothing when scrolling is disabled.
  public func simulateScroll(toY y: CGFloat) {
    guard isScrollEnabled, isUserInteractionEnabled, !isHidden else { return }
    setContentOffset(CGPoint(x: 0, y: y), animated: false)
  }
  /// The height of every row, or ``automaticDimension``.
  @exclusivity(unchecked)
  open var rowHeight = UITableView.automaticDimension
  /// Whether the user can select rows.
  open var allowsSelection = true

  /// The selected row, if any.
  public private(set) var indexPathForSelectedRow: IndexPath?
  /// The selected rows, or nil when none is selected (the table selects one row at a time).
  open var indexPathsForSelectedRows: [IndexPath]? { indexPathForSelectedRow.map { [$0] } }

  private var registrations: [String: UITableViewCell.Type] = [:]
  /// The storyboard's prototype cells, by reuse identifier (a registered class wins over them).
  private var prototypes: [String: @MainActor () -> UITableViewCell] = [:]
  /// A view shown above the first section, as wide as the table, with its own height.
  open var tableHeaderView: UIView? {
    didSet {
      guard tableHeaderView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let tableHeaderView { addSubview(tableHeaderView) }
      setNeedsLayout()
    }
  }
  /// A static table's sections, as a storyboard describes them; a `UITableViewController` shows them.
  package var staticSections: [StaticTableSection]?
  private var reusePool: [String: [UITableViewCell]] = [:]
  private var laidOutRows: [(indexPath: IndexPath, cell: UITableViewCell)] = []
  /// Where every row is in the content, laid out or not (for scrolling to a row).
  private var rowExtents: [(indexPath: IndexPath, minY: CGFloat, height: CGFloat)] = []
  private var headerRects: [Int: CGRect] = [:]
  private var needsReload = true
  /// Whether the rows were asked from the data source since it was set.
  var hasLoadedData: Bool { !needsReload }

  /// Creates a table view in a style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    followsContentSizeCategory = true
  }
  /// Creates a table view from a storyboard, in the style it names.
  public required init?(coder: NSCoder) {
    style = (coder as? any StoryboardDecoding)?.tableViewStyle ?? .plain
    super.init(coder: coder)
    if backgroundColor == nil { backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground }
    followsContentSizeCategory = true
  }

  /// A new content size category measures the rows again (their labels' fonts change).
  override func contentSizeCategoryDidChange(to current: UITraitCollection) { setNeedsLayout() }

  /// Creates a plain table view.
  public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  // MARK: Data

  /// The number of sections, from the data source.
  public var numberOfSections: Int {
    guard let dataSource else { return 0 }
    return max(dataSource.numberOfSections(in: self), 0)
  }

  /// The number of rows in a section, from the data source.
  public func numberOfRows(inSection section: Int) -> Int {
    guard let dataSource else { return 0 }
    return max(dataSource.tableView(self, numberOfRowsInSection: section), 0)
  }

  /// Discards the cells and asks the data source again. Keeps the selection if the row still exists.
  open func reloadData() {
    needsReload = true
    layoutRows()
  }

  /// Registers the class created by `dequeueReusableCell` for an identifier.
  open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
    registrations[identifier] = cellClass
  }

  /// Adds a storyboard's prototype cell: `make` builds a new cell like it.
  package func registerPrototype(_ identifier: String, make: @escaping @MainActor () -> UITableViewCell) {
    prototypes[identifier] = make
  }

  /// A reusable cell for the identifier: a recycled one, a new one of the registered class or
  /// prototype, or nil.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var pool = reusePool[identifier], !pool.isEmpty {
      let cell = pool.removeLast()
      reusePool[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    if let registered = registrations[identifier] { return registered.init(style: .default, reuseIdentifier: identifier) }
    return prototypes[identifier]?()
  }

  /// A reusable cell for the identifier; an unregistered identifier is misuse (reported; a
  /// `.default` cell is returned so the app keeps running).
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    MisuseReport.exception(
      "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    ).report()
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  // MARK: Geometry

  /// The cell of a laid-out (visible) row, or nil.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    laidOutRows.first { $0.indexPath == indexPath }?.cell
  }
  /// The laid-out cells, top to bottom.
  open var visibleCells: [UITableViewCell] { laidOutRows.map(\.cell) }
  /// The index paths of the laid-out rows, top to bottom.
  open var indexPathsForVisibleRows: [IndexPath]? { laidOutRows.map(\.indexPath) }
  /// The index path of a laid-out cell.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? { laidOutRows.first { $0.cell === cell }?.indexPath }
  /// A laid-out row's rectangle in the table's coordinates; `.zero` if it is not laid out.
  open func rectForRow(at indexPath: IndexPath) -> CGRect { cellForRow(at: indexPath)?.frame ?? .zero }
  /// A section header's rectangle; `.zero` if the section has no header or is not laid out.
  open func rectForHeader(inSection section: Int) -> CGRect { headerRects[section] ?? .zero }
  /// The laid-out row at a point in the table's coordinates.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    laidOutRows.first { $0.cell.frame.contains(point) }?.indexPath
  }

  // MARK: Selection

  /// Selects a row without telling the delegate; nil deselects.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    if let old = indexPathForSelectedRow { cellForRow(at: old)?.setSelected(false, animated: animated) }
    indexPathForSelectedRow = indexPath
    if let indexPath { cellForRow(at: indexPath)?.setSelected(true, animated: animated) }
  }

  /// Deselects a row without telling the delegate.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard indexPathForSelectedRow == indexPath else { return }
    selectRow(at: nil, animated: animated, scrollPosition: .none)
  }

  /// Plays a user's tap on a row: `willSelectRowAt` (which may redirect or refuse), the previous
  /// selection's `didDeselectRowAt`, selection, the segue a storyboard cell triggers, then
  /// `didSelectRowAt` (an AdaptiveKit addition). The tap recognizers of the cell, the table and
  /// their superviews see the tap first (`UIView.simulateTap()`): when one recognizes it and
  /// cancels touches in its view, the row is not selected, as in UIKit.
  public func simulateTap(onRowAt indexPath: IndexPath) {
    guard allowsSelection, indexPath.count == 2, indexPath.section < numberOfSections,
          indexPath.row < numberOfRows(inSection: indexPath.section) else { return }
    guard (cellForRow(at: indexPath) ?? self).recognizeSingleTap() else { return }
    let chosen = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    guard let chosen else { return }
    if let previous = indexPathForSelectedRow, previous != chosen {
      selectRow(at: nil, animated: false, scrollPosition: .none)
      delegate?.tableView(self, didDeselectRowAt: previous)
    }
    selectRow(at: chosen, animated: false, scrollPosition: .none)
    if let cell = cellForRow(at: chosen), let segue = cell.selectionSegue { segue(cell) }
    if delegate != nil { CallbackRecorder.recordDelegate("tableView(_:didSelectRowAt: [\(chosen.section), \(chosen.row)])") }
    delegate?.tableView(self, didSelectRowAt: chosen)
  }

  // MARK: Layout

  /// Lays out the rows (and, for a controller's root view, the controller first).
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutRows()
  }

  private var rowInset: CGFloat {
    guard style == .insetGrouped else { return 0 }
    return ContentLayout.margin(forWidth: bounds.width)
  }

  private func layoutRows() {
    // Cells added here are part of this layout: they do not invalidate the table again.
    let wasLayingOut = isLayingOut
    isLayingOut = true
    defer { isLayingOut = wasLayingOut }
    let previous = laidOutRows
    if needsReload {
      for entry in previous { recycle(entry.cell) }
      laidOutRows = []
      needsReload = false
    }
    // The rows laid out last time are in index-path order, as this walk is: one cursor finds each
    // row's cell without hashing index paths. Loops, not closures, on this path (see
    // `withTemporaryBuffer`).
    var cursor = 0
    var rows: [(indexPath: IndexPath, cell: UITableViewCell)] = []
    rows.reserveCapacity(laidOutRows.count)
    headerRects = [:]
    let insets = safeAreaInsets
    let x = rowInset + (style == .insetGrouped ? insets.left : 0)
    let width = max(bounds.width - 2 * rowInset - (style == .insetGrouped ? insets.left + insets.right : 0), 0)
    var y = insets.top
    let traits = traitCollection
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: y, width: bounds.width, height: header.frame.height)
      y += header.frame.height
    }
    let visible = bounds
    var extents: [(indexPath: IndexPath, minY: CGFloat, height: CGFloat)] = []
    extents.reserveCapacity(rowExtents.count)
    for section in 0..<numberOfSections {
      let title = dataSource?.tableView(self, titleForHeaderInSection: section)
      let headerHeight = TableMetrics.headerHeight(style: style, hasTitle: title != nil)
      if headerHeight > 0, y < visible.maxY, y + headerHeight > visible.minY {
        headerRects[section] = CGRect(x: 0, y: y, width: bounds.width, height: headerHeight)
      }
      y += headerHeight
      for row in 0..<numberOfRows(inSection: section) {
        let indexPath = IndexPath(row: row, section: section)
        while cursor < laidOutRows.count, laidOutRows[cursor].indexPath < indexPath { cursor += 1 }
        let cachedCell = cursor < laidOutRows.count && laidOutRows[cursor].indexPath == indexPath ? laidOutRows[cursor].cell : nil
        // A row outside the bounds is estimated, as UIKit's estimated row height does: neither
        // its cell nor its height is asked for.
        let estimate = rowHeight >= 0 ? rowHeight : (cachedCell?.frame.height ?? ContentLayout.defaultRowHeight)
        if y >= visible.maxY || y + estimate <= visible.minY {
          extents.append((indexPath, y, estimate))
          y += estimate
          continue
        }
        guard let cell = cachedCell ?? dataSource?.tableView(self, cellForRowAt: indexPath) else { continue }
        cell.adjustFonts(to: traits)
        var height = delegate?.tableView(self, heightForRowAt: indexPath) ?? UITableView.automaticDimension
        if height < 0 { height = rowHeight >= 0 ? rowHeight : cell.standardHeight }
        extents.append((indexPath, y, height))
        cell.isSelected = indexPath == indexPathForSelectedRow
        place(cell, at: CGRect(x: x, y: y, width: width, height: height)) {
          if cachedCell !== cell { delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath) }
        }
        rows.append((indexPath, cell))
        y += height
      }
    }
    var shown: [UITableViewCell] = []
    shown.reserveCapacity(rows.count)
    for row in rows { shown.append(row.cell) }
    for entry in laidOutRows where !shown.containsIdentical(entry.cell) { recycle(entry.cell) }
    laidOutRows = rows
    rowExtents = extents
    contentSize = CGSize(width: bounds.width, height: y - insets.top)
  }

  /// Gives `cell` its frame, tells the delegate (`willDisplay`), adds the cell if it is new, and
  /// lays it out once: a new cell when it enters the table, one resized when its frame changes,
  /// any other when it is placed again (its content may have changed).
  private func place(_ cell: UITableViewCell, at frame: CGRect, willDisplay: () -> Void) {
    let isNew = cell.superview !== self, isResized = cell.frame.size != frame.size
    if isNew {
      // Not laid out outside the table: adding it does.
      cell.isLayingOut = true
      cell.frame = frame
      cell.isLayingOut = false
    } else {
      cell.frame = frame
    }
    willDisplay()
    if isNew {
      addSubview(cell)
    } else if !isResized {
      cell.layoutSubviews()
    }
  }

  private func recycle(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reusePool[identifier, default: []].append(cell)
  }
}
