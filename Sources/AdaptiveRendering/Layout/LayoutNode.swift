public import AdaptiveKit
public import Foundation

/// One rectangle of a rendered screen: a piece of chrome, a controller's view or a content view,
/// with its frame in window coordinates after presentation effects (a scaled presenter behind a
/// card), a stable id derived from the hierarchy, and its children in painting order.
@MainActor
public struct LayoutNode {
  /// What a node stands for.
  public enum Role: String, Sendable, CaseIterable, Codable {
    case window, statusBar, homeIndicator
    case controller, navigationBar, navigationTitle, backButton, barButton, tabBar, tab, toolbar, splitDivider
    case view, label, button, image, table, tableHeader, row
    case presenter, dimming, sheet, popover, fullScreen
  }

  /// The element's identity: built from the window's identity of the controller or view it draws
  /// (`WindowContext.identity(of:)`), such as `c3` (a controller), `v12` (a view), `c3.bar.back`
  /// or `v12.row.0.2`; the same object keeps the same id across pushes, pops, collapses,
  /// rotations and re-presentations.
  public var id: String
  /// The readable path of roles and indexes from the window, such as `nav0.bar.back` or
  /// `vc1.table0.row.2`: what the node is now, for people and logs.
  public var label: String
  /// What the node stands for.
  public var role: Role
  /// The frame in window coordinates, as drawn.
  public var frame: CGRect
  /// The visible text (title, label text, row title), if any.
  public var text: String?
  /// The scale applied to the node's content (below 1 for a presenter behind a card).
  public var scale: CGFloat = 1
  /// The rectangle (and corner radius) the node is clipped to, in window coordinates.
  public var clip: Clip?
  /// The children, back to front.
  public var children: [LayoutNode] = []
  /// A popover's arrow, if the node is a popover that shows one.
  public var arrow: PopoverArrow?

  /// The view the node draws, if any.
  public internal(set) var view: UIView?
  /// The controller the node draws (controller, bars), if any.
  public internal(set) var controller: UIViewController?
  /// The bar button item the node draws, if any.
  public internal(set) var barButtonItem: UIBarButtonItem?
  /// The presentation controller of a presentation node.
  public internal(set) var presentationController: UIPresentationController?
  /// Typed facts for painting: selection, glyph, badge, row position, dimming alpha, ….
  public internal(set) var traits = LayoutTraits()
  /// What a tap on this node does; nil for nodes that only block taps or let them through.
  var action: HitAction?
  /// Whether a tap inside the node stops at it even without an action (opaque views and chrome).
  var blocksTaps = true
  /// Whether taps go through the node to what is behind it (the dimming view of an undimmed detent).
  var passesTouchesThrough = false
  /// The corner radius of a sheet or popover, before ``scale`` (from the core's `presentationGeometry`).
  var cornerRadius: CGFloat = 0

  init(id: String, label: String? = nil, role: Role, frame: CGRect, text: String? = nil) {
    self.id = id
    self.label = label ?? id
    self.role = role
    self.frame = frame
    self.text = text
  }

  /// The node and its descendants, depth first, back to front.
  public var flattened: [LayoutNode] {
    var result: [LayoutNode] = []
    appendFlattened(to: &result)
    return result
  }

  /// Appends the node and its descendants, depth first, back to front (one array for the tree).
  func appendFlattened(to result: inout [LayoutNode]) {
    result.append(self)
    for child in children { child.appendFlattened(to: &result) }
  }

  /// The first node (depth first) with an id, else the first with that readable label.
  public func node(withID id: String) -> LayoutNode? {
    let all = flattened
    return all.first { $0.id == id } ?? all.first { $0.label == id }
  }

  /// The node with every frame mapped by an affine scale about the origin then offset.
  func transformed(scale factor: CGFloat, translation: CGPoint) -> LayoutNode {
    var copy = self
    func map(_ rect: CGRect) -> CGRect {
      CGRect(x: rect.minX * factor + translation.x, y: rect.minY * factor + translation.y,
             width: rect.width * factor, height: rect.height * factor)
    }
    copy.frame = map(frame)
    copy.scale *= factor
    copy.clip = clip.map { Clip(rect: map($0.rect), cornerRadius: $0.cornerRadius * factor) }
    copy.arrow = arrow.map { PopoverArrow(edge: $0.edge, tip: CGPoint(x: $0.tip.x * factor + translation.x, y: $0.tip.y * factor + translation.y), base: $0.base * factor, height: $0.height * factor) }
    copy.children = children.map { $0.transformed(scale: factor, translation: translation) }
    return copy
  }

  /// The node with a clip applied to it and its descendants (intersected with any existing clip).
  func clipped(to newClip: Clip) -> LayoutNode {
    var copy = self
    if let existing = clip {
      let rect = existing.rect.intersection(newClip.rect)
      copy.clip = Clip(rect: rect.isNull ? .zero : rect, cornerRadius: max(existing.cornerRadius, newClip.cornerRadius))
    } else {
      copy.clip = newClip
    }
    copy.children = children.map { $0.clipped(to: newClip) }
    return copy
  }
}

/// A clipping rectangle with rounded corners, in window coordinates.
public struct Clip: Sendable, Equatable, Codable {
  /// The rectangle.
  public var rect: CGRect
  /// The corner radius.
  public var cornerRadius: CGFloat
  /// Creates a clip.
  public init(rect: CGRect, cornerRadius: CGFloat) {
    self.rect = rect
    self.cornerRadius = cornerRadius
  }
}


/// A popover's arrow: the edge of the popover it leaves from, its tip in window coordinates, its
/// base width and height.
public struct PopoverArrow: Sendable, Equatable {
  /// An edge of a rectangle.
  public enum Edge: String, Sendable { case top, bottom, left, right }
  /// The popover edge the arrow sits on (`.top` for an arrow pointing up).
  public var edge: Edge
  /// The arrow's tip.
  public var tip: CGPoint
  /// The width of the arrow's base.
  public var base: CGFloat
  /// The arrow's height.
  public var height: CGFloat
}

extension LayoutNode: @MainActor Equatable {
  /// Nodes are equal when everything they show and do is: ids, labels, roles, frames, texts,
  /// facts, clips and children, the same objects drawn, and the same tap action.
  public static func == (lhs: LayoutNode, rhs: LayoutNode) -> Bool {
    lhs.id == rhs.id && lhs.label == rhs.label && lhs.role == rhs.role && lhs.frame == rhs.frame
      && lhs.text == rhs.text && lhs.scale == rhs.scale && lhs.clip == rhs.clip && lhs.arrow == rhs.arrow
      && lhs.traits == rhs.traits && lhs.view === rhs.view && lhs.controller === rhs.controller
      && lhs.barButtonItem === rhs.barButtonItem && lhs.presentationController === rhs.presentationController
      && lhs.action == rhs.action && lhs.blocksTaps == rhs.blocksTaps
      && lhs.passesTouchesThrough == rhs.passesTouchesThrough && lhs.cornerRadius == rhs.cornerRadius
      && lhs.children == rhs.children
  }
}

extension LayoutNode: @MainActor CustomStringConvertible {
  /// An indented outline of the tree: `id role (x,y,w,h) "text"`, one node per line.
  public var description: String {
    var lines: [String] = []
    func append(_ node: LayoutNode, depth: Int) {
      let text = node.text.map { " \"\($0)\"" } ?? ""
      let f = node.frame
      func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", Double(v)) }
      lines.append(String(repeating: "  ", count: depth) + "\(node.id) \(node.role.rawValue) (\(n(f.minX)),\(n(f.minY)),\(n(f.width)),\(n(f.height)))\(text)")
      for child in node.children { append(child, depth: depth + 1) }
    }
    append(self, depth: 0)
    return lines.joined(separator: "\n")
  }
}
