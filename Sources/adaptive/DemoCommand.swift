import AdaptiveKit
import AdaptiveScenario
import ArgumentParser
import Foundation

/// `adaptive demo`: plays the bundled demo scenario in the terminal (the web demo does not exist yet).
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Play the bundled demo scenario in the terminal and write its filmstrip.",
    discussion: """
      The web demo (the photo browser served over HTTP) does not exist yet. Until it does, this \
      command plays a bundled scenario — the photo browser on an iPhone 16 Pro Max whose split view \
      collapses in portrait and expands in landscape, its URL popover and its settings sheet swiped \
      away — printing the window as text \
      after every step, then writes the filmstrip (one SVG per step and index.html) to --output or \
      to a new temporary directory, and prints its path.
      """
  )

  @Option(name: .long, help: ArgumentHelp("The directory for the filmstrip (default: a new temporary directory).", valueName: "dir"))
  var output: String?

  @Option(name: .long, help: ArgumentHelp("Play this scenario file instead of the bundled demo.", valueName: "file"))
  var scenario: String?

  @OptionGroup var deviceOptions: DeviceOptions

  func run() throws {
    let scenario = try self.scenario.map(Lookup.scenario)
      ?? ScenarioParser.parse(yaml: BundledScenarios.demo, file: BundledScenarios.demoFileName)
    let device = try deviceOptions.resolvedDevice()
    let orientation = try deviceOptions.resolvedOrientation()
    let directory = output ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("adaptive-demo-\(ProcessInfo.processInfo.processIdentifier)")
    let report = try MainActor.assumeIsolated { () throws -> ScenarioReport in
      let runner = try Lookup.runner(scenario, device: device, orientation: orientation)
      print("\(scenario.name) — \(runner.device.name)")
      return try Filmstrip.write(runner, to: directory) { frame, window in
        let status = frame.result.map { $0.passed ? "PASS" : "FAIL" } ?? "START"
        print("\n── \(frame.caption) ── \(status)")
        if let result = frame.result, !result.passed { print(result.failures.map { "   ✗ \($0)" }.joined(separator: "\n")) }
        print(ScenarioRendering.text(for: window))
      }.report
    }
    print("\n\(report.summary)")
    print("Filmstrip: \((directory as NSString).appendingPathComponent("index.html"))")
    if !report.passed { throw ExitCode.failure }
  }
}
