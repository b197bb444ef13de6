import AdaptiveKit
package import Foundation

/// Finds the node that receives a tap in a layout tree: the topmost, deepest node with an action
/// whose frame (and clip) contains the point. Opaque nodes without an action (a controller's view, a
/// bar's background) stop the search; a popover's tap-outside layer lets taps through to its
/// passthrough views, and a dimming view the core says passes touches through
/// (`dimmingPassesTouchesThrough`, an undimmed detent) lets taps through to the presenter.
///
/// The index keeps the nodes front to back and, on first use, buckets those that can answer a tap
/// (with an action, or blocking taps) in a grid of square cells over the window, so a query looks
/// only at the nodes over its cell: finding every reachable node is linear in the number of nodes,
/// not quadratic. The grid is one flat array (a few allocations in all): a frame's first use is
/// what an explorer pays in every state it reaches.
@MainActor
package final class HitIndex {
  /// The smallest side of a grid cell, in points; cells grow so that there are about as many as
  /// nodes that answer taps (a screen of 60 nodes needs no grid of 500 cells).
  static let minimumCellSide: CGFloat = 44

  /// The nodes, front to back (the tree flattened depth first, reversed).
  package let nodes: [LayoutNode]
  private let bounds: CGRect
  /// How many node-contains-point tests the index has run (for tests of its cost).
  package private(set) var containmentTests = 0
  private var storedGrid: Grid?
  private var storedReachable: [Int]?

  /// What a tap inside a node does to the search.
  private enum Answer: UInt8 {
    /// Nothing: the search goes on behind (no action and not opaque, or passing touches through).
    case none
    /// The node receives the tap.
    case receives
    /// The node receives the tap unless the point is in one of its passthrough rectangles.
    case receivesOutsidePassthrough
    /// The tap stops at the node, which does nothing with it.
    case blocks
  }

  /// The grid: for cell `c`, `entries[cellStarts[c]..<cellStarts[c + 1]]` are the positions (front
  /// to back) of the answering nodes whose visible rectangle overlaps it; `answers` has one per node.
  private struct Grid {
    var side: CGFloat
    var columns: Int
    var rows: Int
    var answers: [Answer]
    var cellStarts: [Int32]
    var entries: [Int32]

    /// The cell of a point inside the bounds.
    func cell(of point: CGPoint, in bounds: CGRect) -> Int {
      let column = min(Int(((point.x - bounds.minX) / side).rounded(.down)), columns - 1)
      let row = min(Int(((point.y - bounds.minY) / side).rounded(.down)), rows - 1)
      return row * columns + column
    }
  }

  init(tree: LayoutNode, bounds: CGRect) {
    var flat: [LayoutNode] = []
    tree.appendFlattened(to: &flat)
    flat.reverse()
    nodes = flat
    self.bounds = bounds
  }

  private func answer(at position: Int) -> Answer {
    if nodes[position].passesTouchesThrough { return .none }
    switch nodes[position].action {
    case let .tapOutside(_, passthrough)?: return passthrough.isEmpty ? .receives : .receivesOutsidePassthrough
    case .some: return .receives
    case nil: return nodes[position].blocksTaps ? .blocks : .none
    }
  }

  /// The grid, built on first use: the cells' sizes are counted, then filled in node order.
  private var grid: Grid {
    if let storedGrid { return storedGrid }
    // Plain loops: closures here would check the main actor at every call.
    var answers: [Answer] = []
    answers.reserveCapacity(nodes.count)
    var answering = 0
    for position in nodes.indices {
      answers.append(answer(at: position))
      if answers[position] != .none { answering += 1 }
    }
    let side = max(Self.minimumCellSide, (bounds.width * bounds.height / CGFloat(max(answering, 1))).squareRoot())
    let columns = max(Int((bounds.width / side).rounded(.up)), 1)
    let rows = max(Int((bounds.height / side).rounded(.up)), 1)
    // The cells each answering node's visible rectangle overlaps, front to back. A node that
    // receives or blocks every tap in a cell (its visible rectangle covers the cell whole) hides
    // the nodes behind it there, which are left out of that cell: a stack of sheets, each dimming
    // the whole window, costs the front one's entries, not one entry a cell for every sheet.
    var closed = [Bool](repeating: false, count: columns * rows)
    var placements: [(cell: Int, position: Int32)] = []
    placements.reserveCapacity(answering)
    for position in nodes.indices where answers[position] != .none {
      var rect = nodes[position].frame
      if let clip = nodes[position].clip { rect = rect.intersection(clip.rect) }
      rect = rect.intersection(bounds)
      guard !rect.isNull, rect.width > 0, rect.height > 0 else { continue }
      let firstColumn = max(Int(((rect.minX - bounds.minX) / side).rounded(.down)), 0)
      let lastColumn = min(Int(((rect.maxX - bounds.minX) / side).rounded(.down)), columns - 1)
      let firstRow = max(Int(((rect.minY - bounds.minY) / side).rounded(.down)), 0)
      let lastRow = min(Int(((rect.maxY - bounds.minY) / side).rounded(.down)), rows - 1)
      guard firstColumn <= lastColumn, firstRow <= lastRow else { continue }
      let answersEveryTap = answers[position] == .receives || answers[position] == .blocks
      for row in firstRow...lastRow {
        for column in firstColumn...lastColumn {
          let cell = row * columns + column
          guard !closed[cell] else { continue }
          placements.append((cell, Int32(position)))
          // A point's cell is found by division: a margin of 1 pt keeps rounding out of the question.
          let cellRect = CGRect(x: bounds.minX + CGFloat(column) * side - 1, y: bounds.minY + CGFloat(row) * side - 1,
                                width: side + 2, height: side + 2).intersection(bounds)
          if answersEveryTap, rect.contains(cellRect) { closed[cell] = true }
        }
      }
    }
    var cellStarts = [Int32](repeating: 0, count: columns * rows + 1)
    for placement in placements { cellStarts[placement.cell + 1] += 1 }
    for cell in 0..<columns * rows { cellStarts[cell + 1] += cellStarts[cell] }
    var next = cellStarts
    var entries = [Int32](repeating: 0, count: placements.count)
    for placement in placements {
      entries[Int(next[placement.cell])] = placement.position
      next[placement.cell] += 1
    }
    let grid = Grid(side: side, columns: columns, rows: rows, answers: answers, cellStarts: cellStarts, entries: entries)
    storedGrid = grid
    return grid
  }

  /// The index of the node that receives a tap at `point`, or nil (a point outside the window
  /// reaches nothing, as a window's hit test returns nil outside its bounds).
  private func index(at point: CGPoint) -> Int? {
    let grid = grid
    func test(_ index: Int) -> Int?? {
      let answer = grid.answers[index]
      guard answer != .none else { return .none }
      containmentTests += 1
      guard Self.contains(nodes[index], point) else { return .none }
      switch answer {
      case .none: return .none
      case .receives: return .some(index)
      case .receivesOutsidePassthrough:
        if case let .tapOutside(_, passthrough)? = nodes[index].action, passthrough.contains(where: { $0.contains(point) }) { return .none }
        return .some(index)
      case .blocks: return .some(nil)
      }
    }
    guard bounds.contains(point) else { return nil }
    let cell = grid.cell(of: point, in: bounds)
    for entry in grid.entries[Int(grid.cellStarts[cell])..<Int(grid.cellStarts[cell + 1])] {
      if let answer = test(Int(entry)) { return answer }
    }
    return nil
  }

  /// The node that receives a tap at `point`, or nil.
  package func node(at point: CGPoint) -> LayoutNode? { index(at: point).map { nodes[$0] } }

  static func contains(_ node: LayoutNode, _ point: CGPoint) -> Bool {
    node.frame.contains(point) && (node.clip.map { $0.rect.contains(point) } ?? true)
  }

  /// Whether a tap reaches the node at `index`: at its centre (or, when that is off the window,
  /// at the centre of its part in the window), or for a dimming view (mostly covered by its
  /// presentation) at a point near one of the window's corners.
  private func isReachable(_ index: Int) -> Bool {
    let frame = nodes[index].frame
    var centre = CGPoint(x: frame.midX, y: frame.midY)
    if !bounds.contains(centre) {
      let inWindow = frame.intersection(bounds)
      guard !inWindow.isNull, inWindow.width > 0, inWindow.height > 0 else { return false }
      centre = CGPoint(x: inWindow.midX, y: inWindow.midY)
    }
    if self.index(at: centre) == index { return true }
    guard nodes[index].role == .dimming else { return false }
    let inset = frame.insetBy(dx: 2, dy: 2)
    return self.index(at: CGPoint(x: inset.midX, y: inset.minY + 40)) == index
      || self.index(at: CGPoint(x: inset.minX, y: inset.minY + 40)) == index
      || self.index(at: CGPoint(x: inset.maxX, y: inset.maxY - 40)) == index
      || self.index(at: CGPoint(x: inset.minX, y: inset.maxY - 40)) == index
  }

  /// The indexes in ``nodes`` of the nodes with an action a tap can reach, front to back (found on
  /// first use).
  var reachableIndices: [Int] {
    if let storedReachable { return storedReachable }
    var reachable: [Int] = []
    for position in nodes.indices where nodes[position].action != nil && isReachable(position) { reachable.append(position) }
    storedReachable = reachable
    return reachable
  }

  /// The nodes with an action a tap can reach, front to back.
  package var reachableNodes: [LayoutNode] { reachableIndices.map { nodes[$0] } }

  /// The reachable node with an action named by `query`: its id, else its readable label, else
  /// its view's or bar button item's accessibility identifier, else its visible text (exact, then
  /// case-insensitive).
  package func node(labelOrID query: String) -> LayoutNode? {
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
