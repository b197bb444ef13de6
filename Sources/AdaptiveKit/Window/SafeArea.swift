import Foundation

/// The status bar, sensor housing and home indicator areas of a window: its ``Device``'s
/// ``Device/safeAreaInsets(for:)`` in the orientation it lays out in, or 24 / 20 pt (top / bottom)
/// for a free-form window with no device.
enum SafeArea {
  /// All four insets of a window: `orientation` when the caller knows it, else the orientation the
  /// window lays out in (a running transition's target, or its own).
  @MainActor static func insets(for window: UIWindow?, orientation: UIInterfaceOrientation? = nil) -> UIEdgeInsets {
    guard let window else { return .zero }
    guard let device = window.deviceSafeAreaInsets else { return WindowMetrics.freeFormSafeAreaInsets }
    return (orientation ?? window.layoutOrientation).isLandscape ? device.landscape : device.portrait
  }

  /// The top inset (status bar or sensor housing) of a window.
  @MainActor static func topInset(for window: UIWindow?, orientation: UIInterfaceOrientation? = nil) -> CGFloat {
    insets(for: window, orientation: orientation).top
  }

  /// The bottom inset (home indicator) of a window.
  @MainActor static func bottomInset(for window: UIWindow?, orientation: UIInterfaceOrientation? = nil) -> CGFloat {
    insets(for: window, orientation: orientation).bottom
  }

  /// The left and right inset (sensor housing in landscape) of a window: the larger of the two.
  @MainActor static func sideInset(for window: UIWindow?, orientation: UIInterfaceOrientation? = nil) -> CGFloat {
    let all = insets(for: window, orientation: orientation)
    return max(all.left, all.right)
  }
}
