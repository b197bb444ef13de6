import Foundation

/// The split's width and frame rules as pure functions of one input value, so they can be computed
/// (and tested) without a window or controllers (R31, R32, R46).
///
/// ``UISplitViewController`` fills one from its size, traits, the screen's orientation, its safe
/// area and its preferences, then maps the column frames onto the controllers it installs.
struct SplitGeometry: Equatable {
  /// Which rules apply: the classic split's, or a column-style split's of two or three columns.
  enum Kind: Equatable {
    /// A classic split (`UISplitViewController()`).
    case classic
    /// A `.doubleColumn` split.
    case doubleColumn
    /// A `.tripleColumn` split.
    case tripleColumn
  }

  /// One column's width preferences; each may be ``UISplitViewController/automaticDimension``.
  struct ColumnPreferences: Equatable {
    var width = SplitMetrics.automaticDimension
    var fraction = SplitMetrics.automaticDimension
    var minimum = SplitMetrics.automaticDimension
    var maximum = SplitMetrics.automaticDimension
  }

  var kind: Kind
  /// The split's size.
  var size: CGSize
  /// The split's idiom (a pad or Mac gets the screen-dependent classic widths).
  var idiom: UIUserInterfaceIdiom = .phone
  /// Points-to-pixels scale (the gutter is one pixel); 0 counts as 1.
  var displayScale: CGFloat = 0
  /// The layout direction (with ``primaryEdge``, which side the primary is on).
  var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
  /// Whether the screen is in landscape (the window's orientation, known by the caller).
  var isLandscape: Bool = false
  /// The long side of the screen the split is on.
  var screenLongSide: CGFloat = 0
  /// The split view's safe-area insets on its left and right.
  var safeAreaLeft: CGFloat = 0
  var safeAreaRight: CGFloat = 0
  var primary = ColumnPreferences()
  var supplementary = ColumnPreferences()
  /// The display mode the columns are laid out in (expanded).
  var displayMode: UISplitViewController.DisplayMode
  var primaryEdge: UISplitViewController.PrimaryEdge = .leading
  /// The inspector column's preferences (R113).
  var inspector = ColumnPreferences()
  /// The secondary column's preferences beside the inspector (R113; its maximum is unused).
  var secondary = ColumnPreferences()
  /// Whether the inspector column is shown, at the trailing edge (R111).
  var showsInspector = false

  // MARK: Derived values

  /// Whether the primary column is on the left.
  var primaryIsOnLeft: Bool { (primaryEdge == .leading) == (layoutDirection != .rightToLeft) }

  /// The gutter between tiled columns: one pixel (R32).
  var gutterWidth: CGFloat { SplitMetrics.gutterPixels / (displayScale > 0 ? displayScale : 1) }

  /// The safe-area inset on the primary's side (R32): non-zero only where the window has side
  /// insets (a notched iPhone in landscape).
  var primarySideSafeAreaInset: CGFloat { primaryIsOnLeft ? safeAreaLeft : safeAreaRight }

  private var isPadLike: Bool { idiom == .pad || idiom == .mac }

  // MARK: Widths

  /// The widths of the primary and supplementary columns (0 for a column the kind does not have).
  var columnWidths: (primary: CGFloat, supplementary: CGFloat) {
    switch kind {
    case .classic:
      return (classicPrimaryWidth, 0)
    case .doubleColumn:
      return (columnWidth(primary), 0)
    case .tripleColumn:
      return (columnWidth(primary), columnWidth(supplementary))
    }
  }

  /// The default maximum primary width of a classic split (R32): on a phone 320 pt beside the
  /// secondary and 375 pt over it; on a pad or Mac 375 pt on large screens (and on medium ones in
  /// landscape), else 320 pt, narrower for a split sharing a landscape screen.
  var classicDefaultMaximumWidth: CGFloat {
    let narrow = SplitMetrics.narrowColumnWidth, wide = SplitMetrics.wideColumnWidth
    guard isPadLike else { return displayMode == .oneBesideSecondary ? narrow : wide }
    let long = screenLongSide
    let base = (long > SplitMetrics.largeScreenLongSide || (long > SplitMetrics.wideLandscapeLongSide && isLandscape)) ? wide : narrow
    guard isLandscape else { return base }
    if size.width <= long / 2 { return displayMode == .oneBesideSecondary ? narrow : wide }
    if size.width <= long - base { return long <= SplitMetrics.largeScreenLongSide ? narrow : wide }
    return base
  }

  /// The classic primary width (R31–R32): preferred width, else fraction, else the default
  /// maximum plus the safe-area inset on the primary side; then clamped to the minimum and the
  /// maximum (by default, the default maximum plus that inset), and to the split's width.
  var classicPrimaryWidth: CGFloat {
    let automatic = SplitMetrics.automaticDimension
    let defaultMaximum = classicDefaultMaximumWidth + primarySideSafeAreaInset
    var width: CGFloat
    if primary.width != automatic {
      width = primary.width
    } else if primary.fraction == automatic {
      width = defaultMaximum
    } else {
      width = (size.width * primary.fraction).rounded(.up)
      if !isPadLike {
        width = min(width, screenLongSide > SplitMetrics.largeScreenLongSide ? SplitMetrics.wideColumnWidth : SplitMetrics.narrowColumnWidth)
      }
    }
    width = max(primary.minimum == automatic ? 0 : primary.minimum, width)
    width = min(primary.maximum == automatic ? defaultMaximum : primary.maximum, width)
    return min(width, size.width)
  }

  /// A column-style sidebar width (R46): 320 pt by default [INF], else the preferred width or
  /// fraction, clamped to the minimum (default 0) and maximum (default 320), and to the width.
  func columnWidth(_ preferences: ColumnPreferences) -> CGFloat {
    let automatic = SplitMetrics.automaticDimension
    var width = SplitMetrics.narrowColumnWidth
    if preferences.width != automatic {
      width = preferences.width
    } else if preferences.fraction != automatic {
      width = (size.width * preferences.fraction).rounded(.up)
    }
    width = max(preferences.minimum == automatic ? 0 : preferences.minimum, width)
    width = min(preferences.maximum == automatic ? SplitMetrics.narrowColumnWidth : preferences.maximum, width)
    return min(width, size.width)
  }

  /// The width the sidebars take from the secondary in ``displayMode``, gutters included (0 when
  /// they overlay it).
  private var sidebarsBesideSecondary: CGFloat {
    let widths = columnWidths, g = gutterWidth
    switch displayMode {
    case .oneBesideSecondary: return (kind == .tripleColumn ? widths.supplementary : widths.primary) + g
    case .twoBesideSecondary: return widths.primary + widths.supplementary + 2 * g
    case .twoDisplaceSecondary: return widths.supplementary + g
    default: return 0
    }
  }

  /// The inspector column's width (R113), 0 when it is not shown: its preferred width, else its
  /// fraction, else 320 pt [INF], clamped to its minimum (default 0) and maximum (default 320)
  /// like a sidebar. [INF] Without a preference of its own, a preferred secondary width (or
  /// fraction) sets it: the inspector takes what that secondary leaves. A minimum secondary
  /// width narrows it, down to the inspector's minimum. It never takes more than the room beside
  /// the sidebars.
  var inspectorWidth: CGFloat {
    guard showsInspector, kind != .classic else { return 0 }
    let automatic = SplitMetrics.automaticDimension
    let room = max(0, size.width - sidebarsBesideSecondary - gutterWidth)
    var width = columnWidth(inspector)
    if inspector.width == automatic, inspector.fraction == automatic, secondary.width != automatic || secondary.fraction != automatic {
      let preferredSecondary = secondary.width != automatic ? secondary.width : (size.width * secondary.fraction).rounded(.up)
      width = room - preferredSecondary
      width = max(inspector.minimum == automatic ? 0 : inspector.minimum, width)
      width = min(inspector.maximum == automatic ? SplitMetrics.narrowColumnWidth : inspector.maximum, width)
    }
    if secondary.minimum != automatic {
      width = max(min(width, room - secondary.minimum), inspector.minimum == automatic ? 0 : inspector.minimum)
    }
    return max(0, min(width, room))
  }

  // MARK: Frames

  /// The frame of every column shown in ``displayMode``, in the split's coordinates, mirrored when
  /// the primary is on the right. Beside modes tile the columns with a gutter; over modes lay the
  /// sidebars on a full-size secondary; displace pushes the secondary aside, keeping its width
  /// minus the supplementary's.
  var columnFrames: [UISplitViewController.Column: CGRect] {
    var frames: [UISplitViewController.Column: CGRect] = [:]
    for column in [UISplitViewController.Column.primary, .supplementary, .secondary, .inspector] {
      if let frame = frame(of: column) { frames[column] = frame }
    }
    return frames
  }

  /// The frame of `column` in ``columnFrames``, or nil when ``displayMode`` does not show it (the
  /// layout asks for each column it installs without building the whole table).
  func frame(of column: UISplitViewController.Column) -> CGRect? {
    let widths = columnWidths
    let g = gutterWidth, W = size.width, H = size.height
    let p = widths.primary, s = widths.supplementary
    let full = CGRect(x: 0, y: 0, width: W, height: H)
    let leadingSidebar: UISplitViewController.Column = kind == .tripleColumn ? .supplementary : .primary
    let leadingWidth = kind == .tripleColumn ? s : p
    var frame: CGRect?
    switch (displayMode, column) {
    case (.automatic, .secondary), (.secondaryOnly, .secondary), (.oneOverSecondary, .secondary),
         (.twoOverSecondary, .secondary):
      frame = full
    case (.oneBesideSecondary, .secondary):
      frame = CGRect(x: leadingWidth + g, y: 0, width: W - leadingWidth - g, height: H)
    case (.oneBesideSecondary, leadingSidebar), (.oneOverSecondary, leadingSidebar):
      frame = CGRect(x: 0, y: 0, width: leadingWidth, height: H)
    case (.twoBesideSecondary, .primary), (.twoOverSecondary, .primary), (.twoDisplaceSecondary, .primary):
      frame = CGRect(x: 0, y: 0, width: p, height: H)
    case (.twoBesideSecondary, .supplementary), (.twoOverSecondary, .supplementary), (.twoDisplaceSecondary, .supplementary):
      frame = CGRect(x: p + g, y: 0, width: s, height: H)
    case (.twoBesideSecondary, .secondary):
      frame = CGRect(x: p + s + 2 * g, y: 0, width: W - p - s - 2 * g, height: H)
    case (.twoDisplaceSecondary, .secondary):
      frame = CGRect(x: p + s + 2 * g, y: 0, width: W - s - g, height: H)
    default:
      frame = nil
    }
    // The inspector at the trailing edge (the side opposite the primary) narrows the secondary.
    if showsInspector, column == .secondary || column == .inspector {
      let inspector = inspectorWidth
      if column == .inspector {
        frame = CGRect(x: W - inspector, y: 0, width: inspector, height: H)
      } else {
        frame?.size.width -= inspector + g
      }
    }
    guard var frame, !primaryIsOnLeft else { return frame }
    frame.origin.x = W - frame.maxX
    return frame
  }
}
