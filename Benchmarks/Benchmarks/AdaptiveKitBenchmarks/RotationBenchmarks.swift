import AdaptiveKit
import BenchmarkFixtures
@preconcurrency import Benchmark

// B1 — a trait transition (rotation) through a 10,000-controller hierarchy, against a bare
// recursive walk that computes the same traits over a plain tree of 10,000 nodes, in the same run.
// Target (BENCHMARKS.md): ≤ 2 ms, and ≤ 3× the bare walk.

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
  mainActorBenchmark(
    "B1 ratio rotate to bare walk (x100)",
    configuration: Benchmark.Configuration(
      metrics: [.custom("rotate/bare walk x100", polarity: .prefersSmaller, useScalingFactor: false)],
      warmupIterations: 10,
      maxDuration: .seconds(3),
      maxIterations: 1_000
    ),
    setUp: {
      RotationFixture.build()
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
