import Foundation

extension UISplitViewController {
  /// The split's own size (zero before its view loads).
  var splitSize: CGSize { storedView?.bounds.size ?? .zero }

  /// What the running transition told the split, if one is running in its window.
  var runningTarget: TransitionCoordinator.Target? { windowContext?.runningTarget(of: self) }

  /// The size the split has once the running transition ends (its size outside a transition).
  var targetSplitSize: CGSize { runningTarget?.size ?? splitSize }

  /// The horizontal size class the split has once the running transition ends.
  var targetHorizontalSizeClass: UIUserInterfaceSizeClass {
    runningTarget?.traits?.horizontalSizeClass ?? traitCollection.horizontalSizeClass
  }

  /// Whether the columns are laid out collapsed (one full-size column).
  var laysOutCollapsed: Bool { collapseState == .collapsed || collapseState == .collapsing }

  /// The mode the expanded layout uses now.
  var layoutDisplayMode: DisplayMode { currentDisplayMode ?? resolvedDisplayMode(for: splitSize) }

  /// The columns shown in an expanded display mode (R43's "visible").
  func visibleColumns(in mode: DisplayMode) -> [Column] { behavior.visibleColumns(in: mode) }

  /// The controller installed for a column (classic: the primary or secondary child).
  func container(for column: Column) -> UIViewController? { behavior.container(for: column) }

  /// The children whose views the split shows, back to front.
  /// (Every layout of the split asks: loops, not closures; see `withTemporaryBuffer`.)
  var visibleColumnControllers: [UIViewController] {
    if laysOutCollapsed {
      guard let controller = behavior.collapsedController, controller.parent === self else { return [] }
      return [controller]
    }
    var controllers: [UIViewController] = []
    controllers.reserveCapacity(3)
    // Back to front: the secondary first, so overlaid sidebars are on top.
    for column in visibleColumns(in: layoutDisplayMode).reversed() {
      if let controller = container(for: column), controller.parent === self { controllers.append(controller) }
    }
    // The inspector column, in front (R111).
    if case .column(let state) = styleState, state.inspectorPlacement == .column,
       let inspector = state.containers[.inspector], inspector.parent === self {
      controllers.append(inspector)
    }
    return controllers
  }

  /// Installs the visible columns at their frames and removes the others.
  func layoutColumns(in bounds: CGRect) {
    let visible = visibleColumnControllers
    uninstallChildViews(except: visible)
    let geometry = laysOutCollapsed ? nil : geometry(for: bounds.size, mode: layoutDisplayMode)
    for controller in visible {
      // Installing a column may run callbacks (its view enters the window) that take a later
      // column elsewhere: it is not installed again here.
      guard controller.parent === self else { continue }
      install(controller, frame: geometry.flatMap { frame(of: controller, in: $0) } ?? bounds)
      // Back-to-front order, for a column still here: one a callback of its view entering the
      // window took elsewhere (its `viewWillAppear` adopting it) keeps its view where it is now.
      if controller.parent === self, let view = controller.storedView, view.superview === storedView { storedView?.addSubview(view) }
    }
  }

  /// The size `child` will have in a split of `size` once a pending transition ends.
  func columnSize(of child: UIViewController, forSplitSize size: CGSize) -> CGSize {
    let compact = targetHorizontalSizeClass == .compact
    if compact || style == .unspecified && child !== primaryChild && child !== secondaryChild { return size }
    let mode = if let chosenDisplayMode { normalized(chosenDisplayMode) } else { resolvedDisplayMode(for: size) }
    return frame(of: child, in: geometry(for: size, mode: mode))?.size ?? size
  }

  /// The frame of the column `controller` is installed in, or nil when `geometry` shows none.
  func frame(of controller: UIViewController, in geometry: SplitGeometry) -> CGRect? {
    for column in [Column.primary, .supplementary, .secondary, .inspector] where container(for: column) === controller {
      return geometry.frame(of: column)
    }
    return nil
  }
}
