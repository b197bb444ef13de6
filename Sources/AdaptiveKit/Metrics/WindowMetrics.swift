import Foundation

/// The sizes of windows that belong to no device and of iPad multitasking (R49; [INF] where Apple
/// documents no value). Per-device values (screen size, safe areas, corner radius, home indicator)
/// are properties of ``Device``.
enum WindowMetrics {
  /// The safe-area insets of a free-form window (no device), in both orientations ([INF]).
  static let freeFormSafeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
  /// The width of the divider between two apps in Split View.
  static let multitaskingDividerWidth: CGFloat = 10
  /// The width of the narrow app in Split View and of Slide Over.
  static let multitaskingNarrowWidth: CGFloat = 320
  /// The narrow app's width on screens whose long side exceeds ``largeScreenLongSide``.
  static let multitaskingNarrowWidthOnLargeScreens: CGFloat = 375
  /// Screens whose long side is longer than this give the narrow app its wider width.
  static let largeScreenLongSide: CGFloat = 1210
  /// The region of a window's controls at its top-leading corner, iPadOS 26 ([INF]: no source
  /// gives it; three 14 pt buttons with their spacing and padding).
  static let windowControlsSize = CGSize(width: 84, height: 36)
}
