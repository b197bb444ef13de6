import AdaptiveTestSupport
import Foundation

/// Mutates scenario files the ways the fuzz test needs: byte flips, truncations, duplications,
/// splices with another file, random tokens, huge numbers, deep nesting, aliases, bad encodings,
/// long texts, and one tap repeated hundreds of times by YAML aliases.
struct ScenarioMutator {
  enum Mutation: String, CaseIterable {
    case byteFlip, truncation, duplication, splice, token, hugeNumber, deepNesting, aliases, badEncoding, longText, aliasedTaps
  }

  let corpus: [[UInt8]]

  static let tokens = [
    "- ", ": ", "[", "]", "{", "}", "&a ", "*a", "*b", "? ", "|", ">", "!!str ", "!!binary ", "---\n", "...\n", "#", "\"", "'",
    "\n", "\n  ", "\t", "~", "null", "true", "1e300", "-1", ".nan", ".inf", "-.inf", "0", "99999999999999999999",
    "tap: ", "back", "resize: ", "rotate: landscape", "present: ", "expect: ", "dismiss", "swipeDown", "tapOutside",
    "navigation: ", "tabs: ", "split: ", "screen: ", "rows: ", "show: ", "showDetail: ", "style: popover", "steps:\n",
    "preferredContentSize: ", "1/3", "full", "1e308x1e308", "-5x10", "nanxnan", "0x0", "device: ipad-pro-13\n",
  ]

  /// A mutated copy of corpus file `index`, and the mutation applied.
  func mutate(_ index: Int, using rng: inout SeededGenerator) -> ([UInt8], Mutation) {
    var bytes = corpus[index]
    let mutation = Mutation.allCases.randomElement(using: &rng)!
    // Aliased taps are applied once: more rounds only append more taps (up to 1,200, which the
    // step limit refuses).
    let rounds = mutation == .aliasedTaps || Int.random(in: 0..<10, using: &rng) < 7 ? 1 : Int.random(in: 2...3, using: &rng)
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
      let index = min(at, bytes.count - 1)
      bytes[index] ^= UInt8(1 << Int.random(in: 0..<8, using: &rng))
    case .truncation:
      bytes = Array(bytes.prefix(at))
    case .duplication:
      let end = min(bytes.count, at + Int.random(in: 1...400, using: &rng))
      let piece = bytes[at..<end]
      let times = Int.random(in: 1...20, using: &rng)
      bytes.insert(contentsOf: Array(repeating: Array(piece), count: times).joined(), at: at)
    case .splice:
      let other = corpus.randomElement(using: &rng)!
      let from = Int.random(in: 0...other.count, using: &rng)
      let to = min(other.count, from + Int.random(in: 1...600, using: &rng))
      bytes = Array(bytes.prefix(at)) + other[from..<to] + bytes.dropFirst(min(bytes.count, at + Int.random(in: 0...200, using: &rng)))
    case .token:
      bytes.insert(contentsOf: Array(Self.tokens.randomElement(using: &rng)!.utf8), at: at)
    case .hugeNumber:
      let numbers = ["1e300", "-1e300", "1e-300", ".nan", "-.inf", "99999999999999999999999", "-0", "1e309", "340282366920938463463374607431768211456"]
      var text = String(decoding: bytes, as: UTF8.self)
      if let range = text.range(of: "[0-9]+", options: .regularExpression, range: text.index(text.startIndex, offsetBy: min(at, text.count))..<text.endIndex) {
        text.replaceSubrange(range, with: numbers.randomElement(using: &rng)!)
        bytes = Array(text.utf8)
      } else {
        bytes.insert(contentsOf: Array(numbers.randomElement(using: &rng)!.utf8), at: at)
      }
    case .deepNesting:
      let depth = [50, 120, 600, 2_000, 20_000].randomElement(using: &rng)!
      let (open, close) = Bool.random(using: &rng) ? ("[", "]") : ("{navigation: [", "]}")
      let nest = String(repeating: open, count: depth) + "X" + String(repeating: close, count: depth)
      bytes.insert(contentsOf: Array(nest.utf8), at: at)
    case .aliases:
      var lines = ["laughs0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
      for level in 1...Int.random(in: 3...9, using: &rng) {
        lines.append("laughs\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]")
      }
      let block = lines.joined(separator: "\n") + "\n"
      bytes = Bool.random(using: &rng) ? Array(block.utf8) + bytes : bytes + Array(("\n" + block).utf8)
    case .badEncoding:
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: bytes = [0xFF, 0xFE] + bytes.flatMap { [$0, 0] }
      case 1: bytes = [0xFE, 0xFF] + bytes.flatMap { [0, $0] }
      case 2: bytes.insert(0, at: at)
      case 3: bytes.insert(contentsOf: [0xC3, 0x28], at: at)
      case 4: bytes.insert(UInt8.random(in: 1...0x1F, using: &rng), at: at)
      default: bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0)
      }
    case .aliasedTaps:
      bytes = aliasedTaps(after: bytes, using: &rng)
    case .longText:
      let length = [500, 1_001, 20_000, 300_000].randomElement(using: &rng)!
      bytes.insert(contentsOf: Array(repeating: UInt8(ascii: "W"), count: length), at: at)
    }
  }

  /// The most taps ``aliasedTaps(after:using:)`` repeats.
  static let maximumAliasedTaps = 400

  /// One tap anchored once and repeated by alias 100 to 400 times, appended to the file's steps (a
  /// tap on one of its own labels); or, half the time, a file of its own whose one row presents,
  /// shows or pops over another copy of its screen, so that the taps fill the window up to the
  /// controller limit and every tap after is refused.
  private func aliasedTaps(after bytes: [UInt8], using rng: inout SeededGenerator) -> [UInt8] {
    let count = Int.random(in: 100...Self.maximumAliasedTaps, using: &rng)
    let repeated = String(repeating: "  - *t\n", count: count - 1)
    if Bool.random(using: &rng) {
      let labels = String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line -> Substring? in
        guard let range = line.range(of: "- tap: ") else { return nil }
        return line[range.upperBound...]
      }
      let label = labels.randomElement(using: &rng) ?? "More"
      return bytes + Array("\n  - &t {tap: \(label)}\n\(repeated)".utf8)
    }
    let action = ["present", "show", "showDetail", "popover"].randomElement(using: &rng)!
    let root = ["S", "{navigation: [S]}", "{split: {primary: S, secondary: S}}"].randomElement(using: &rng)!
    let device = ["iphone-16", "ipad-pro-13"].randomElement(using: &rng)!
    let file = "device: \(device)\nscreens:\n  S: {screen: A, rows: [{title: More, \(action): S}]}\nroot: \(root)\nsteps:\n  - &t {tap: More}\n"
    return Array((file + repeated).utf8)
  }
}
