import AdaptiveKit
import BenchmarkFixtures
import Foundation
@preconcurrency import Benchmark

// B3 — one collapse + expand cycle of the photo browser (fixed variant) with a photo open, on an
// iPad Pro 13-inch in landscape, resized to 1/3 of the screen (compact: the split collapses and its
// delegate pushes a new image screen onto the Photographers tab) and back to full screen (regular:
// it expands, the delegate pops the image screen and installs a new detail for the same photo).
// Target (BENCHMARKS.md): ≤ 100 µs.
//
// Uses `mainActorBenchmark` (MainActorBenchmark.swift): ordo-one/benchmark runs synchronous bodies
// off the main thread, where `MainActor.assumeIsolated` would trap.

/// The split of B3, built once before warm-up.
@MainActor
enum SplitFixture {
  static var window: UIWindow?
  static var split: UISplitViewController?
  static let compact = CGSize(width: 375, height: 1032)
  static let regular = CGSize(width: 1376, height: 1032)

  static func build() {
    let window = PhotoBrowserFixture.launch(on: .iPadPro13, orientation: .landscapeLeft)
    self.window = window
    split = window.rootViewController as? UISplitViewController
  }

  /// One cycle; the split ends as it started (expanded, the photo in the detail).
  static func cycle() {
    window?.resize(to: compact)
    window?.resize(to: regular)
  }

  static func tearDown() {
    window = nil
    split = nil
    PhotoBrowserFixture.delegate = nil
  }
}

/// The fixtures of B3's depth series, built once before warm-up.
@MainActor
enum MasterDetailFixtures {
  static var byDepth: [Int: MasterDetailFixture] = [:]
}

func splitBenchmarks() {
  let cycleConfiguration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .throughput], warmupIterations: 10, maxDuration: .seconds(2), maxIterations: 2_000)
  mainActorBenchmark(
    "B3 collapse + expand master-detail",
    configuration: cycleConfiguration,
    setUp: { SplitFixture.build() },
    tearDown: { SplitFixture.tearDown() }
  ) { _ in
    SplitFixture.cycle()
  }
  // B3's depth series: a collapse + expand of a master-detail split with no delegate, whose
  // primary stack is 3, 30 and 300 controllers deep; linear in depth at most.
  for depth in [3, 30, 300] {
    mainActorBenchmark(
      "B3 depth \(depth) collapse + expand master-detail (no delegate)",
      configuration: cycleConfiguration,
      setUp: { MasterDetailFixtures.byDepth[depth] = MasterDetailFixture(depth: depth) },
      tearDown: { MasterDetailFixtures.byDepth[depth] = nil }
    ) { _ in
      MasterDetailFixtures.byDepth[depth]?.cycle()
    }
  }
}
