import AdaptiveKit
import Foundation

/// Popovers: a soft shadow around the body and its arrow, a hairline border, the white body.
extension DisplayListBuilder {
  /// How far the popover's shadow spreads, in points, and in how many layers [INF: iOS draws a
  /// large, soft, low-opacity shadow around the popover and its arrow, and no dimming].
  static let popoverShadowSpread: CGFloat = 24
  package static let popoverShadowLayers = 8

  mutating func paintPopover(_ node: LayoutNode) {
    let frame = node.frame
    let radius = node.cornerRadius * node.scale
    // The shadow: the outline of body and arrow grown outwards in layers of equal faint alpha, so
    // the overlapping layers are darkest at the edge and fade out.
    for layer in 1...Self.popoverShadowLayers {
      let grow = Self.popoverShadowSpread * CGFloat(layer) / CGFloat(Self.popoverShadowLayers)
      add(node, .polygon(Self.popoverOutline(frame, radius: radius, arrow: node.arrow, grow: grow)), frame, fill: Palette.popoverShadow)
    }
    add(node, .rect(cornerRadius: radius), frame.insetBy(dx: -0.5, dy: -0.5), fill: Palette.popoverBorder)
    if let arrow = node.arrow { add(node, .polygon(Self.arrowPoints(arrow, grow: 0.5)), frame, fill: Palette.popoverBorder) }
    add(node, .rect(cornerRadius: radius), frame, fill: Palette.white)
    if let arrow = node.arrow { add(node, .polygon(Self.arrowPoints(arrow, grow: 0)), frame, fill: Palette.white) }
  }

  /// The arrow's triangle, its base 1 pt inside the body, grown outwards by `grow`.
  static func arrowPoints(_ arrow: PopoverArrow, grow: CGFloat) -> [CGPoint] {
    let half = arrow.base / 2 + grow
    let tip = arrow.tip
    switch arrow.edge {
    case .top:
      return [CGPoint(x: tip.x - half, y: tip.y + arrow.height + 1), CGPoint(x: tip.x, y: tip.y - grow), CGPoint(x: tip.x + half, y: tip.y + arrow.height + 1)]
    case .bottom:
      return [CGPoint(x: tip.x - half, y: tip.y - arrow.height - 1), CGPoint(x: tip.x, y: tip.y + grow), CGPoint(x: tip.x + half, y: tip.y - arrow.height - 1)]
    case .left:
      return [CGPoint(x: tip.x + arrow.height + 1, y: tip.y - half), CGPoint(x: tip.x - grow, y: tip.y), CGPoint(x: tip.x + arrow.height + 1, y: tip.y + half)]
    case .right:
      return [CGPoint(x: tip.x - arrow.height - 1, y: tip.y - half), CGPoint(x: tip.x + grow, y: tip.y), CGPoint(x: tip.x - arrow.height - 1, y: tip.y + half)]
    }
  }

  /// The outline of a popover's rounded body and its arrow as one polygon, grown outwards by
  /// `grow` (corners as arcs of `radius + grow`), clockwise from the top-left corner.
  static func popoverOutline(_ body: CGRect, radius: CGFloat, arrow: PopoverArrow?, grow: CGFloat) -> [CGPoint] {
    let outer = body.insetBy(dx: -grow, dy: -grow)
    let r = min(radius, body.width / 2, body.height / 2) + grow
    var points: [CGPoint] = []
    func corner(_ center: CGPoint, from start: Double) {
      for step in 0...4 {
        let angle = (start + Double(step) * 22.5) * .pi / 180
        points.append(CGPoint(x: center.x + r * CGFloat(cos(angle)), y: center.y + r * CGFloat(sin(angle))))
      }
    }
    // The arrow on one edge: base corners on the grown edge, the tip pushed out by `grow`.
    func arrowOn(_ edge: PopoverArrow.Edge) {
      guard let arrow, arrow.edge == edge else { return }
      let half = arrow.base / 2 + grow
      let tip = arrow.tip
      switch edge {
      case .top:
        let x = min(max(tip.x, outer.minX + r + half), outer.maxX - r - half)
        points += [CGPoint(x: x - half, y: outer.minY), CGPoint(x: tip.x, y: tip.y - grow), CGPoint(x: x + half, y: outer.minY)]
      case .right:
        let y = min(max(tip.y, outer.minY + r + half), outer.maxY - r - half)
        points += [CGPoint(x: outer.maxX, y: y - half), CGPoint(x: tip.x + grow, y: tip.y), CGPoint(x: outer.maxX, y: y + half)]
      case .bottom:
        let x = min(max(tip.x, outer.minX + r + half), outer.maxX - r - half)
        points += [CGPoint(x: x + half, y: outer.maxY), CGPoint(x: tip.x, y: tip.y + grow), CGPoint(x: x - half, y: outer.maxY)]
      case .left:
        let y = min(max(tip.y, outer.minY + r + half), outer.maxY - r - half)
        points += [CGPoint(x: outer.minX, y: y + half), CGPoint(x: tip.x - grow, y: tip.y), CGPoint(x: outer.minX, y: y - half)]
      }
    }
    corner(CGPoint(x: outer.minX + r, y: outer.minY + r), from: 180)
    arrowOn(.top)
    corner(CGPoint(x: outer.maxX - r, y: outer.minY + r), from: 270)
    arrowOn(.right)
    corner(CGPoint(x: outer.maxX - r, y: outer.maxY - r), from: 0)
    arrowOn(.bottom)
    corner(CGPoint(x: outer.minX + r, y: outer.maxY - r), from: 90)
    arrowOn(.left)
    return points
  }
}
