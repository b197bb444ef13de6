import Foundation

/// The split view's constants: column widths, and the screen sizes at which they change (R31–R32,
/// R46; [INF] where marked in ``SplitGeometry``).
enum SplitMetrics {
  /// The value of ``UISplitViewController/automaticDimension``: "use the default".
  static let automaticDimension: CGFloat = -3.40282347e38
  /// The narrow default sidebar width: a classic split on smaller screens, and every column-style
  /// sidebar by default and at most.
  static let narrowColumnWidth: CGFloat = 320
  /// The wide default sidebar width of a classic split on large screens.
  static let wideColumnWidth: CGFloat = 375
  /// Screens whose long side is longer than this always get the wide classic width.
  static let largeScreenLongSide: CGFloat = 1210
  /// Screens whose long side is longer than this get the wide classic width in landscape.
  static let wideLandscapeLongSide: CGFloat = 1112
  /// The gutter between tiled columns in pixels (divided by the display scale).
  static let gutterPixels: CGFloat = 1
  /// The fraction of the landscape screen width above which `.automatic` shows a sidebar: a split
  /// at most this wide (the 1/2 multitasking state) hides it.
  static let automaticSidebarScreenFraction: CGFloat = 0.5
}
