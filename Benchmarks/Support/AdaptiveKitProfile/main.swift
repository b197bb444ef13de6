// A profiling harness for the benchmarks' hot paths, without the benchmark runner and its malloc
// interposer (valgrind cannot run under the interposer). Build and profile with:
//
//   swift build --package-path Benchmarks -c release --product AdaptiveKitProfile
//   valgrind --tool=callgrind Benchmarks/.build/release/AdaptiveKitProfile rotate 20
//
// Workloads: rotate (B1), rotate-loaded (B1 with every view loaded), bare (B1 baseline), target and target-detail (B2 targetViewController
// for show and showDetail), climb (B2's baseline: the same depth of unowned parents, climbed bare), show (B2 show+pop), browser (B3: the photo browser collapsing and
// expanding), depth3, depth30 and depth300 (B3's depth series: a master-detail split whose primary
// stack is that deep), render (B4: layout, display list and SVG of the photo browser's screen), actions (A2:
// its available actions, asked again and again of one rendered frame), frame (rendering that frame),
// actions-fresh (frame, then its available actions once, as A2's benchmark and an explorer do: the
// difference from frame is the first call on a frame), actions-window (A2 from the window), png
// (P1: a PNG picture of the photo browser on an iPhone 16 at 2 pixels a point), text10k and
// text100k (B6: the SVG of a label of that many characters laid out on every line it needs),
// screens (B4 over every screen the photo browser's scenarios reach: one operation renders each of
// them once, each through `profile_render_screen`, which `count-instructions screens` counts call by
// call). Prints the mean wall-clock time per operation; `screens` also prints each screen's.
import AdaptiveKit
import AdaptiveRendering
import BenchmarkFixtures
import Foundation

let arguments = CommandLine.arguments
let workload = arguments.count > 1 ? arguments[1] : "rotate"
let count = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100

var operation: () -> Void
switch workload {
case "rotate":
  RotationFixture.build()
  operation = { RotationFixture.rotate() }
case "rotate-loaded":
  RotationFixture.build(loadingEveryView: true)
  operation = { RotationFixture.rotate() }
case "bare":
  BareWalk.build()
  operation = { _ = BareWalk.rotate() }
case "target":
  RoutingFixture.build()
  operation = { _ = RoutingFixture.leaf!.targetViewController(forAction: .show, sender: nil) }
case "climb":
  BareClimb.build()
  operation = { _ = BareClimb.climb(from: BareClimb.leaf!) }
case "target-detail":
  RoutingFixture.build()
  operation = { _ = RoutingFixture.leaf!.targetViewController(forAction: .showDetail, sender: nil) }
case "show":
  RoutingFixture.build()
  operation = {
    RoutingFixture.leaf!.show(RoutingFixture.pushed, sender: nil)
    RoutingFixture.navigation!.popViewController(animated: true)
  }
case "browser":
  let window = PhotoBrowserFixture.launch(on: .iPadPro13, orientation: .landscapeLeft)
  operation = {
    window.resize(to: CGSize(width: 375, height: 1032))
    window.resize(to: CGSize(width: 1376, height: 1032))
  }
case "depth3", "depth30", "depth300":
  let fixture = MasterDetailFixture(depth: Int(workload.dropFirst(5))!)
  operation = { fixture.cycle() }
case "render":
  let window = PhotoBrowserFixture.launch(on: .iPadAir11, orientation: .landscapeLeft)
  operation = { _ = AdaptiveRenderer.svg(for: window) }
case "actions":
  let window = PhotoBrowserFixture.launch(on: .iPadAir11, orientation: .landscapeLeft)
  let frame = AdaptiveRenderer.frame(for: window)
  operation = { _ = AdaptiveRenderer.availableActions(in: window, frame: frame) }
case "frame":
  let window = PhotoBrowserFixture.launch(on: .iPadAir11, orientation: .landscapeLeft)
  operation = { _ = AdaptiveRenderer.frame(for: window) }
case "actions-fresh":
  let window = PhotoBrowserFixture.launch(on: .iPadAir11, orientation: .landscapeLeft)
  operation = { _ = AdaptiveRenderer.availableActions(in: window, frame: AdaptiveRenderer.frame(for: window)) }
case "actions-window":
  let window = PhotoBrowserFixture.launch(on: .iPadAir11, orientation: .landscapeLeft)
  operation = { _ = AdaptiveRenderer.availableActions(in: window) }
case "text10k", "text100k":
  // B6: the SVG of an iPhone 16 screen whose label holds that many characters on every line it
  // needs (LongTextBenchmarks.swift builds the same screen).
  let controller = UIViewController()
  let label = UILabel()
  label.numberOfLines = 0
  label.text = String(repeating: "Long text ", count: (workload == "text10k" ? 10_000 : 100_000) / 10)
  controller.view.addSubview(label)
  let window = UIWindow(device: .iPhone16)
  window.rootViewController = controller
  window.makeKeyAndVisible()
  operation = { _ = AdaptiveRenderer.svg(for: window) }
case "screens":
  PhotoBrowserScreensFixture.build()
  operation = {
    for index in PhotoBrowserScreensFixture.screens.indices { renderScreen(index) }
  }
case "png":
  let window = PhotoBrowserFixture.launch(on: .iPhone16, orientation: .portrait)
  operation = { _ = AdaptiveRenderer.png(for: window, scale: 2) }
default:
  fatalError("unknown workload \(workload): rotate, rotate-loaded, bare, climb, target, target-detail, show, browser, depth3, depth30, depth300, render, actions, frame, actions-fresh, actions-window, text10k, text100k, png or screens")
}

let start = ContinuousClock.now
for _ in 0..<count { operation() }
let elapsed = ContinuousClock.now - start
print("\(workload): \(elapsed / count) per operation over \(count)")
if workload == "screens" {
  // Each screen timed alone, best of `count` renders (the least disturbed by the machine's load).
  for (index, screen) in PhotoBrowserScreensFixture.screens.enumerated() {
    var best = Duration.seconds(1)
    for _ in 0..<max(count, 1) {
      let start = ContinuousClock.now
      renderScreen(index)
      best = min(best, ContinuousClock.now - start)
    }
    print("screen \(index) \(screen.name): \(best)")
  }
}

/// Renders screen `index` of the photo browser's scenarios: layout tree, display list and SVG.
/// Its symbol has a plain name so that callgrind can count each call (`--toggle-collect`,
/// `--dump-after`).
@inline(never)
@_silgen_name("profile_render_screen")
func renderScreen(_ index: Int) {
  MainActor.assumeIsolated {
    _ = AdaptiveRenderer.svg(for: PhotoBrowserScreensFixture.screens[index].window)
  }
}
