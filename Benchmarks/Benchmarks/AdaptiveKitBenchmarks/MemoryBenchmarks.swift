import AdaptiveKit
import BenchmarkFixtures
@preconcurrency import Benchmark
import CHeapStats

// M1 — memory per view controller. Target (BENCHMARKS.md): ≤ 4 KB.
//
// Each sample creates 1,000 controllers and keeps them alive until the measurement has stopped,
// so nothing the controllers hold is freed inside it. Two measures, per controller (the runner
// divides its malloc counters, marked `*`, by the 1,000):
// - "Malloc / free Δ (bytes)": bytes requested from malloc minus bytes freed, counted by the
//   benchmark's malloc interposer — what the controllers hold, without allocator overhead;
// - "heap bytes per controller (mallinfo2)": glibc's in-use heap before and after, which adds
//   glibc's chunk rounding and header — and the interposer's own 16-byte header per block, so it
//   reads 16 B × blocks per controller high.

/// Controllers per sample.
let m1Scaling = BenchmarkScalingFactor.kilo
let m1HeapMetric = BenchmarkMetric.custom("heap bytes per controller (mallinfo2)", polarity: .prefersSmaller, useScalingFactor: false)

/// glibc's count of heap bytes in use (arena and mmapped chunks).
func heapBytesInUse() -> Int { Int(cheapstats_heap_bytes_in_use()) }

@MainActor
enum MemoryFixture {
  /// What the last sample created, released before the next sample starts.
  static var kept: [UIViewController] = []
  static var container: UIViewController?
}

/// Runs one M1 sample: `make` creates one controller; everything is kept past the measurement.
@MainActor
func measureControllers(_ benchmark: Benchmark, _ make: () -> UIViewController) {
  let count = benchmark.scaledIterations.count
  MemoryFixture.kept.removeAll(keepingCapacity: true)
  MemoryFixture.kept.reserveCapacity(count)
  let before = heapBytesInUse()
  benchmark.startMeasurement()
  for _ in 0..<count { MemoryFixture.kept.append(make()) }
  benchmark.stopMeasurement()
  let after = heapBytesInUse()
  benchmark.measurement(m1HeapMetric, (after - before) / count)
}

func memoryBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.memoryLeakedBytes, .mallocFreeDelta, .mallocCountTotal, m1HeapMetric],
    units: [.memoryLeakedBytes: .count, m1HeapMetric: .count],
    warmupIterations: 3,
    scalingFactor: m1Scaling,
    maxDuration: .seconds(2),
    maxIterations: 200
  )

  mainActorBenchmark(
    "M1 UIViewController, view not loaded",
    configuration: configuration, measuresItself: true,
    tearDown: { MemoryFixture.kept = [] }
  ) { benchmark in
    measureControllers(benchmark) { UIViewController() }
  }

  mainActorBenchmark(
    "M1 UIViewController, view loaded",
    configuration: configuration, measuresItself: true,
    tearDown: { MemoryFixture.kept = [] }
  ) { benchmark in
    measureControllers(benchmark) {
      let controller = UIViewController()
      controller.loadViewIfNeeded()
      return controller
    }
  }

  // A child in a container: added with addChild/didMove, its view loaded and in the container's
  // view. The container (one per sample) is created before the measurement starts.
  mainActorBenchmark(
    "M1 child UIViewController in a container, view loaded",
    configuration: configuration, measuresItself: true,
    tearDown: {
      MemoryFixture.kept = []
      MemoryFixture.container = nil
    }
  ) { benchmark in
    MemoryFixture.kept.removeAll()
    let container = UIViewController()
    container.loadViewIfNeeded()
    container.view.subviews.forEach { $0.removeFromSuperview() }
    MemoryFixture.container = container
    measureControllers(benchmark) {
      let child = UIViewController()
      container.addChild(child)
      container.view.addSubview(child.view)
      child.didMove(toParent: container)
      return child
    }
  }
}
