public import AdaptiveKit
import AdaptiveRendering
import Foundation
import SnapshotTesting

extension Snapshotting where Value == UIWindow, Format == String {
  /// The window's hierarchy dump: controllers, roles, size classes, frames and appearance states.
  @MainActor public static var hierarchy: Snapshotting {
    SimplySnapshotting.lines.pullback { window in MainActor.assumeIsolated { HierarchyDump.describe(window) } }
  }

  /// The dump and an ASCII sketch of the screen, as `adaptive render` prints them.
  @MainActor public static var text: Snapshotting {
    SimplySnapshotting.lines.pullback { window in MainActor.assumeIsolated { AdaptiveRenderer.text(for: window) } }
  }

  /// The screen as an SVG picture inside the device's outline, stored as `.svg` so it opens as
  /// one; compared line by line.
  @MainActor public static var svg: Snapshotting {
    var strategy = SimplySnapshotting.lines.pullback { (window: UIWindow) in
      MainActor.assumeIsolated { AdaptiveRenderer.svg(for: window) }
    }
    strategy.pathExtension = "svg"
    return strategy
  }
}

extension Snapshotting where Value: UIViewController, Format == String {
  /// The controller as a window's root in an environment, as a hierarchy dump.
  @MainActor public static func hierarchy(on environment: SnapshotEnvironment) -> Snapshotting {
    Snapshotting<UIWindow, String>.hierarchy.pullback { environment.host($0) }
  }

  /// The controller as a window's root in an environment, as the dump and a sketch.
  @MainActor public static func text(on environment: SnapshotEnvironment) -> Snapshotting {
    Snapshotting<UIWindow, String>.text.pullback { environment.host($0) }
  }

  /// The controller as a window's root in an environment, as an SVG picture.
  @MainActor public static func svg(on environment: SnapshotEnvironment) -> Snapshotting {
    Snapshotting<UIWindow, String>.svg.pullback { environment.host($0) }
  }
}

extension Dictionary {
  /// One strategy per environment, named after it: `assertSnapshots(of: split, as: .hierarchy(on:
  /// SnapshotEnvironment.deviceMatrix))` checks every environment in one assertion.
  @MainActor public static func hierarchy<Controller: UIViewController>(
    on environments: [SnapshotEnvironment]
  ) -> [String: Snapshotting<Controller, String>] where Key == String, Value == Snapshotting<Controller, String> {
    Dictionary(uniqueKeysWithValues: environments.map { ($0.name, .hierarchy(on: $0)) })
  }

  /// One text strategy per environment, named after it.
  @MainActor public static func text<Controller: UIViewController>(
    on environments: [SnapshotEnvironment]
  ) -> [String: Snapshotting<Controller, String>] where Key == String, Value == Snapshotting<Controller, String> {
    Dictionary(uniqueKeysWithValues: environments.map { ($0.name, .text(on: $0)) })
  }

  /// One SVG strategy per environment, named after it.
  @MainActor public static func svg<Controller: UIViewController>(
    on environments: [SnapshotEnvironment]
  ) -> [String: Snapshotting<Controller, String>] where Key == String, Value == Snapshotting<Controller, String> {
    Dictionary(uniqueKeysWithValues: environments.map { ($0.name, .svg(on: $0)) })
  }
}
