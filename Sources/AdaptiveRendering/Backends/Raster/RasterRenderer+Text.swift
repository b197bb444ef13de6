import AdaptiveKit
import Foundation

extension RasterRenderer {
  /// One line of text in a frame, as the SVG draws it: vertically centred (baseline at
  /// `midY + 0.35 × size`), aligned, and stretched to the width the layout measured
  /// (`UIFont.estimatedWidth(of:)`, at most the frame's width), as SVG's `textLength` does.
  mutating func drawText(_ string: String, size: CGFloat, weight: DisplayElement.FontWeight, alignment: DisplayElement.TextAlignment,
                         in frame: CGRect, color: Color) {
    let font = UIFont.systemFont(ofSize: size, weight: DisplayListBuilder.fontWeight(weight))
    let length = Double(min(font.estimatedWidth(of: string), frame.width))
    let startX: Double = switch alignment {
    case .left: Double(frame.minX)
    case .center: Double(frame.midX) - length / 2
    case .right: Double(frame.maxX) - length
    }
    drawText(string, size: size, weight: weight, startX: startX, baseline: Double(frame.midY + size * 0.35), length: length, color: color)
  }

  /// One line of text starting at `startX` on `baseline` (points), `length` points wide (nil:
  /// the layout's estimate). The glyphs are set with their own advances (ink plus a little
  /// space), then the whole line is scaled horizontally to `length`, as SVG's `textLength` with
  /// `lengthAdjust="spacingAndGlyphs"` scales a fallback font.
  mutating func drawText(_ string: String, size: CGFloat, weight: DisplayElement.FontWeight, startX: Double, baseline: Double,
                         length: Double?, color: Color) {
    guard !string.isEmpty, size > 0 else { return }
    let font = UIFont.systemFont(ofSize: size, weight: DisplayListBuilder.fontWeight(weight))
    let width = length ?? Double(font.estimatedWidth(of: string))
    guard width > 0 else { return }
    let pointSize = Double(size)
    let unit = pointSize * 0.7 / 8 // the glyph grid's cap height is 8 units
    let strokeWidth = pointSize * Self.strokeFactor(weight)
    let glyphs = string.map(StrokeFont.glyph(for:))
    let advances = zip(string, glyphs).map { character, glyph in
      character.isWhitespace ? pointSize * 0.28 : (glyph.maxX - glyph.minX) * unit + strokeWidth + pointSize * 0.1
    }
    let natural = advances.reduce(0, +)
    guard natural > 0 else { return }
    let stretch = width / natural
    let capTop = baseline - 8 * unit
    var path = RasterPath()
    var cellStart = startX
    for (glyph, advance) in zip(glyphs, advances) {
      let cell = advance * stretch
      defer { cellStart += cell }
      let centre = cellStart + cell / 2, glyphCentre = (glyph.minX + glyph.maxX) / 2
      for stroke in glyph.strokes {
        let points = stroke.map { point(CGPoint(x: centre + (Double($0.x) - glyphCentre) * unit * stretch, y: capTop + Double($0.y) * unit)) }
        path.addStroke(points, width: strokeWidth * scale)
      }
    }
    canvas.fill(path, color: color)
  }

  /// The stroke width of a weight, as a fraction of the font size.
  static func strokeFactor(_ weight: DisplayElement.FontWeight) -> Double {
    switch weight {
    case .regular: 0.078
    case .medium: 0.09
    case .semibold: 0.1
    case .bold: 0.114
    }
  }
}
