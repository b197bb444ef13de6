// A1 — `StateKey` of the photo browser's screen; A2 — its `availableActions` from the window
// (renders a layout tree first) and from a frame already rendered (what an explorer holds).
// Target (issue 8): ≤ 10 µs each, so an explorer can key and expand states cheaply.
//
import AdaptiveKit
import AdaptiveRendering
@preconcurrency import Benchmark
import Foundation

func actionBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .throughput], warmupIterations: 10,
    maxDuration: .seconds(2), maxIterations: 5_000
  )
  Benchmark(
    "A1 StateKey of the photo browser",
    configuration: configuration,
    closure: { @MainActor benchmark async in
      guard let window = B4Fixture.window else { return }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(StateKey(window)) }
      benchmark.stopMeasurement()
    },
    setup: { @MainActor in B4Fixture.build() },
    teardown: { @MainActor in B4Fixture.tearDown() }
  )
  Benchmark(
    "A2 availableActions of the photo browser, from the window",
    configuration: configuration,
    closure: { @MainActor benchmark async in
      guard let window = B4Fixture.window else { return }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(AdaptiveRenderer.availableActions(in: window)) }
      benchmark.stopMeasurement()
    },
    setup: { @MainActor in B4Fixture.build() },
    teardown: { @MainActor in B4Fixture.tearDown() }
  )
  Benchmark(
    "A2 availableActions of the photo browser, from its frame",
    configuration: configuration,
    closure: { @MainActor benchmark async in
      guard let window = B4Fixture.window else { return }
      let frame = AdaptiveRenderer.frame(for: window)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(AdaptiveRenderer.availableActions(in: window, frame: frame)) }
      benchmark.stopMeasurement()
    },
    setup: { @MainActor in B4Fixture.build() },
    teardown: { @MainActor in B4Fixture.tearDown() }
  )
}
