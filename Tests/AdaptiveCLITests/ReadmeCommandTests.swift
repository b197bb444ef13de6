import Foundation
import Testing

/// Every `swift run` command of the README's shell blocks runs as written (with the built
/// executables in place of `swift run`) and exits as its comment says: 0, or the status a
/// trailing `exit N` names. The servers (`demo`, `serve`, `docs`) are left to the server and browser
/// tests, which drive them (`docs` also runs `swift package`, which waits while `swift test` holds
/// the build folder).
@Suite(.serialized)
struct ReadmeCommandTests {
  /// A README command: its line number, the command and the exit status it should end with.
  struct Command: CustomStringConvertible {
    var line: Int
    var text: String
    var expectedStatus: Int32
    var description: String { "README.md:\(line): \(text)" }
  }

  static func commands() throws -> [Command] {
    let readme = try String(contentsOf: AdaptiveTool.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    var commands: [Command] = []
    var inShellBlock = false
    for (number, line) in readme.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.hasPrefix("```") {
        inShellBlock = !inShellBlock && line == "```sh"
        continue
      }
      guard inShellBlock, line.hasPrefix("swift run ") else { continue }
      let parts = line.split(separator: "#", maxSplits: 1)
      let command = parts[0].trimmingCharacters(in: .whitespaces)
      let comment = parts.count > 1 ? String(parts[1]) : ""
      let status = comment.firstMatch(of: /exit (\d)\s*$/).flatMap { Int32($0.1) } ?? 0
      commands.append(Command(line: number + 1, text: command, expectedStatus: status))
    }
    return commands
  }

  @Test func everyCommandRunsAsWrittenAndExitsAsItsCommentSays() throws {
    let commands = try Self.commands().filter { !$0.text.hasPrefix("swift run adaptive demo") && !$0.text.hasPrefix("swift run adaptive serve")
      && !$0.text.hasPrefix("swift run adaptive docs") }
    #expect(commands.count >= 12)
    // A directory of its own, where the examples are found as in a clone and what a command writes
    // (explore-report/) does not land in the package.
    let directory = NSTemporaryDirectory() + "readme-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createSymbolicLink(atPath: directory + "/Examples",
                                               withDestinationPath: AdaptiveTool.packageRoot.appendingPathComponent("Examples").path)
    let products = AdaptiveTool.productsDirectory.path
    for command in commands {
      let shell = command.text
        .replacingOccurrences(of: "swift run adaptive-fuzz", with: "'\(products)/adaptive-fuzz'")
        .replacingOccurrences(of: "swift run adaptive", with: "'\(products)/adaptive'")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", shell + " > /dev/null 2> stderr.txt"]
      process.currentDirectoryURL = URL(fileURLWithPath: directory)
      try process.run()
      process.waitUntilExit()
      let stderr = (try? String(contentsOfFile: directory + "/stderr.txt", encoding: .utf8)) ?? ""
      #expect(process.terminationStatus == command.expectedStatus, "\(command)\n\(stderr.suffix(2000))")
      // What a command writes goes to a folder it names or a temporary one, not into the
      // checkout it runs in (explore's default report folder is ignored by git).
      let written = try FileManager.default.contentsOfDirectory(atPath: directory).filter { !["Examples", "stderr.txt", "explore-report"].contains($0) }
      #expect(written.isEmpty, "\(command) wrote \(written) into the folder it ran in")
    }
  }
}
