import AdaptiveKit
import Foundation
import Testing

/// `UIFont.estimatedWidth(of:)`: ASCII text is measured from a table, byte by byte, and must give
/// exactly what measuring character by character gives.
@Suite
struct FontMeasurementTests {
  /// The width character by character, as the estimate is defined.
  private func reference(_ text: String, _ font: UIFont) -> CGFloat {
    var ems: CGFloat = 0
    for character in text {
      switch character {
      case " ": ems += 0.28
      case "i", "l", "j", "t", "f", "r", "I", ".", ",", ":", ";", "|", "!", "'", "(", ")": ems += 0.3
      case "m", "w", "M", "W": ems += 0.82
      case _ where character.isUppercase || character.isNumber: ems += 0.64
      default: ems += 0.53
      }
    }
    return (ems * font.pointSize * (font.weight >= .semibold ? 1.05 : 1)).rounded(.up)
  }

  @Test func asciiTextMeasuresAsItsCharactersDo() {
    let every = String((0..<128).map { Character(Unicode.Scalar(UInt8($0))) })
    let texts = [every, "", "Photographers", "Moonrise over Hernandez, New Mexico", "two\r\nlines\n\r", String(repeating: "mW1 ", count: 500)]
    for font in [UIFont.systemFont(ofSize: 17), .boldSystemFont(ofSize: 13), .systemFont(ofSize: 34, weight: .light)] {
      for text in texts {
        #expect(font.estimatedWidth(of: text) == reference(text, font), "\(text.prefix(20))")
      }
    }
  }

  @Test func textBeyondASCIIIsMeasuredCharacterByCharacter() {
    let font = UIFont.systemFont(ofSize: 17)
    for text in ["Café Ñandú", "Čapek 🇫🇷 Åse", "e\u{301}", "ΑΒΓ abc", "１２３"] {
      #expect(font.estimatedWidth(of: text) == reference(text, font), "\(text)")
    }
  }

  @Test func longTextBeyondASCIIIsMeasuredOnceAndTheSameEveryTime() {
    // 32 bytes or more: kept after the first measurement, for every font.
    let text = String(repeating: "Čapek Åse ñandú ", count: 4)
    for font in [UIFont.systemFont(ofSize: 17), .boldSystemFont(ofSize: 13)] {
      let first = font.estimatedWidth(of: text)
      #expect(first == reference(text, font))
      #expect(font.estimatedWidth(of: text) == first)
    }
  }

  @Test func textMeasuredAsItGrowsHasTheWidthOfTheWholeText() {
    let pieces = ["Moonrise", " ", "over", " ", "Hernandez,", "\r", "\n", "New Mexico", " mW1 ", "(i)"]
    for font in [UIFont.systemFont(ofSize: 17), .boldSystemFont(ofSize: 13)] {
      var advance = TextAdvance()
      var text = ""
      for piece in pieces {
        advance.append(piece)
        text += piece
        #expect(advance.isExact)
        #expect(advance.width(in: font) == font.estimatedWidth(of: text), "\(text)")
      }
      var byCharacter = TextAdvance()
      for character in text { byCharacter.append(character) }
      #expect(byCharacter.width(in: font) == font.estimatedWidth(of: text))
    }
  }

  @Test func textGrownBeyondASCIIIsNotExact() {
    var advance = TextAdvance("cafe")
    advance.append("\u{301}")
    #expect(!advance.isExact)
    var character = TextAdvance("na")
    character.append("ñ" as Character)
    #expect(!character.isExact)
  }
}
