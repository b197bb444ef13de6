import Foundation

/// The status bar, sensor housing and home indicator areas of the catalogued devices ([INF]: typical
/// iOS 18 values).
///
/// | device | portrait top / bottom | landscape top / bottom / sides |
/// |---|---|---|
/// | iPhone SE | 20 / 0 | 0 / 0 / 0 |
/// | iPhone 16 | 59 / 34 | 0 / 21 / 59 |
/// | iPhone 16 Pro Max | 62 / 34 | 0 / 21 / 62 |
/// | iPad (any), free-form window | 24 / 20 | 24 / 20 / 0 |
enum SafeArea {
  /// The top inset (status bar or sensor housing) of a window.
  @MainActor static func topInset(for window: UIWindow?) -> CGFloat {
    guard let window else { return 0 }
    guard let device = window.device else { return 24 }
    if device.idiom == .pad { return 24 }
    if window.interfaceOrientation.isLandscape { return 0 }
    return device == .iPhoneSE ? 20 : (device == .iPhone16ProMax ? 62 : 59)
  }

  /// The bottom inset (home indicator) of a window: 34 pt on Face-ID iPhones in portrait, 21 in
  /// landscape, 20 on iPad, 0 on the iPhone SE.
  @MainActor static func bottomInset(for window: UIWindow?) -> CGFloat {
    guard let window else { return 0 }
    guard let device = window.device else { return 20 }
    if device.idiom == .pad { return 20 }
    if device == .iPhoneSE { return 0 }
    return window.interfaceOrientation.isLandscape ? 21 : 34
  }

  /// The left and right insets (sensor housing beside the content in landscape).
  @MainActor static func sideInset(for window: UIWindow?) -> CGFloat {
    guard let window, let device = window.device, device.idiom == .phone, device != .iPhoneSE,
          window.interfaceOrientation.isLandscape else { return 0 }
    return device == .iPhone16ProMax ? 62 : 59
  }

  /// All four insets of a window.
  @MainActor static func insets(for window: UIWindow?) -> UIEdgeInsets {
    let side = sideInset(for: window)
    return UIEdgeInsets(top: topInset(for: window), left: side, bottom: bottomInset(for: window), right: side)
  }
}
