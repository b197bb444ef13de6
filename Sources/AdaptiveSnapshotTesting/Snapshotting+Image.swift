public import AdaptiveKit
import AdaptiveRendering
public import Foundation
import SnapshotTesting

extension Snapshotting where Value == UIWindow, Format == Data {
  /// The screen as a PNG picture inside the device's outline at 2 pixels a point, stored as
  /// `.png`; compared pixel by pixel, every pixel exactly.
  @MainActor public static var image: Snapshotting { image() }

  /// The screen as a PNG picture inside the device's outline, stored as `.png`.
  ///
  /// - Parameters:
  ///   - scale: Pixels a point (2, as a Retina screenshot; 1 for smaller files).
  ///   - precision: The fraction of pixels that must match (1: all).
  ///   - tolerance: How far apart (0…255) two channels of a matching pixel may be.
  @MainActor public static func image(scale: CGFloat = 2, precision: Double = 1, tolerance: UInt8 = 0) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .pixels(precision: precision, tolerance: tolerance)) { window in
      MainActor.assumeIsolated { AdaptiveRenderer.png(for: window, scale: scale) }
    }
  }
}

extension Snapshotting where Value: UIViewController, Format == Data {
  /// The controller as a window's root in an environment, as a PNG picture (see
  /// ``Snapshotting/image(scale:precision:tolerance:)``).
  @MainActor public static func image(on environment: SnapshotEnvironment, scale: CGFloat = 2, precision: Double = 1,
                                      tolerance: UInt8 = 0) -> Snapshotting {
    Snapshotting<UIWindow, Data>.image(scale: scale, precision: precision, tolerance: tolerance).pullback { environment.host($0) }
  }
}

extension Dictionary {
  /// One PNG strategy per environment, named after it: `assertSnapshots(of: split, as: .image(on:
  /// SnapshotEnvironment.deviceMatrix))`.
  @MainActor public static func image<Controller: UIViewController>(
    on environments: [SnapshotEnvironment], scale: CGFloat = 2, precision: Double = 1, tolerance: UInt8 = 0
  ) -> [String: Snapshotting<Controller, Data>] where Key == String, Value == Snapshotting<Controller, Data> {
    Dictionary(uniqueKeysWithValues: environments.map { ($0.name, .image(on: $0, scale: scale, precision: precision, tolerance: tolerance)) })
  }
}
