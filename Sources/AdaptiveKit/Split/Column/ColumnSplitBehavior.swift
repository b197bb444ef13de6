import Foundation

/// The column-style split (`UISplitViewController(style:)` with `.doubleColumn` or `.tripleColumn`,
/// iOS 14): a controller per column, each wrapped in a navigation controller; a collapse stacks the
/// columns onto the primary's navigation stack, or shows the `.compact` column (R36–R46).
@MainActor
struct ColumnSplitBehavior: SplitStyleBehavior {
  let split: UISplitViewController
  /// The split's columns (read here; changed through the split, which links them).
  let state: ColumnSplitState

  var viewControllers: [UIViewController] {
    if split.laysOutCollapsed { return [collapsedController].compactMap { $0 } }
    return split.columnsOfStyle.compactMap { state.containers[$0] }
  }

  var desiredChildren: [UIViewController] {
    var result = split.columnsOfStyle.compactMap { column -> UIViewController? in
      guard let container = state.containers[column],
            !state.containersBeingStacked.containsIdentical(container) else { return nil }
      return container.parent == nil || container.parent === split ? container : nil
    }
    if split.laysOutCollapsed, let compact = state.containers[.compact] {
      result.append(compact)
    }
    // The inspector is a child only while it is a column (R111); as a sheet it is presented.
    if state.inspectorPlacement == .column, !split.laysOutCollapsed, let inspector = state.containers[.inspector],
       inspector.parent == nil || inspector.parent === split, inspector.storedPresentingViewController == nil {
      result.append(inspector)
    }
    return result
  }

  func setViewControllers(_ newValue: [UIViewController]) {
    for (column, controller) in zip(split.columnsOfStyle, newValue) { split.setViewController(controller, for: column) }
  }

  func container(for column: UISplitViewController.Column) -> UIViewController? { state.containers[column] }

  /// The compact column's container, else the primary's; a primary container another controller
  /// adopted leaves the first column the split still holds.
  var collapsedController: UIViewController? {
    if let compact = state.containers[.compact] { return compact }
    let held = split.columnsOfStyle.lazy.compactMap { state.containers[$0] }
      .first { $0.parent == nil || $0.parent === self.split }
    return held ?? state.containers[.primary]
  }

  func visibleColumns(in mode: UISplitViewController.DisplayMode) -> [UISplitViewController.Column] {
    if split.style == .doubleColumn { return mode == .secondaryOnly ? [.secondary] : [.primary, .secondary] }
    switch mode {
    case .secondaryOnly, .automatic: return [.secondary]
    case .oneBesideSecondary, .oneOverSecondary: return [.supplementary, .secondary]
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return [.primary, .supplementary, .secondary]
    }
  }

  func collapse() { split.collapseColumns() }

  func expand(animated: Bool) { split.expandColumns(animated: animated) }

  func show(_ vc: UIViewController, sender: Any?) { split.showInColumns(vc, sender: sender) }

  func showDetail(_ vc: UIViewController, sender: Any?) { split.showInColumns(vc, sender: sender) }

  func isSidebar(_ child: UIViewController) -> Bool {
    child === state.containers[.primary] || child === state.containers[.supplementary]
  }

  func role(of child: UIViewController) -> String {
    for column in [UISplitViewController.Column.primary, .supplementary, .secondary, .compact, .inspector] where state.containers[column] === child {
      let collapsedPrimary = split.laysOutCollapsed && column == .primary && state.containers[.compact] == nil
      return collapsedPrimary ? "column primary (collapsed)" : "column \(column)"
    }
    return "child"
  }

  func targetDisplayModeForAction(from mode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
    split.columnTargetDisplayMode(from: mode)
  }

  func configureDisplayModeButton(_ item: UIBarButtonItem, target: UISplitViewController.DisplayMode) {
    var hidden = target == .automatic || !split.presentsWithGesture
    switch split.displayModeButtonVisibility {
    case .never: hidden = true
    case .always: hidden = target == .automatic
    case .automatic: break
    }
    item.isHidden = hidden
    item.isEnabled = !hidden
    if split.splitBehavior == .tile || split.splitBehavior == .automatic {
      item.title = nil
      item.imageName = "sidebar.leading"
    } else if target == .secondaryOnly {
      item.title = nil
      item.imageName = "arrow.up.left.and.arrow.down.right"
    } else {
      item.title = state.viewControllers[.primary]?.title
      item.imageName = "chevron.backward"
    }
  }

  func visibleColumnsWillChange(from before: [UISplitViewController.Column], to after: [UISplitViewController.Column]) {
    for column in after where !before.contains(column) { split.announceColumn(column, showing: true) }
    for column in before where !after.contains(column) { split.announceColumn(column, showing: false) }
  }

  func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
    split.performSetViewController(vc, for: column)
  }

  func viewController(for column: UISplitViewController.Column) -> UIViewController? { state.viewControllers[column] }

  func showColumn(_ column: UISplitViewController.Column) { split.performShowColumn(column) }

  func hideColumn(_ column: UISplitViewController.Column) { split.performHideColumn(column) }

  func isShowing(_ column: UISplitViewController.Column) -> Bool {
    if column == .inspector { return split.isInspectorShowing }
    guard let container = state.containers[column] else { return false }
    guard split.laysOutCollapsed else { return column != .compact && split.visibleColumns(in: split.displayMode).contains(column) }
    // Collapsed: the compact column alone, else the column on top of the primary's stack.
    if state.containers[.compact] != nil { return column == .compact }
    guard column != .compact, let navigation = split.primaryNavigation else { return container === collapsedController }
    let top = navigation.topViewController
    if column == .primary {
      return !split.columnsOfStyle.contains { $0 != .primary && state.containers[$0] === top && top != nil }
    }
    return top === container
  }
}
