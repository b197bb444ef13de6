import AdaptiveKit
import Foundation
import Testing
import AdaptiveScenario
import AdaptiveTestSupport

/// Scenarios whose root is a storyboard (`storyboard: PhotoSplit.storyboard`), and a storyboard
/// file loaded as a scenario of its own.
@Suite(.checksInvariants) @MainActor
struct StoryboardScenarioTests {
  static let storyboards = Examples.packageRoot.appendingPathComponent("Examples/storyboards")

  /// The example scenario and its storyboard in a folder of their own, the storyboard naming
  /// classes nobody registered (other suites of this process register the example's classes).
  static func exampleCopy() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboards-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let xml = try String(contentsOf: storyboards.appendingPathComponent("PhotoSplit.storyboard"), encoding: .utf8)
      .replacingOccurrences(of: #"customClass=""#, with: #"customClass="Unregistered"#)
    try xml.write(to: folder.appendingPathComponent("PhotoSplit.storyboard"), atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(
      at: storyboards.appendingPathComponent("photo-split-iphone.yaml"), to: folder.appendingPathComponent("photo-split-iphone.yaml"))
    return folder.appendingPathComponent("photo-split-iphone.yaml").path
  }

  @Test func theExampleScenarioFollowsTheStoryboardsSegues() throws {
    let scenario = try Scenario.load(contentsOf: Self.exampleCopy())
    let report = try ScenarioRunner(scenario: scenario, apps: .photoBrowser).runAll()
    #expect(report.passed, "\(report.results.flatMap(\.failures))")
  }

  @Test func aStoryboardFileIsAScenarioWithNoSteps() throws {
    let path = Self.storyboards.appendingPathComponent("PhotoSplit.storyboard").path
    let scenario = try Scenario.load(contentsOf: path)
    #expect(scenario.steps.isEmpty && scenario.name == "PhotoSplit" && scenario.device == .iPhone16)
    let runner = try ScenarioRunner(scenario: scenario, device: .iPadAir11, orientation: .landscapeLeft, apps: .photoBrowser)
    #expect((runner.window.rootViewController as? UISplitViewController)?.isCollapsed == false)
  }

  @Test func aStoryboardIdentifierStartsFromThatScene() throws {
    let file = Self.storyboards.appendingPathComponent("start-from-settings.yaml").path
    let scenario = try ScenarioParser.parse(yaml: "device: iphone-16\nstoryboard: PhotoSplit.storyboard\nstoryboardIdentifier: Settings\n", file: file)
    let runner = try ScenarioRunner(scenario: scenario, apps: .photoBrowser)
    #expect(runner.window.rootViewController?.title == "Settings")
  }

  @Test func storyboardErrorsAreLocated() throws {
    let file = Self.storyboards.appendingPathComponent("errors.yaml").path
    func error(_ yaml: String) -> ScenarioError? {
      do {
        _ = try ScenarioParser.parse(yaml: yaml, file: file)
        return nil
      } catch { return error }
    }
    #expect(error("device: iphone-16\nstoryboard: Missing.storyboard\n")?.message.hasPrefix("no storyboard at") == true)
    #expect(error("device: iphone-16\nstoryboard: photo-split-iphone.yaml\n")?.message.hasPrefix("storyboard names a .storyboard file") == true)
    #expect(error("device: iphone-16\nroot: A\nstoryboard: PhotoSplit.storyboard\n")?.message == "a scenario has one root: a root, an app or a storyboard")
    #expect(error("device: iphone-16\nroot: A\nstoryboardIdentifier: Settings\n")?.location.line == 3)

    let unknown = try ScenarioParser.parse(yaml: "device: iphone-16\nstoryboard: PhotoSplit.storyboard\nstoryboardIdentifier: Nowhere\n", file: file)
    #expect(throws: ScenarioError.self) { try ScenarioRunner(scenario: unknown, apps: .photoBrowser) }
  }
}
