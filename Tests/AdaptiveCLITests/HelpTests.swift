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
}
