import Foundation

extension RasterRenderer {
  /// A system glyph fitted in a frame, drawn with the same shapes as ``Glyphs`` draws in SVG:
  /// stroked glyphs with the element's stroke, filled ones with its fill; unknown names a circle.
  mutating func drawSymbol(_ name: String, in frame: CGRect, element: DisplayElement) {
    let x = Double(frame.minX), y = Double(frame.minY), w = Double(frame.width), h = Double(frame.height)
    let strokeColor = element.stroke ?? element.fill ?? Palette.label
    let fillColor = element.fill ?? element.stroke ?? Palette.label
    let lineWidth = Double(element.lineWidth)
    let white = Color(hex: 0xFFFFFF)
    func p(_ fx: Double, _ fy: Double) -> CGPoint { point(in: frame, fx, fy) }
    switch name {
    case "chevron.left":
      stroke([[p(0.85, 0.05), p(0.15, 0.5), p(0.85, 0.95)]], width: lineWidth, color: strokeColor)
    case "chevron.right":
      stroke([[p(0.15, 0.05), p(0.85, 0.5), p(0.15, 0.95)]], width: lineWidth, color: strokeColor)
    case "checkmark":
      stroke([[p(0.05, 0.55), p(0.38, 0.88), p(0.95, 0.1)]], width: lineWidth, color: strokeColor)
    case "plus":
      stroke([[p(0.5, 0.1), p(0.5, 0.9)], [p(0.1, 0.5), p(0.9, 0.5)]], width: lineWidth, color: strokeColor)
    case "xmark":
      stroke([[p(0.2, 0.2), p(0.8, 0.8)], [p(0.8, 0.2), p(0.2, 0.8)]], width: lineWidth, color: strokeColor)
    case "ellipsis":
      for fx in [0.2, 0.5, 0.8] { circle(x + w * fx, y + h * 0.5, radius: w * 0.09, fill: fillColor) }
    case "clock.fill":
      circle(x + w / 2, y + h / 2, radius: w * 0.45, fill: fillColor)
      stroke([[p(0.5, 0.22), p(0.5, 0.52), p(0.7, 0.64)]], width: 2, color: white)
    case "clock":
      circle(x + w / 2, y + h / 2, radius: w * 0.42, stroke: strokeColor, width: lineWidth)
      stroke([[p(0.5, 0.25), p(0.5, 0.52), p(0.68, 0.62)]], width: lineWidth, color: strokeColor)
    case "arrow.up.left.and.arrow.down.right":
      stroke([[p(0.2, 0.45), p(0.2, 0.2), p(0.45, 0.2)], [p(0.2, 0.2), p(0.42, 0.42)],
              [p(0.8, 0.55), p(0.8, 0.8), p(0.55, 0.8)], [p(0.8, 0.8), p(0.58, 0.58)]], width: lineWidth, color: strokeColor)
    case "sidebar.leading", "sidebar.left":
      let outline = box(CGRect(x: x + w * 0.1, y: y + h * 0.2, width: w * 0.8, height: h * 0.6), radius: w * 0.1)
      canvas.stroke(outline, lineWidth: lineWidth * scale, color: strokeColor)
      stroke([[p(0.4, 0.2), p(0.4, 0.8)]], width: lineWidth, color: strokeColor)
    case "star.fill":
      let points = (0..<10).map { index -> CGPoint in
        let angle = Double(index) * .pi / 5 - .pi / 2
        let radius = index.isMultiple(of: 2) ? 0.48 : 0.2
        return p(0.5 + cos(angle) * radius, 0.52 + sin(angle) * radius)
      }
      polygon(points, fill: fillColor)
    case "person.crop.circle.fill", "person.fill", "person.2.fill", "person.2":
      circle(x + w / 2, y + h * 0.3, radius: w * 0.2, fill: fillColor)
      let body = (0...16).map { step -> CGPoint in
        let t = Double(step) / 16, s = 1 - t
        // The cubic from (0.12, 0.95) through controls (0.12, 0.55) and (0.88, 0.55) to (0.88, 0.95).
        let fx = s * s * s * 0.12 + 3 * s * s * t * 0.12 + 3 * s * t * t * 0.88 + t * t * t * 0.88
        let fy = s * s * s * 0.95 + 3 * s * s * t * 0.55 + 3 * s * t * t * 0.55 + t * t * t * 0.95
        return p(fx, fy)
      }
      polygon(body, fill: fillColor)
    case "magnifyingglass":
      circle(x + w * 0.42, y + h * 0.42, radius: w * 0.3, stroke: fillColor, width: 2)
      stroke([[p(0.64, 0.64), p(0.92, 0.92)]], width: 2.5, color: fillColor)
    case "book.fill", "square.fill", "photo", "photo.fill", "photo.on.rectangle":
      canvas.fill(box(CGRect(x: x + w * 0.1, y: y + h * 0.15, width: w * 0.8, height: h * 0.7), radius: w * 0.12), color: fillColor)
    case "list.bullet":
      for row in [0.25, 0.5, 0.75] {
        circle(x + w * 0.15, y + h * row, radius: w * 0.07, fill: fillColor)
        var line = RasterPath()
        line.addButtLine(from: p(0.32, row), to: p(0.92, row), width: 2 * scale)
        canvas.fill(line, color: fillColor)
      }
    case "info.circle":
      circle(x + w / 2, y + h / 2, radius: w * 0.45, stroke: strokeColor, width: lineWidth)
      stroke([[p(0.5, 0.45), p(0.5, 0.75)]], width: lineWidth, color: strokeColor)
      circle(x + w / 2, y + h * 0.3, radius: 1.2, fill: Color(red: strokeColor.red, green: strokeColor.green, blue: strokeColor.blue))
    case "status.battery":
      let faint = Color(red: fillColor.red, green: fillColor.green, blue: fillColor.blue, alpha: 0.4)
      canvas.stroke(box(CGRect(x: x + 0.5, y: y + 0.5, width: w - 3, height: h - 1), radius: 3.5), lineWidth: scale, color: faint)
      canvas.fill(box(CGRect(x: x + 2.5, y: y + 2.5, width: w - 7, height: h - 5), radius: 2), color: fillColor)
      canvas.fill(box(CGRect(x: x + w - 1.5, y: y + h * 0.33, width: 1.5, height: h * 0.34), radius: 0.75), color: faint)
    case "status.cellular":
      for index in 0..<4 {
        let barHeight = h * Double(index + 1) / 4
        canvas.fill(box(CGRect(x: x + Double(index) * w / 4, y: y + h - barHeight, width: w / 4 - 1.2, height: barHeight), radius: 1), color: fillColor)
      }
    case "status.wifi":
      var fan = (0...16).map { step -> CGPoint in
        let t = Double(step) / 16, s = 1 - t
        // The quadratic from (0, 0.35) through the control (0.5, -0.15) to (1, 0.35).
        return p(2 * s * t * 0.5 + t * t, s * s * 0.35 + 2 * s * t * -0.15 + t * t * 0.35)
      }
      fan.append(p(0.5, 1))
      polygon(fan, fill: fillColor)
    case "square.and.arrow.up":
      stroke([[p(0.3, 0.4), p(0.15, 0.4), p(0.15, 0.95), p(0.85, 0.95), p(0.85, 0.4), p(0.7, 0.4)],
              [p(0.5, 0.62), p(0.5, 0.05)], [p(0.32, 0.22), p(0.5, 0.05), p(0.68, 0.22)]], width: lineWidth, color: strokeColor)
    case "square.and.pencil":
      stroke([[p(0.55, 0.15), p(0.1, 0.15), p(0.1, 0.9), p(0.85, 0.9), p(0.85, 0.45)], [p(0.4, 0.6), p(0.9, 0.1)]],
             width: lineWidth, color: strokeColor)
    case "arrow.clockwise":
      let arc = Self.arc(from: (0.85, 0.5), to: (0.65, 0.2), radius: 0.35, largeArc: true, sweep: true).map { p($0.0, $0.1) }
      stroke([arc, [p(0.55, 0.08), p(0.7, 0.2), p(0.55, 0.32)]], width: lineWidth, color: strokeColor)
    case "arrow.down.circle.fill":
      circle(x + w / 2, y + h / 2, radius: w * 0.45, fill: fillColor)
      stroke([[p(0.5, 0.25), p(0.5, 0.72)], [p(0.32, 0.55), p(0.5, 0.72), p(0.68, 0.55)]], width: 2, color: white)
    default:
      if element.fill != nil {
        circle(x + w / 2, y + h / 2, radius: min(w, h) * 0.42, fill: fillColor)
      } else {
        circle(x + w / 2, y + h / 2, radius: min(w, h) * 0.42, stroke: strokeColor, width: lineWidth)
      }
    }
  }

  // MARK: Shapes in points

  /// Strokes polylines (pixel points) `width` points wide with round caps and joins.
  mutating func stroke(_ polylines: [[CGPoint]], width: Double, color: Color) {
    var path = RasterPath()
    for polyline in polylines { path.addStroke(polyline, width: width * scale) }
    canvas.fill(path, color: color)
  }

  /// Fills a circle given in window points.
  mutating func circle(_ centerX: Double, _ centerY: Double, radius: Double, fill: Color) {
    let centre = point(CGPoint(x: centerX, y: centerY))
    canvas.fillCircle(centerX: Double(centre.x), centerY: Double(centre.y), radius: radius * scale, color: fill)
  }

  /// Strokes a circle given in window points with a line `width` points wide.
  mutating func circle(_ centerX: Double, _ centerY: Double, radius: Double, stroke: Color, width: Double) {
    let centre = point(CGPoint(x: centerX, y: centerY))
    canvas.strokeCircle(centerX: Double(centre.x), centerY: Double(centre.y), radius: radius * scale, lineWidth: width * scale, color: stroke)
  }

  /// Fills a polygon of pixel points.
  mutating func polygon(_ points: [CGPoint], fill: Color) {
    var path = RasterPath()
    path.addPolygon(points)
    canvas.fill(path, color: fill)
  }

  /// The points of an SVG elliptical arc command with equal radii: from `start` to `end` on the
  /// circle of `radius` that the large-arc and sweep flags choose (sweep = increasing angles,
  /// clockwise on screen).
  static func arc(from start: (Double, Double), to end: (Double, Double), radius: Double, largeArc: Bool, sweep: Bool) -> [(Double, Double)] {
    let dx = end.0 - start.0, dy = end.1 - start.1
    let chord = (dx * dx + dy * dy).squareRoot()
    guard chord > 0 else { return [start] }
    let r = max(radius, chord / 2)
    let offset = (r * r - chord * chord / 4).squareRoot()
    let midX = (start.0 + end.0) / 2, midY = (start.1 + end.1) / 2
    let normalX = -dy / chord, normalY = dx / chord
    for sign in [1.0, -1.0] {
      let cx = midX + sign * offset * normalX, cy = midY + sign * offset * normalY
      let from = atan2(start.1 - cy, start.0 - cx)
      var delta = atan2(end.1 - cy, end.0 - cx) - from
      if sweep { while delta < 0 { delta += 2 * .pi } } else { while delta > 0 { delta -= 2 * .pi } }
      guard (abs(delta) > .pi) == largeArc else { continue }
      let steps = 32
      return (0...steps).map { step in
        let angle = from + delta * Double(step) / Double(steps)
        return (cx + r * cos(angle), cy + r * sin(angle))
      }
    }
    return [start, end]
  }
}
