import Foundation

/// A rectangle with rounded corners in pixel coordinates, and how much of a pixel it covers: the
/// exact area for the straight parts, a distance-based estimate in the corners.
struct RasterRoundedRect: Equatable {
  let minX: Double, minY: Double, maxX: Double, maxY: Double
  /// The corner radius, at most half the shorter side.
  let radius: Double

  /// A rounded rectangle; a negative size is treated as empty.
  init(minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double) {
    self.minX = minX
    self.minY = minY
    self.maxX = max(maxX, minX)
    self.maxY = max(maxY, minY)
    self.radius = max(0, min(radius, (self.maxX - minX) / 2, (self.maxY - minY) / 2))
  }

  /// The rectangle grown by `amount` on every side (shrunk when negative), its radius with it.
  func outset(by amount: Double) -> RasterRoundedRect {
    RasterRoundedRect(minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount,
                      radius: max(0, radius + amount))
  }

  /// The columns of pixel row `y` the shape covers entirely (possibly empty).
  func interiorColumns(row y: Int) -> Range<Int> {
    let top = Double(y), bottom = top + 1
    guard top >= minY, bottom <= maxY else { return 0..<0 }
    let inBand = top >= minY + radius && bottom <= maxY - radius
    // In a corner's rows, the columns between the corners' centres are surely inside.
    let inset = inBand ? 0 : radius
    let start = Int((minX + inset).rounded(.up)), end = Int((maxX - inset).rounded(.down))
    return start < end ? start..<end : 0..<0
  }

  /// The fraction (0…1) of pixel (x, y) the shape covers.
  @inline(__always)
  func coverage(x: Int, y: Int) -> Float {
    let left = Double(x), top = Double(y)
    let overlapX = min(left + 1, maxX) - max(left, minX)
    if overlapX <= 0 { return 0 }
    let overlapY = min(top + 1, maxY) - max(top, minY)
    if overlapY <= 0 { return 0 }
    if radius >= 0.5 {
      let centreX = left + 0.5, centreY = top + 0.5
      let cornerX = centreX < minX + radius ? minX + radius : (centreX > maxX - radius ? maxX - radius : centreX)
      let cornerY = centreY < minY + radius ? minY + radius : (centreY > maxY - radius ? maxY - radius : centreY)
      if cornerX != centreX && cornerY != centreY {
        let dx = centreX - cornerX, dy = centreY - cornerY
        let distance = (dx * dx + dy * dy).squareRoot() - radius
        return Float(max(0, min(1, 0.5 - distance)))
      }
    }
    return Float(min(overlapX, 1) * min(overlapY, 1))
  }
}

extension PixelCanvas {
  /// Fills a rounded rectangle.
  mutating func fill(_ shape: RasterRoundedRect, color: Color) {
    let (columns, rows) = pixelRange(minX: shape.minX, minY: shape.minY, maxX: shape.maxX, maxY: shape.maxY)
    for y in rows {
      // The columns the shape and every clip cover whole are one span; only the edges either
      // side are blended pixel by pixel by their coverage.
      var solid = shape.interiorColumns(row: y).clamped(to: columns)
      for clip in clips { solid = solid.clamped(to: clip.interiorColumns(row: y)) }
      if solid.isEmpty { solid = columns.lowerBound..<columns.lowerBound }
      for edge in [columns.lowerBound..<solid.lowerBound, solid.upperBound..<columns.upperBound] where !edge.isEmpty {
        coverage.withUnsafeMutableBufferPointer { cover in
          for x in edge { cover[x] = shape.coverage(x: x, y: y) }
        }
        blendCoverage(row: y, from: edge.lowerBound, to: edge.upperBound, color: color)
      }
      fillSpan(row: y, columns: solid, color: color)
    }
  }

  /// Strokes the outline of a rounded rectangle with a line `lineWidth` pixels wide centred on it.
  mutating func stroke(_ shape: RasterRoundedRect, lineWidth: Double, color: Color) {
    guard lineWidth > 0 else { return }
    let outer = shape.outset(by: lineWidth / 2)
    let inner = shape.outset(by: -lineWidth / 2)
    let hasInside = inner.maxX > inner.minX && inner.maxY > inner.minY
    let (columns, rows) = pixelRange(minX: outer.minX, minY: outer.minY, maxX: outer.maxX, maxY: outer.maxY)
    for y in rows {
      coverage.withUnsafeMutableBufferPointer { cover in
        for x in columns {
          let hole = hasInside ? inner.coverage(x: x, y: y) : 0
          cover[x] = max(0, outer.coverage(x: x, y: y) - hole)
        }
      }
      blendCoverage(row: y, from: columns.lowerBound, to: columns.upperBound, color: color)
    }
  }

  /// Fills a circle.
  mutating func fillCircle(centerX: Double, centerY: Double, radius: Double, color: Color) {
    fill(RasterRoundedRect(minX: centerX - radius, minY: centerY - radius, maxX: centerX + radius, maxY: centerY + radius, radius: radius), color: color)
  }

  /// Strokes a circle with a line `lineWidth` pixels wide centred on it.
  mutating func strokeCircle(centerX: Double, centerY: Double, radius: Double, lineWidth: Double, color: Color) {
    stroke(RasterRoundedRect(minX: centerX - radius, minY: centerY - radius, maxX: centerX + radius, maxY: centerY + radius, radius: radius),
           lineWidth: lineWidth, color: color)
  }
}
