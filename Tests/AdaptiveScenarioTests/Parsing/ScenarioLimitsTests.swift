import AdaptiveKit
import Foundation
import Testing
import AdaptiveScenario
import AdaptiveTestSupport

/// Hostile or broken files are refused with a located, short, single-line error: never a hang,
/// a crash or kilobytes of echoed input.
@Suite(.checksInvariants) @MainActor
struct ScenarioLimitsTests {
  private func dataError(_ bytes: [UInt8], file: String = "b.yaml") -> ScenarioError? {
    do {
      _ = try ScenarioParser.parse(data: Data(bytes), file: file)
      return nil
    } catch {
      return error
    }
  }

  @Test func billionLaughsAliasesAreRefusedAtTheBound() throws {
    var lines = ["device: iphone-16", "screens:", "  L0: &l0 {tabs: [A, A, A, A, A, A, A, A, A, A]}"]
    for level in 1...8 {
      lines.append("  L\(level): &l\(level) {tabs: [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]}")
    }
    lines.append("root: A")
    let error = try #require(parseError(lines.joined(separator: "\n") + "\n", file: "laughs.yaml"))
    #expect(error.message == "the document expands to more than 100000 values (aliases that repeat content count each time)")
    #expect(error.location.line != nil && error.location.column != nil)
  }

  @Test func aliasesWithinTheBoundStillWork() throws {
    let scenario = try ScenarioParser.parse(yaml: "device: iphone-16\nroot: {navigation: [&home Home, *home]}\n", file: "a.yaml")
    guard case .navigation(let navigation) = scenario.root else { Issue.record("not a navigation root"); return }
    #expect(navigation.stack.map(\.summary) == ["screen \"Home\"", "screen \"Home\""])
  }

  @Test func filesOverTheSizeLimitAreRefusedBeforeParsing() {
    let yaml = "device: iphone-16\nroot: A\n#" + String(repeating: "x", count: ScenarioLimits.maximumFileSize) + "\n"
    #expect(parseError(yaml, file: "big.yaml")?.description == "big.yaml:1:1: the file is \(yaml.utf8.count) bytes; scenario files are limited to 1048576 bytes")
    #expect(dataError(Array(yaml.utf8), file: "big.yaml")?.location == SourceLocation(file: "big.yaml", line: 1, column: 1))
  }

  @Test func deepNestingIsRefusedNotAStackOverflow() {
    for depth in [ScenarioLimits.maximumNesting + 1, 900, 5_000, 100_000] {
      let yaml = "device: iphone-16\nroot: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
      let error = parseError(yaml, file: "deep.yaml")
      #expect(error?.location.line == 2, "\(depth)")
      #expect(error?.location.column != nil)
      #expect(error?.message.contains("nests") == true, "\(depth): \(String(describing: error))")
    }
  }

  @Test func longTextValuesAreRefusedWithTheirLength() {
    let title = String(repeating: "W", count: 100_000)
    let error = parseError("device: iphone-16\nroot:\n  screen: Home\n  rows:\n  - \(title)\n", file: "long.yaml")
    #expect(error?.description == "long.yaml:5:5: a row is 100000 characters long; the limit is 1000")
    #expect(parseError("device: iphone-16\nroot: \(String(repeating: "a", count: 1_000))\n") == nil)
  }

  @Test func stepListsBeyondTheLimitAreRefusedAtTheFirstExtraStep() {
    let yaml = "device: iphone-16\nroot: A\nsteps:\n" + String(repeating: "  - back\n", count: ScenarioLimits.maximumSteps + 5)
    #expect(parseError(yaml, file: "s.yaml")?.description == "s.yaml:\(4 + ScenarioLimits.maximumSteps):5: steps lists 1005 steps; a scenario has at most 1000")
  }

  @Test func emptyAndCommentOnlyFilesAreLocated() {
    for yaml in ["", "\n\n", "# nothing here\n", "   "] {
      #expect(parseError(yaml, file: "e.yaml")?.description == "e.yaml:1:1: the file is empty", "\(yaml.debugDescription)")
    }
  }

  @Test func invalidUTF8IsLocatedAtTheFirstBadByte() {
    let error = dataError(Array("device: iphone-16\nroot: Caf".utf8) + [0xC3, 0x28] + Array("\n".utf8))
    #expect(error?.location == SourceLocation(file: "b.yaml", line: 2, column: 10))
    #expect(error?.message == "the file is not valid UTF-8: invalid byte sequence starting with 0xC3")
  }

  @Test func utf16AndUTF32ByteOrderMarksAreRefused() {
    let text = Array("device: iphone-16\nroot: A\n".utf8)
    let little: [UInt8] = [0xFF, 0xFE] + text.flatMap { [$0, 0] as [UInt8] }
    let big: [UInt8] = [0xFE, 0xFF] + text.flatMap { [0, $0] as [UInt8] }
    for bytes in [little, big] {
      #expect(dataError(bytes)?.description == "b.yaml:1:1: the file is UTF-16 text (it starts with a UTF-16 byte-order mark); scenario files must be UTF-8")
    }
    let utf32: [UInt8] = [0xFF, 0xFE, 0, 0] + text.flatMap { [$0, 0, 0, 0] as [UInt8] }
    #expect(dataError(utf32)?.message.hasPrefix("the file is UTF-32 text") == true)
  }

  @Test func aUTF8ByteOrderMarkIsAccepted() throws {
    let scenario = try ScenarioParser.parse(data: Data([0xEF, 0xBB, 0xBF] + Array("device: iphone-16\nroot: A\n".utf8)), file: "bom.yaml")
    #expect(scenario.device.identifier == "iphone-16")
  }

  @Test func nulAndControlCharactersAreLocated() {
    #expect(parseError("device: iphone-16\nroot: A\u{0}B\n", file: "n.yaml")?.description == "n.yaml:2:8: control character U+0000 is not allowed in a scenario file")
    #expect(parseError("device: iphone-16\n\u{1B}[31mroot: A\n", file: "n.yaml")?.description == "n.yaml:2:1: control character U+001B is not allowed in a scenario file")
    #expect(parseError("device: iphone-16\nroot: A\u{7F}\n", file: "n.yaml")?.location == SourceLocation(file: "n.yaml", line: 2, column: 8))
  }

  @Test func absurdSizesAreRefusedWithALocation() {
    let sizes = ["1e300x5", "[.nan, 480]", "{width: -3, height: 5}", "[.inf, 5]", "0x0", "99999999999999999999x1", "-320x480"]
    for size in sizes {
      let error = parseError("device: ipad-pro-13\nroot: A\nsteps:\n  - resize: \(size)\n", file: "r.yaml")
      #expect(error?.location.line == 4, "\(size)")
      #expect(error?.message == "resize must be between 1x1 and 10000x10000 points", "\(size): \(String(describing: error))")
    }
    let popover = parseError("device: ipad-pro-13\nroot: A\nsteps:\n  - present: {screen: P, preferredContentSize: 1e308x1e308}\n", file: "p.yaml")
    #expect(popover?.message == "preferredContentSize must be between 1x1 and 10000x10000 points")
  }

  @Test func errorsQuoteAShortSingleLineExcerptOfTheInput() throws {
    let key = String(repeating: "k", count: 1_000)
    let error = try #require(parseError("device: iphone-16\nroot: A\n\(key): 1\n", file: "k.yaml"))
    #expect(error.description.utf8.count < 300)
    #expect(error.message.hasPrefix("unknown key '\(String(repeating: "k", count: 40))… (1000 characters)' in a scenario"))
    let step = try #require(parseError("device: iphone-16\nroot: A\nsteps:\n  - \"tapp\\nline\\u0007\"\n", file: "k.yaml"))
    #expect(step.message.hasPrefix("unknown step 'tapp\\nline\\u{7}'"))
    #expect(!step.description.contains("\n"))
  }
}
