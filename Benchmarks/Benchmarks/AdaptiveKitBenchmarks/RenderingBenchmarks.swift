// B4 — layout + display list + SVG of the photo browser's master-detail screen (thumbnails and the
// image embedded as PNG).
// Target (BENCHMARKS.md): ≤ 1 ms (for HTML; SVG is the same pipeline with a text backend of the same size).
//
import AdaptiveKit
import AdaptiveRendering
@preconcurrency import Benchmark
import BenchmarkFixtures
import Foundation

/// B4's screen: the photo browser on an iPad Air in landscape.
@MainActor
enum B4Fixture {
  static var window: UIWindow?

  static func build() { window = PhotoBrowserFixture.launch(on: .iPadAir11, orientation: .landscapeLeft) }

  static func tearDown() {
    window = nil
    PhotoBrowserFixture.delegate = nil
  }
}

/// A screen whose only content is a one-line label holding a very long text, to show that text
/// layout (measurement and truncation with "…") costs time linear in the text's length.
@MainActor
enum LongLabelFixture {
  static var window: UIWindow?

  static func build(characters: Int) {
    let words = ["Moonrise", "over", "Hernandez,", "New", "Mexico,", "photographed", "in", "1941;", "a", "long", "caption"]
    var text = ""
    var index = 0
    while text.utf8.count < characters {
      text += words[index % words.count] + " "
      index += 1
    }
    let controller = UIViewController()
    controller.view.backgroundColor = .systemBackground
    controller.view.addSubview(UILabel(text: String(text.prefix(characters))))
    let window = UIWindow(device: .iPhone16, orientation: .portrait)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    self.window = window
  }

  static func tearDown() { window = nil }
}

func renderingBenchmarks() {
  for characters in [10_000, 100_000] {
    Benchmark(
      "Long label \(characters / 1_000) KB: layout + display list + SVG",
      configuration: .init(metrics: [.wallClock, .mallocCountTotal, .throughput], warmupIterations: 3,
                           maxDuration: .seconds(2), maxIterations: 500),
      closure: { @MainActor benchmark async in
        guard let window = LongLabelFixture.window else { return }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(AdaptiveRenderer.svg(for: window)) }
        benchmark.stopMeasurement()
      },
      setup: { @MainActor in LongLabelFixture.build(characters: characters) },
      teardown: { @MainActor in LongLabelFixture.tearDown() }
    )
  }
  Benchmark(
    "B4 layout + display list + SVG",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal, .throughput], warmupIterations: 10,
                         maxDuration: .seconds(2), maxIterations: 2_000),
    closure: { @MainActor benchmark async in
      guard let window = B4Fixture.window else { return }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(AdaptiveRenderer.svg(for: window)) }
      benchmark.stopMeasurement()
    },
    setup: { @MainActor in B4Fixture.build() },
    teardown: { @MainActor in B4Fixture.tearDown() }
  )
  // B4 over every screen the photo browser's scenarios reach (PhotoBrowserScreensFixture): each
  // iteration renders the next screen in turn, so the percentiles are over screens as much as over
  // runs; `AdaptiveKitProfile screens` times each screen alone and names the worst.
  Benchmark(
    "B4 every photo-browser screen: layout + display list + SVG",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 0, scalingFactor: .one,
                         maxDuration: .seconds(4), maxIterations: 20_000),
    closure: { @MainActor benchmark async in
      let screens = PhotoBrowserScreensFixture.screens
      guard !screens.isEmpty else { return }
      benchmark.startMeasurement()
      blackHole(AdaptiveRenderer.svg(for: screens[ScreenCursor.next % screens.count].window))
      benchmark.stopMeasurement()
      ScreenCursor.next += 1
    },
    setup: { @MainActor in
      PhotoBrowserScreensFixture.build()
      // One render of each screen first, so that no sample pays a first render's caches.
      for screen in PhotoBrowserScreensFixture.screens { blackHole(AdaptiveRenderer.svg(for: screen.window)) }
      ScreenCursor.next = 0
    },
    teardown: { @MainActor in PhotoBrowserScreensFixture.tearDown() }
  )
}

/// The next screen B4 over every screen renders.
@MainActor
enum ScreenCursor {
  static var next = 0
}
