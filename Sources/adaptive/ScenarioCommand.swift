import AdaptiveKit
import AdaptiveScenario
import ArgumentParser
import Foundation

/// `adaptive scenario`: the scenario commands.
struct ScenarioCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scenario",
    abstract: "Run scenario files.",
    subcommands: [ScenarioRunCommand.self]
  )
}

/// `adaptive scenario run`: runs scenarios and checks their expectations.
struct ScenarioRunCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run scenarios' steps and expectations; print a pass/fail line per step and a summary.",
    discussion: """
      Every file is read first (directories are searched for .yaml files); a missing or malformed \
      file stops the run with status 2 before any \
      step. Each scenario then runs on its own device, or on every --device given. A step fails when \
      its action cannot be done (nothing to tap, nothing presented…), an expectation does not hold, \
      or the hierarchy breaks an invariant; a run fails at step 0 when its initial hierarchy cannot be \
      built. Exit status 1 if any step failed. --junit and --json also write the results as JUnit \
      XML and JSON, for CI. --pictures writes each run's final window as SVG and PNG \
      (<scenario>-<device>.svg and .png) into a directory, and the window after each failing step \
      (<scenario>-<device>-step-03.svg and .png).
      """
  )

  @Argument(help: ArgumentHelp("The scenario files (YAML), or directories of them (searched recursively).", valueName: "scenario"))
  var scenarios: [String]

  @Option(name: .long, help: ArgumentHelp("Run on this device instead of the scenario's; repeat for several.", valueName: "id"))
  var device: [String] = []

  @Flag(name: .long, help: "Print nothing for a passing run; for a failing run, its failing steps and summary.")
  var quiet = false

  @Option(name: .long, help: ArgumentHelp("Also write a JUnit XML report here (a test suite per run, a test case per step).", valueName: "file"))
  var junit: String?

  @Option(name: .long, help: ArgumentHelp("Also write a JSON report here.", valueName: "file"))
  var json: String?

  @Option(name: .long, help: ArgumentHelp("Write each run's final window, and the window after a failing step, as SVG and PNG into this directory.", valueName: "dir"))
  var pictures: String?

  func validate() throws {
    guard !scenarios.isEmpty else { throw ValidationError("give at least one scenario file") }
  }

  @MainActor
  func run() async throws {
    let loaded = try ReportFormats.scenarioFiles(scenarios).map(Lookup.scenario)
    let devices = try device.map(Lookup.device)
    let pictures = try pictures.map(RunPictures.init)
    var runs: [ReportFormats.Run] = []
    for scenario in loaded {
      for device in devices.isEmpty ? [scenario.device] : devices {
        // Quiet, a run's lines wait until it is known to fail.
        var lines: [String] = []
        func say(_ line: String) {
          if quiet { lines.append(line) } else { print(line) }
        }
        say("\(scenario.name) — \(scenario.file) on \(device.identifier)")
        let runner: ScenarioRunner
        do throws(ScenarioError) {
          runner = try ScenarioRunner(scenario: scenario, device: device, apps: Apps.catalogue)
        } catch {
          say("  FAIL  0 build the initial hierarchy\n      \(error)")
          let failure = StepResult(number: 0, step: ScenarioStep(.expect(Expectation()), location: error.location), failures: [error.message], notes: [])
          let report = ScenarioReport(name: scenario.name, device: device.identifier, results: [failure])
          say("  \(report.summary)")
          if quiet { print(lines.joined(separator: "\n")) }
          runs.append(ReportFormats.Run(file: scenario.file, report: report))
          continue
        }
        let name = RunPictures.name(scenario: scenario.file, device: device.identifier)
        let report = runner.runAll { result in
          if !quiet || !result.passed { say("  " + result.line) }
          if !result.passed { pictures?.write(runner.window, as: name + String(format: "-step-%02d", result.number)) }
        }
        pictures?.write(runner.window, as: name)
        say("  \(report.summary)")
        if quiet && !report.passed { print(lines.joined(separator: "\n")) }
        runs.append(ReportFormats.Run(file: scenario.file, report: report))
      }
    }
    if let failure = pictures?.failure { throw failure }
    if let junit { try Lookup.write(ReportFormats.junit(runs), to: junit) }
    if let json { try Lookup.write(ReportFormats.json(runs), to: json) }
    let reports = runs.map(\.report)
    let passed = reports.reduce(0) { $0 + $1.passedCount }, failed = reports.reduce(0) { $0 + $1.failedCount }
    let failing = reports.filter { !$0.passed }.count
    print("\(reports.count) runs, \(failing) failing: \(passed) passed, \(failed) failed")
    if failed > 0 { throw ExitCode.failure }
  }
}

/// Where `scenario run --pictures` writes windows: `<scenario>-<device>.svg` and `.png`.
@MainActor
final class RunPictures {
  let directory: String
  /// The first file that could not be written.
  private(set) var failure: CLIError?

  nonisolated init(_ directory: String) throws {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw CLIError("cannot create the directory '\(directory)'")
    }
    self.directory = directory
  }

  /// The base name of a run's files: the scenario file's name without its extension, and the device.
  nonisolated static func name(scenario file: String, device: String) -> String {
    (((file as NSString).lastPathComponent) as NSString).deletingPathExtension + "-" + device
  }

  /// Writes the window as `name.svg` and `name.png`.
  func write(_ window: UIWindow, as name: String) {
    let base = (directory as NSString).appendingPathComponent(name)
    for format in Filmstrip.PictureFormat.allCases {
      let path = base + "." + format.rawValue
      if !FileManager.default.createFile(atPath: path, contents: format.picture(of: window)), failure == nil {
        failure = CLIError("cannot write '\(path)'")
      }
    }
  }
}
