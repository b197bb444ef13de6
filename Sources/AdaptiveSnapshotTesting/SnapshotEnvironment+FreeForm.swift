public import AdaptiveKit
public import Foundation

extension SnapshotEnvironment {
  /// An iPad window dragged to any size (iPadOS 26 windowing): `device` in `orientation`, its
  /// window resized to `size`, whose size classes follow the window (horizontal regular from 678
  /// points on an iPad).
  ///
  /// ```swift
  /// assertSnapshots(of: split, as: .hierarchy(on: [.freeForm(CGSize(width: 500, height: 800))]))
  /// ```
  ///
  /// - Parameters:
  ///   - size: The window's size in points, at most the screen's in `orientation`.
  ///   - device: The device whose screen the window is on (an iPad Pro 13-inch unless given).
  ///   - orientation: The screen's orientation (landscape unless given).
  public static func freeForm(
    _ size: CGSize, on device: Device = .iPadPro13, _ orientation: UIInterfaceOrientation = .landscapeLeft
  ) -> SnapshotEnvironment {
    var environment = SnapshotEnvironment(device, orientation)
    environment.windowSize = size
    return environment
  }
}
