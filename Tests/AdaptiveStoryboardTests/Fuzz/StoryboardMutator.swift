import AdaptiveTestSupport
import Foundation

/// Mutates storyboard files the ways the fuzz test needs: byte flips, truncations, duplications,
/// splices with another file, XML tokens, bad encodings, deep nesting, and the structural changes
/// that make cycles and chains: a segue's destination pointed at another controller, a segue's
/// kind changed, a controller's relationships pointed back at itself.
struct StoryboardMutator {
  enum Mutation: String, CaseIterable {
    case byteFlip, truncation, duplication, splice, token, badEncoding, deepNesting, redirect, segueKind, selfRelationship
  }

  let corpus: [[UInt8]]

  static let tokens = [
    "<", ">", "/>", "</view>", "</scene>", "<view>", "<subviews>", "&", "&nbsp;", "&amp;", "&#0;", "&#xD800;", "\"", "'", "=",
    "<!--", "-->", "<![CDATA[", "]]>", "<?xml version=\"1.0\"?>", "<!DOCTYPE d [<!ENTITY e \"&e;\">]>", " id=\"dup\"",
    " hidden", "\n", "\t", "<segue destination=\"x\" kind=\"relationship\" relationship=\"rootViewController\" id=\"q\"/>",
    "<containerView id=\"c\"><connections><segue destination=\"x\" kind=\"embed\" id=\"e\"/></connections></containerView>",
    " kind=\"embed\"", " kind=\"relationship\"", " customClass=\"Nowhere\"", " sceneMemberID=\"viewController\"",
    "<viewController id=\"v\" sceneMemberID=\"viewController\"/>", "<rect key=\"frame\" x=\"1e308\" y=\"nan\" width=\"-5\" height=\"inf\"/>",
  ]

  /// A mutated copy of corpus file `index`, and the mutation applied.
  func mutate(_ index: Int, using rng: inout SeededGenerator) -> ([UInt8], Mutation) {
    var bytes = corpus[index]
    let mutation = Mutation.allCases.randomElement(using: &rng)!
    let rounds = Int.random(in: 0..<10, using: &rng) < 7 ? 1 : Int.random(in: 2...3, using: &rng)
    for _ in 0..<rounds { apply(mutation, to: &bytes, using: &rng) }
    return (bytes, mutation)
  }

  private func position(in bytes: [UInt8], using rng: inout SeededGenerator) -> Int {
    bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &rng)
  }

  private func apply(_ mutation: Mutation, to bytes: inout [UInt8], using rng: inout SeededGenerator) {
    let at = position(in: bytes, using: &rng)
    switch mutation {
    case .byteFlip:
      guard !bytes.isEmpty else { return }
      bytes[min(at, bytes.count - 1)] ^= UInt8(1 << Int.random(in: 0..<8, using: &rng))
    case .truncation:
      bytes = Array(bytes.prefix(at))
    case .duplication:
      let end = min(bytes.count, at + Int.random(in: 1...2_000, using: &rng))
      let piece = Array(bytes[at..<end])
      bytes.insert(contentsOf: Array(repeating: piece, count: Int.random(in: 1...20, using: &rng)).joined(), at: at)
    case .splice:
      let other = corpus.randomElement(using: &rng)!
      let from = Int.random(in: 0...other.count, using: &rng)
      let to = min(other.count, from + Int.random(in: 1...3_000, using: &rng))
      bytes = Array(bytes.prefix(at)) + other[from..<to] + bytes.dropFirst(min(bytes.count, at + Int.random(in: 0...500, using: &rng)))
    case .token:
      bytes.insert(contentsOf: Array(Self.tokens.randomElement(using: &rng)!.utf8), at: at)
    case .badEncoding:
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: bytes = [0xFF, 0xFE] + bytes.flatMap { [$0, 0] }
      case 1: bytes.insert(0, at: at)
      case 2: bytes.insert(contentsOf: [0xC3, 0x28], at: at)
      case 3: bytes.insert(UInt8.random(in: 1...0x1F, using: &rng), at: at)
      case 4: bytes.insert(contentsOf: [0xED, 0xA0, 0x80], at: at)
      default: bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0)
      }
    case .deepNesting:
      let depth = [50, 150, 199, 200, 201, 1_000, 5_000].randomElement(using: &rng)!
      let (open, close) = Bool.random(using: &rng)
        ? ("<subviews><view contentMode=\"scaleToFill\">", "</view></subviews>")
        : ("<view>", "</view>")
      let nest = String(repeating: open, count: depth) + String(repeating: close, count: depth)
      bytes.insert(contentsOf: Array(nest.utf8), at: elementBoundary(in: bytes, near: at))
    case .redirect:
      // A segue's destination becomes another controller of the file: cycles and chains.
      var text = String(decoding: bytes, as: UTF8.self)
      let destinations = ranges(of: #"destination="[^"]*""#, in: text)
      let ids = controllerIDs(in: text)
      guard let range = destinations.randomElement(using: &rng), let id = ids.randomElement(using: &rng) else { return }
      text.replaceSubrange(range, with: "destination=\"\(id)\"")
      bytes = Array(text.utf8)
    case .segueKind:
      var text = String(decoding: bytes, as: UTF8.self)
      guard let range = ranges(of: #"kind="[^"]*""#, in: text).randomElement(using: &rng) else { return }
      let kind = ["relationship\" relationship=\"rootViewController", "relationship\" relationship=\"viewControllers", "embed", "show", "presentation", "unwind", "nonsense"]
        .randomElement(using: &rng)!
      text.replaceSubrange(range, with: "kind=\"\(kind)\"")
      bytes = Array(text.utf8)
    case .selfRelationship:
      // A controller's connections gain a relationship to itself or to another controller.
      var text = String(decoding: bytes, as: UTF8.self)
      let ids = controllerIDs(in: text)
      guard let range = ranges(of: "<connections>", in: text).randomElement(using: &rng), let id = ids.randomElement(using: &rng) else { return }
      text.replaceSubrange(range, with: "<connections><segue destination=\"\(id)\" kind=\"relationship\" relationship=\"rootViewController\" id=\"fuzz-\(id)\"/>")
      bytes = Array(text.utf8)
    }
  }

  /// The start of the line at or before `at`, so that inserted elements land between elements.
  private func elementBoundary(in bytes: [UInt8], near at: Int) -> Int {
    var index = min(at, bytes.count)
    while index > 0, bytes[index - 1] != 0x0A { index -= 1 }
    return index
  }

  private func ranges(of pattern: String, in text: String) -> [Range<String.Index>] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text) }
  }

  /// The ids of the file's controllers (elements with `sceneMemberID="viewController"`).
  private func controllerIDs(in text: String) -> [String] {
    ranges(of: #"<[A-Za-z]+ [^>]*sceneMemberID="viewController""#, in: text).compactMap { range in
      let tag = String(text[range])
      guard let id = ranges(of: #" id="[^"]*""#, in: tag).first else { return nil }
      return String(tag[id].dropFirst(5).dropLast())
    }
  }
}
