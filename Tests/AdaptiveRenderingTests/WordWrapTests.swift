import AdaptiveKit
import AdaptiveRendering
import Foundation
import Testing

/// Word wrapping measures each word once, adding its advances to the line's, and must break lines
/// exactly where measuring every candidate line whole does.
@Suite @MainActor
struct WordWrapTests {
  /// The definition: a greedy wrap that measures each candidate line whole.
  private func reference(_ string: String, font: UIFont, width: CGFloat, maxLines: Int) -> [String] {
    guard maxLines > 1 else { return [string] }
    var lines: [String] = []
    var pending = string.split(separator: " ", omittingEmptySubsequences: true).map(String.init)[...]
    var current = ""
    while let word = pending.first {
      let candidate = current.isEmpty ? word : current + " " + word
      if font.estimatedWidth(of: candidate) <= width {
        current = candidate
        pending.removeFirst()
        continue
      }
      if current.isEmpty {
        var head = ""
        var rest = Substring(word)
        while let character = rest.first, head.isEmpty || font.estimatedWidth(of: head + String(character)) <= width {
          head.append(character)
          rest = rest.dropFirst()
        }
        current = head
        if rest.isEmpty { pending.removeFirst() } else { pending[pending.startIndex] = String(rest) }
      }
      lines.append(current)
      current = ""
      if lines.count == maxLines - 1, !pending.isEmpty { return lines + [pending.joined(separator: " ")] }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  @Test func wrappingBreaksWhereMeasuringEveryLineWholeDoes() {
    let alphabet = Array("ilmwMW Ab1.,  x\r\néñ")
    var seed: UInt64 = 7
    func next() -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33)
    }
    for font in [UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 13, weight: .bold)] {
      for _ in 0..<200 {
        let string = String((0..<(next() % 120)).map { _ in alphabet[next() % alphabet.count] })
        let width = CGFloat(next() % 200) + 5
        let maxLines = next() % 6
        #expect(DisplayListBuilder.wrap(string, font: font, width: width, maxLines: maxLines)
                == reference(string, font: font, width: width, maxLines: maxLines), "\(string.debugDescription) in \(width)")
      }
    }
  }
}
