import AdaptiveKit
import Foundation

/// Draws a display list as an SVG document: the device's bezel (with its home button) and rounded
/// screen, the screen around a multitasking window, then every element, then the Dynamic Island,
/// with iOS system fonts (`-apple-system`, "SF Pro", Helvetica fallback).
enum SVGRenderer {
  static let fontFamily = "-apple-system, BlinkMacSystemFont, 'SF Pro Text', 'SF Pro', 'Helvetica Neue', Helvetica, Arial, sans-serif"

  static func render(_ list: DisplayList) -> String {
    let outline = DeviceOutline(list)
    let screen = list.screenSize
    let origin = outline.windowOrigin(list)
    let width = outline.size.width, height = outline.size.height
    // One buffer for the whole document (SVGWriter); about 200 bytes an element.
    var out = SVGWriter(capacity: 4096 + list.elements.count * 200)
    // data-window-x/y: where the window's (0, 0) is in the view box, for pages mapping clicks.
    out.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
    out.write(number: width)
    out.write("\" height=\"")
    out.write(number: height)
    out.write("\" viewBox=\"0 0 ")
    out.write(number: width)
    out.write(" ")
    out.write(number: height)
    out.write("\" data-window-x=\"")
    out.write(number: origin.x)
    out.write("\" data-window-y=\"")
    out.write(number: origin.y)
    out.write("\" font-family=\"")
    out.write(fontFamily)
    out.write("\">\n")
    var clips: [Clip] = []
    for element in list.elements {
      if let clip = element.clip, !clips.contains(clip) { clips.append(clip) }
    }
    out.write("<defs>\n<clipPath id=\"screen\"><rect")
    out.write(frame: CGRect(origin: .zero, size: screen))
    out.write(" rx=\"")
    out.write(number: list.screenCornerRadius)
    out.write("\"/></clipPath>\n")
    if let composition = list.screen {
      out.write("<clipPath id=\"window\">")
      rect(CGRect(origin: .zero, size: list.size), radius: composition.windowCornerRadius, into: &out)
      out.write("</clipPath>\n")
    }
    for (index, clip) in clips.enumerated() {
      out.write("<clipPath id=\"c")
      out.write(integer: index)
      out.write("\">")
      rect(clip.rect, radius: clip.cornerRadius, into: &out)
      out.write("</clipPath>\n")
    }
    out.write("</defs>\n")
    out.write(bezel(outline))
    if let name = list.deviceName {
      out.write("<title>")
      out.writeEscaped(name)
      out.write("</title>\n")
    }
    out.write("<g transform=\"translate(")
    out.write(number: outline.left)
    out.write(",")
    out.write(number: outline.top)
    out.write(")\" clip-path=\"url(#screen)\">\n")
    if let composition = list.screen {
      out.write("<rect")
      out.write(frame: CGRect(origin: .zero, size: screen))
      out.write(" fill=\"#000000\"/>\n")
      for element in composition.elements { draw(element, into: &out) }
      out.write("<g transform=\"translate(")
      out.write(number: list.windowOrigin.x)
      out.write(",")
      out.write(number: list.windowOrigin.y)
      out.write(")\" clip-path=\"url(#window)\">\n")
    }
    var openClip: Clip?
    for element in list.elements {
      if element.clip != openClip {
        if openClip != nil { out.write("</g>\n") }
        if let clip = element.clip, let index = clips.firstIndex(of: clip) {
          out.write("<g clip-path=\"url(#c")
          out.write(integer: index)
          out.write(")\">\n")
        }
        openClip = element.clip
      }
      draw(element, into: &out)
    }
    if openClip != nil { out.write("</g>\n") }
    if list.screen != nil { out.write("</g>\n") }
    if let island = list.hardware?.dynamicIsland {
      rect(island, radius: min(island.width, island.height) / 2, into: &out) {
        $0.write(" data-id=\"dynamicIsland\" fill=\"#000000\"")
      }
      out.write("\n")
    }
    if let fold = list.hardware?.fold {
      rect(fold, radius: 0, into: &out) {
        $0.write(" data-id=\"fold\"")
        fillAttributes(DeviceHardware.foldColor, into: &$0)
      }
      out.write("\n")
      rect(DeviceHardware.foldLine(of: fold), radius: 0, into: &out) {
        $0.write(" data-id=\"foldLine\"")
        fillAttributes(DeviceHardware.foldLineColor, into: &$0)
      }
      out.write("\n")
    }
    for hole in list.hardware?.cameraHoles ?? [] {
      rect(hole, radius: min(hole.width, hole.height) / 2, into: &out) {
        $0.write(" data-id=\"camera\" fill=\"#000000\"")
      }
      out.write("\n")
    }
    out.write("</g>\n</svg>\n")
    return out.string
  }

  /// The device's body (or a free-form window's frame), with the home button and earpiece of a
  /// device that has them.
  static func bezel(_ outline: DeviceOutline) -> String {
    let width = outline.size.width, height = outline.size.height
    guard outline.isDevice else {
      return "<rect x=\"0.5\" y=\"0.5\" width=\"\(n(width - 1))\" height=\"\(n(height - 1))\" rx=\"\(n(outline.cornerRadius))\" fill=\"#e5e5ea\" stroke=\"#aeaeb2\"/>\n"
    }
    var out = "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" rx=\"\(n(outline.cornerRadius))\" fill=\"#1c1c1e\"/>\n"
    if let button = outline.homeButton {
      out += "<circle data-id=\"homeButton\" cx=\"\(n(button.center.x))\" cy=\"\(n(button.center.y))\" r=\"\(n(button.radius))\" fill=\"#111113\" stroke=\"#48484a\" stroke-width=\"2\"/>\n"
    }
    if let slot = outline.earpiece {
      out += rect(slot, radius: min(slot.width, slot.height) / 2, attributes: " data-id=\"earpiece\" fill=\"#3a3a3c\"") + "\n"
    }
    if let camera = outline.camera {
      out += "<circle data-id=\"frontCamera\" cx=\"\(n(camera.x))\" cy=\"\(n(camera.y))\" r=\"4\" fill=\"#2c2c3a\"/>\n"
    }
    return out
  }

  // MARK: Elements

  /// One element's markup.
  static func draw(_ element: DisplayElement) -> String {
    var out = SVGWriter(capacity: 256)
    draw(element, into: &out)
    return out.string
  }

  /// Writes one element's markup into `out`.
  static func draw(_ element: DisplayElement, into out: inout SVGWriter) {
    let frame = element.frame
    switch element.shape {
    case let .rect(radius):
      rect(frame, radius: radius, into: &out) { out in
        writeID(element, into: &out)
        paint(element, into: &out)
      }
      out.write("\n")
    case let .text(string, size, weight, alignment):
      let (x, anchor): (CGFloat, StaticString) = switch alignment {
      case .left: (frame.minX, "start")
      case .center: (frame.midX, "middle")
      case .right: (frame.maxX, "end")
      }
      let weightValue: StaticString = switch weight {
      case .regular: "400"
      case .medium: "500"
      case .semibold: "600"
      case .bold: "700"
      }
      // The layout measured the text with SF Pro advances; textLength makes any fallback font
      // (Helvetica, DejaVu) occupy the same width, so the picture matches the layout.
      let font = UIFont.systemFont(ofSize: size, weight: DisplayListBuilder.fontWeight(weight))
      let length = min(font.estimatedWidth(of: string), frame.width)
      out.write("<text")
      writeID(element, into: &out)
      out.write(" x=\"")
      out.write(number: x)
      out.write("\" y=\"")
      out.write(number: frame.midY + size * 0.35)
      out.write("\" font-size=\"")
      out.write(number: size)
      out.write("\" font-weight=\"")
      out.write(weightValue)
      out.write("\" text-anchor=\"")
      out.write(anchor)
      out.write("\" textLength=\"")
      out.write(number: length)
      out.write("\" lengthAdjust=\"spacingAndGlyphs\"")
      fillAttributes(element.fill, into: &out)
      out.write(">")
      out.writeEscaped(string)
      out.write("</text>\n")
    case let .image(name):
      out.write(imagePlaceholder(frame, name: name, id: idAttribute(element)))
    case let .picture(data, crops, _):
      guard frame.width > 0, frame.height > 0 else { return }
      out.write("<image")
      writeID(element, into: &out)
      out.write(frame: frame)
      out.write(" preserveAspectRatio=\"")
      out.write(crops ? "xMidYMid slice" : "none")
      out.write("\" href=\"data:")
      out.write(EncodedImage.mediaType(of: data))
      out.write(";base64,")
      out.write(data.base64EncodedString())
      out.write("\"/>\n")
    case let .symbol(name):
      out.write(Glyphs.svg(name, in: frame, element: element, id: idAttribute(element)))
    case let .line(from, to):
      out.write("<line")
      writeID(element, into: &out)
      out.write(" x1=\"")
      out.write(number: from.x)
      out.write("\" y1=\"")
      out.write(number: from.y)
      out.write("\" x2=\"")
      out.write(number: to.x)
      out.write("\" y2=\"")
      out.write(number: to.y)
      out.write("\"")
      strokeAttributes(element, into: &out)
      out.write("/>\n")
    case let .polygon(points):
      out.write("<polygon")
      writeID(element, into: &out)
      out.write(" points=\"")
      for (index, point) in points.enumerated() {
        if index > 0 { out.write(" ") }
        out.write(number: point.x)
        out.write(",")
        out.write(number: point.y)
      }
      out.write("\"")
      paint(element, into: &out)
      out.write("/>\n")
    }
  }

  /// ` data-id="…"` for an element.
  static func idAttribute(_ element: DisplayElement) -> String { " data-id=\"\(escape(element.id))\"" }

  /// Writes ` data-id="…"` for an element.
  static func writeID(_ element: DisplayElement, into out: inout SVGWriter) {
    out.write(" data-id=\"")
    out.writeEscaped(element.id)
    out.write("\"")
  }

  static func imagePlaceholder(_ frame: CGRect, name: String?, id: String) -> String {
    guard frame.width > 0, frame.height > 0 else { return "" }
    let w = frame.width, h = frame.height, x = frame.minX, y = frame.minY
    var out = "<g\(id)>"
    out += rect(frame, radius: 0, attributes: " fill=\"#c7d3e0\"")
    out += "<polygon points=\"\(n(x)),\(n(y + h)) \(n(x + w * 0.35)),\(n(y + h * 0.45)) \(n(x + w * 0.55)),\(n(y + h * 0.7)) \(n(x + w * 0.7)),\(n(y + h * 0.55)) \(n(x + w)),\(n(y + h))\" fill=\"#8aa17a\"/>"
    out += "<circle cx=\"\(n(x + w * 0.75))\" cy=\"\(n(y + h * 0.28))\" r=\"\(n(min(w, h) * 0.09))\" fill=\"#fff4c2\"/>"
    if let name, h >= 40 {
      out += "<text x=\"\(n(x + 8))\" y=\"\(n(y + h - 8))\" font-size=\"11\" fill=\"#ffffff\" fill-opacity=\"0.9\">\(escape(name))</text>"
    }
    return out + "</g>\n"
  }

  // MARK: Attributes

  static func rect(_ frame: CGRect, radius: CGFloat, attributes: String) -> String {
    let r = min(radius, min(frame.width, frame.height) / 2)
    return "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"\(r > 0 ? " rx=\"\(n(r))\"" : "")\(attributes)/>"
  }

  /// ``rect(_:radius:attributes:)``, written into `out`, with `attributes` writing the attributes.
  static func rect(
    _ frame: CGRect, radius: CGFloat, into out: inout SVGWriter, attributes: (inout SVGWriter) -> Void = { _ in }
  ) {
    let r = min(radius, min(frame.width, frame.height) / 2)
    out.write("<rect")
    out.write(frame: frame)
    if r > 0 {
      out.write(" rx=\"")
      out.write(number: r)
      out.write("\"")
    }
    attributes(&out)
    out.write("/>")
  }

  /// Writes an element's fill (`none` without one) and stroke attributes into `out`.
  static func paint(_ element: DisplayElement, into out: inout SVGWriter) {
    if element.fill == nil { out.write(" fill=\"none\"") } else { fillAttributes(element.fill, into: &out) }
    if element.stroke != nil { strokeAttributes(element, into: &out) }
  }

  /// ``fillAttributes(_:)``, written into `out`.
  static func fillAttributes(_ color: Color?, into out: inout SVGWriter) {
    guard let color else { return }
    out.write(" fill=\"")
    out.write(hex: color)
    out.write("\"")
    if color.alpha < 1 {
      out.write(" fill-opacity=\"")
      out.write(color.opacityText)
      out.write("\"")
    }
  }

  /// Writes an element's stroke attributes into `out` (nothing without a stroke).
  static func strokeAttributes(_ element: DisplayElement, into out: inout SVGWriter) {
    guard let color = element.stroke else { return }
    out.write(" stroke=\"")
    out.write(hex: color)
    out.write("\"")
    if color.alpha < 1 {
      out.write(" stroke-opacity=\"")
      out.write(color.opacityText)
      out.write("\"")
    }
    out.write(" stroke-width=\"")
    out.write(number: element.lineWidth)
    out.write("\"")
  }

  static func fillAttributes(_ color: Color?) -> String {
    guard let color else { return "" }
    return " fill=\"\(color.hex)\"" + (color.alpha < 1 ? " fill-opacity=\"\(color.opacityText)\"" : "")
  }

  /// A number with at most two decimals and no trailing zeros (no `String(format:)`: this runs for
  /// every coordinate).
  static func n(_ value: CGFloat) -> String {
    let hundredths = Int((Double(value) * 100).rounded())
    if hundredths % 100 == 0 { return String(hundredths / 100) }
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let fraction = magnitude % 100
    let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0\(fraction)" : String(fraction))
    return "\(sign)\(magnitude / 100).\(digits)"
  }

  static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 }) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 8)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }
}
