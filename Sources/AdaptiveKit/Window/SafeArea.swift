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
  /// The top inset (status bar or sensor housing) of a window.
  @MainActor static func topInset(for window: UIWindow?) -> CGFloat {
    guard let window else { return 0 }
    guard let device = window.device else { return 24 }
    if device.idiom == .pad { return 24 }
    if window.interfaceOrientation.isLandscape { return 0 }
    return device == .iPhoneSE ? 20 : (device == .iPhone16ProMax ? 62 : 59)
  }

  /// The bottom inset (home indicator) of a window.
  @MainActor static func bottomInset(for window: UIWindow?) -> CGFloat {
    guard let window else { return 0 }
    guard let device = window.device else { return 20 }
    if device.idiom == .pad { return 20 }
    if device == .iPhoneSE { return 0 }
    return window.interfaceOrientation.isLandscape ? 21 : 34
  }

  /// The left and right inset (sensor housing in landscape) of a window.
  @MainActor static func sideInset(for window: UIWindow?) -> CGFloat {
    guard let window, let device = window.device, device.idiom == .phone, device != .iPhoneSE,
          window.interfaceOrientation.isLandscape else { return 0 }
    return device == .iPhone16ProMax ? 62 : 59
  }
}
