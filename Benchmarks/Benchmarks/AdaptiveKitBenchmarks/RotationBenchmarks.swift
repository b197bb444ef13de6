import AdaptiveKit
import BenchmarkFixtures
@preconcurrency import Benchmark

// B1 — a trait transition (rotation) through a 10,000-controller hierarchy, against a bare
// recursive walk that computes the same traits over a plain tree of 10,000 nodes, in the same run.
// Target (BENCHMARKS.md): ≤ 2× the bare walk with every view loaded.

func rotationBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .throughput],
    warmupIterations: 10,
    maxDuration: .seconds(3),
    maxIterations: 2_000
  )

  mainActorBenchmark(
    "B1 rotate 10000 controllers (iPhone 16 Pro Max, portrait-landscape)",
    configuration: configuration,
    setUp: { RotationFixture.build() },
    tearDown: { RotationFixture.window = nil }
  ) { _ in
    RotationFixture.rotate()
  }

  mainActorBenchmark(
    "B1 rotate 10000 controllers, every view loaded",
    configuration: configuration,
    setUp: { RotationFixture.build(loadingEveryView: true) },
    tearDown: { RotationFixture.window = nil }
  ) { _ in
    RotationFixture.rotate()
  }

  mainActorBenchmark(
    "B1 baseline bare walk 10000 nodes (same overlay)",
    configuration: configuration,
    setUp: { BareWalk.build() },
    tearDown: { BareWalk.root = nil }
  ) { _ in
    blackHole(BareWalk.rotate())
  }

  mainActorBenchmark(
    "B1 info bare walk 10000 nodes (traitsFrom merge at every node)",
    configuration: configuration,
    setUp: { BareWalk.build() },
    tearDown: { BareWalk.root = nil }
  ) { _ in
    blackHole(BareWalk.rotate(merging: true))
  }

  // The ratio, sample by sample: one rotation and one bare walk back to back, timed separately.
  rotationRatioBenchmark("B1 ratio rotate to bare walk (x100)", loadingEveryView: false)
  rotationRatioBenchmark("B1 ratio rotate, every view loaded, to bare walk (x100)", loadingEveryView: true)
}

/// One rotation and one bare walk back to back in every sample; records their quotient × 100.
private func rotationRatioBenchmark(_ name: String, loadingEveryView: Bool) {
  mainActorBenchmark(
    name,
    configuration: Benchmark.Configuration(
      metrics: [.custom("rotate/bare walk x100", polarity: .prefersSmaller, useScalingFactor: false)],
      warmupIterations: 10,
      maxDuration: .seconds(3),
      maxIterations: 1_000
    ),
    setUp: {
      RotationFixture.build(loadingEveryView: loadingEveryView)
      BareWalk.build()
    },
    tearDown: {
      RotationFixture.window = nil
      BareWalk.root = nil
    }
  ) { benchmark in
    let rotation = nanoseconds { RotationFixture.rotate() }
    var changed = 0
    let walk = nanoseconds { changed = BareWalk.rotate() }
    blackHole(changed)
    benchmark.measurement(
      .custom("rotate/bare walk x100", polarity: .prefersSmaller, useScalingFactor: false),
      rotation * 100 / max(walk, 1))
  }
}
