import Foundation

/// A shape made of closed contours in pixel coordinates, filled by the non-zero winding rule (so
/// overlapping contours of one orientation merge without darkening where they overlap).
struct RasterPath {
  /// One edge of a contour, stored top to bottom.
  struct Edge {
    var top: Double, bottom: Double
    /// x at `top`, and how x changes per unit of y.
    var x: Double, slope: Double
    /// +1 for an edge that went down, -1 for one that went up.
    var winding: Int
  }

  private(set) var edges: [Edge] = []
  private(set) var minX = Double.infinity, minY = Double.infinity
  private(set) var maxX = -Double.infinity, maxY = -Double.infinity

  /// Whether no contour was added.
  var isEmpty: Bool { edges.isEmpty }

  /// Adds a closed polygon.
  mutating func addPolygon(_ points: [CGPoint]) {
    guard points.count >= 3 else { return }
    for index in points.indices {
      addEdge(points[index], points[(index + 1) % points.count])
    }
  }

  private mutating func addEdge(_ a: CGPoint, _ b: CGPoint) {
    let ax = Double(a.x), ay = Double(a.y), bx = Double(b.x), by = Double(b.y)
    guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { return }
    minX = min(minX, ax, bx); maxX = max(maxX, ax, bx)
    minY = min(minY, ay, by); maxY = max(maxY, ay, by)
    guard ay != by else { return }
    if ay < by {
      edges.append(Edge(top: ay, bottom: by, x: ax, slope: (bx - ax) / (by - ay), winding: 1))
    } else {
      edges.append(Edge(top: by, bottom: ay, x: bx, slope: (ax - bx) / (ay - by), winding: -1))
    }
  }

  /// Adds a circle, turning the same way as ``addCapsule(from:to:radius:)``.
  mutating func addCircle(center: CGPoint, radius: Double) {
    addCapsule(from: center, to: center, radius: radius)
  }

  /// Adds a segment `2 × radius` wide with round ends (a stroke with round caps and joins when
  /// the segments of a polyline are added one by one).
  mutating func addCapsule(from a: CGPoint, to b: CGPoint, radius: Double) {
    guard radius > 0 else { return }
    let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
    let length = (dx * dx + dy * dy).squareRoot()
    // The contour runs around `a` through the back of the segment, then around `b` through its
    // front, at increasing angles: every capsule and circle turns the same way.
    let normalAngle = (length > 1e-9 ? atan2(dy, dx) : 0) + .pi / 2
    let steps = max(4, min(24, Int(radius * 1.5)))
    var points: [CGPoint] = []
    points.reserveCapacity(2 * steps + 2)
    for step in 0...steps {
      let angle = normalAngle + Double.pi * Double(step) / Double(steps)
      points.append(CGPoint(x: Double(a.x) + radius * cos(angle), y: Double(a.y) + radius * sin(angle)))
    }
    for step in 0...steps {
      let angle = normalAngle + .pi + Double.pi * Double(step) / Double(steps)
      points.append(CGPoint(x: Double(b.x) + radius * cos(angle), y: Double(b.y) + radius * sin(angle)))
    }
    addPolygon(points)
  }

  /// Adds every segment of a polyline as a capsule: a stroke `width` wide with round caps and joins.
  mutating func addStroke(_ polyline: [CGPoint], width: Double) {
    guard let first = polyline.first else { return }
    if polyline.count == 1 { addCircle(center: first, radius: width / 2); return }
    for index in 1..<polyline.count { addCapsule(from: polyline[index - 1], to: polyline[index], radius: width / 2) }
  }

  /// Adds a segment `width` wide with square-cut ends at its end points (an SVG `<line>`'s butt caps).
  mutating func addButtLine(from a: CGPoint, to b: CGPoint, width: Double) {
    let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 1e-9, width > 0 else { return }
    let nx = -dy / length * width / 2, ny = dx / length * width / 2
    addPolygon([CGPoint(x: Double(a.x) + nx, y: Double(a.y) + ny), CGPoint(x: Double(b.x) + nx, y: Double(b.y) + ny),
                CGPoint(x: Double(b.x) - nx, y: Double(b.y) - ny), CGPoint(x: Double(a.x) - nx, y: Double(a.y) - ny)])
  }
}

extension PixelCanvas {
  /// Sub-scanlines sampled per pixel row.
  static let subsamples = 4

  /// Fills a path by the non-zero rule: coverage from `subsamples` scanlines a row, each
  /// crossing span counted with its exact horizontal extent.
  mutating func fill(_ path: RasterPath, color: Color) {
    guard !path.isEmpty else { return }
    let (columns, rows) = pixelRange(minX: path.minX, minY: path.minY, maxX: path.maxX, maxY: path.maxY)
    guard !rows.isEmpty, !columns.isEmpty else { return }
    let edges = path.edges.sorted { $0.top < $1.top }
    var active: [Int] = []
    var crossings: [(x: Double, winding: Int)] = []
    var next = 0
    let weight = 1 / Double(Self.subsamples)
    let left = Double(columns.lowerBound), right = Double(columns.upperBound)
    for y in rows {
      let rowTop = Double(y), rowBottom = rowTop + 1
      while next < edges.count, edges[next].top < rowBottom { active.append(next); next += 1 }
      active.removeAll { edges[$0].bottom <= rowTop }
      if active.isEmpty { continue }
      var touched = false
      coverage.withUnsafeMutableBufferPointer { cover in
        for sample in 0..<Self.subsamples {
          let scanY = rowTop + (Double(sample) + 0.5) * weight
          crossings.removeAll(keepingCapacity: true)
          for index in active {
            let edge = edges[index]
            if scanY >= edge.top && scanY < edge.bottom {
              crossings.append((edge.x + (scanY - edge.top) * edge.slope, edge.winding))
            }
          }
          if crossings.count < 2 { continue }
          Self.sortByX(&crossings)
          var winding = 0
          for index in 0..<(crossings.count - 1) {
            winding += crossings[index].winding
            guard winding != 0 else { continue }
            let start = max(crossings[index].x, left), end = min(crossings[index + 1].x, right)
            guard start < end else { continue }
            touched = true
            Self.addSpan(start, end, weight: Float(weight), to: cover)
          }
        }
      }
      if touched { blendCoverage(row: y, from: columns.lowerBound, to: columns.upperBound, color: color) }
    }
  }

  /// Adds `weight` times the covered part of each pixel between `start` and `end` (within the row).
  @inline(__always)
  static func addSpan(_ start: Double, _ end: Double, weight: Float, to cover: UnsafeMutableBufferPointer<Float>) {
    let first = Int(start), last = Int(end)
    if first == last {
      cover[first] += Float(end - start) * weight
      return
    }
    cover[first] += Float(Double(first + 1) - start) * weight
    var x = first + 1
    while x < last { cover[x] += weight; x += 1 }
    if last < cover.count { cover[last] += Float(end - Double(last)) * weight }
  }

  /// Sorts a scanline's crossings by x, keeping the order of equal ones: an insertion sort, as a
  /// scanline crosses only a few edges.
  static func sortByX(_ crossings: inout [(x: Double, winding: Int)]) {
    crossings.withUnsafeMutableBufferPointer { crossings in
      for index in crossings.indices.dropFirst() {
        let crossing = crossings[index]
        var slot = index
        while slot > 0, crossings[slot - 1].x > crossing.x {
          crossings[slot] = crossings[slot - 1]
          slot -= 1
        }
        crossings[slot] = crossing
      }
    }
  }
}
