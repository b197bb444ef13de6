import AdaptiveKit
import AdaptiveRendering
@preconcurrency import Benchmark

// B6 — the SVG of a screen whose label holds 10,000 or 100,000 characters, on one line (cut with
// "…") and on as many lines as it needs. Text layout should cost O(length): the 100,000-character
// figure must stay within about ten times the 10,000-character one.

/// The long-text screens, built once per benchmark.
@MainActor
enum LongTextFixture {
  static var window: UIWindow?

  static func build(length: Int, lines: Int) {
    let controller = UIViewController()
    let label = UILabel()
    label.numberOfLines = lines
    label.text = String(repeating: "Long text ", count: length / 10)
    controller.view.addSubview(label)
    let window = UIWindow(device: .iPhone16)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    self.window = window
  }

  static func tearDown() { window = nil }
}

func longTextBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .microseconds,
    warmupIterations: 2,
    maxDuration: .seconds(2),
    maxIterations: 200
  )
  for lines in [1, 0] {
    for length in [10_000, 100_000] {
      mainActorBenchmark(
        "B6 SVG of a label of \(length) characters, \(lines == 1 ? "one line" : "all lines")",
        configuration: configuration,
        setUp: { LongTextFixture.build(length: length, lines: lines) },
        tearDown: { LongTextFixture.tearDown() }
      ) { benchmark in
        let window = LongTextFixture.window!
        for _ in benchmark.scaledIterations { blackHole(AdaptiveRenderer.svg(for: window)) }
      }
    }
  }
}
