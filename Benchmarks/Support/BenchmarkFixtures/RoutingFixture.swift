import AdaptiveKit

// B2's fixture, shared by the benchmarks and the profiling harness.

/// How far below the navigation controller the sender sits.
public let b2Depth = 50
/// An iPhone 16 window whose root is a navigation controller; its root controller holds a chain
/// of plain child controllers, so `leaf` is 50 levels below the navigation controller
/// (`leaf.parent` × 50 = the navigation controller). No split view: `showDetail` finds no target.
@MainActor
public enum RoutingFixture {
  public static var window: UIWindow?
  public static var navigation: UINavigationController?
  public static var leaf: UIViewController?
  public static let pushed = UIViewController()

  public static func build() {
    let top = UIViewController()
    let navigation = UINavigationController(rootViewController: top)
    var current = top
    for _ in 1..<b2Depth {
      let child = UIViewController()
      current.addChild(child)
      child.didMove(toParent: current)
      current = child
    }
    let window = UIWindow(device: .iPhone16, orientation: .portrait)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    var depth = 0
    var walker: UIViewController? = current
    while let node = walker, node !== navigation { depth += 1; walker = node.parent }
    precondition(depth == b2Depth)
    precondition(current.targetViewController(forAction: .show, sender: nil) === navigation)
    precondition(current.targetViewController(forAction: .showDetail, sender: nil) == nil)
    current.show(pushed, sender: nil)
    precondition(navigation.topViewController === pushed && pushed.view.window === window)
    navigation.popViewController(animated: true)
    precondition(navigation.topViewController === top && pushed.parent == nil)
    self.window = window
    self.navigation = navigation
    self.leaf = current
  }

  public static func tearDown() {
    window = nil
    navigation = nil
    leaf = nil
  }
}
