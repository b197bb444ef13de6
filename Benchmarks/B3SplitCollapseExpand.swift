import AdaptiveKit
import Foundation
import Benchmark

/// B3 (SPEC.md: ≤ 100 µs): one collapse + expand cycle of a realistic master–detail split — a
/// navigation primary three controllers deep and a navigation secondary — on an iPad Pro 13-inch
/// in landscape, going to 1/3 width (compact: collapse, the secondary's navigation controller is
/// nested in the primary's) and back to full screen (regular: expand, it is separated again).
func splitBenchmarks() {
  Benchmark("B3 collapse + expand master-detail", configuration: .init(metrics: [.wallClock, .mallocCountTotal])) { benchmark in
    MainActor.assumeIsolated {
      let window = UIWindow(device: .iPadPro13, orientation: .landscapeLeft)
      let split = UISplitViewController()
      let primary = UINavigationController(rootViewController: UIViewController())
      primary.pushViewController(UIViewController(), animated: false)
      primary.pushViewController(UIViewController(), animated: false)
      let secondary = UINavigationController(rootViewController: UIViewController())
      split.viewControllers = [primary, secondary]
      window.rootViewController = split
      window.makeKeyAndVisible()
      let compact = CGSize(width: 375, height: 1032)
      let regular = CGSize(width: 1376, height: 1032)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        window.resize(to: compact)
        window.resize(to: regular)
      }
      benchmark.stopMeasurement()
      precondition(!split.isCollapsed && split.viewControllers.count == 2 && primary.viewControllers.count == 3)
    }
  }
}
