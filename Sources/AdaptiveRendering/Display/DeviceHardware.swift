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
  /// The fold of a foldable device (the iPhone Duo) while it is partially folded: the active
  /// division region in screen coordinates, drawn as a shaded band with a line down its middle
  /// (ids `fold` and `foldLine`); nil when the device is flat, closed or does not fold.
  public var fold: CGRect?
  /// The holes of the cameras in the shown display that cover content now (active occlusion
  /// regions), drawn in black over everything (id `camera`).
  public var cameraHoles: [CGRect] = []

  /// Creates a description of a device's hardware.
  public init(dynamicIsland: CGRect? = nil, homeButtonEdge: Edge? = nil, fold: CGRect? = nil, cameraHoles: [CGRect] = []) {
    self.dynamicIsland = dynamicIsland
    self.homeButtonEdge = homeButtonEdge
    self.fold = fold
    self.cameraHoles = cameraHoles
  }

  /// The fold's shading.
  public static let foldColor = Color(hex: 0x000000, alpha: 0.12)
  /// The line down the fold's middle.
  public static let foldLineColor = Color(hex: 0x000000, alpha: 0.45)
  /// The 1 pt line down the middle of a fold, along its long side.
  public static func foldLine(of fold: CGRect) -> CGRect {
    fold.height >= fold.width
      ? CGRect(x: fold.midX - 0.5, y: fold.minY, width: 1, height: fold.height)
      : CGRect(x: fold.minX, y: fold.midY - 0.5, width: fold.width, height: 1)
  }

  /// The hardware of the device in the window's orientation, read from its catalog entry
  /// (``Device/sensorHousing``, ``Device/hasHomeButton``); nil for a free-form window.
  @MainActor init?(window: UIWindow) {
    guard let device = window.device else { return nil }
    let orientation = window.interfaceOrientation
    dynamicIsland = device.sensorHousingFrame(in: orientation)
    let regions = device.reservedRegions(in: orientation, posture: window.posture).filter(\.isActive)
    fold = regions.first { $0.kind == .division }?.frame
    cameraHoles = regions.filter { $0.kind == .occlusion }.map { region in
      CGRect(x: region.frame.minX + region.margins.left, y: region.frame.minY + region.margins.top,
             width: region.frame.width - region.margins.left - region.margins.right,
             height: region.frame.height - region.margins.top - region.margins.bottom)
    }
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
