import Foundation

extension UISplitViewController {
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

  /// The widths of the primary and supplementary columns for a split of `size` in `mode`.
  func columnWidths(for size: CGSize, mode: DisplayMode, collapsed: Bool? = nil) -> (primary: CGFloat, supplementary: CGFloat) {
    if collapsed ?? laysOutCollapsed { return (0, 0) }
    if style == .unspecified { return (classicPrimaryWidth(splitWidth: size.width, mode: mode), 0) }
    let primary = columnWidth(
      splitWidth: size.width, preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
      minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    let supplementary = style == .tripleColumn ? columnWidth(
      splitWidth: size.width, preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
      minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth) : 0
    return (primary, supplementary)
  }

  /// The default maximum primary width of a classic split on a pad or Mac (R32).
  func classicDefaultMaximumWidth(splitWidth: CGFloat, mode: DisplayMode) -> CGFloat {
    let idiom = traitCollection.userInterfaceIdiom
    guard idiom == .pad || idiom == .mac else { return mode == .oneBesideSecondary ? 320 : 375 }
    let long = screenLongSide
    let landscape = screenIsLandscape
    let base: CGFloat = (long > 1210 || (long > 1112 && landscape)) ? 375 : 320
    guard landscape else { return base }
    if splitWidth <= long / 2 { return mode == .oneBesideSecondary ? 320 : 375 }
    if splitWidth <= long - base { return long <= 1210 ? 320 : 375 }
    return base
  }

  /// The split view's safe-area inset on the primary side (R32): its left inset when the primary
  /// is on the left (leading in left-to-right, or trailing in right-to-left), else its right inset.
  /// Non-zero only where the window has side insets (a notched iPhone in landscape).
  var primarySideSafeAreaInset: CGFloat {
    guard let view = storedView, view.window != nil else { return 0 }
    let insets = view.safeAreaInsets
    return primaryIsOnLeft ? insets.left : insets.right
  }

  /// The classic primary width (R31–R32): preferred width, else fraction, else the default
  /// maximum plus the safe-area inset on the primary side; then clamped to the minimum and the
  /// maximum (by default, the default maximum plus that inset).
  func classicPrimaryWidth(splitWidth: CGFloat, mode: DisplayMode) -> CGFloat {
    let automatic = UISplitViewController.automaticDimension
    let defaultMaximum = classicDefaultMaximumWidth(splitWidth: splitWidth, mode: mode) + primarySideSafeAreaInset
    let isPad = traitCollection.userInterfaceIdiom == .pad || traitCollection.userInterfaceIdiom == .mac
    var width: CGFloat
    if preferredPrimaryColumnWidth != automatic {
      width = preferredPrimaryColumnWidth
    } else if preferredPrimaryColumnWidthFraction == automatic {
      width = defaultMaximum
    } else {
      width = (splitWidth * preferredPrimaryColumnWidthFraction).rounded(.up)
      if !isPad { width = min(width, screenLongSide > 1210 ? 375 : 320) }
    }
    width = max(minimumPrimaryColumnWidth == automatic ? 0 : minimumPrimaryColumnWidth, width)
    width = min(maximumPrimaryColumnWidth == automatic ? defaultMaximum : maximumPrimaryColumnWidth, width)
    return min(width, splitWidth)
  }

  /// A column-style sidebar width (R46): 320 pt by default [INF], else the preferred width or
  /// fraction, clamped to the minimum (default 0) and maximum (default 320).
  func columnWidth(splitWidth: CGFloat, preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
    let automatic = UISplitViewController.automaticDimension
    var width: CGFloat = 320
    if preferred != automatic {
      width = preferred
    } else if fraction != automatic {
      width = (splitWidth * fraction).rounded(.up)
    }
    width = max(minimum == automatic ? 0 : minimum, width)
    width = min(maximum == automatic ? 320 : maximum, width)
    return min(width, splitWidth)
  }
}
