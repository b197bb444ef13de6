import AdaptiveKit
import AdaptiveScenario
import AdaptiveTestSupport
import Foundation
import Testing

/// The scenario files in `Examples/scenarios/`, and helpers to run them.
@MainActor
enum Examples {
  /// The package's root directory.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The examples directory.
  static let directory = packageRoot.appendingPathComponent("Examples/scenarios")

  /// Every example file, sorted.
  static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".yaml") }.sorted()
  }

  /// The path of an example.
  static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  /// Loads and runs an example to the end on its own device.
  static func run(_ name: String, device: Device? = nil) throws -> ScenarioReport {
    let runner = try ScenarioRunner(scenario: Scenario.load(contentsOf: path(name)), device: device, apps: .photoBrowser)
    return runner.runAll()
  }

  /// The failing steps of a report, one line each, for `#expect` messages.
  static func failures(_ report: ScenarioReport) -> String {
    report.results.filter { !$0.passed }.map(\.line).joined(separator: "\n")
  }
}

/// A scenario parsed from YAML text, failing the test on an error.
func parse(_ yaml: String, file: String = "test.yaml") throws -> Scenario {
  try ScenarioParser.parse(yaml: yaml, file: file)
}

/// The error a YAML text produces, or nil if it parses.
func parseError(_ yaml: String, file: String = "test.yaml") -> ScenarioError? {
  do {
    _ = try ScenarioParser.parse(yaml: yaml, file: file)
    return nil
  } catch {
    return error
  }
}

/// The error a YAML text produces when it is parsed and its window built with `apps`, or nil if
/// both succeed.
@MainActor
func runError(_ yaml: String, file: String = "test.yaml", apps: AppCatalogue = .photoBrowser) -> ScenarioError? {
  do {
    _ = try ScenarioRunner(scenario: ScenarioParser.parse(yaml: yaml, file: file), apps: apps)
    return nil
  } catch {
    return error
  }
}
