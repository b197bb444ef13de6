import AdaptiveKit
import Foundation
import SnapshotTesting
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

extension Snapshotting where Value == String, Format == String {
  /// An SVG document compared line by line and stored as `.svg`, so it opens as a picture.
  static var svg: Snapshotting {
    var strategy = Snapshotting.lines
    strategy.pathExtension = "svg"
    return strategy
  }
}

/// Snapshots of the text (dump + sketch) and SVG renderings. Re-record with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter SnapshotTests`.
@Suite(.checksInvariants) @MainActor
struct SnapshotTests {
  @Test func navigationStackOnIPhone16() {
    let (window, _) = Screens.navigationStack()
    assertSnapshot(of: AdaptiveRenderer.text(for: window), as: .lines)
    assertSnapshot(of: AdaptiveRenderer.svg(for: window), as: .svg)
  }

  @Test func tabBarOnIPhone16() {
    let (window, _) = Screens.tabBar()
    assertSnapshot(of: AdaptiveRenderer.text(for: window), as: .lines)
    assertSnapshot(of: AdaptiveRenderer.svg(for: window), as: .svg)
  }

  @Test func pageSheetCardOnIPhone16() {
    let (window, _) = Screens.pageSheet()
    assertSnapshot(of: AdaptiveRenderer.text(for: window), as: .lines)
    assertSnapshot(of: AdaptiveRenderer.svg(for: window), as: .svg)
  }

  @Test func formSheetOnIPadAirLandscape() {
    let (window, _) = Screens.formSheetOnPad()
    assertSnapshot(of: AdaptiveRenderer.text(for: window), as: .lines)
    assertSnapshot(of: AdaptiveRenderer.svg(for: window), as: .svg)
  }

  @Test func popoverFromBarButtonItemOnIPadAir() {
    let (window, _, _) = Screens.popoverOnPad()
    assertSnapshot(of: AdaptiveRenderer.text(for: window), as: .lines)
    assertSnapshot(of: AdaptiveRenderer.svg(for: window), as: .svg)
  }
}
