import AdaptiveKit
import AdaptiveSnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import AdaptiveTestSupport

/// Snapshots in a free-form iPad window (``SnapshotEnvironment/freeForm(_:on:_:)``): a window of
/// any size, whose size classes follow it. Re-record with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter FreeFormSnapshotTests`.
@Suite(.checksInvariants) @MainActor
struct FreeFormSnapshotTests {
  /// A narrow and a wide free-form window on the iPad Pro 13-inch in landscape.
  static let windows: [SnapshotEnvironment] = [
    .freeForm(CGSize(width: 500, height: 800)), .freeForm(CGSize(width: 1100, height: 800)),
  ]

  @Test func aFreeFormEnvironmentIsNamedAfterItsWindowSize() {
    #expect(SnapshotEnvironment.freeForm(CGSize(width: 900, height: 700)).name == "ipad-pro-13-landscape-window-900x700")
    #expect(SnapshotEnvironment.freeForm(CGSize(width: 400, height: 600), on: .iPadMini, .portrait).name == "ipad-mini-window-400x600")
    var both = SnapshotEnvironment(.iPadAir11, .landscapeLeft, width: "1/3")
    both.windowSize = CGSize(width: 800, height: 600)
    #expect(both.name == "ipad-air-11-landscape-window-800x600")
  }

  @Test func aFreeFormWindowTakesItsSizeAndCollapsesTheSplitBelow678Points() {
    let split = DeviceMatrixSnapshotTests.mailSplit()
    var dumps: [String: String] = [:]
    for environment in Self.windows {
      Snapshotting<UISplitViewController, String>.hierarchy(on: environment).snapshot(split).run { dumps[environment.name] = $0 }
    }
    let narrow = dumps["ipad-pro-13-landscape-window-500x800"] ?? ""
    let wide = dumps["ipad-pro-13-landscape-window-1100x800"] ?? ""
    #expect(narrow.contains("(0,0,500,800)") && narrow.contains("[column primary (collapsed)]"), "\(narrow)")
    #expect(wide.contains("(0,0,1100,800)") && !wide.contains("(collapsed)"), "\(wide)")
  }

  @Test func aSplitInANarrowAndAWideFreeFormWindow() {
    assertSnapshots(of: DeviceMatrixSnapshotTests.mailSplit(), as: .hierarchy(on: Self.windows))
    assertSnapshots(of: DeviceMatrixSnapshotTests.mailSplit(), as: .svg(on: Self.windows))
  }
}
