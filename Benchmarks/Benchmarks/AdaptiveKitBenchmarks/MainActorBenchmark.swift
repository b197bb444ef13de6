@preconcurrency import Benchmark

/// Registers a benchmark whose body runs on the main actor, as AdaptiveKit's `@MainActor` API needs.
///
/// ordo-one/benchmark runs a synchronous body on a worker thread, where `MainActor.assumeIsolated`
/// would trap. An `async` body that is `@MainActor` hops to the main thread instead. The hop is kept
/// out of the figures: measurement starts once the body runs on the main actor and stops before it
/// returns, unless `measuresItself` is true, when the body calls `startMeasurement()` and
/// `stopMeasurement()` itself. `setUp` runs once on the main actor before warm-up; `tearDown` once
/// after the runs.
func mainActorBenchmark(
  _ name: String,
  configuration: Benchmark.Configuration,
  measuresItself: Bool = false,
  setUp: (@MainActor () -> Void)? = nil,
  tearDown: (@MainActor () -> Void)? = nil,
  body: @escaping @MainActor (Benchmark) -> Void
) {
  Benchmark(
    name,
    configuration: configuration,
    closure: { @MainActor benchmark async in
      if measuresItself {
        body(benchmark)
      } else {
        benchmark.startMeasurement()
        body(benchmark)
        benchmark.stopMeasurement()
      }
    },
    setup: setUp.map { setUp in { @MainActor in setUp() } },
    teardown: tearDown.map { tearDown in { @MainActor in tearDown() } }
  )
}

/// Wall-clock nanoseconds of `body`.
@MainActor
func nanoseconds(_ body: () -> Void) -> Int {
  let start = ContinuousClock.now
  body()
  let elapsed = ContinuousClock.now - start
  return Int(elapsed.components.seconds) * 1_000_000_000 + Int(elapsed.components.attoseconds / 1_000_000_000)
}
