// The benchmark suite's entry point: the ordo-one/benchmark plugin generates a `main` that runs
// every benchmark this closure registers. Run with `Benchmarks/run`; figures go in BENCHMARKS.md.
@preconcurrency import Benchmark

let benchmarks: @Sendable () -> Void = {
  coreBenchmarks()
  splitBenchmarks()
  renderingBenchmarks()
  actionBenchmarks()
}

/// The core's benchmarks: B1 (rotation through 10,000 controllers against a bare walk),
/// B2 (routing from depth 50), M1 (bytes per view controller) and B5 (push and pop on deep stacks).
func coreBenchmarks() {
  rotationBenchmarks()
  routingBenchmarks()
  memoryBenchmarks()
  deepStackBenchmarks()
  longTextBenchmarks()
}
