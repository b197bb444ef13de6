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
  func visibleColumns(in mode: DisplayMode) -> [Column] {
    if style == .unspecified || style == .doubleColumn {
      return mode == .secondaryOnly ? [.secondary] : [.primary, .secondary]
    }
    switch mode {
    case .secondaryOnly, .automatic: return [.secondary]
    case .oneBesideSecondary, .oneOverSecondary: return [.supplementary, .secondary]
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return [.primary, .supplementary, .secondary]
    }
  }

  /// The controller installed for a column (classic: the primary or secondary child).
  func container(for column: Column) -> UIViewController? {
    guard style == .unspecified else { return columnContainers[column] }
    switch column {
    case .primary: return primaryChild
    case .secondary: return secondaryChild
    default: return nil
    }
  }

  /// The children whose views the split shows, back to front.
  var visibleColumnControllers: [UIViewController] {
    if laysOutCollapsed {
      let single = style == .unspecified ? primaryChild : (columnContainers[.compact] ?? columnContainers[.primary])
      return [single].compactMap { $0 }.filter { $0.parent === self }
    }
    let columns = visibleColumns(in: layoutDisplayMode)
    // Back to front: the secondary first, so overlaid sidebars are on top.
    return columns.reversed().compactMap { container(for: $0) }.filter { $0.parent === self }
  }

  /// Installs the visible columns at their frames and removes the others.
  func layoutColumns(in bounds: CGRect) {
    let visible = visibleColumnControllers
    uninstallChildViews(except: visible)
    let frames = columnFrames(in: bounds)
    for controller in visible {
      install(controller, frame: frames[ObjectIdentifier(controller)] ?? bounds)
      if let view = controller.storedView { storedView?.addSubview(view) }   // back-to-front order
    }
  }

  /// The gutter between tiled columns: one pixel (R32).
  var gutterWidth: CGFloat {
    let scale = traitCollection.displayScale
    return scale > 0 ? 1 / scale : 1
  }

  /// Whether the primary column is on the left.
  var primaryIsOnLeft: Bool {
    (primaryEdge == .leading) == (traitCollection.layoutDirection != .rightToLeft)
  }

  /// The size `child` will have in a split of `size` once a pending transition ends.
  func columnSize(of child: UIViewController, forSplitSize size: CGSize) -> CGSize {
    let compact = targetHorizontalSizeClass == .compact
    if compact || style == .unspecified && child !== primaryChild && child !== secondaryChild { return size }
    let mode = chosenDisplayMode.map(normalized) ?? resolvedDisplayMode(for: size)
    let frames = columnFrames(in: CGRect(origin: .zero, size: size), mode: mode, collapsed: false)
    return frames[ObjectIdentifier(child)]?.size ?? size
  }

  /// The frame of every visible column for a split of `bounds`, keyed by controller.
  func columnFrames(in bounds: CGRect) -> [ObjectIdentifier: CGRect] {
    columnFrames(in: bounds, mode: layoutDisplayMode, collapsed: laysOutCollapsed)
  }

  /// The frames of the columns shown in `mode` (or of the single collapsed column).
  func columnFrames(in bounds: CGRect, mode: DisplayMode, collapsed: Bool) -> [ObjectIdentifier: CGRect] {
    var frames: [ObjectIdentifier: CGRect] = [:]
    func set(_ column: Column, _ rect: CGRect) {
      guard let controller = container(for: column) else { return }
      var rect = rect
      if !primaryIsOnLeft { rect.origin.x = bounds.width - rect.maxX }
      frames[ObjectIdentifier(controller)] = rect
    }
    if collapsed {
      for controller in visibleColumnControllers { frames[ObjectIdentifier(controller)] = bounds }
      return frames
    }
    let widths = columnWidths(for: bounds.size, mode: mode, collapsed: false)
    let g = gutterWidth, W = bounds.width, H = bounds.height
    let p = widths.primary, s = widths.supplementary
    let full = CGRect(x: 0, y: 0, width: W, height: H)
    let leadingSidebar: Column = style == .tripleColumn ? .supplementary : .primary
    let leadingWidth = style == .tripleColumn ? s : p
    switch mode {
    case .automatic, .secondaryOnly:
      set(.secondary, full)
    case .oneBesideSecondary:
      set(leadingSidebar, CGRect(x: 0, y: 0, width: leadingWidth, height: H))
      set(.secondary, CGRect(x: leadingWidth + g, y: 0, width: W - leadingWidth - g, height: H))
    case .oneOverSecondary:
      set(.secondary, full)
      set(leadingSidebar, CGRect(x: 0, y: 0, width: leadingWidth, height: H))
    case .twoBesideSecondary:
      set(.primary, CGRect(x: 0, y: 0, width: p, height: H))
      set(.supplementary, CGRect(x: p + g, y: 0, width: s, height: H))
      set(.secondary, CGRect(x: p + s + 2 * g, y: 0, width: W - p - s - 2 * g, height: H))
    case .twoOverSecondary:
      set(.secondary, full)
      set(.primary, CGRect(x: 0, y: 0, width: p, height: H))
      set(.supplementary, CGRect(x: p + g, y: 0, width: s, height: H))
    case .twoDisplaceSecondary:
      set(.primary, CGRect(x: 0, y: 0, width: p, height: H))
      set(.supplementary, CGRect(x: p + g, y: 0, width: s, height: H))
      set(.secondary, CGRect(x: p + s + 2 * g, y: 0, width: W - s - g, height: H))
    }
    return frames
  }
}
