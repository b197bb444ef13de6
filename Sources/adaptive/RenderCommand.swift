import AdaptiveKit
import AdaptiveScenario
import ArgumentParser
import Foundation
import AdaptiveRendering

/// `adaptive render`: the screen of a scenario after its steps.
struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a scenario's or a storyboard's window after its steps (or after step N) as text, SVG or PNG.",
    discussion: """
      Plays the scenario's steps (expectations are checked but do not stop the render) and prints \
      the window: 'text' is the hierarchy dump and ASCII sketch, 'svg' an SVG document, 'png' a PNG \
      picture drawn by AdaptiveKit's own rasterizer (--scale pixels a point, 2 by default; text in \
      its own stroke font), written to --output or, without it, to \
      <temporary folder>/adaptive-render/<scenario>.png, whose path is printed. --step 0 renders the \
      initial hierarchy. A \
      .storyboard file renders its initial scene; each --tap then taps an element by its label, so \
      segues can be followed. The exit status is 1 when a step played failed, as with 'scenario run', \
      and when the window drawn breaks the hierarchy invariants (each broken invariant is printed \
      on standard error; the picture is still written, to look at).
      """
  )

  @Argument(help: ArgumentHelp("The scenario file (YAML), or a .storyboard file.", valueName: "scenario"))
  var scenario: String

  @Option(name: .long, help: ArgumentHelp("After the steps, tap the element with this label (repeatable, in order).", valueName: "label"))
  var tap: [String] = []

  @OptionGroup var deviceOptions: DeviceOptions

  @Option(name: .long, help: "The output format: text, svg or png (png goes to a temporary folder without --output).")
  var format: RenderFormat = .text

  @Option(name: .long, help: ArgumentHelp("Pixels a point of a PNG picture (1 to 4).", valueName: "n"))
  var scale: Double = 2

  @Option(name: .long, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
  var output: String?

  @Option(name: .long, help: ArgumentHelp("Render the window after this step (1-based; 0 = before any step).", valueName: "n"))
  var step: Int?

  @MainActor
  func run() async throws {
    guard (1...4).contains(scale) else { throw CLIError("--scale \(scale) is out of range: expected 1 to 4") }
    var scenario = try Lookup.scenario(self.scenario)
    scenario.steps += tap.map { ScenarioStep(.action(.tapLabel($0)), location: SourceLocation(file: "--tap")) }
    let device = try deviceOptions.resolvedDevice()
    let orientation = try deviceOptions.resolvedOrientation()
    if let step, step < 0 || step > scenario.steps.count {
      throw CLIError("--step \(step) is out of range: \(scenario.file) has \(scenario.steps.count) steps")
    }
    let runner = try Lookup.runner(scenario, device: device, orientation: orientation)
    let passed = runner.runAll(through: step).passed
    let rendered: Data = switch format {
    case .text: Data(ScenarioRendering.text(for: runner.window).utf8)
    case .svg: Data(ScenarioRendering.svg(for: runner.window).utf8)
    case .png: ScenarioRendering.png(for: runner.window, scale: CGFloat(scale))
    }
    let brokenInvariants = ScenarioRendering.invariantFailure(in: runner.window)
    if format == .png {
      let file = try output ?? Self.temporaryPicturePath(scenario: scenario.file, step: step)
      try Lookup.write(rendered, toFile: file)
      if output == nil { print(file) }
    } else {
      try Lookup.write(String(decoding: rendered, as: UTF8.self), to: output)
    }
    if let brokenInvariants { FileHandle.standardError.write(Data("error: \(brokenInvariants)\n".utf8)) }
    if !passed || brokenInvariants != nil { throw ExitCode.failure }
  }

  /// Where a PNG goes without --output: `<temporary folder>/adaptive-render/<scenario>.png`
  /// (`<scenario>-step-N.png` after step N), never into the folder the command runs in.
  static func temporaryPicturePath(scenario file: String, step: Int?) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-render")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw CLIError("cannot create the directory '\(folder.path)'")
    }
    let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension + (step.map { "-step-\($0)" } ?? "")
    return folder.appendingPathComponent(name + ".png").path
  }
}
