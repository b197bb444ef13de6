public import AdaptiveKit
import Foundation

/// Plays a scenario and writes one picture per state (the initial one, then one after each step),
/// SVG or PNG, and an `index.html` that shows them in order with each step's result.
@MainActor
public enum Filmstrip {
  /// The format of the pictures.
  public enum PictureFormat: String, Sendable, CaseIterable {
    /// SVG documents (`step-03.svg`).
    case svg
    /// PNG pictures at 2 pixels a point (`step-03.png`), drawn by AdaptiveRendering's rasterizer.
    case png

    /// The window as a picture in this format; the format's name is its file extension.
    @MainActor public func picture(of window: UIWindow) -> Data {
      switch self {
      case .svg: Data(ScenarioRendering.svg(for: window).utf8)
      case .png: ScenarioRendering.png(for: window)
      }
    }
  }

  /// One frame of the filmstrip.
  public struct Frame: Sendable {
    /// The picture file's name, such as `step-03.svg` or `step-03.png`.
    public var fileName: String
    /// The caption: `0 initial` or the step's summary.
    public var caption: String
    /// The step's result (nil for the initial frame).
    public var result: StepResult?
  }

  /// Runs `runner` to the end, writing the frames into `directory` (created if needed) as SVG or
  /// PNG pictures. Returns the frames and the report. `observe` sees each frame after it is written.
  public static func write(
    _ runner: ScenarioRunner, to directory: String, format: PictureFormat = .svg,
    observe: (Frame, UIWindow) -> Void = { _, _ in }
  ) throws(ScenarioError) -> (frames: [Frame], report: ScenarioReport) {
    let manager = FileManager.default
    do {
      try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw ScenarioError("cannot create the directory", at: SourceLocation(file: directory))
    }
    var frames: [Frame] = []
    func record(_ frame: Frame) throws(ScenarioError) {
      let path = (directory as NSString).appendingPathComponent(frame.fileName)
      guard manager.createFile(atPath: path, contents: format.picture(of: runner.window)) else {
        throw ScenarioError("cannot write the file", at: SourceLocation(file: path))
      }
      frames.append(frame)
      observe(frame, runner.window)
    }
    let suffix = format.rawValue
    try record(Frame(fileName: "step-00.\(suffix)", caption: "initial: \(runner.scenario.root.summary)", result: nil))
    var results: [StepResult] = []
    while let result = runner.runNextStep() {
      results.append(result)
      try record(Frame(fileName: String(format: "step-%02d.", result.number) + suffix, caption: "\(result.number) \(result.step.summary)", result: result))
    }
    let report = ScenarioReport(name: runner.scenario.name, device: runner.device.identifier, results: results)
    let index = (directory as NSString).appendingPathComponent("index.html")
    guard manager.createFile(atPath: index, contents: Data(html(frames: frames, report: report).utf8)) else {
      throw ScenarioError("cannot write the file", at: SourceLocation(file: index))
    }
    return (frames, report)
  }

  /// The index page: a title, the summary, and the frames in order with their captions.
  static func html(frames: [Frame], report: ScenarioReport) -> String {
    var body = frames.map { frame in
      let status = frame.result.map { $0.passed ? "pass" : "fail" } ?? "initial"
      let details = frame.result.map { ($0.failures + $0.notes).map { "<li>\(escape($0))</li>" }.joined() } ?? ""
      return """
        <figure class="\(status)"><img src="\(frame.fileName)" alt="\(escape(frame.caption))">
        <figcaption><b>\(escape(frame.caption))</b> <span>\(status)</span><ul>\(details)</ul></figcaption></figure>
        """
    }.joined(separator: "\n")
    body = "<h1>\(escape(report.name))</h1>\n<p>\(escape(report.summary))</p>\n<div class=\"strip\">\n\(body)\n</div>"
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>\(escape(report.name))</title>
      <style>
      body { font-family: -apple-system, sans-serif; margin: 16px; }
      .strip { display: flex; gap: 16px; overflow-x: auto; align-items: flex-start; }
      figure { margin: 0; flex: none; }
      img { height: 420px; border: 1px solid #ccc; border-radius: 12px; }
      figcaption { max-width: 320px; font-size: 13px; }
      .fail span { color: #c00; } .pass span { color: #080; } .initial span { color: #666; }
      </style></head>
      <body>
      \(body)
      </body></html>

      """
  }

  /// Text escaped for HTML (text and attribute values).
  package static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
