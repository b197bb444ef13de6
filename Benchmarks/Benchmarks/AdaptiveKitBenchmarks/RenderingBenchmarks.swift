// B4 — layout + display list + SVG of one master-detail photo-browser screen.
// Target (BENCHMARKS.md): ≤ 1 ms (for HTML; SVG is the same pipeline with a text backend of the same size).
//
import AdaptiveKit
import AdaptiveRendering
@preconcurrency import Benchmark
import Foundation

/// The photo browser's expanded master-detail screen on an iPad Air in landscape: a split view whose
/// primary is a tab bar controller (a photographers list with subtitle rows, and Recents), beside a
/// photo screen (image, caption, button) in a navigation controller.
@MainActor
enum B4Fixture {
  static var window: UIWindow?

  final class ListController: UITableViewController {
    let names = ["Ansel Adams", "Dorothea Lange", "Henri Cartier-Bresson", "Imogen Cunningham", "Vivian Maier",
                 "Walker Evans", "Berenice Abbott", "Robert Capa", "Diane Arbus", "Gordon Parks"]
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
      cell.textLabel?.text = names[indexPath.row]
      cell.detailTextLabel?.text = "\(10 + indexPath.row) photos"
      cell.accessoryType = .disclosureIndicator
      return cell
    }
  }

  static func build() {
    let list = ListController(style: .plain)
    list.title = "Photographers"
    let photo = UIViewController()
    photo.title = "Moonrise"
    photo.view.backgroundColor = .systemBackground
    photo.view.addSubview(UIImageView(image: UIImage(named: "moonrise", size: CGSize(width: 1200, height: 900))))
    photo.view.addSubview(UILabel(text: "Moonrise, Hernandez, New Mexico, 1941"))
    let button = UIButton(type: .system)
    button.setTitle("Show URL", for: .normal)
    photo.view.addSubview(button)
    photo.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .action)
    let photographers = UINavigationController(rootViewController: list)
    photographers.tabBarItem = UITabBarItem(tabBarSystemItem: .featured, tag: 0)
    let recents = UINavigationController(rootViewController: UIViewController())
    recents.tabBarItem = UITabBarItem(tabBarSystemItem: .recents, tag: 1)
    let tabs = UITabBarController()
    tabs.viewControllers = [photographers, recents]
    let split = UISplitViewController()
    split.viewControllers = [tabs, UINavigationController(rootViewController: photo)]
    let window = UIWindow(device: .iPadAir11, orientation: .landscapeLeft)
    window.rootViewController = split
    window.makeKeyAndVisible()
    self.window = window
  }

  static func tearDown() { window = nil }
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
}
