import AdaptiveKit
import Foundation
@preconcurrency import Benchmark

// B3 — one collapse + expand cycle of a realistic master–detail split: a navigation primary three
// controllers deep and a navigation secondary, on an iPad Pro 13-inch in landscape, resized to 1/3
// of the screen (compact: the split collapses and nests the secondary's navigation controller in
// the primary's) and back to full screen (regular: it expands and separates it again).
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
    let window = UIWindow(device: .iPadPro13, orientation: .landscapeLeft)
    let split = UISplitViewController()
    let primary = UINavigationController(rootViewController: UIViewController())
    primary.pushViewController(UIViewController(), animated: false)
    primary.pushViewController(UIViewController(), animated: false)
    let secondary = UINavigationController(rootViewController: UIViewController())
    split.viewControllers = [primary, secondary]
    window.rootViewController = split
    window.makeKeyAndVisible()
    self.window = window
    self.split = split
  }

  /// One cycle; the split ends as it started (expanded, primary three deep).
  static func cycle() {
    window?.resize(to: compact)
    window?.resize(to: regular)
  }

  static func tearDown() {
    window = nil
    split = nil
  }
}

func splitBenchmarks() {
  mainActorBenchmark(
    "B3 collapse + expand master-detail",
    configuration: Benchmark.Configuration(
      metrics: [.wallClock, .mallocCountTotal, .throughput],
      warmupIterations: 10,
      maxDuration: .seconds(2),
      maxIterations: 2_000
    ),
    setUp: { SplitFixture.build() },
    tearDown: { SplitFixture.tearDown() }
  ) { _ in
    SplitFixture.cycle()
  }
}
