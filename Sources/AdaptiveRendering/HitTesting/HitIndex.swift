import AdaptiveKit
import Foundation

/// Finds the node that receives a tap in a layout tree: the topmost, deepest node with an action
/// whose frame (and clip) contains the point. Opaque nodes without an action (a controller's view, a
/// bar's background) stop the search; a popover's tap-outside layer lets taps through to its
/// passthrough views, and a dimming view the core says passes touches through
/// (`dimmingPassesTouchesThrough`, an undimmed detent) lets taps through to the presenter.
///
/// The index keeps the nodes front to back and, on first use, buckets them in a grid of
/// 44-point cells over the window, so a query looks only at the nodes over its cell: finding every
/// reachable node is linear in the number of nodes, not quadratic.
@MainActor
final class HitIndex {
  /// The side of a grid cell, in points.
  static let cellSide: CGFloat = 44

  /// The nodes, front to back (the tree flattened depth first, reversed).
  let nodes: [LayoutNode]
  private let bounds: CGRect
  private let columns: Int
  private let rows: Int
  /// How many node-contains-point tests the index has run (for tests of its cost).
  private(set) var containmentTests = 0
  private var storedBuckets: [[Int]]?

  init(tree: LayoutNode, bounds: CGRect) {
    nodes = tree.flattened.reversed()
    self.bounds = bounds
    columns = max(Int((bounds.width / Self.cellSide).rounded(.up)), 1)
    rows = max(Int((bounds.height / Self.cellSide).rounded(.up)), 1)
  }

  /// For each grid cell, the indexes (front to back) of the nodes whose visible rectangle overlaps it.
  private var buckets: [[Int]] {
    if let storedBuckets { return storedBuckets }
    var result = [[Int]](repeating: [], count: columns * rows)
    for (index, node) in nodes.enumerated() {
      var rect = node.frame
      if let clip = node.clip { rect = rect.intersection(clip.rect) }
      rect = rect.intersection(bounds)
      guard !rect.isNull, rect.width > 0, rect.height > 0 else { continue }
      let firstColumn = max(Int(((rect.minX - bounds.minX) / Self.cellSide).rounded(.down)), 0)
      let lastColumn = min(Int(((rect.maxX - bounds.minX) / Self.cellSide).rounded(.down)), columns - 1)
      let firstRow = max(Int(((rect.minY - bounds.minY) / Self.cellSide).rounded(.down)), 0)
      let lastRow = min(Int(((rect.maxY - bounds.minY) / Self.cellSide).rounded(.down)), rows - 1)
      guard firstColumn <= lastColumn, firstRow <= lastRow else { continue }
      for row in firstRow...lastRow {
        for column in firstColumn...lastColumn { result[row * columns + column].append(index) }
      }
    }
    storedBuckets = result
    return result
  }

  /// The indexes, front to back, of the nodes that may contain `point`.
  private func candidates(at point: CGPoint) -> [Int]? {
    guard bounds.contains(point) else { return nil }
    let column = min(Int(((point.x - bounds.minX) / Self.cellSide).rounded(.down)), columns - 1)
    let row = min(Int(((point.y - bounds.minY) / Self.cellSide).rounded(.down)), rows - 1)
    return buckets[row * columns + column]
  }

  /// The index of the node that receives a tap at `point`, or nil.
  private func index(at point: CGPoint) -> Int? {
    func test(_ index: Int) -> Int?? {
      let node = nodes[index]
      containmentTests += 1
      guard Self.contains(node, point) else { return .none }
      if case let .tapOutside(_, passthrough)? = node.action, passthrough.contains(where: { $0.contains(point) }) { return .none }
      if node.passesTouchesThrough { return .none }
      if node.action != nil { return .some(index) }
      if node.blocksTaps { return .some(nil) }
      return .none
    }
    if let candidates = candidates(at: point) {
      for index in candidates { if let answer = test(index) { return answer } }
    } else {
      for index in nodes.indices { if let answer = test(index) { return answer } }
    }
    return nil
  }

  /// The node that receives a tap at `point`, or nil.
  func node(at point: CGPoint) -> LayoutNode? { index(at: point).map { nodes[$0] } }

  static func contains(_ node: LayoutNode, _ point: CGPoint) -> Bool {
    node.frame.contains(point) && (node.clip.map { $0.rect.contains(point) } ?? true)
  }

  /// Whether a tap reaches the node at `index`: at its centre, or for a dimming view (mostly
  /// covered by its presentation) at a point near one of the window's corners.
  private func isReachable(_ index: Int) -> Bool {
    let node = nodes[index]
    var points = [CGPoint(x: node.frame.midX, y: node.frame.midY)]
    if node.role == .dimming {
      let frame = node.frame.insetBy(dx: 2, dy: 2)
      points += [CGPoint(x: frame.midX, y: frame.minY + 40), CGPoint(x: frame.minX, y: frame.minY + 40),
                 CGPoint(x: frame.maxX, y: frame.maxY - 40), CGPoint(x: frame.minX, y: frame.maxY - 40)]
    }
    return points.contains { self.index(at: $0) == index }
  }

  /// The nodes with an action a tap can reach, front to back.
  var reachableNodes: [LayoutNode] {
    nodes.indices.filter { nodes[$0].action != nil && isReachable($0) }.map { nodes[$0] }
  }

  /// The reachable node with an action named by `query`: its id, else its readable label, else
  /// its view's or bar button item's accessibility identifier, else its visible text (exact, then
  /// case-insensitive).
  func node(labelOrID query: String) -> LayoutNode? {
    let candidates = nodes.indices.filter { nodes[$0].action != nil }
    let matchers: [(LayoutNode) -> Bool] = [
      { $0.id == query },
      { $0.label == query },
      { $0.view?.accessibilityIdentifier == query || $0.barButtonItem?.accessibilityIdentifier == query },
      { $0.text == query },
      { $0.text?.caseInsensitiveCompare(query) == .orderedSame },
    ]
    for matches in matchers {
      for index in candidates where matches(nodes[index]) && isReachable(index) { return nodes[index] }
    }
    return nil
  }
}
