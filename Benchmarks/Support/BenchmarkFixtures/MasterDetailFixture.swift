import AdaptiveKit
import Foundation

// B3's depth series, shared by the benchmarks and the profiling harness: how a collapse + expand
// grows with the depth of the primary column's navigation stack.

/// A classic master–detail split on an iPad Pro 13-inch in landscape, with no delegate: a
/// navigation primary `depth` controllers deep and a navigation secondary one deep. Resized to a
/// third of the screen it collapses (the secondary's stack goes onto the primary's); back to full
/// screen it expands (the secondary's stack comes off again).
@MainActor
public final class MasterDetailFixture {
  public let window: UIWindow
  public let split: UISplitViewController
  public static let compact = CGSize(width: 375, height: 1032)
  public static let regular = CGSize(width: 1376, height: 1032)

  public init(depth: Int) {
    var stack: [UIViewController] = []
    for level in 0..<depth {
      let controller = UIViewController()
      controller.title = "Level \(level)"
      stack.append(controller)
    }
    let primary = UINavigationController()
    primary.setViewControllers(stack, animated: false)
    let detail = UIViewController()
    detail.title = "Detail"
    let split = UISplitViewController()
    split.viewControllers = [primary, UINavigationController(rootViewController: detail)]
    let window = UIWindow(device: .iPadPro13, orientation: .landscapeLeft)
    window.rootViewController = split
    window.makeKeyAndVisible()
    self.window = window
    self.split = split
    cycle()
    precondition(!split.isCollapsed && primary.viewControllers.count == depth && detail.view.window === window)
  }

  /// One collapse + expand; the split ends as it started.
  public func cycle() {
    window.resize(to: Self.compact)
    window.resize(to: Self.regular)
  }
}
