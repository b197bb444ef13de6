import Foundation

/// An iPad Split View or Slide Over width (R49), for resizing a device window as multitasking does.
public struct MultitaskingWidth: Sendable, Hashable {
  /// A short label such as `1/3`, `1/2`, `2/3` or `full`.
  public var label: String
  /// The window width in points.
  public var width: CGFloat
}

extension Device {
  /// The width of the divider between two apps in Split View.
  public static let multitaskingDividerWidth: CGFloat = WindowMetrics.multitaskingDividerWidth

  /// The Split View widths of this device in an orientation, narrowest first, ending with full
  /// screen; only the full width on phones.
  ///
  /// The narrow app is 320 pt (375 pt on screens whose long side exceeds 1210 pt); the wide app
  /// takes the rest minus the divider; the halves share the screen minus the divider (R49).
  public func multitaskingWidths(in orientation: UIInterfaceOrientation) -> [MultitaskingWidth] {
    let full = screenSize(for: orientation).width
    guard idiom == .pad else { return [MultitaskingWidth(label: "full", width: full)] }
    let narrow = longSide > WindowMetrics.largeScreenLongSide
      ? WindowMetrics.multitaskingNarrowWidthOnLargeScreens : WindowMetrics.multitaskingNarrowWidth
    let divider = Self.multitaskingDividerWidth
    var widths = [MultitaskingWidth(label: "1/3", width: narrow)]
    if orientation.isLandscape {
      widths.append(MultitaskingWidth(label: "1/2", width: ((full - divider) / 2).rounded(.down)))
    }
    widths.append(MultitaskingWidth(label: "2/3", width: full - narrow - divider))
    widths.append(MultitaskingWidth(label: "full", width: full))
    return widths
  }
}
