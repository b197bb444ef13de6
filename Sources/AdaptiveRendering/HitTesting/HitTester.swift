import AdaptiveKit
import Foundation

/// Finds the node that receives a tap: the topmost, deepest node with an action whose frame (and
/// clip) contains the point. Opaque nodes without an action (a controller's view, a bar's
/// background) stop the search; a popover's tap-outside layer lets taps through to its
/// passthrough views, and a dimming view the core says passes touches through
/// (`dimmingPassesTouchesThrough`, an undimmed detent) lets taps through to the presenter.
@MainActor
enum HitTester {
  static func node(at point: CGPoint, in tree: LayoutNode) -> LayoutNode? {
    for node in tree.flattened.reversed() where contains(node, point) {
      if case let .tapOutside(_, passthrough)? = node.action, passthrough.contains(where: { $0.contains(point) }) { continue }
      if node.role == .dimming, node.presentationController?.presentationGeometry.dimmingPassesTouchesThrough == true { continue }
      if node.action != nil { return node }
      if node.blocksTaps { return nil }
    }
    return nil
  }

  static func contains(_ node: LayoutNode, _ point: CGPoint) -> Bool {
    node.frame.contains(point) && (node.clip.map { $0.rect.contains(point) } ?? true)
  }

  /// A point where a tap reaches `node`: its centre, or for a dimming view (mostly covered by
  /// its presentation) a point near one of the window's corners; nil if none does.
  static func reachablePoint(of node: LayoutNode, in tree: LayoutNode) -> CGPoint? {
    var points = [CGPoint(x: node.frame.midX, y: node.frame.midY)]
    if node.role == .dimming {
      let frame = node.frame.insetBy(dx: 2, dy: 2)
      points += [CGPoint(x: frame.midX, y: frame.minY + 40), CGPoint(x: frame.minX, y: frame.minY + 40),
                 CGPoint(x: frame.maxX, y: frame.maxY - 40), CGPoint(x: frame.minX, y: frame.maxY - 40)]
    }
    return points.first { self.node(at: $0, in: tree)?.id == node.id }
  }

  /// The reachable node with an action named by `query`: its id, else its view's or bar button
  /// item's accessibility identifier, else its visible text (exact, then case-insensitive).
  /// Only nodes a tap can reach (``reachablePoint(of:in:)``) are candidates.
  static func node(labelOrID query: String, in tree: LayoutNode) -> LayoutNode? {
    let candidates = tree.flattened.reversed().filter { $0.action != nil }
    let matchers: [(LayoutNode) -> Bool] = [
      { $0.id == query },
      { $0.view?.accessibilityIdentifier == query || $0.barButtonItem?.accessibilityIdentifier == query },
      { $0.text == query },
      { $0.text?.caseInsensitiveCompare(query) == .orderedSame },
    ]
    for matches in matchers {
      for candidate in candidates where matches(candidate) && reachablePoint(of: candidate, in: tree) != nil {
        return candidate
      }
    }
    return nil
  }
}
