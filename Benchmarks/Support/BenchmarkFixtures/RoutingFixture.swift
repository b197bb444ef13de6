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

/// A node of B2's baseline chain: an unowned parent (stored as `Unmanaged`, as a controller's
/// `parentLink` is) and whether it answers. Nothing else.
public final class ClimbNode {
  public let parent: Unmanaged<ClimbNode>?
  public let answers: Bool
  public init(parent: ClimbNode?, answers: Bool) {
    self.parent = parent.map { .passUnretained($0) }
    self.answers = answers
  }
}

/// B2's baseline: the climb a routing lookup makes, without UIKit's questions: from the leaf, up
/// through `b2Depth` unowned parents to the first node that answers (the top, as the navigation
/// controller is `targetViewController(forAction: .show)`'s answer in ``RoutingFixture``).
public enum BareClimb {
  nonisolated(unsafe) public static var nodes: [ClimbNode] = []
  nonisolated(unsafe) public static var leaf: ClimbNode?

  public static func build() {
    nodes = [ClimbNode(parent: nil, answers: true)]
    for _ in 0..<b2Depth { nodes.append(ClimbNode(parent: nodes[nodes.count - 1], answers: false)) }
    leaf = nodes[b2Depth]
    precondition(climb(from: leaf!) === nodes[0])
  }

  /// The first node from `node` up that answers, or nil: each parent read and asked without
  /// retaining it (the chain's array keeps every node alive).
  @inline(never)
  public static func climb(from node: ClimbNode) -> ClimbNode? {
    var current = Unmanaged.passUnretained(node)
    while !current._withUnsafeGuaranteedRef({ $0.answers }) {
      guard let parent = current._withUnsafeGuaranteedRef({ $0.parent }) else { return nil }
      current = parent
    }
    return current.takeUnretainedValue()
  }
}
