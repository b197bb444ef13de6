public import AdaptiveKit
import Foundation

/// Where a snapshot is taken: a device, an orientation and, on an iPad, a multitasking width or a
/// free-form window size (``freeForm(_:on:_:)``); on an iPhone Duo, a ``posture``.
///
/// ```swift
/// let environments: [SnapshotEnvironment] = [
///   .init(.iPhone16), .init(.iPadAir11, .landscapeLeft, width: "1/3"), .freeForm(CGSize(width: 900, height: 700)),
/// ]
/// ```
public struct SnapshotEnvironment: Sendable, Hashable, CustomStringConvertible {
  /// The device.
  public var device: Device
  /// The device's orientation.
  public var orientation: UIInterfaceOrientation
  /// The label of an iPad multitasking width (`1/3`, `1/2`, `2/3`); nil for full screen.
  public var width: String?
  /// A free-form window size in points (an iPad window dragged to any size, iPadOS 26); nil for
  /// full screen or a multitasking ``width``. It wins over ``width``.
  public var windowSize: CGSize?
  /// The posture a foldable device (the iPhone Duo) is folded to before the snapshot; nil keeps
  /// the posture a window starts in (closed). See ``posture(_:_:)``.
  public var posture: Device.Posture?

  /// Creates an environment.
  public init(_ device: Device, _ orientation: UIInterfaceOrientation = .portrait, width: String? = nil) {
    self.device = device
    self.orientation = orientation
    self.width = width
  }

  /// A name for snapshot files: `iphone-16`, `ipad-air-11-landscape-1-3`,
  /// `ipad-pro-13-landscape-window-900x700` (a free-form size in whole points),
  /// `iphone-duo-landscape-partially-folded` (a posture).
  public var name: String {
    var parts = [device.identifier]
    if orientation != .portrait { parts.append(orientation.isLandscape ? "landscape" : "upside-down") }
    if let windowSize {
      parts.append("window-\(Int(windowSize.width.rounded()))x\(Int(windowSize.height.rounded()))")
    } else if let width {
      parts.append(width.replacingOccurrences(of: "/", with: "-"))
    }
    if let posture { parts.append(posture.description) }
    return parts.joined(separator: "-")
  }

  public var description: String { name }

  /// The window size for ``width``; nil for full screen (or a width the device does not have).
  var multitaskingWidth: CGFloat? {
    guard let width else { return nil }
    return device.multitaskingWidths(in: orientation).first { $0.label == width }?.width
  }

  /// Four places an adaptive layout differs: a small and a large iPhone in portrait, an iPad in
  /// landscape, and the same iPad at a third of its width (compact, as an iPhone). With the iPhone
  /// Duo's postures: ``deviceMatrixWithIPhoneDuo``.
  public static let deviceMatrix: [SnapshotEnvironment] = [
    SnapshotEnvironment(.iPhoneSE), SnapshotEnvironment(.iPhone16ProMax),
    SnapshotEnvironment(.iPadAir11, .landscapeLeft), SnapshotEnvironment(.iPadAir11, .landscapeLeft, width: "1/3"),
  ]
}
