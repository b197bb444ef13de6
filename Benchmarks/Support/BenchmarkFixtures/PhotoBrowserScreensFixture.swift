import AdaptiveKit
import AdaptiveScenario
import Foundation
import PhotoBrowser

/// Every screen the photo browser's scenarios reach: each scenario in `Examples/scenarios/photo-browser`
/// is played on the device it names, and the window is kept at its start and after every step that
/// is not an `expect` (sheets and popovers included), one window per screen. B4 over every screen
/// renders each of them.
@MainActor
public enum PhotoBrowserScreensFixture {
  /// One screen: the window as a scenario left it after `step` steps (0 is the launched app).
  @MainActor
  public struct Screen {
    /// The scenario's file name, without its extension.
    public let scenario: String
    /// How many steps had run.
    public let step: Int
    /// The device's identifier.
    public let device: String
    /// The runner that played the steps; it keeps the window.
    public let runner: ScenarioRunner
    /// The window at that screen.
    public var window: UIWindow { runner.window }
    /// `scenario@step (device)`, for reports.
    public var name: String { "\(scenario)@\(step) (\(device))" }
  }

  /// The screens, scenario by scenario in file order, each scenario's in step order.
  public private(set) static var screens: [Screen] = []

  /// The photo browser's scenarios, found from this file's place in the repository.
  public static var scenarioDirectory: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/scenarios/photo-browser").path
  }

  /// Plays every scenario and keeps a window at each screen. A scenario that cannot be read or
  /// launched, or a step that fails, stops the set-up: the screens would not be the scenarios'.
  public static func build() {
    let apps = AppCatalogue(PhotoBrowserVariant.catalogueEntries)
    let files = (try? FileManager.default.contentsOfDirectory(atPath: scenarioDirectory)) ?? []
    let paths = files.filter { $0.hasSuffix(".yaml") }.sorted().map { scenarioDirectory + "/" + $0 }
    precondition(!paths.isEmpty, "no scenario in \(scenarioDirectory)")
    var screens: [Screen] = []
    for path in paths {
      let scenario: Scenario
      do { scenario = try Scenario.load(contentsOf: path) } catch { fatalError("\(path): \(error.message)") }
      let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
      var stepsBefore: [Int] = [0]
      for (index, step) in scenario.steps.enumerated() {
        if case .expect = step.kind { continue }
        stepsBefore.append(index + 1)
      }
      for steps in stepsBefore {
        let runner: ScenarioRunner
        do {
          runner = try ScenarioRunner(scenario: scenario, apps: apps)
        } catch {
          fatalError("\(path): \(error.message)")
        }
        let report = runner.runAll(through: steps)
        precondition(report.results.allSatisfy(\.failures.isEmpty), "\(name) failed before step \(steps)")
        screens.append(Screen(scenario: name, step: steps, device: runner.device.identifier, runner: runner))
      }
    }
    self.screens = screens
  }

  /// Lets every window go.
  public static func tearDown() {
    for screen in screens { AppCatalogue.end(screen.window) }
    screens = []
  }
}
