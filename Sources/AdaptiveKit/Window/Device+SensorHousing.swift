import Foundation

extension Device {
  /// Where a device's front camera and sensors sit.
  public enum SensorHousing: Sendable, Hashable {
    /// In the bezel around the screen, which stays rectangular (the iPhone SE, iPads).
    case bezel
    /// In the Dynamic Island: a black pill cut into the top of the screen, which the status bar's
    /// time and icons sit either side of (every iPhone of the catalog from the iPhone 16 on).
    case dynamicIsland
  }

  /// The size of the Dynamic Island in portrait, in points [INF: measured from screenshots].
  public static let dynamicIslandSize = CGSize(width: 126, height: 37)
  /// The gap between the top of the screen and the Dynamic Island in portrait [INF].
  public static let dynamicIslandTopMargin: CGFloat = 11

  /// The frame of the sensor housing cut into the screen, in the screen's coordinates for an
  /// orientation, or nil when the sensors sit in the bezel. The island stays at the device's top
  /// edge, so it is at the trailing edge in `.landscapeLeft` (home indicator on the left) and at
  /// the leading edge in `.landscapeRight`.
  public func sensorHousingFrame(in orientation: UIInterfaceOrientation) -> CGRect? {
    guard sensorHousing == .dynamicIsland else { return nil }
    let size = screenSize(for: orientation)
    let island = Self.dynamicIslandSize, margin = Self.dynamicIslandTopMargin
    switch orientation {
    case .landscapeLeft:
      return CGRect(x: size.width - margin - island.height, y: (size.height - island.width) / 2, width: island.height, height: island.width)
    case .landscapeRight:
      return CGRect(x: margin, y: (size.height - island.width) / 2, width: island.height, height: island.width)
    default:
      return CGRect(x: (size.width - island.width) / 2, y: margin, width: island.width, height: island.height)
    }
  }

  /// Whether the device has a home button below its screen: a device without a home indicator.
  public var hasHomeButton: Bool { !hasHomeIndicator }
}
