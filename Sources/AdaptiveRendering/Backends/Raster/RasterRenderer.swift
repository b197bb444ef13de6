import Foundation

/// Draws a display list into pixels exactly as ``SVGRenderer`` draws it into SVG: the device's
/// bezel (or a free window's light frame), the screen clipped to its rounded corners, then every
/// element back to front, at `scale` pixels a point. Text uses ``StrokeFont``; PNG pictures are
/// decoded with ``PNGDecoder`` and other pictures draw the image placeholder.
struct RasterRenderer {
  /// The pixels drawn so far.
  var canvas: PixelCanvas
  /// Pixels per point.
  let scale: Double
  /// The screen's origin in points: the bezel's width.
  let inset: Double
  /// Pictures decoded so far in this render (nil for one that cannot be decoded).
  var pictures: [Data: RGBAImage?] = [:]

  /// The picture of a display list at `scale` pixels a point.
  static func render(_ list: DisplayList, scale: CGFloat) -> RGBAImage {
    let scale = max(0.1, min(Double(scale), 8))
    let bezel: Double = list.deviceName == nil ? 6 : 14
    let width = Double(list.size.width) + 2 * bezel, height = Double(list.size.height) + 2 * bezel
    var renderer = RasterRenderer(canvas: PixelCanvas(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up))),
                                  scale: scale, inset: bezel)
    let outerRadius = Double(list.screenCornerRadius) + bezel
    if list.deviceName != nil {
      renderer.canvas.fill(RasterRoundedRect(minX: 0, minY: 0, maxX: width * scale, maxY: height * scale, radius: max(outerRadius, 24) * scale),
                           color: Color(hex: 0x1C1C1E))
    } else {
      let frame = RasterRoundedRect(minX: 0.5 * scale, minY: 0.5 * scale, maxX: (width - 0.5) * scale, maxY: (height - 0.5) * scale, radius: outerRadius * scale)
      renderer.canvas.fill(frame, color: Color(hex: 0xE5E5EA))
      renderer.canvas.stroke(frame, lineWidth: scale, color: Color(hex: 0xAEAEB2))
    }
    renderer.canvas.pushClip(renderer.box(CGRect(origin: .zero, size: list.size), radius: list.screenCornerRadius))
    for element in list.elements {
      if let clip = element.clip { renderer.canvas.pushClip(renderer.box(clip.rect, radius: clip.cornerRadius)) }
      renderer.draw(element)
      if element.clip != nil { renderer.canvas.popClip() }
    }
    return renderer.canvas.image
  }

  // MARK: Coordinates

  /// A point of the window in pixels.
  func point(_ point: CGPoint) -> CGPoint {
    CGPoint(x: (Double(point.x) + inset) * scale, y: (Double(point.y) + inset) * scale)
  }

  /// A point at fractions of a frame, in pixels.
  func point(in frame: CGRect, _ fx: Double, _ fy: Double) -> CGPoint {
    point(CGPoint(x: Double(frame.minX) + Double(frame.width) * fx, y: Double(frame.minY) + Double(frame.height) * fy))
  }

  /// A rectangle of the window with rounded corners, in pixels.
  func box(_ rect: CGRect, radius: CGFloat) -> RasterRoundedRect {
    RasterRoundedRect(minX: (Double(rect.minX) + inset) * scale, minY: (Double(rect.minY) + inset) * scale,
                      maxX: (Double(rect.maxX) + inset) * scale, maxY: (Double(rect.maxY) + inset) * scale,
                      radius: Double(radius) * scale)
  }

  // MARK: Elements

  mutating func draw(_ element: DisplayElement) {
    let frame = element.frame
    switch element.shape {
    case let .rect(radius):
      let shape = box(frame, radius: radius)
      if let fill = element.fill { canvas.fill(shape, color: fill) }
      if let stroke = element.stroke { canvas.stroke(shape, lineWidth: Double(element.lineWidth) * scale, color: stroke) }
    case let .text(string, size, weight, alignment):
      drawText(string, size: size, weight: weight, alignment: alignment, in: frame, color: element.fill ?? Palette.black)
    case let .image(name):
      drawImagePlaceholder(frame, name: name)
    case let .picture(data, crops):
      guard frame.width > 0, frame.height > 0 else { return }
      if let image = decodedPicture(data) {
        canvas.draw(image, in: box(frame, radius: 0), crops: crops)
      } else {
        drawImagePlaceholder(frame, name: nil)
      }
    case let .symbol(name):
      drawSymbol(name, in: frame, element: element)
    case let .line(from, to):
      guard let stroke = element.stroke else { return }
      var path = RasterPath()
      path.addButtLine(from: point(from), to: point(to), width: Double(element.lineWidth) * scale)
      canvas.fill(path, color: stroke)
    case let .polygon(points):
      let pixels = points.map(point)
      if let fill = element.fill {
        var path = RasterPath()
        path.addPolygon(pixels)
        canvas.fill(path, color: fill)
      }
      if let stroke = element.stroke, let first = pixels.first {
        var path = RasterPath()
        path.addStroke(pixels + [first], width: Double(element.lineWidth) * scale)
        canvas.fill(path, color: stroke)
      }
    }
  }

  /// The decoded PNG picture, or nil for a picture that is not a PNG this decoder reads.
  mutating func decodedPicture(_ data: Data) -> RGBAImage? {
    if let known = pictures[data] { return known }
    let image = try? PNGDecoder.decode([UInt8](data))
    pictures[data] = .some(image)
    return image
  }

  /// The picture drawn for an image without pixels: sky, hills, a sun and the image's name, as
  /// the SVG draws it.
  mutating func drawImagePlaceholder(_ frame: CGRect, name: String?) {
    guard frame.width > 0, frame.height > 0 else { return }
    canvas.fill(box(frame, radius: 0), color: Color(hex: 0xC7D3E0))
    var hills = RasterPath()
    hills.addPolygon([point(in: frame, 0, 1), point(in: frame, 0.35, 0.45), point(in: frame, 0.55, 0.7), point(in: frame, 0.7, 0.55), point(in: frame, 1, 1)])
    canvas.fill(hills, color: Color(hex: 0x8AA17A))
    let sun = point(in: frame, 0.75, 0.28)
    canvas.fillCircle(centerX: Double(sun.x), centerY: Double(sun.y), radius: Double(min(frame.width, frame.height)) * 0.09 * scale, color: Color(hex: 0xFFF4C2))
    if let name, frame.height >= 40 {
      drawText(name, size: 11, weight: .regular, startX: Double(frame.minX) + 8, baseline: Double(frame.maxY) - 8,
               length: nil, color: Color(hex: 0xFFFFFF, alpha: 0.9))
    }
  }
}
