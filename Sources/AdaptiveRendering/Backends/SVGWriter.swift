import AdaptiveKit
import Foundation

/// The bytes of an SVG document, written into one buffer: literal markup, numbers, colours and
/// escaped text go in as bytes, with no string made per element or attribute (B4 in
/// BENCHMARKS.md: the SVG of a photo-browser screen spent most of its instructions joining and
/// growing strings).
struct SVGWriter {
  /// The document so far, UTF-8.
  private(set) var bytes: [UInt8] = []

  init(capacity: Int) { bytes.reserveCapacity(capacity) }

  /// The document as a string.
  var string: String { String(decoding: bytes, as: UTF8.self) }

  /// Literal markup.
  mutating func write(_ markup: StaticString) {
    markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// A string as it is (markup made elsewhere, or text known to need no escaping).
  mutating func write(_ text: String) { bytes.append(contentsOf: text.utf8) }

  /// Text escaped as ``SVGRenderer/escape(_:)`` escapes it; as it is when it has nothing to escape.
  mutating func writeEscaped(_ text: String) {
    for byte in text.utf8 where byte == 38 || byte == 60 || byte == 62 || byte == 34 {
      write(SVGRenderer.escape(text))
      return
    }
    write(text)
  }

  /// ` x="…" y="…" width="…" height="…"`: a rectangle's or an image's frame.
  mutating func write(frame: CGRect) {
    write(" x=\"")
    write(number: frame.minX)
    write("\" y=\"")
    write(number: frame.minY)
    write("\" width=\"")
    write(number: frame.width)
    write("\" height=\"")
    write(number: frame.height)
    write("\"")
  }

  /// A number as ``SVGRenderer/n(_:)`` writes it: at most two decimals, no trailing zeros.
  mutating func write(number value: CGFloat) {
    let hundredths = Int((Double(value) * 100).rounded())
    if hundredths % 100 == 0 {
      write(integer: hundredths / 100)
      return
    }
    if hundredths < 0 { bytes.append(UInt8(ascii: "-")) }
    let magnitude = abs(hundredths)
    write(integer: magnitude / 100)
    bytes.append(UInt8(ascii: "."))
    let fraction = magnitude % 100
    bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
    if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
  }

  /// An integer in decimal, as `String(_:)` writes it.
  mutating func write(integer value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    let magnitude = value.magnitude
    var divisor: UInt = 1
    while magnitude / divisor >= 10 { divisor *= 10 }
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
      divisor /= 10
    } while divisor > 0
  }

  /// A colour as `#rrggbb`, as ``Color/hex``.
  mutating func write(hex color: Color) {
    bytes.append(UInt8(ascii: "#"))
    bytes.append(Self.hexDigit(color.red >> 4))
    bytes.append(Self.hexDigit(color.red & 0xF))
    bytes.append(Self.hexDigit(color.green >> 4))
    bytes.append(Self.hexDigit(color.green & 0xF))
    bytes.append(Self.hexDigit(color.blue >> 4))
    bytes.append(Self.hexDigit(color.blue & 0xF))
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
