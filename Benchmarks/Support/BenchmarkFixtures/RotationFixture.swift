import AdaptiveKit

// B1's fixtures, shared by the benchmarks and the profiling harness.

/// The number of controllers (and of bare nodes).
public let b1NodeCount = 10_000
/// Each node's number of children: a complete 10-ary tree, filled breadth first and cut at
/// 10,000 nodes, so levels hold 1, 10, 100, 1,000 and 8,889 nodes (depth 4).
public let b1FanOut = 10

/// The children of node `index` in the breadth-first numbering: `10i+1 ... 10i+10`, below the count.
public func b1ChildIndices(of index: Int) -> Range<Int> {
  let first = index * b1FanOut + 1
  return min(first, b1NodeCount)..<min(first + b1FanOut, b1NodeCount)
}

/// The B1 window: an iPhone 16 Pro Max, visible, whose root is the top of a 10,000-controller tree
/// of plain `UIViewController`s linked with `addChild` / `didMove(toParent:)`. By default only the
/// root's view is loaded (the window loads it), so the figure is the trait and size transition
/// itself; with `loadingEveryView`, each child's view is loaded and added to its parent's view, as
/// containers do, so the rotation also reaches 10,000 views.
@MainActor
public enum RotationFixture {
  public static var window: UIWindow?
  public static var landscape = false

  public static func build(loadingEveryView: Bool = false) {
    var controllers = (0..<b1NodeCount).map { _ in UIViewController() }
    for index in 0..<b1NodeCount {
      for child in b1ChildIndices(of: index) {
        controllers[index].addChild(controllers[child])
        if loadingEveryView { controllers[index].view.addSubview(controllers[child].view) }
        controllers[child].didMove(toParent: controllers[index])
      }
    }
    let window = UIWindow(device: .iPhone16ProMax, orientation: .portrait)
    window.rootViewController = controllers[0]
    window.makeKeyAndVisible()
    // Check the transition reaches the leaves and changes both size classes, then go back.
    let leaf = controllers[b1NodeCount - 1]
    precondition(leaf.traitCollection.horizontalSizeClass == .compact && leaf.traitCollection.verticalSizeClass == .regular)
    window.rotate(to: .landscapeLeft)
    precondition(leaf.traitCollection.horizontalSizeClass == .regular && leaf.traitCollection.verticalSizeClass == .compact)
    window.rotate(to: .portrait)
    precondition(!loadingEveryView || (leaf.isViewLoaded && leaf.view.window === window))
    controllers.removeAll()
    self.window = window
    landscape = false
  }

  /// Rotates portrait → landscape or back: on a Max phone the size classes go
  /// w:C h:R ↔ w:R h:C, so every controller gets `willTransition` and `traitCollectionDidChange`.
  public static func rotate() {
    landscape.toggle()
    window!.rotate(to: landscape ? .landscapeLeft : .portrait)
  }
}

/// A node of the bare tree: traits, an optional override, children. Nothing else.
public final class BareNode {
  public var traits = UITraitCollection()
  public var override: UITraitCollection?
  public var children: [BareNode] = []
  public init() {}
}

/// The bare walks, over a tree of the same shape as the controllers'.
public enum BareWalk {
  nonisolated(unsafe) public static var root: BareNode?
  nonisolated(unsafe) public static var landscape = false

  public static func build() {
    let nodes = (0..<b1NodeCount).map { _ in BareNode() }
    for index in 0..<b1NodeCount { nodes[index].children = b1ChildIndices(of: index).map { nodes[$0] } }
    root = nodes[0]
    landscape = false
  }

  /// The same overlay as the core: a node with no override takes its parent's traits as they are;
  /// one with an override gets `UITraitCollection(traitsFrom: [parent, override])`. Returns the
  /// number of nodes whose traits changed (as the core counts `traitCollectionDidChange` calls).
  public static func apply(_ host: UITraitCollection, to node: BareNode) -> Int {
    let new = node.override.map { UITraitCollection(traitsFrom: [host, $0]) } ?? host
    var changed = new != node.traits ? 1 : 0
    node.traits = new
    for child in node.children { changed += apply(new, to: child) }
    return changed
  }

  /// Merges at every node with `UITraitCollection(traitsFrom:)` (an empty override), as a walk
  /// that always merges would. Informational: the B1 ratio uses ``apply(_:to:)``.
  public static func applyMerging(_ host: UITraitCollection, to node: BareNode) -> Int {
    let new = UITraitCollection(traitsFrom: [host, node.override ?? UITraitCollection()])
    var changed = new != node.traits ? 1 : 0
    node.traits = new
    for child in node.children { changed += applyMerging(new, to: child) }
    return changed
  }

  /// Alternates between the window traits of the two orientations, as the rotation does.
  @MainActor
  public static func rotate(merging: Bool = false) -> Int {
    landscape.toggle()
    let traits = landscape ? RotationTraits.landscape : RotationTraits.portrait
    return merging ? applyMerging(traits, to: root!) : apply(traits, to: root!)
  }
}

/// The window traits of an iPhone 16 Pro Max in each orientation, read off real windows.
@MainActor
public enum RotationTraits {
  public static let portrait = UIWindow(device: .iPhone16ProMax, orientation: .portrait).traitCollection
  public static let landscape = UIWindow(device: .iPhone16ProMax, orientation: .landscapeLeft).traitCollection
}
