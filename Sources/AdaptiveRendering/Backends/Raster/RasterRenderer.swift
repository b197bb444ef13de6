import Foundation
import PNGCodec

/// Draws a display list into pixels exactly as ``SVGRenderer`` draws it into SVG: the device's
/// bezel (with its home button, earpiece and camera) or a free window's light frame, the screen
/// clipped to its rounded corners, the screen around a multitasking window, then every element back
/// to front, then the Dynamic Island, at `scale` pixels a point. Text uses ``StrokeFont``; PNG
/// pictures are decoded with PNGCodec's `PNGDecoder` and other pictures draw the image placeholder.
struct RasterRenderer {
  /// The pixels drawn so far.
  var canvas: PixelCanvas
  /// Pixels per point.
  let scale: Double
  /// Where the coordinates being drawn have their (0, 0) in the picture, in points: the screen's
  /// corner for the screen's own elements, the window's for the window's.
  var origin: CGPoint
  /// Pictures decoded so far in this render (nil for one that cannot be decoded).
  var pictures: [Data: RGBAImage?] = [:]

  /// The picture of a display list at `scale` pixels a point.
  static func render(_ list: DisplayList, scale: CGFloat) -> RGBAImage {
    let scale = max(0.1, min(Double(scale), 8))
    let outline = DeviceOutline(list)
    let width = Double(outline.size.width), height = Double(outline.size.height)
    var renderer = RasterRenderer(canvas: PixelCanvas(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up))),
                                  scale: scale, origin: .zero)
    renderer.drawBezel(outline)
    renderer.origin = CGPoint(x: outline.left, y: outline.top)
    renderer.canvas.pushClip(renderer.box(CGRect(origin: .zero, size: list.screenSize), radius: list.screenCornerRadius))
    if let composition = list.screen {
      renderer.canvas.fill(renderer.box(CGRect(origin: .zero, size: list.screenSize), radius: 0), color: Color(hex: 0x000000))
      for element in composition.elements { renderer.drawClipped(element) }
      renderer.origin = outline.windowOrigin(list)
      renderer.canvas.pushClip(renderer.box(CGRect(origin: .zero, size: list.size), radius: composition.windowCornerRadius))
    }
    for element in list.elements { renderer.drawClipped(element) }
    if list.screen != nil {
      renderer.canvas.popClip()
      renderer.origin = CGPoint(x: outline.left, y: outline.top)
    }
    if let island = list.hardware?.dynamicIsland {
      renderer.canvas.fill(renderer.box(island, radius: min(island.width, island.height) / 2), color: Color(hex: 0x000000))
    }
    if let fold = list.hardware?.fold {
      renderer.canvas.fill(renderer.box(fold, radius: 0), color: DeviceHardware.foldColor)
      renderer.canvas.fill(renderer.box(DeviceHardware.foldLine(of: fold), radius: 0), color: DeviceHardware.foldLineColor)
    }
    for hole in list.hardware?.cameraHoles ?? [] {
      renderer.canvas.fill(renderer.box(hole, radius: min(hole.width, hole.height) / 2), color: Color(hex: 0x000000))
    }
    return renderer.canvas.image
  }

  /// Draws an element inside its clip, if it has one.
  mutating func drawClipped(_ element: DisplayElement) {
    if let clip = element.clip { canvas.pushClip(box(clip.rect, radius: clip.cornerRadius)) }
    draw(element)
    if element.clip != nil { canvas.popClip() }
  }

  /// The device's body (or a free window's frame), with the home button, earpiece and front camera
  /// of a device that has them; drawn in picture coordinates (``origin`` at zero).
  mutating func drawBezel(_ outline: DeviceOutline) {
    let width = Double(outline.size.width) * scale, height = Double(outline.size.height) * scale
    guard outline.isDevice else {
      let frame = RasterRoundedRect(minX: 0.5 * scale, minY: 0.5 * scale, maxX: width - 0.5 * scale, maxY: height - 0.5 * scale,
                                    radius: Double(outline.cornerRadius) * scale)
      canvas.fill(frame, color: Color(hex: 0xE5E5EA))
      canvas.stroke(frame, lineWidth: scale, color: Color(hex: 0xAEAEB2))
      return
    }
    canvas.fill(RasterRoundedRect(minX: 0, minY: 0, maxX: width, maxY: height, radius: Double(outline.cornerRadius) * scale),
                color: Color(hex: 0x1C1C1E))
    if let button = outline.homeButton {
      let center = point(button.center)
      canvas.fillCircle(centerX: Double(center.x), centerY: Double(center.y), radius: Double(button.radius) * scale, color: Color(hex: 0x111113))
      canvas.strokeCircle(centerX: Double(center.x), centerY: Double(center.y), radius: Double(button.radius) * scale,
                          lineWidth: 2 * scale, color: Color(hex: 0x48484A))
    }
    if let slot = outline.earpiece {
      canvas.fill(box(slot, radius: min(slot.width, slot.height) / 2), color: Color(hex: 0x3A3A3C))
    }
    if let camera = outline.camera {
      let center = point(camera)
      canvas.fillCircle(centerX: Double(center.x), centerY: Double(center.y), radius: 4 * scale, color: Color(hex: 0x2C2C3A))
    }
  }

  // MARK: Coordinates

  /// A point of the coordinates being drawn (see ``origin``), in pixels.
  func point(_ point: CGPoint) -> CGPoint {
    CGPoint(x: (Double(point.x) + Double(origin.x)) * scale, y: (Double(point.y) + Double(origin.y)) * scale)
  }

  /// A point at fractions of a frame, in pixels.
  func point(in frame: CGRect, _ fx: Double, _ fy: Double) -> CGPoint {
    point(CGPoint(x: Double(frame.minX) + Double(frame.width) * fx, y: Double(frame.minY) + Double(frame.height) * fy))
  }

  /// A rectangle of the coordinates being drawn (see ``origin``) with rounded corners, in pixels.
  func box(_ rect: CGRect, radius: CGFloat) -> RasterRoundedRect {
    let x = Double(origin.x), y = Double(origin.y)
    return RasterRoundedRect(minX: (Double(rect.minX) + x) * scale, minY: (Double(rect.minY) + y) * scale,
                             maxX: (Double(rect.maxX) + x) * scale, maxY: (Double(rect.maxY) + y) * scale,
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
    case let .picture(data, crops, _):
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
