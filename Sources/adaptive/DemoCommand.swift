import AdaptiveKit
import AdaptiveScenario
import AdaptiveWeb
import ArgumentParser
import Dispatch
import Foundation

/// `adaptive demo`: serves the photo browser to a browser, or plays a scenario in the terminal.
struct DemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Serve the photo browser on http://127.0.0.1:8080, or play the demo scenario in the terminal.",
    discussion: """
      By default this serves the photo browser: open the printed URL in a browser, pick a device, \
      tap photographers and photos, rotate, pick multitasking widths, swipe sheets down, and watch \
      the split view collapse and expand, sheets become cards and popovers adapt. Each browser tab \
      drives a window of its own. Ctrl-C stops the server.

      The sessions run in --workers processes (one per core unless told), each with its own main \
      actor, behind this one server: a session stays in its worker for its life, and a worker \
      that stops takes only its sessions (their pages say so) and is replaced. --workers 0 runs \
      them in this process.

      With --terminal (or --scenario) it plays the bundled demo scenario (or the given one) instead, \
      printing the window as text after every step, then writes the filmstrip (one SVG per step and \
      index.html) to --output or to a new temporary directory, and prints its path.
      """
  )

  /// The app the demo serves.
  static let app = "photo-browser"

  @OptionGroup var server: ServerOptions

  /// The variant the page shows first: the app as an iOS 18+ developer writes it (the page's
  /// picker offers the others).
  static let defaultVariant = "modern"

  @Option(name: .long, help: ArgumentHelp("The photo browser's variant: \(Apps.photoBrowserVariants).", valueName: "variant"))
  var variant = Self.defaultVariant

  @Option(name: .long, help: ArgumentHelp("The most browser tabs served at once.", valueName: "n"))
  var maxSessions = 32

  @Option(name: .long, help: ArgumentHelp("Worker processes hosting the sessions, each with its own main actor (default: one per core; 0 hosts them in this process).", valueName: "n"))
  var workers: Int?

  @Flag(name: .long, help: "Play the demo scenario in the terminal instead of serving it.")
  var terminal = false

  @Option(name: .long, help: ArgumentHelp("With --terminal: the directory for the filmstrip (default: a new temporary directory).", valueName: "dir"))
  var output: String?

  @Option(name: .long, help: ArgumentHelp("Play this scenario file in the terminal instead of the bundled demo.", valueName: "file"))
  var scenario: String?

  @OptionGroup var deviceOptions: DeviceOptions

  @MainActor
  func run() async throws {
    if terminal || scenario != nil { return try playInTerminal() }
    do { _ = try Apps.catalogue.entry(named: Self.app, variant: variant) } catch { throw CLIError(error.message) }
    guard (1...10_000).contains(maxSessions) else { throw CLIError("--max-sessions \(maxSessions) is not between 1 and 10000") }
    let workers = workers ?? ProcessInfo.processInfo.activeProcessorCount
    guard (0...64).contains(workers) else { throw CLIError("--workers \(workers) is not between 0 and 64") }
    var web = WebServer(host: server.host, port: server.port, apps: Apps.catalogue, app: Self.app, variant: variant, maximumSessions: maxSessions,
                        allowedHosts: server.allowedHosts)
    if workers > 0 {
      web.workers = SessionWorkerLaunch(executable: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
                                        arguments: ["session-worker"], count: workers)
    }
    await Serving.run(web, serving: "the photo browser")
  }

  @MainActor
  private func playInTerminal() throws {
    let scenario = try self.scenario.map(Lookup.scenario)
      ?? ScenarioParser.parse(yaml: BundledScenarios.demo, file: BundledScenarios.demoFileName)
    let device = try deviceOptions.resolvedDevice()
    let orientation = try deviceOptions.resolvedOrientation()
    let directory = output ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("adaptive-demo-\(ProcessInfo.processInfo.processIdentifier)")
    let runner = try Lookup.runner(scenario, device: device, orientation: orientation)
    print("\(scenario.name) — \(runner.device.name)")
    let report = try Filmstrip.write(runner, to: directory) { frame, window in
      let status = frame.result.map { $0.passed ? "PASS" : "FAIL" } ?? "START"
      print("\n── \(frame.caption) ── \(status)")
      if let result = frame.result, !result.passed { print(result.failures.map { "   ✗ \($0)" }.joined(separator: "\n")) }
      print(ScenarioRendering.text(for: window))
    }.report
    print("\n\(report.summary)")
    print("Filmstrip: \((directory as NSString).appendingPathComponent("index.html"))")
    if !report.passed { throw ExitCode.failure }
  }
}
