public import Foundation

extension DisplayElement {
  /// The element alone as a small SVG document whose view box is its bounds, drawn from their
  /// origin (a line's or polygon's points, else its frame): how a page that draws the display list
  /// as positioned HTML draws glyphs, lines and polygons. The page places the document at the
  /// bounds, so the same glyph moved elsewhere is the same document (a resize moves glyphs, and the
  /// page moves them without drawing them again).
  public var svgFragment: String {
    let box = bounds
    let n = SVGRenderer.n
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(box.width)) \(n(box.height))\" "
      + "width=\"\(n(box.width))\" height=\"\(n(box.height))\" overflow=\"visible\">"
      + SVGRenderer.draw(offset(by: -box.minX, -box.minY)) + "</svg>"
  }

  /// The element moved by (`dx`, `dy`): its frame and a line's or polygon's points.
  private func offset(by dx: CGFloat, _ dy: CGFloat) -> DisplayElement {
    var moved = self
    moved.frame = frame.offsetBy(dx: dx, dy: dy)
    switch shape {
    case let .line(from, to):
      moved.shape = .line(from: CGPoint(x: from.x + dx, y: from.y + dy), to: CGPoint(x: to.x + dx, y: to.y + dy))
    case let .polygon(points):
      moved.shape = .polygon(points.map { CGPoint(x: $0.x + dx, y: $0.y + dy) })
    default:
      break
    }
    return moved
  }

  /// The rectangle the element covers in window coordinates, never empty (a horizontal line gets a
  /// height of one point).
  public var bounds: CGRect {
    var box = frame
    switch shape {
    case let .line(from, to):
      box = CGRect(x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x), height: abs(to.y - from.y))
    case let .polygon(points) where !points.isEmpty:
      let xs = points.map(\.x), ys = points.map(\.y)
      box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    default:
      break
    }
    return CGRect(x: box.minX, y: box.minY, width: max(box.width, 1), height: max(box.height, 1))
  }
}
