import AdaptiveKit
import AdaptiveRendering
import Foundation
import Testing
import AdaptiveScenario
import AdaptiveTestSupport

/// Every example scenario whose steps are all user steps (and expectations) gives, after each step,
/// the same screen as the equivalent `UserAction`s played by `ActionDriver` on a second window.
@Suite(.checksInvariants) @MainActor
struct UserActionEquivalenceTests {
  /// The action a user step stands for in `window`; nil for steps that are not user actions.
  private func action(for step: ScenarioStep, in window: UIWindow, device: Device) -> UserAction?? {
    switch step.kind {
    case .tap(let label): return .some(AdaptiveRenderer.target(labelOrID: label, in: window).map { .tapElement($0.elementID) })
    case .back: return .back
    case .rotate(let orientation): return .rotate(orientation)
    case .resize(.size(let size)): return .resize(size)
    case .resize(.multitasking(let label)):
      let width = device.multitaskingWidths(in: window.interfaceOrientation).first { $0.label == label }
      return .some(width.map { .resize(CGSize(width: $0.width, height: window.bounds.height)) })
    case .swipeDown: return .swipeDown(completing: true)
    case .abandonSwipeDown: return .swipeDown(completing: false)
    case .dragToDetent(let detent): return .dragToDetent(ScenarioVocabulary.detent(named: detent))
    case .textSize(let category): return .setTextSize(category)
    case .type(let text): return .typeText(text)
    case .tapOutside: return .tapOutside
    case .edgeSwipe: return .edgeSwipe
    case .scroll(let direction): return .scroll(direction)
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
      let runner = try ScenarioRunner(scenario: scenario)
      let driven = try ScenarioRunner(scenario: scenario).window
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
