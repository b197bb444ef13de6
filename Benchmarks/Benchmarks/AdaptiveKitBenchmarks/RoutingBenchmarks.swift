import AdaptiveKit
import BenchmarkFixtures
@preconcurrency import Benchmark

// B2 — `show` / `showDetailViewController` routing from a controller at depth 50.
// Target (BENCHMARKS.md): ≤ 2 µs.

/// Routing calls per sample (1,000). The runner shows wall clock, mallocs and throughput per call
/// (the metrics marked `*`); the custom metric "ns per call" is the loop's own timing divided by it.
let b2Scaling = BenchmarkScalingFactor.kilo
let b2PerCall = BenchmarkMetric.custom("ns per call", polarity: .prefersSmaller, useScalingFactor: false)

/// Runs `body` once per scaled iteration, timing the loop, and records nanoseconds per call.
@MainActor
func timedCalls(_ benchmark: Benchmark, _ body: () -> Void) {
  let count = benchmark.scaledIterations.count
  let total = nanoseconds {
    for _ in 0..<count { body() }
  }
  benchmark.measurement(b2PerCall, total / count)
}

func routingBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [b2PerCall, .wallClock, .mallocCountTotal, .throughput],
    timeUnits: .nanoseconds,
    units: [b2PerCall: .count],
    warmupIterations: 10,
    scalingFactor: b2Scaling,
    maxDuration: .seconds(2),
    maxIterations: 2_000
  )

  mainActorBenchmark(
    "B2 targetViewController(forAction: show) from depth 50",
    configuration: configuration,
    setUp: { RoutingFixture.build() },
    tearDown: { RoutingFixture.tearDown() }
  ) { benchmark in
    let leaf = RoutingFixture.leaf!
    timedCalls(benchmark) { blackHole(leaf.targetViewController(forAction: .show, sender: nil)) }
  }

  mainActorBenchmark(
    "B2 targetViewController(forAction: showDetail) from depth 50 (no target, full walk)",
    configuration: configuration,
    setUp: { RoutingFixture.build() },
    tearDown: { RoutingFixture.tearDown() }
  ) { benchmark in
    let leaf = RoutingFixture.leaf!
    timedCalls(benchmark) { blackHole(leaf.targetViewController(forAction: .showDetail, sender: nil)) }
  }

  // The full show: routed from depth 50 to the navigation controller, which pushes (on screen,
  // with appearance callbacks); each push is undone by a pop so every call does the same work.
  mainActorBenchmark(
    "B2 show from depth 50 then pop (push + pop round trip)",
    configuration: configuration,
    setUp: { RoutingFixture.build() },
    tearDown: { RoutingFixture.tearDown() }
  ) { benchmark in
    let leaf = RoutingFixture.leaf!, navigation = RoutingFixture.navigation!, pushed = RoutingFixture.pushed
    timedCalls(benchmark) {
      leaf.show(pushed, sender: nil)
      navigation.popViewController(animated: true)
    }
  }

  // The same round trip with `pushViewController` called directly: the difference from the
  // benchmark above is what routing adds to a real push.
  mainActorBenchmark(
    "B2 reference pushViewController then pop (no routing)",
    configuration: configuration,
    setUp: { RoutingFixture.build() },
    tearDown: { RoutingFixture.tearDown() }
  ) { benchmark in
    let navigation = RoutingFixture.navigation!, pushed = RoutingFixture.pushed
    timedCalls(benchmark) {
      navigation.pushViewController(pushed, animated: true)
      navigation.popViewController(animated: true)
    }
  }
}
