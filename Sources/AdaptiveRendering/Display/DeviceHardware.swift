import AdaptiveKit
public import Foundation

/// The parts of a device's front a picture draws with its screen: the Dynamic Island cut into the
/// screen and the home button below it, placed for the window's orientation.
public struct DeviceHardware: Sendable, Equatable, Codable {
  /// A side of the screen.
  public enum Edge: String, Sendable, Codable { case top, left, bottom, right }

  /// The Dynamic Island's frame in screen coordinates (drawn over everything, in black), or nil
  /// when the device's sensors sit in the bezel.
  public var dynamicIsland: CGRect?
  /// The side of the screen whose bezel holds the home button (its opposite bezel holds the
  /// earpiece), or nil for a device with a home indicator.
  public var homeButtonEdge: Edge?

  /// Creates a description of a device's hardware.
  public init(dynamicIsland: CGRect? = nil, homeButtonEdge: Edge? = nil) {
    self.dynamicIsland = dynamicIsland
    self.homeButtonEdge = homeButtonEdge
  }

  /// The hardware of the device in the window's orientation, read from its catalog entry
  /// (``Device/sensorHousing``, ``Device/hasHomeButton``); nil for a free-form window.
  @MainActor init?(window: UIWindow) {
    guard let device = window.device else { return nil }
    let orientation = window.interfaceOrientation
    dynamicIsland = device.sensorHousingFrame(in: orientation)
    if device.hasHomeButton {
      // UIKit's interface orientations: `.landscapeLeft` has the home button on the left.
      homeButtonEdge = switch orientation {
      case .landscapeLeft: .left
      case .landscapeRight: .right
      case .portraitUpsideDown: .top
      default: .bottom
      }
    }
  }
}
