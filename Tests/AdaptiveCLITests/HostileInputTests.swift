import Foundation
import Testing

/// Files that once hung or could hang the tool end promptly, and `scenario run`, `render` and
/// `filmstrip` agree on the exit status for the same file: 2 and one located `error:` line for bad
/// input, 1 for a run that fails.
@Suite
struct HostileInputTests {
  /// The longest any run here may take, in seconds (a debug build on a shared machine).
  static let timeout = 30.0

  private func commands(_ file: String) -> [[String]] {
    [["scenario", "run", file], ["render", file], ["render", file, "--format", "svg"],
     ["filmstrip", file, "--output", AdaptiveTool.temporaryDirectory()]]
  }

  private func expectBadInputEverywhere(_ file: String, message: String) throws {
    for arguments in commands(file) {
      let (run, timedOut) = try AdaptiveTool.run(arguments, timeout: Self.timeout)
      #expect(!timedOut, "\(arguments) hung")
      #expect(run.status == 2, "\(arguments): \(run.stderr.prefix(300))")
      let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
      #expect(lines.count == 1, "\(arguments): \(run.stderr.prefix(300))")
      let line = String(lines.first ?? "")
      #expect(line.range(of: "^error: \(NSRegularExpression.escapedPattern(for: file)):[0-9]+:[0-9]+: ", options: .regularExpression) != nil, "\(line.prefix(300))")
      #expect(line.contains(message), "\(arguments): \(line.prefix(300))")
      #expect(line.utf8.count < 400)
      #expect(run.stdout.isEmpty)
    }
  }

  @Test func billionLaughsEndsWithALocatedErrorEverywhere() throws {
    var lines = ["device: iphone-16", "root:", "  navigation:", "  - &a0 X"]
    for level in 1...12 { lines.append("  - &a\(level) {tabs: [*a\(level - 1), *a\(level - 1), *a\(level - 1), *a\(level - 1)]}") }
    try expectBadInputEverywhere(AdaptiveTool.scenarioFile(lines.joined(separator: "\n") + "\n"), message: "the document expands to more than 100000 values")
  }

  @Test func longLabelsAreRefusedEverywhere() throws {
    let file = AdaptiveTool.scenarioFile("device: iphone-16\nroot:\n  screen: Home\n  rows:\n  - \(String(repeating: "A", count: 100_000))\n")
    try expectBadInputEverywhere(file, message: ":5:5: a row is 100000 characters long; the limit is 1000")
  }

  @Test func endlessStepListsAreRefusedEverywhere() throws {
    let file = AdaptiveTool.scenarioFile("device: iphone-16\nroot: A\nsteps:\n" + String(repeating: "  - back\n", count: 50_000))
    try expectBadInputEverywhere(file, message: ":1004:5: steps lists 50000 steps; a scenario has at most 1000")
  }

  @Test func deepNestingIsRefusedEverywhere() throws {
    let file = AdaptiveTool.scenarioFile("device: iphone-16\nroot: " + String(repeating: "{navigation: [", count: 3_000) + "X" + String(repeating: "]}", count: 3_000) + "\n")
    try expectBadInputEverywhere(file, message: "malformed YAML: the document nests too deeply")
  }

  @Test func absurdSizesAreRefusedEverywhere() throws {
    for size in ["1e300x5", "[.nan, 5]", "{width: -3, height: 5}"] {
      let file = AdaptiveTool.scenarioFile("device: ipad-pro-13\nroot: A\nsteps:\n  - resize: \(size)\n")
      try expectBadInputEverywhere(file, message: ":4:13: resize must be between 1x1 and 10000x10000 points")
    }
  }

  @Test func badEncodingsAndControlCharactersAreLocatedEverywhere() throws {
    let text = Array("device: iphone-16\nroot: A\n".utf8)
    try expectBadInputEverywhere(AdaptiveTool.scenarioFile(bytes: [0xFF, 0xFE] + text.flatMap { [$0, 0] as [UInt8] }), message: ":1:1: the file is UTF-16 text")
    try expectBadInputEverywhere(AdaptiveTool.scenarioFile(bytes: Array("device: iphone-16\nroot: A".utf8) + [0xC3, 0x28]), message: ":2:8: the file is not valid UTF-8")
    try expectBadInputEverywhere(AdaptiveTool.scenarioFile(bytes: Array("device: iphone-16\nroot: A".utf8) + [0, 0x0A]), message: ":2:8: control character U+0000 is not allowed")
    try expectBadInputEverywhere(AdaptiveTool.scenarioFile(""), message: ":1:1: the file is empty")
  }

  @Test func failingStepsExitOneEverywhere() throws {
    let file = AdaptiveTool.scenarioFile("device: iphone-16\nroot: {navigation: [Inbox]}\nsteps:\n  - expect: {top: Message}\n")
    for arguments in commands(file) {
      let (run, timedOut) = try AdaptiveTool.run(arguments, timeout: Self.timeout)
      #expect(!timedOut)
      #expect(run.status == 1, "\(arguments): \(run.stdout)\(run.stderr)")
      #expect(!run.stdout.isEmpty, "the output is still written")
    }
  }

  @Test func screensThatFanOutExitOneEverywhere() throws {
    var lines = ["device: iphone-16", "screens:"]
    for level in 0..<10 { lines.append("  S\(level): {tabs: [S\(level + 1), S\(level + 1), S\(level + 1), S\(level + 1), S\(level + 1), S\(level + 1)]}") }
    lines += ["  S10: Leaf", "root: S0"]
    let file = AdaptiveTool.scenarioFile(lines.joined(separator: "\n") + "\n")
    for arguments in commands(file) {
      let (run, timedOut) = try AdaptiveTool.run(arguments, timeout: Self.timeout)
      #expect(!timedOut, "\(arguments) hung")
      #expect(run.status == 1, "\(arguments): \(run.stdout)\(run.stderr)")
      #expect("\(run.stdout)\(run.stderr)".contains("the window would hold more than 100 view controllers"))
    }
  }

  @Test func rowsThatKeepPushingEndPromptlyEverywhere() throws {
    let file = AdaptiveTool.scenarioFile("device: iphone-16\nscreens:\n  S: {screen: A, rows: [{title: More, show: S}]}\nroot: {navigation: [S]}\nsteps:\n"
      + String(repeating: "  - tap: More\n", count: 150))
    for arguments in commands(file) {
      let (run, timedOut) = try AdaptiveTool.run(arguments, timeout: Self.timeout)
      #expect(!timedOut, "\(arguments) hung")
      #expect(run.status == 1, "\(arguments): \(run.stderr.prefix(300))")
    }
  }

  /// A storyboard whose two navigation controllers are each other's root (the first on line 4).
  static let cyclicStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" initialViewController="first">
    <scenes><scene sceneID="s1"><objects>
    <navigationController id="first" sceneMemberID="viewController"><connections><segue destination="second" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>
    </objects></scene><scene sceneID="s2"><objects>
    <navigationController id="second" sceneMemberID="viewController"><connections><segue destination="first" kind="relationship" relationship="rootViewController" id="r2"/></connections></navigationController>
    </objects></scene></scenes>
    </document>

    """

  @Test func storyboardsInACycleOrNestedTooDeeplyEndWithALocatedErrorEverywhere() throws {
    let folder = AdaptiveTool.temporaryDirectory()
    let cycle = (folder as NSString).appendingPathComponent("Cycle.storyboard")
    try Self.cyclicStoryboard.write(toFile: cycle, atomically: true, encoding: .utf8)
    let deep = (folder as NSString).appendingPathComponent("Deep.storyboard")
    let views = String(repeating: "<subviews><view id=\"v\">", count: 5_000) + String(repeating: "</view></subviews>", count: 5_000)
    try (#"<document initialViewController="a"><scenes><scene sceneID="s"><objects><viewController id="a" sceneMemberID="viewController"><view key="view" id="root">"#
      + views + "</view></viewController></objects></scene></scenes></document>\n").write(toFile: deep, atomically: true, encoding: .utf8)
    let expected = [
      cycle: #"\#(cycle):4: <navigationController id="first">: relationship cycle: first → second → first"#,
      deep: "\(deep):1: <subviews>: elements nest more than 200 deep; a storyboard nests at most 200",
    ]
    for (file, message) in expected {
      for arguments in commands(file) {
        let (run, timedOut) = try AdaptiveTool.run(arguments, timeout: Self.timeout)
        #expect(!timedOut, "\(arguments) hung")
        #expect(run.status == 2, "\(arguments): \(run.stderr.prefix(300))")
        #expect(run.stderr == "error: \(message)\n", "\(arguments)")
      }
    }
  }
}
