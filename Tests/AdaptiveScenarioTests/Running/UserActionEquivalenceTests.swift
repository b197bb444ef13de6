import AdaptiveKit
import AdaptiveRendering
import Foundation
import Testing
import AdaptiveScenario
import AdaptiveTestSupport

/// Every example scenario whose steps are all user steps (and expectations) gives, after each step,
/// the same screen as its actions played by `ActionDriver` on a second window, each tap by label
/// resolved to the element id the screen shows.
@Suite(.checksInvariants) @MainActor
struct UserActionEquivalenceTests {
  /// The action a user step stands for in `window`; nil for steps that are not user actions.
  private func action(for step: ScenarioStep, in window: UIWindow, device: Device) -> UserAction?? {
    switch step.kind {
    case .action(.tapLabel(let label)): return .some(AdaptiveRenderer.target(labelOrID: label, in: window).map { .tapElement($0.elementID) })
    case .action(let action): return action
    case .resizeToMultitaskingWidth(let label):
      let width = device.multitaskingWidths(in: window.interfaceOrientation).first { $0.label == label }
      return .some(width.map { .resize(CGSize(width: $0.width, height: window.bounds.height)) })
    case .present, .dismiss, .expect: return nil
    }
  }

  @Test func scenarioStepsAndTheEquivalentActionsGiveTheSameScreens() throws {
    var compared = 0
    for file in Examples.files {
      let scenario = try Scenario.load(contentsOf: Examples.path(file))
      // Presenting and dismissing have no user action to compare with.
      guard !scenario.steps.contains(where: {
        switch $0.kind {
        case .present, .dismiss: true
        default: false
        }
      }) else { continue }
      let runner = try ScenarioRunner(scenario: scenario, apps: .photoBrowser)
      let driven = try ScenarioRunner(scenario: scenario, apps: .photoBrowser).window
      for step in scenario.steps {
        runner.runNextStep()
        guard case let .some(action) = action(for: step, in: driven, device: runner.device) else { continue }
        if let action { _ = ActionDriver.perform(action, on: driven) }
        #expect(AdaptiveRenderer.text(for: driven) == AdaptiveRenderer.text(for: runner.window), "\(file): \(step.kind)")
        compared += 1
      }
    }
    #expect(compared > 20)
  }
}
