import AdaptiveKit
import AdaptiveScenario
import ArgumentParser
import Foundation

/// `adaptive filmstrip`: one SVG or PNG picture per step and an index page.
struct FilmstripCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "filmstrip",
    abstract: "Write one SVG or PNG picture per step of a scenario and an index.html that shows them in order.",
    discussion: """
      Writes step-00.svg (the initial hierarchy), step-01.svg… (the window after each step) and \
      index.html (the frames in order with each step's pass/fail result) into the output directory, \
      creating it if needed, and prints the index's path. Failing steps are shown in the page; the \
      exit status is then 1, as with 'scenario run'. --format png writes step-00.png… instead: \
      pictures at 2 pixels a point drawn by AdaptiveKit's own rasterizer.
      """
  )

  @Argument(help: ArgumentHelp("The scenario file (YAML).", valueName: "scenario"))
  var scenario: String

  @OptionGroup var deviceOptions: DeviceOptions

  @Option(name: .long, help: ArgumentHelp("The directory to write into.", valueName: "dir"))
  var output: String

  @Option(name: .long, help: "The picture format: svg or png.")
  var format: Filmstrip.PictureFormat = .svg

  @MainActor
  func run() async throws {
    let scenario = try Lookup.scenario(self.scenario)
    let device = try deviceOptions.resolvedDevice()
    let orientation = try deviceOptions.resolvedOrientation()
    let runner = try Lookup.runner(scenario, device: device, orientation: orientation)
    let report = try Filmstrip.write(runner, to: output, format: format).report
    print((output as NSString).appendingPathComponent("index.html"))
    print(report.summary)
    if !report.passed { throw ExitCode.failure }
  }
}
