import Foundation

/// The status bar and home indicator areas of the catalogued devices ([INF]: typical iOS 18 values).
enum SafeArea {
  /// The top inset (status bar or sensor housing) of a window.
  @MainActor static func topInset(for window: UIWindow?) -> CGFloat {
    guard let window else { return 0 }
    guard let device = window.device else { return 24 }
    if device.idiom == .pad { return 24 }
    if window.interfaceOrientation.isLandscape { return 0 }
    return device == .iPhoneSE ? 20 : (device == .iPhone16ProMax ? 62 : 59)
  }
}
