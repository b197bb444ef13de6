public import Foundation

extension DisplayElement {
  /// The element alone as a small SVG document whose view box is its bounds in window coordinates
  /// (a line's or polygon's points, else its frame): how a page that draws the display list as
  /// positioned HTML draws glyphs, lines and polygons.
  public var svgFragment: String {
    let box = bounds
    let n = SVGRenderer.n
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(n(box.minX)) \(n(box.minY)) \(n(box.width)) \(n(box.height))\" "
      + "width=\"\(n(box.width))\" height=\"\(n(box.height))\" overflow=\"visible\">" + SVGRenderer.draw(self) + "</svg>"
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
