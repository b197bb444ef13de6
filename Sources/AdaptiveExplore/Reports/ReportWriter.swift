import AdaptiveKit
public import AdaptiveScenario
import Foundation

/// Writes an exploration's report into a directory: `report.json`, and for each violation a
/// folder `NN-property/` holding `trace.yaml` (a scenario that replays it) and its filmstrip
/// (`step-NN.svg`, `index.html`), with an `index.html` linking them all.
@MainActor
public enum ReportWriter {
  /// One violation written: its folder and whether its trace replayed without a failing step.
  public struct WrittenViolation: Sendable {
    /// The violation.
    public var violation: Violation
    /// The folder it was written into.
    public var directory: String
    /// Whether `adaptive scenario run` passes on its trace (the trace replays to the state reported).
    public var replays: Bool
    /// The trace's steps as its scenario names them (`tap: "Amara Okafor"`), without the final
    /// `expect`.
    public var steps: [String]
  }

  /// Writes `report` of `subject` into `directory` (created if needed) and returns what it wrote.
  /// What an earlier report left in `directory` (its folders, `report.json`, `index.html`) is
  /// removed first; nothing else there is touched.
  public static func write(_ report: ExplorationReport, of subject: ExplorationSubject, to directory: String) throws(ScenarioError) -> [WrittenViolation] {
    try create(directory)
    removeEarlierReport(in: directory)
    var written: [WrittenViolation] = []
    for (number, violation) in report.violations.enumerated() {
      let folder = (directory as NSString).appendingPathComponent(String(format: "%02d-%@", number + 1, violation.property))
      try create(folder)
      let steps = try TraceScenario.steps(for: violation.trace, of: subject, expecting: true)
      let yaml = try TraceScenario.yaml(for: violation, of: subject, steps: steps)
      let tracePath = (folder as NSString).appendingPathComponent("trace.yaml")
      try save(yaml, to: tracePath)
      let scenario = try ScenarioParser.parse(yaml: yaml, file: tracePath)
      let runner = try ScenarioRunner(scenario: scenario, apps: subject.apps)
      let result = try Filmstrip.write(runner, to: folder)
      written.append(WrittenViolation(violation: violation, directory: folder, replays: result.report.passed, steps: steps.dropLast()))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let json = (try? encoder.encode(report)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    try save(json + "\n", to: (directory as NSString).appendingPathComponent("report.json"))
    try save(index(report, written), to: (directory as NSString).appendingPathComponent("index.html"))
    return written
  }

  private static func index(_ report: ExplorationReport, _ written: [WrittenViolation]) -> String {
    let rows = written.map { item in
      let folder = (item.directory as NSString).lastPathComponent
      return "<tr><td>\(Filmstrip.escape(item.violation.property))</td><td>\(Filmstrip.escape(item.violation.message))</td>"
        + "<td>\(item.violation.trace.count)</td><td><a href=\"\(folder)/index.html\">filmstrip</a> · <a href=\"\(folder)/trace.yaml\">trace.yaml</a></td></tr>"
    }.joined(separator: "\n")
    return """
      <!doctype html><html><head><meta charset="utf-8"><title>adaptive explore: \(Filmstrip.escape(report.subject))</title>
      <style>body{font-family:system-ui,sans-serif;margin:2em}td,th{padding:.3em .8em;text-align:left;vertical-align:top}</style></head>
      <body><h1>\(Filmstrip.escape(report.subject)) on \(Filmstrip.escape(report.device))</h1><pre>\(Filmstrip.escape(report.summary))</pre>
      <table><tr><th>property</th><th>violation</th><th>actions</th><th></th></tr>
      \(rows)
      </table></body></html>

      """
  }

  private static func removeEarlierReport(in directory: String) {
    let manager = FileManager.default
    for name in (try? manager.contentsOfDirectory(atPath: directory)) ?? []
    where name == "report.json" || name == "index.html" || name.range(of: #"^\d{2}-[a-z-]+$"#, options: .regularExpression) != nil {
      try? manager.removeItem(atPath: (directory as NSString).appendingPathComponent(name))
    }
  }

  private static func create(_ directory: String) throws(ScenarioError) {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw ScenarioError("cannot create the directory", at: SourceLocation(file: directory))
    }
  }

  private static func save(_ text: String, to path: String) throws(ScenarioError) {
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
      throw ScenarioError("cannot write the file", at: SourceLocation(file: path))
    }
  }
}
