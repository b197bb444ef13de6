import AdaptiveKit
import Foundation
import Testing
import AdaptiveScenario
import AdaptiveTestSupport

/// `adaptive render` refuses to draw a broken hierarchy silently: ``ScenarioRendering/invariantFailure(in:)``
/// is the sentence it fails with.
@Suite(.checksInvariants) @MainActor
struct RenderInvariantTests {
  @Test func aSoundWindowHasNoInvariantFailure() throws {
    let runner = try ScenarioRunner(scenario: Scenario.load(contentsOf: Examples.path("sc01-show-pushes-in-navigation.yaml")), apps: .photoBrowser)
    runner.runAll()
    #expect(ScenarioRendering.invariantFailure(in: runner.window) == nil)
  }

  @Test func aStrayViewInTheWindowIsReportedByName() throws {
    let runner = try ScenarioRunner(scenario: Scenario.load(contentsOf: Examples.path("sc01-show-pushes-in-navigation.yaml")), apps: .photoBrowser)
    let stray = UIViewController()
    stray.title = "Stray"
    runner.window.addSubview(stray.view)
    defer { stray.view.removeFromSuperview() }
    #expect(ScenarioRendering.invariantFailure(in: runner.window)
      == "the rendered window breaks a hierarchy invariant: the view of <UIViewController \"Stray\"> is in the window but the controller is not in its hierarchy")
  }
}
