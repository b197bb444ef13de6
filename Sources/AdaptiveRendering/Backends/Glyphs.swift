import Foundation

/// SF-Symbol-like glyphs drawn with simple paths in a frame. Stroked glyphs use the element's
/// stroke, filled ones its fill; unknown names draw a circle.
enum Glyphs {
  static func svg(_ name: String, in frame: CGRect, element: DisplayElement, id: String) -> String {
    let x = frame.minX, y = frame.minY, w = frame.width, h = frame.height
    func p(_ fx: CGFloat, _ fy: CGFloat) -> String { "\(SVGRenderer.n(x + w * fx)),\(SVGRenderer.n(y + h * fy))" }
    let strokeColor = element.stroke ?? element.fill ?? Palette.label
    let fillColor = element.fill ?? element.stroke ?? Palette.label
    let lineWidth = SVGRenderer.n(element.lineWidth)
    let stroke = " fill=\"none\" stroke=\"\(strokeColor.hex)\"" + (strokeColor.alpha < 1 ? " stroke-opacity=\"\(strokeColor.opacityText)\"" : "")
      + " stroke-width=\"\(lineWidth)\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
    let fill = SVGRenderer.fillAttributes(fillColor)
    let body: String
    switch name {
    case "chevron.left":
      body = "<polyline points=\"\(p(0.85, 0.05)) \(p(0.15, 0.5)) \(p(0.85, 0.95))\"\(stroke)/>"
    case "chevron.right":
      body = "<polyline points=\"\(p(0.15, 0.05)) \(p(0.85, 0.5)) \(p(0.15, 0.95))\"\(stroke)/>"
    case "checkmark":
      body = "<polyline points=\"\(p(0.05, 0.55)) \(p(0.38, 0.88)) \(p(0.95, 0.1))\"\(stroke)/>"
    case "plus":
      body = "<path d=\"M\(p(0.5, 0.1))L\(p(0.5, 0.9))M\(p(0.1, 0.5))L\(p(0.9, 0.5))\"\(stroke)/>"
    case "xmark":
      body = "<path d=\"M\(p(0.2, 0.2))L\(p(0.8, 0.8))M\(p(0.8, 0.2))L\(p(0.2, 0.8))\"\(stroke)/>"
    case "ellipsis":
      body = [0.2, 0.5, 0.8].map { "<circle cx=\"\(SVGRenderer.n(x + w * $0))\" cy=\"\(SVGRenderer.n(y + h * 0.5))\" r=\"\(SVGRenderer.n(w * 0.09))\"\(fill)/>" }.joined()
    case "clock.fill":
      body = "<circle cx=\"\(SVGRenderer.n(x + w / 2))\" cy=\"\(SVGRenderer.n(y + h / 2))\" r=\"\(SVGRenderer.n(w * 0.45))\"\(fill)/>"
        + "<polyline points=\"\(p(0.5, 0.22)) \(p(0.5, 0.52)) \(p(0.7, 0.64))\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"2\" stroke-linecap=\"round\"/>"
    case "clock":
      body = "<circle cx=\"\(SVGRenderer.n(x + w / 2))\" cy=\"\(SVGRenderer.n(y + h / 2))\" r=\"\(SVGRenderer.n(w * 0.42))\"\(stroke)/>"
        + "<polyline points=\"\(p(0.5, 0.25)) \(p(0.5, 0.52)) \(p(0.68, 0.62))\"\(stroke)/>"
    case "arrow.up.left.and.arrow.down.right":
      body = "<path d=\"M\(p(0.2, 0.45))L\(p(0.2, 0.2))L\(p(0.45, 0.2))M\(p(0.2, 0.2))L\(p(0.42, 0.42))"
        + "M\(p(0.8, 0.55))L\(p(0.8, 0.8))L\(p(0.55, 0.8))M\(p(0.8, 0.8))L\(p(0.58, 0.58))\"\(stroke)/>"
    case "sidebar.leading", "sidebar.left":
      body = "<rect x=\"\(SVGRenderer.n(x + w * 0.1))\" y=\"\(SVGRenderer.n(y + h * 0.2))\" width=\"\(SVGRenderer.n(w * 0.8))\" height=\"\(SVGRenderer.n(h * 0.6))\" rx=\"\(SVGRenderer.n(w * 0.1))\"\(stroke)/>"
        + "<path d=\"M\(p(0.4, 0.2))L\(p(0.4, 0.8))\"\(stroke)/>"
    case "star.fill":
      let points = (0..<10).map { index -> String in
        let angle = Double(index) * .pi / 5 - .pi / 2
        let radius = index.isMultiple(of: 2) ? 0.48 : 0.2
        return p(0.5 + CGFloat(cos(angle) * radius), 0.52 + CGFloat(sin(angle) * radius))
      }
      body = "<polygon points=\"\(points.joined(separator: " "))\"\(fill)/>"
    case "person.crop.circle.fill", "person.fill", "person.2.fill", "person.2":
      body = "<circle cx=\"\(SVGRenderer.n(x + w / 2))\" cy=\"\(SVGRenderer.n(y + h * 0.3))\" r=\"\(SVGRenderer.n(w * 0.2))\"\(fill)/>"
        + "<path d=\"M\(p(0.12, 0.95))C\(p(0.12, 0.55)) \(p(0.88, 0.55)) \(p(0.88, 0.95))Z\"\(fill)/>"
    case "magnifyingglass":
      body = "<circle cx=\"\(SVGRenderer.n(x + w * 0.42))\" cy=\"\(SVGRenderer.n(y + h * 0.42))\" r=\"\(SVGRenderer.n(w * 0.3))\" fill=\"none\" stroke=\"\(fillColor.hex)\" stroke-width=\"2\"/>"
        + "<line x1=\"\(SVGRenderer.n(x + w * 0.64))\" y1=\"\(SVGRenderer.n(y + h * 0.64))\" x2=\"\(SVGRenderer.n(x + w * 0.92))\" y2=\"\(SVGRenderer.n(y + h * 0.92))\" stroke=\"\(fillColor.hex)\" stroke-width=\"2.5\" stroke-linecap=\"round\"/>"
    case "book.fill", "square.fill", "photo", "photo.fill", "photo.on.rectangle":
      body = "<rect x=\"\(SVGRenderer.n(x + w * 0.1))\" y=\"\(SVGRenderer.n(y + h * 0.15))\" width=\"\(SVGRenderer.n(w * 0.8))\" height=\"\(SVGRenderer.n(h * 0.7))\" rx=\"\(SVGRenderer.n(w * 0.12))\"\(fill)/>"
    case "list.bullet":
      body = [0.25, 0.5, 0.75].map { row in
        "<circle cx=\"\(SVGRenderer.n(x + w * 0.15))\" cy=\"\(SVGRenderer.n(y + h * row))\" r=\"\(SVGRenderer.n(w * 0.07))\"\(fill)/><line x1=\"\(SVGRenderer.n(x + w * 0.32))\" y1=\"\(SVGRenderer.n(y + h * row))\" x2=\"\(SVGRenderer.n(x + w * 0.92))\" y2=\"\(SVGRenderer.n(y + h * row))\" stroke=\"\(fillColor.hex)\" stroke-width=\"2\"/>"
      }.joined()
    case "info.circle":
      body = "<circle cx=\"\(SVGRenderer.n(x + w / 2))\" cy=\"\(SVGRenderer.n(y + h / 2))\" r=\"\(SVGRenderer.n(w * 0.45))\"\(stroke)/>"
        + "<path d=\"M\(p(0.5, 0.45))L\(p(0.5, 0.75))\"\(stroke)/><circle cx=\"\(SVGRenderer.n(x + w / 2))\" cy=\"\(SVGRenderer.n(y + h * 0.3))\" r=\"1.2\" fill=\"\(strokeColor.hex)\"/>"
    case "status.battery":
      body = "<rect x=\"\(SVGRenderer.n(x + 0.5))\" y=\"\(SVGRenderer.n(y + 0.5))\" width=\"\(SVGRenderer.n(w - 3))\" height=\"\(SVGRenderer.n(h - 1))\" rx=\"3.5\" fill=\"none\" stroke=\"\(fillColor.hex)\" stroke-opacity=\"0.4\"/>"
        + "<rect x=\"\(SVGRenderer.n(x + 2.5))\" y=\"\(SVGRenderer.n(y + 2.5))\" width=\"\(SVGRenderer.n(w - 7))\" height=\"\(SVGRenderer.n(h - 5))\" rx=\"2\"\(fill)/>"
        + "<rect x=\"\(SVGRenderer.n(x + w - 1.5))\" y=\"\(SVGRenderer.n(y + h * 0.33))\" width=\"1.5\" height=\"\(SVGRenderer.n(h * 0.34))\" rx=\"0.75\"\(fill) fill-opacity=\"0.4\"/>"
    case "status.cellular":
      body = (0..<4).map { index -> String in
        let barHeight = h * CGFloat(index + 1) / 4
        return "<rect x=\"\(SVGRenderer.n(x + CGFloat(index) * w / 4))\" y=\"\(SVGRenderer.n(y + h - barHeight))\" width=\"\(SVGRenderer.n(w / 4 - 1.2))\" height=\"\(SVGRenderer.n(barHeight))\" rx=\"1\"\(fill)/>"
      }.joined()
    case "status.wifi":
      body = "<path d=\"M\(p(0, 0.35))Q\(p(0.5, -0.15)) \(p(1, 0.35))L\(p(0.5, 1))Z\"\(fill)/>"
    case "square.and.arrow.up":
      body = "<path d=\"M\(p(0.3, 0.4))L\(p(0.15, 0.4))L\(p(0.15, 0.95))L\(p(0.85, 0.95))L\(p(0.85, 0.4))L\(p(0.7, 0.4))M\(p(0.5, 0.62))L\(p(0.5, 0.05))M\(p(0.32, 0.22))L\(p(0.5, 0.05))L\(p(0.68, 0.22))\"\(stroke)/>"
    case "square.and.pencil":
      body = "<path d=\"M\(p(0.55, 0.15))L\(p(0.1, 0.15))L\(p(0.1, 0.9))L\(p(0.85, 0.9))L\(p(0.85, 0.45))M\(p(0.4, 0.6))L\(p(0.9, 0.1))\"\(stroke)/>"
    case "arrow.clockwise":
      body = "<path d=\"M\(p(0.85, 0.5))A\(SVGRenderer.n(w * 0.35)),\(SVGRenderer.n(h * 0.35)) 0 1 1 \(p(0.65, 0.2))M\(p(0.55, 0.08))L\(p(0.7, 0.2))L\(p(0.55, 0.32))\"\(stroke)/>"
    case "arrow.down.circle.fill":
      body = "<circle cx=\"\(SVGRenderer.n(x + w / 2))\" cy=\"\(SVGRenderer.n(y + h / 2))\" r=\"\(SVGRenderer.n(w * 0.45))\"\(fill)/>"
        + "<path d=\"M\(p(0.5, 0.25))L\(p(0.5, 0.72))M\(p(0.32, 0.55))L\(p(0.5, 0.72))L\(p(0.68, 0.55))\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"2\" stroke-linecap=\"round\"/>"
    default:
      body = "<circle cx=\"\(SVGRenderer.n(x + w / 2))\" cy=\"\(SVGRenderer.n(y + h / 2))\" r=\"\(SVGRenderer.n(min(w, h) * 0.42))\"" + (element.fill != nil ? fill : stroke) + "/>"
    }
    return "<g\(id)>\(body)</g>\n"
  }
}
