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
    // data-window-x/y: where the window's (0, 0) is in the view box, for pages mapping clicks.
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" "
      + "data-window-x=\"\(n(origin.x))\" data-window-y=\"\(n(origin.y))\" font-family=\"\(fontFamily)\">\n"
    var clips: [Clip] = []
    for element in list.elements {
      if let clip = element.clip, !clips.contains(clip) { clips.append(clip) }
    }
    out += "<defs>\n<clipPath id=\"screen\"><rect x=\"0\" y=\"0\" width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" rx=\"\(n(list.screenCornerRadius))\"/></clipPath>\n"
    if let composition = list.screen {
      out += "<clipPath id=\"window\">\(rect(CGRect(origin: .zero, size: list.size), radius: composition.windowCornerRadius, attributes: ""))</clipPath>\n"
    }
    for (index, clip) in clips.enumerated() {
      out += "<clipPath id=\"c\(index)\">\(rect(clip.rect, radius: clip.cornerRadius, attributes: ""))</clipPath>\n"
    }
    out += "</defs>\n"
    out += bezel(outline)
    if let name = list.deviceName { out += "<title>\(escape(name))</title>\n" }
    out += "<g transform=\"translate(\(n(outline.left)),\(n(outline.top)))\" clip-path=\"url(#screen)\">\n"
    if let composition = list.screen {
      out += "<rect x=\"0\" y=\"0\" width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" fill=\"#000000\"/>\n"
      for element in composition.elements { out += draw(element) }
      out += "<g transform=\"translate(\(n(list.windowOrigin.x)),\(n(list.windowOrigin.y)))\" clip-path=\"url(#window)\">\n"
    }
    var openClip: Clip?
    for element in list.elements {
      if element.clip != openClip {
        if openClip != nil { out += "</g>\n" }
        if let clip = element.clip, let index = clips.firstIndex(of: clip) { out += "<g clip-path=\"url(#c\(index))\">\n" }
        openClip = element.clip
      }
      out += draw(element)
    }
    if openClip != nil { out += "</g>\n" }
    if list.screen != nil { out += "</g>\n" }
    if let island = list.hardware?.dynamicIsland {
      out += rect(island, radius: min(island.width, island.height) / 2, attributes: " data-id=\"dynamicIsland\" fill=\"#000000\"") + "\n"
    }
    out += "</g>\n</svg>\n"
    return out
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

  static func draw(_ element: DisplayElement) -> String {
    let frame = element.frame
    let id = " data-id=\"\(escape(element.id))\""
    switch element.shape {
    case let .rect(radius):
      return rect(frame, radius: radius, attributes: id + paint(element)) + "\n"
    case let .text(string, size, weight, alignment):
      let (x, anchor): (CGFloat, String) = switch alignment {
      case .left: (frame.minX, "start")
      case .center: (frame.midX, "middle")
      case .right: (frame.maxX, "end")
      }
      let weightValue = switch weight {
      case .regular: "400"
      case .medium: "500"
      case .semibold: "600"
      case .bold: "700"
      }
      // The layout measured the text with SF Pro advances; textLength makes any fallback font
      // (Helvetica, DejaVu) occupy the same width, so the picture matches the layout.
      let font = UIFont.systemFont(ofSize: size, weight: DisplayListBuilder.fontWeight(weight))
      let length = min(font.estimatedWidth(of: string), frame.width)
      return "<text\(id) x=\"\(n(x))\" y=\"\(n(frame.midY + size * 0.35))\" font-size=\"\(n(size))\" font-weight=\"\(weightValue)\" text-anchor=\"\(anchor)\" textLength=\"\(n(length))\" lengthAdjust=\"spacingAndGlyphs\"\(fillAttributes(element.fill))>\(escape(string))</text>\n"
    case let .image(name):
      return imagePlaceholder(frame, name: name, id: id)
    case let .picture(data, crops, _):
      guard frame.width > 0, frame.height > 0 else { return "" }
      let aspect = crops ? "xMidYMid slice" : "none"
      return "<image\(id) x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" preserveAspectRatio=\"\(aspect)\" href=\"data:\(EncodedImage.mediaType(of: data));base64,\(data.base64EncodedString())\"/>\n"
    case let .symbol(name):
      return Glyphs.svg(name, in: frame, element: element, id: id)
    case let .line(from, to):
      return "<line\(id) x1=\"\(n(from.x))\" y1=\"\(n(from.y))\" x2=\"\(n(to.x))\" y2=\"\(n(to.y))\"\(strokeAttributes(element))/>\n"
    case let .polygon(points):
      return "<polygon\(id) points=\"\(points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " "))\"\(paint(element))/>\n"
    }
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

  static func paint(_ element: DisplayElement) -> String {
    var out = element.fill == nil ? " fill=\"none\"" : fillAttributes(element.fill)
    if element.stroke != nil { out += strokeAttributes(element) }
    return out
  }

  static func fillAttributes(_ color: Color?) -> String {
    guard let color else { return "" }
    return " fill=\"\(color.hex)\"" + (color.alpha < 1 ? " fill-opacity=\"\(color.opacityText)\"" : "")
  }

  static func strokeAttributes(_ element: DisplayElement) -> String {
    guard let color = element.stroke else { return "" }
    return " stroke=\"\(color.hex)\"" + (color.alpha < 1 ? " stroke-opacity=\"\(color.opacityText)\"" : "")
      + " stroke-width=\"\(n(element.lineWidth))\""
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
