import Foundation
import Testing

/// Every command has help, and the help tells the truth about what the command does.
@Suite
struct HelpTests {
  @Test func rootHelpListsEveryCommand() throws {
    let run = try AdaptiveTool.run("--help")
    #expect(run.status == 0)
    for command in ["devices", "render", "scenario", "filmstrip", "demo", "serve"] {
      #expect(run.stdout.contains("  \(command) "), "\(command) missing from:\n\(run.stdout)")
    }
    #expect(run.stdout.contains("2 for bad input"))
  }

  @Test(arguments: [
    (["devices"], "List the device catalog"),
    (["render"], "--step <n>"),
    (["scenario"], "Run scenario files."),
    (["scenario", "run"], "--device <id>"),
    (["filmstrip"], "index.html"),
    (["demo"], "--port <port>"),
    (["serve"], "whenever the file changes"),
  ])
  func everyCommandHasHelp(command: [String], expected: String) throws {
    let run = try AdaptiveTool.run(["help"] + command)
    #expect(run.status == 0)
    #expect(run.stdout.contains("USAGE: adaptive \(command.joined(separator: " "))"), "\(run.stdout)")
    #expect(run.stdout.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: " ").contains(expected), "\(run.stdout)")
    let flag = try AdaptiveTool.run(command + ["--help"])
    #expect(flag.status == 0)
    #expect(flag.stdout == run.stdout)
  }

  /// The help of one option: its line and the indented lines under it.
  static func entry(_ option: String, in help: String) -> String {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(option + " ") }) else { return "" }
    let rest = lines[(start + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("-") && !$0.isEmpty }
    return ([lines[start]] + rest).joined(separator: "\n")
  }

  @Test(arguments: [["render"], ["filmstrip"], ["explore"]])
  func orientationHelpListsTheNamesTheParserAccepts(command: [String]) throws {
    let help = Self.entry("--orientation", in: try AdaptiveTool.run(command + ["--help"]).stdout)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(help.contains("landscape, landscapeLeft, landscapeRight, portrait, portraitUpsideDown"), "\(help)")
  }

  @Test(arguments: ["landscape", "landscapeLeft", "landscapeRight", "portrait", "portraitUpsideDown"])
  func everyOrientationTheHelpListsIsAccepted(name: String) throws {
    let run = try AdaptiveTool.run("render", AdaptiveTool.example("sc01-show-pushes-in-navigation.yaml"), "--orientation", name, "--step", "0")
    #expect(run.status == 0, "\(run.stderr)")
    let wrong = try AdaptiveTool.run("render", AdaptiveTool.example("sc01-show-pushes-in-navigation.yaml"), "--orientation", name + "X", "--step", "0")
    #expect(wrong.stderr.contains("expected one of landscape, landscapeLeft, landscapeRight, portrait, portraitUpsideDown"), "\(wrong.stderr)")
  }

  @Test func exploreWorkersHelpShowsOneDefault() throws {
    let help = Self.entry("--workers", in: try AdaptiveTool.run("explore", "--help").stdout)
    #expect(help.contains("default: one per core"), "\(help)")
    #expect(help.components(separatedBy: "default").count == 2, "\(help)")
  }
}
