import AdaptiveKit
import AdaptiveRendering
import Foundation
import Testing
import AdaptiveScenario
import AdaptiveTestSupport

/// The writer is the parser's inverse: every step of every example file, written and parsed again,
/// is the same step.
@Suite(.checksInvariants) @MainActor
struct ScenarioWriterTests {
  /// Every `.yaml` file under `Examples/scenarios`, as paths.
  private var exampleFiles: [String] {
    let root = Examples.directory.path
    let names = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { (root as NSString).appendingPathComponent($0) }
  }

  /// The steps `lines` parse to, in a scenario of their own.
  private func parsedSteps(_ lines: [String]) throws -> [ScenarioStep] {
    let yaml = "device: iphone-16\nroot: A\nsteps:\n" + lines.map { "  - \($0)\n" }.joined()
    return try ScenarioParser.parse(yaml: yaml, file: "written.yaml").steps
  }

  /// Whether two steps do the same (a presented screen is compared by name: its location differs).
  private func same(_ lhs: ScenarioStep.Kind, _ rhs: ScenarioStep.Kind) -> Bool {
    if case .present(.reference(let left, _)) = lhs, case .present(.reference(let right, _)) = rhs { return left == right }
    if case .present(.screen(let left)) = lhs, case .present(.screen(let right)) = rhs {
      return ScreenSpec(title: left.title, location: right.location) == right && left.title == right.title
    }
    return lhs == rhs
  }

  @Test func everyExampleStepWrittenAndParsedAgainIsTheSameStep() throws {
    var steps = 0
    for file in exampleFiles {
      let scenario = try Scenario.load(contentsOf: file)
      let written = try scenario.steps.map { step throws(ScenarioError) in try ScenarioWriter.step(step.kind) }
      let reparsed = try parsedSteps(written)
      #expect(reparsed.count == scenario.steps.count, "\(file)")
      for (original, again) in zip(scenario.steps, reparsed) {
        #expect(same(original.kind, again.kind), "\(file): \(original.summary) was written as \((try? ScenarioWriter.step(original.kind)) ?? "")")
      }
      steps += scenario.steps.count
    }
    #expect(exampleFiles.count >= 45 && steps >= 250, "\(exampleFiles.count) files, \(steps) steps")
  }

  @Test func everyUserActionAScenarioCanNameRoundTrips() throws {
    let actions: [UserAction] = [
      .tapLabel("Ansel \"AA\" Adams\n"), .typeText("Jr.\t"), .back, .rotate(.landscapeRight), .resize(CGSize(width: 320.5, height: 1024)),
      .swipeDown(completing: true), .swipeDown(completing: false), .dragToDetent(.medium), .dragToDetent(.init("tall")),
      .tapOutside, .edgeSwipe, .scroll(.bottom), .setTextSize(.accessibilityExtraExtraExtraLarge),
      .dragResize(CGSize(width: 900, height: 700), ended: false), .dragResize(CGSize(width: 400.5, height: 700), ended: true),
    ]
    let written = try actions.map { action throws(ScenarioError) in try ScenarioWriter.step(.action(action)) }
    #expect(try parsedSteps(written).map(\.kind) == actions.map { .action($0) })
    var expectation = Expectation()
    expectation.collapsed = false
    expectation.top = "Inbox"
    expectation.presented = UIModalPresentationStyle.none
    expectation.rows = []
    expectation.frames = [FrameExpectation(title: "A: B", frame: CGRect(x: 0.25, y: 0, width: 390, height: 844))]
    expectation.traits = [TraitExpectation(title: "Inbox", horizontal: .compact, vertical: .regular)]
    expectation.misuse = ["Application tried"]
    let kinds: [ScenarioStep.Kind] = [.expect(expectation), .resizeToMultitaskingWidth("1/3"), .dismiss]
    #expect(try parsedSteps(kinds.map { kind throws(ScenarioError) in try ScenarioWriter.step(kind) }).map(\.kind) == kinds)
  }

  @Test func whatAScenarioCannotNameIsRefused() {
    #expect(throws: ScenarioError.self) { try ScenarioWriter.step(.action(.tapElement("vc0.table0.row.1"))) }
    #expect(throws: ScenarioError.self) { try ScenarioWriter.step(.action(.tapPoint(CGPoint(x: 1, y: 2)))) }
    #expect(throws: ScenarioError.self) { try ScenarioWriter.step(.action(.selectTab(1))) }
  }
}
