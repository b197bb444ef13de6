import AdaptiveScenario
import AdaptiveWeb
import ArgumentParser
import Foundation

/// `adaptive serve FILE`: a live preview of a scenario in the browser.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve a scenario's window to a browser, played again whenever the file changes.",
    discussion: """
      Open the printed URL: the page shows the window after the scenario's steps (the log names any \
      failing step) and can be driven like the demo. Saving the file plays it again in every open \
      page; a file that no longer parses shows its error (file:line:column) and keeps the last window.
      """
  )

  @Argument(help: ArgumentHelp("The scenario file.", valueName: "scenario"))
  var file: String

  @OptionGroup var server: ServerOptions

  @MainActor
  func run() async throws {
    _ = try Lookup.scenario(file)   // a missing or malformed file is bad input before serving
    await Serving.run(WebServer(host: server.host, port: server.port, apps: Apps.catalogue, scenarioFile: file, allowedHosts: server.allowedHosts),
                serving: (file as NSString).lastPathComponent)
  }
}
