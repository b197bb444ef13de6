import AdaptiveKit
import AdaptiveScenario
import ArgumentParser
import Foundation

/// The `adaptive` command-line tool: devices, scenarios, renders and filmstrips of AdaptiveKit.
///
/// The tool runs on the main actor, as an app does: every command's `run()` is `@MainActor`, so a
/// command plays windows directly, and a command that serves awaits its server while the main
/// actor runs the sessions' windows.
@main
@MainActor
struct Adaptive: AsyncParsableCommand {
  // Nonisolated: the parser reads it wherever it runs.
  nonisolated static let configuration = CommandConfiguration(
    commandName: "adaptive",
    abstract: "Explore UIKit's adaptive view-controller layer, headless: devices, scenarios, renders.",
    discussion: """
      A scenario is a YAML file that declares a device, an initial view-controller hierarchy and the \
      steps to play on it (taps, back, rotations, resizes, sheets, expectations). See the \
      AdaptiveScenario documentation for the format and Examples/scenarios/ for examples.

      Exit status, the same for every command that plays a scenario (scenario run, render, \
      filmstrip, demo): 0 on success; 1 when a step fails or the initial hierarchy is refused; 2 for \
      bad input (unknown device, missing file, malformed YAML, values out of range, bad options), \
      with one 'error: file:line:column: …' line on standard error.
      """,
    subcommands: [DevicesCommand.self, RenderCommand.self, ScenarioCommand.self, FilmstripCommand.self, DemoCommand.self, ServeCommand.self, ExploreCommand.self, DocsCommand.self, ExploreWorkerCommand.self, SessionWorkerCommand.self]
  )

  /// Runs the tool on the main actor; bad input of any kind ends with one line on standard error
  /// and status 2.
  static func main() async {
    do {
      var command = try await asyncParseAsRoot()
      if var command = command as? any AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
    } catch let failure as RunFailure {
      FileHandle.standardError.write(Data("error: \(failure.error)\n".utf8))
      Foundation.exit(1)
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

/// A scenario that was read but could not be played: its initial hierarchy was refused. The
/// tool prints the error and exits with status 1, as `scenario run` does for a failing run.
struct RunFailure: Error {
  var error: ScenarioError
}

/// Bad input found by the tool itself (not in a scenario file).
struct CLIError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
