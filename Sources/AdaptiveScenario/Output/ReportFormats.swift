import Foundation

/// Scenario reports for CI: JUnit XML (one test suite per run, one test case per step) and JSON.
public enum ReportFormats {
  /// One run of a scenario file on a device, as a report names it.
  public struct Run: Sendable {
    /// The scenario file.
    public var file: String
    /// What the run gave.
    public var report: ScenarioReport

    /// A run of `file`.
    public init(file: String, report: ScenarioReport) {
      self.file = file
      self.report = report
    }
  }

  /// JUnit XML: a `testsuite` per run (named `scenario (device)`), a `testcase` per step (named
  /// `N step`, class name the file) with a `failure` holding its failures, and the step's notes
  /// as `system-out`.
  public static func junit(_ runs: [Run]) -> String {
    let failures = runs.reduce(0) { $0 + $1.report.failedCount }
    let tests = runs.reduce(0) { $0 + $1.report.results.count }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"adaptive scenario run\" tests=\"\(tests)\" failures=\"\(failures)\">\n"
    for run in runs {
      let report = run.report
      xml += "  <testsuite name=\"\(escape("\(report.name) (\(report.device))"))\" tests=\"\(report.results.count)\" failures=\"\(report.failedCount)\">\n"
      for result in report.results {
        xml += "    <testcase classname=\"\(escape(run.file))\" name=\"\(escape("\(result.number) \(result.step.summary)"))\""
        guard !result.passed || !result.notes.isEmpty else {
          xml += "/>\n"
          continue
        }
        xml += ">\n"
        if !result.passed {
          let message = result.failures.map { "\(result.step.location): \($0)" }.joined(separator: "\n")
          xml += "      <failure message=\"\(escape(result.failures.first ?? ""))\">\(escape(message))</failure>\n"
        }
        if !result.notes.isEmpty { xml += "      <system-out>\(escape(result.notes.joined(separator: "\n")))</system-out>\n" }
        xml += "    </testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    return xml + "</testsuites>\n"
  }

  /// JSON: an array of runs, each with its file, scenario, device and steps (number, summary,
  /// location, passed, failures, notes).
  public static func json(_ runs: [Run]) -> String {
    struct Step: Encodable {
      var number: Int, step: String, location: String, passed: Bool, failures: [String], notes: [String]
    }
    struct Entry: Encodable {
      var file: String, scenario: String, device: String, passed: Bool, steps: [Step]
    }
    let entries = runs.map { run in
      Entry(file: run.file, scenario: run.report.name, device: run.report.device, passed: run.report.passed,
            steps: run.report.results.map {
              Step(number: $0.number, step: $0.step.summary, location: "\($0.step.location)", passed: $0.passed, failures: $0.failures, notes: $0.notes)
            })
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return ((try? encoder.encode(entries)).map { String(decoding: $0, as: UTF8.self) } ?? "[]") + "\n"
  }

  /// Text escaped for an XML attribute or element.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "\n": escaped += "&#10;"
      // XML 1.0 has no other control characters: they are dropped.
      case _ where scalar.value < 0x20 && scalar != "\t": continue
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// The scenario files `paths` name: each file as given, and the `.yaml` and `.yml` files below
  /// each directory (sorted, recursively). Throws for a path that does not exist.
  public static func scenarioFiles(_ paths: [String]) throws(ScenarioError) -> [String] {
    var files: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw ScenarioError("no such file or directory", at: SourceLocation(file: path))
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
        .sorted()
        .map { (path as NSString).appendingPathComponent($0) }
      guard !found.isEmpty else { throw ScenarioError("the directory holds no scenario file (.yaml)", at: SourceLocation(file: path)) }
      files += found
    }
    return files
  }
}
