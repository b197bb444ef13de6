import Foundation

extension StrokeFont {
  /// The combining marks the font draws over (or under) a base letter, our own design: outlines
  /// as in ``outlines``, centred on x = 0, with y = 0 the top of the base letter (its x-height or
  /// cap height) and negative y above it; the cedilla and ogonek hang from the baseline (y = 8).
  static let markOutlines: [Unicode.Scalar: String] = [
    "\u{300}": "M0.6,-0.7 L-0.8,-2",  // grave
    "\u{301}": "M-0.6,-0.7 L0.8,-2",  // acute
    "\u{302}": "M-1.2,-0.7 L0,-2 L1.2,-0.7",  // circumflex
    "\u{303}": "M-1.5,-1 L-0.8,-1.7 L0.8,-1 L1.5,-1.7",  // tilde
    "\u{304}": "M-1.3,-1.3 L1.3,-1.3",  // macron
    "\u{306}": "A0,-2,1.2,1,180,0",  // breve
    "\u{307}": "M0,-1.3 L0,-1.29",  // dot above
    "\u{308}": "M-1,-1.3 L-1,-1.29 | M1,-1.3 L1,-1.29",  // diaeresis
    "\u{30A}": "A0,-1.5,0.7,0.7,0,360",  // ring above
    "\u{30B}": "M-1.3,-0.7 L-0.1,-2 | M0.1,-0.7 L1.3,-2",  // double acute
    "\u{30C}": "M-1.2,-2 L0,-0.7 L1.2,-2",  // caron
    "\u{327}": "M0,8 L0,8.8 L0.9,9.6 L-0.5,10.4",  // cedilla
    "\u{328}": "M0.4,8 L-0.4,9.2 L0.6,10",  // ogonek
  ]

  /// Every mark of ``markOutlines``, parsed once.
  static let marks: [Unicode.Scalar: Glyph] = markOutlines.mapValues(parse)

  /// An accented letter (`é`, `ñ`, `č`, `Å`…): its base letter with each combining mark of its
  /// canonical decomposition placed over the letter's top or under its baseline; nil when the
  /// base is not in the font or a mark is not one the font draws.
  static func accented(_ character: Character) -> Glyph? {
    let scalars = Array(String(character).decomposedStringWithCanonicalMapping.unicodeScalars)
    guard scalars.count > 1, let first = scalars.first, first.isASCII, var glyph = glyphs[Character(first)] else { return nil }
    let base = Character(first)
    let marks = scalars.dropFirst().map { self.marks[$0] }
    guard marks.allSatisfy({ $0 != nil }) else { return nil }
    // i and j lose their dot under a mark above, as in print.
    if base == "i" || base == "j" {
      glyph.strokes.removeAll { stroke in stroke.allSatisfy { $0.y < 1.5 } }
    }
    let top: Double = base.isUppercase || "bdfhklt".contains(base) ? 0 : 2
    let centre = (glyph.minX + glyph.maxX) / 2
    for mark in marks.compactMap({ $0 }) {
      let hangs = mark.strokes.joined().allSatisfy { $0.y >= 8 }
      for stroke in mark.strokes {
        glyph.strokes.append(stroke.map { CGPoint(x: $0.x + centre, y: hangs ? $0.y : $0.y + top) })
      }
    }
    return glyph
  }
}
