import Foundation

/// The status bar, sensor housing and home indicator areas of the catalogued devices ([INF]: typical
/// iOS 18 values, documented in the DocC article "How a presentation adapts").
///
/// | Device | Portrait top / bottom | Landscape top / bottom / sides |
/// |---|---|---|
/// | iPhone SE | 20 / 0 | 0 / 0 / 0 |
/// | iPhone 16 | 59 / 34 | 0 / 21 / 59 |
/// | iPhone 16 Pro Max | 62 / 34 | 0 / 21 / 62 |
/// | iPads and free-form windows | 24 / 20 | 24 / 20 / 0 |
enum SafeArea {
  /// Whether a phone window is in landscape: `orientation` when the caller knows it, else the
  /// orientation the window lays out in (a running transition's target, or its own).
  @MainActor static func isLandscape(_ window: UIWindow, orientation: UIInterfaceOrientation?) -> Bool {
    (orientation ?? window.layoutOrientation).isLandscape
  }

  /// The top inset (status bar or sensor housing) of a window.
  @MainActor static func topInset(for window: UIWindow?, orientation: UIInterfaceOrientation? = nil) -> CGFloat {
    guard let window else { return 0 }
    guard let device = window.device else { return 24 }
    if device.idiom == .pad { return 24 }
    if isLandscape(window, orientation: orientation) { return 0 }
    return device == .iPhoneSE ? 20 : (device == .iPhone16ProMax ? 62 : 59)
  }

  /// The bottom inset (home indicator) of a window.
  @MainActor static func bottomInset(for window: UIWindow?, orientation: UIInterfaceOrientation? = nil) -> CGFloat {
    guard let window else { return 0 }
    guard let device = window.device else { return 20 }
    if device.idiom == .pad { return 20 }
    if device == .iPhoneSE { return 0 }
    return isLandscape(window, orientation: orientation) ? 21 : 34
  }

  /// The left and right inset (sensor housing in landscape) of a window.
  @MainActor static func sideInset(for window: UIWindow?, orientation: UIInterfaceOrientation? = nil) -> CGFloat {
    guard let window, let device = window.device, device.idiom == .phone, device != .iPhoneSE,
          isLandscape(window, orientation: orientation) else { return 0 }
    return device == .iPhone16ProMax ? 62 : 59
  }
}
