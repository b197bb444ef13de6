import AdaptiveKit
public import Foundation

/// One rendering of a window, taken once and never changed: the layout tree, the display list, the
/// hierarchy dump and an index of what a tap reaches. Text, SVG, hit-testing and target lookup all
/// read the same frame, so they always agree with each other.
///
/// ```swift
/// let frame = AdaptiveRenderer.frame(for: window)
/// print(frame.text)
/// frame.target(labelOrID: "Ansel Adams")?.perform()   // didSelectRowAt
/// let picture = frame.svg
/// ```
///
/// Taking a frame is a pure read of the window: it runs no layout callback. The core leaves the
/// window laid out after every operation, so the frame shows exactly what the hierarchy says now.
/// A frame taken before a change still describes the screen as it was.
@MainActor
public struct RenderedFrame {
  /// The layout tree: chrome, controllers, content and presentations with frames and ids.
  public let layoutTree: LayoutNode
  /// The display list: what to draw, back to front.
  public let displayList: DisplayList
  /// The hierarchy dump (`HierarchyDump.describe(_:)`) of the window when the frame was taken.
  public let hierarchyDump: String
  /// The index answering hit tests, built on first use from ``layoutTree``.
  package let hitIndex: HitIndex

  init(layoutTree: LayoutNode, displayList: DisplayList, hierarchyDump: String) {
    self.layoutTree = layoutTree
    self.displayList = displayList
    self.hierarchyDump = hierarchyDump
    hitIndex = HitIndex(tree: layoutTree, bounds: CGRect(origin: .zero, size: displayList.size))
  }

  /// The window size in points.
  public var size: CGSize { displayList.size }

  /// The hierarchy dump followed by an ASCII sketch of the screen.
  public var text: String { hierarchyDump + "\n\n" + displayList.sketch }

  /// An SVG picture of the screen inside the device's outline.
  public var svg: String { SVGRenderer.render(displayList) }

  /// A PNG picture of the screen inside the device's outline, `scale` pixels a point
  /// (``DisplayList/pngData(scale:)``).
  public func png(scale: CGFloat = 2) -> Data { displayList.pngData(scale: scale) }

  /// The target of a tap at a point in window coordinates, or nil if nothing there reacts.
  public func hitTest(_ point: CGPoint) -> HitTarget? {
    guard let node = hitIndex.node(at: point), let action = node.action else { return nil }
    return HitTarget(node: node, action: action)
  }

  /// The target named by an element id (`c3.bar.back`), a readable label (`nav0.bar.back`), an
  /// accessibility identifier or a visible text, among the elements a tap can reach; nil if none
  /// matches.
  public func target(labelOrID: String) -> HitTarget? {
    guard let node = hitIndex.node(labelOrID: labelOrID), let action = node.action else { return nil }
    return HitTarget(node: node, action: action)
  }

  /// Every element a tap can reach, front to back (at its centre; a dimming view near a corner of
  /// the window): what an explorer can try next. Linear in the number of nodes.
  public var hitTargets: [HitTarget] {
    hitIndex.reachableNodes.compactMap { node in node.action.map { HitTarget(node: node, action: $0) } }
  }
}

extension RenderedFrame: @MainActor Equatable {
  /// Two frames are equal when their layout trees (ids, frames, texts, the objects they draw and
  /// what a tap does), display lists and hierarchy dumps are.
  public static func == (lhs: RenderedFrame, rhs: RenderedFrame) -> Bool {
    lhs.layoutTree == rhs.layoutTree && lhs.displayList == rhs.displayList && lhs.hierarchyDump == rhs.hierarchyDump
  }
}
