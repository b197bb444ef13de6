import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

/// Text that does not fit is cut with "…" to the longest prefix that fits, with work linear in
/// the text's length (a 100 KB label once took minutes: every character removed re-measured the
/// whole rest).
@Suite(.checksInvariants) @MainActor
struct TextTruncationTests {
  /// The definition: drop characters from the end until the rest and "…" fit.
  private func reference(_ string: String, font: UIFont, width: CGFloat) -> String {
    guard font.estimatedWidth(of: string) > width else { return string }
    var characters = Array(string)
    while !characters.isEmpty, font.estimatedWidth(of: String(characters) + "…") > width { characters.removeLast() }
    return characters.isEmpty ? "" : String(characters) + "…"
  }

  @Test func truncationKeepsTheLongestPrefixThatFits() {
    let alphabet = Array("ilmwMW Ab1.,éx")
    var seed: UInt64 = 42
    func next() -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33)
    }
    for font in [UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 13, weight: .bold)] {
      for _ in 0..<100 {
        let string = String((0..<(next() % 60)).map { _ in alphabet[next() % alphabet.count] })
        let width = CGFloat(next() % 400) - 10
        #expect(DisplayListBuilder.truncate(string, font: font, width: width) == reference(string, font: font, width: width),
                "\(string.debugDescription) in \(width)")
      }
    }
  }

  @Test func aHundredKilobyteLabelRendersTruncatedToItsFrame() throws {
    let text = String(repeating: "Moonrise over Hernandez ", count: 100_000 / 24)
    let controller = UIViewController()
    let label = UILabel(text: text)
    label.frame = CGRect(x: 20, y: 100, width: 300, height: 24)
    controller.view.addSubview(label)
    let window = UIWindow(device: .iPhone16, orientation: .portrait)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let list = AdaptiveRenderer.displayList(for: window)
    let texts = list.elements.compactMap { element -> String? in
      if case let .text(string, _, _, _) = element.shape, string.hasPrefix("Moonrise") { return string }
      return nil
    }
    let shown = try #require(texts.first)
    #expect(shown.hasSuffix("…"))
    #expect(UIFont.systemFont(ofSize: 17).estimatedWidth(of: shown) <= 300)
    #expect(UIFont.systemFont(ofSize: 17).estimatedWidth(of: String(text.prefix(shown.count)) + "…") > 300)
    #expect(AdaptiveRenderer.svg(for: window).contains(shown))
  }
}
