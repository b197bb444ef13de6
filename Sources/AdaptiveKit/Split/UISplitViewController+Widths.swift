import Foundation

extension UISplitViewController {
  /// The width preference `value` set as the app's `name`, checked, after which the split lays
  /// out again: ``automaticDimension`` or a usable length (see `SizeValidation`); anything else
  /// (NaN, an infinity, a negative or absurd value) is reported and `oldValue` kept, so the column
  /// frames stay finite.
  func widthPreference(_ value: CGFloat, named name: String, keeping oldValue: CGFloat) -> CGFloat {
    guard value != Self.automaticDimension, let problem = SizeValidation.problem(with: value) else {
      storedView?.setNeedsLayout()
      return value
    }
    MisuseReport.log("\(debugName) cannot take \(Double(value)) as its \(name): it \(problem). It keeps \(Double(oldValue)).").report()
    return oldValue
  }

  /// The long side of the screen the split is on (R32's L).
  var screenLongSide: CGFloat {
    if let window = storedView?.window {
      return window.device?.longSide ?? max(window.bounds.width, window.bounds.height)
    }
    return max(splitSize.width, splitSize.height)
  }

  /// Whether the screen is in landscape: the orientation the window has once the running
  /// transition ends (the transition's target orientation), else the window's. A free-form window
  /// has no orientation ([INF]): its aspect stands for it.
  var screenIsLandscape: Bool {
    guard let window = storedView?.window else { return splitSize.width > splitSize.height }
    let orientation = window.layoutOrientation
    if orientation != .unknown { return orientation.isLandscape }
    let size = window.context.windowTransition?.targetSize ?? window.bounds.size
    return size.width > size.height
  }

  /// The geometry input for a split of `size` laid out in `mode`: the split's traits, the
  /// screen's orientation and long side, its safe area and its width preferences.
  func geometry(for size: CGSize, mode: DisplayMode) -> SplitGeometry {
    var insets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    if let view = storedView { insets = view.safeAreaInsets }
    let kind: SplitGeometry.Kind = switch style {
    case .unspecified: .classic
    case .doubleColumn: .doubleColumn
    case .tripleColumn: .tripleColumn
    }
    return SplitGeometry(
      kind: kind, size: size, idiom: traitCollection.userInterfaceIdiom, displayScale: traitCollection.displayScale,
      layoutDirection: traitCollection.layoutDirection, isLandscape: screenIsLandscape, screenLongSide: screenLongSide,
      safeAreaLeft: insets.left, safeAreaRight: insets.right,
      primary: .init(width: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                     minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth),
      supplementary: .init(width: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                           minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth),
      displayMode: mode, primaryEdge: primaryEdge,
      inspector: .init(width: preferredInspectorColumnWidth, fraction: preferredInspectorColumnWidthFraction,
                       minimum: minimumInspectorColumnWidth, maximum: maximumInspectorColumnWidth),
      secondary: .init(width: preferredSecondaryColumnWidth, fraction: preferredSecondaryColumnWidthFraction,
                       minimum: minimumSecondaryColumnWidth),
      showsInspector: showsInspectorColumn)
  }

  /// Whether the layout has an inspector column (R111): column style, expanded, shown, with a
  /// controller.
  var showsInspectorColumn: Bool {
    guard case .column(let state) = styleState, state.inspectorPlacement == .column, !laysOutCollapsed else { return false }
    return state.containers[.inspector] != nil
  }

  /// The widths of the primary and supplementary columns for a split of `size` in `mode`.
  func columnWidths(for size: CGSize, mode: DisplayMode, collapsed: Bool? = nil) -> (primary: CGFloat, supplementary: CGFloat) {
    if collapsed ?? laysOutCollapsed { return (0, 0) }
    return geometry(for: size, mode: mode).columnWidths
  }
}
