import AdaptiveKit
import AdaptiveScenario
import ArgumentParser
import Foundation

/// The `adaptive` command-line tool: devices, scenarios, renders and filmstrips of AdaptiveKit.
@main
struct Adaptive: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "adaptive",
    abstract: "Explore UIKit's adaptive view-controller layer, headless: devices, scenarios, renders.",
    discussion: """
      A scenario is a YAML file that declares a device, an initial view-controller hierarchy and the \
      steps to play on it (taps, back, rotations, resizes, sheets, expectations). See the \
      AdaptiveScenario documentation for the format and Examples/scenarios/ for examples.

      Exit status: 0 on success, 1 when a scenario's step fails, 2 for bad input (unknown device, \
      missing file, malformed YAML, bad options).
      """,
    subcommands: [DevicesCommand.self, RenderCommand.self, ScenarioCommand.self, FilmstripCommand.self, DemoCommand.self]
  )

  /// Runs the tool; bad input of any kind ends with one line on standard error and status 2.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error as ScenarioError {
      fail("\(error)")
    } catch let error as CLIError {
      fail(error.message)
    } catch {
      if exitCode(for: error) == .validationFailure {
        fail(message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid arguments")
      }
      exit(withError: error)
    }
  }

  /// Prints `error: message` on standard error and exits with status 2.
  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    Foundation.exit(2)
  }
}

/// Bad input found by the tool itself (not in a scenario file).
struct CLIError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
