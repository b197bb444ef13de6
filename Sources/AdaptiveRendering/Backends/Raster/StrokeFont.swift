package import Foundation

/// The raster backend's font: every printable ASCII character drawn as strokes (polylines) of
/// our own design, parsed once from ``outlines``, and accented letters composed from their base
/// letter and marks (``accented(_:)``). Other characters fall back: typographic quotes and dashes
/// to ASCII ones, an ellipsis to three dots, a letter with a mark the font lacks to its base
/// letter, anything else to a small box.
package enum StrokeFont {
  /// A glyph: strokes in grid units and the horizontal extent of its points.
  package struct Glyph: Sendable {
    package var strokes: [[CGPoint]]
    package var minX: Double, maxX: Double
  }

  /// Every glyph of ``outlines``.
  package static let glyphs: [Character: Glyph] = outlines.mapValues(parse)

  /// A small box at the x-height, for characters the font does not have.
  package static let missing = parse("M0,2 L4,2 L4,8 L0,8 L0,2")

  /// Three dots, for `…`.
  static let ellipsis = parse("M0,7.8 L0,7.81 | M2,7.8 L2,7.81 | M4,7.8 L4,7.81")

  /// The glyph drawn for a character: its own, a substitute, or the box.
  package static func glyph(for character: Character) -> Glyph {
    if let glyph = glyphs[character] { return glyph }
    switch character {
    case "…": return ellipsis
    case "‘", "’", "‚", "′": return glyphs["'"]!
    case "“", "”", "„", "″", "«", "»": return glyphs["\""]!
    case "–", "—", "−", "‐": return glyphs["-"]!
    case "•", "·": return glyphs["."]!
    case "\u{A0}": return glyphs[" "]!
    default: break
    }
    if let accented = accented(character) { return accented }
    let decomposed = String(character).decomposedStringWithCanonicalMapping
    if let base = decomposed.unicodeScalars.first, base.isASCII, let glyph = glyphs[Character(base)] { return glyph }
    return missing
  }

  /// Strokes from an outline string (see ``outlines`` for the commands).
  static func parse(_ outline: String) -> Glyph {
    var strokes: [[CGPoint]] = []
    var current: [CGPoint] = []
    func finish() {
      if !current.isEmpty { strokes.append(current) }
      current = []
    }
    for token in outline.split(separator: " ") {
      if token == "|" { finish(); continue }
      let command = token.first!
      let numbers = token.dropFirst().split(separator: ",").compactMap { Double($0) }
      switch command {
      case "M":
        finish()
        current.append(CGPoint(x: numbers[0], y: numbers[1]))
      case "L":
        current.append(CGPoint(x: numbers[0], y: numbers[1]))
      case "A":
        let (cx, cy, rx, ry, from, to) = (numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5])
        let steps = max(4, Int(abs(to - from) / 12))
        for step in 0...steps {
          let angle = (from + (to - from) * Double(step) / Double(steps)) * .pi / 180
          current.append(CGPoint(x: cx + rx * cos(angle), y: cy + ry * sin(angle)))
        }
      default:
        break
      }
    }
    finish()
    let xs = strokes.joined().map { Double($0.x) }
    return Glyph(strokes: strokes, minX: xs.min() ?? 0, maxX: xs.max() ?? 0)
  }
}
