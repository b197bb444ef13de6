import AdaptiveWeb
import ArgumentParser
import Foundation

/// `adaptive session-worker`: hosts sessions of `adaptive demo --workers N` in a process of its
/// own, talking to the demo's front over its standard input and output.
struct SessionWorkerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "session-worker", abstract: "Host sessions for 'adaptive demo --workers N' (started by it).", shouldDisplay: false)

  @Option(name: .long, help: ArgumentHelp("The app sessions launch.", valueName: "app"))
  var app: String = DemoCommand.app

  @Option(name: .long, help: ArgumentHelp("The app's variant.", valueName: "variant"))
  var variant: String?

  @Option(name: .long, help: ArgumentHelp("The most sessions at once.", valueName: "n"))
  var maxSessions = 32

  @Option(name: .long, help: ArgumentHelp("A scenario file to serve instead of the app.", valueName: "file"))
  var scenario: String?

  @MainActor
  func run() async throws {
    // The answers go to the front on the original standard output; anything else printed goes
    // to standard error, so that nothing else reaches the front's pipe.
    let answers = dup(1)
    dup2(2, 1)
    let source: WebSession.Source = scenario.map { .scenario(path: $0) } ?? .app(app)
    let store = SessionStore(source: source, apps: Apps.catalogue, variant: variant, maximumSessions: maxSessions)
    await SessionWorker.run(store: store, input: 0, output: answers)
  }
}
