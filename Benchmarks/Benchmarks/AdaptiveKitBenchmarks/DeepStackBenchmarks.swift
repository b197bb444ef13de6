import AdaptiveKit
@preconcurrency import Benchmark

// B5 — push then pop one controller on a navigation stack 1,000 and 10,000 deep, in a visible
// window. Each operation should cost O(depth) or better: the 10,000-deep figure must stay within
// about ten times the 1,000-deep one (a quadratic path would make it a hundred times).

/// The deep stacks, built once per benchmark.
@MainActor
enum DeepStackFixture {
  static var window: UIWindow?
  static var navigation: UINavigationController?

  static func build(depth: Int) {
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.setViewControllers((0..<depth).map { _ in UIViewController() }, animated: false)
    let window = UIWindow(device: .iPadPro13)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    self.window = window
    self.navigation = navigation
  }

  static func tearDown() {
    window = nil
    navigation = nil
  }
}

let b5PerCall = BenchmarkMetric.custom("ns per push+pop", polarity: .prefersSmaller, useScalingFactor: false)

func deepStackBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [b5PerCall, .wallClock, .mallocCountTotal],
    timeUnits: .microseconds,
    units: [b5PerCall: .count],
    warmupIterations: 2,
    maxDuration: .seconds(2),
    maxIterations: 200
  )
  for depth in [1_000, 10_000] {
    mainActorBenchmark(
      "B5 push and pop on a stack \(depth) deep",
      configuration: configuration,
      setUp: { DeepStackFixture.build(depth: depth) },
      tearDown: { DeepStackFixture.tearDown() }
    ) { benchmark in
      let navigation = DeepStackFixture.navigation!
      let count = benchmark.scaledIterations.count
      let total = nanoseconds {
        for _ in 0..<count {
          navigation.pushViewController(UIViewController(), animated: true)
          blackHole(navigation.popViewController(animated: true))
        }
      }
      benchmark.measurement(b5PerCall, total / max(count, 1))
    }
  }
}
