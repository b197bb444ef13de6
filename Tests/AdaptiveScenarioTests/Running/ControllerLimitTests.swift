import AdaptiveKit
import AdaptiveRendering
import Foundation
import Testing
import AdaptiveScenario
import AdaptiveTestSupport

/// A window never grows beyond ``ScenarioLimits/maximumControllers`` view controllers, so that
/// screens fanning out into one another or rows that keep pushing end with a located failure
/// instead of a build or a run that never finishes.
@Suite(.checksInvariants) @MainActor
struct ControllerLimitTests {
  @Test func screensThatFanOutAreRefusedAtTheControllerLimit() throws {
    var lines = ["device: iphone-16", "screens:"]
    for level in 0..<10 { lines.append("  S\(level): {tabs: [S\(level + 1), S\(level + 1), S\(level + 1), S\(level + 1), S\(level + 1), S\(level + 1)]}") }
    lines.append("  S10: Leaf")
    lines.append("root: S0")
    let scenario = try ScenarioParser.parse(yaml: lines.joined(separator: "\n") + "\n", file: "fan.yaml")
    do {
      _ = try ScenarioRunner(scenario: scenario, apps: .photoBrowser)
      Issue.record("the fan-out was built")
    } catch {
      #expect(error.message == "the window would hold more than 100 view controllers (screens that fan out into each other, or rows that keep showing more)")
      #expect(error.location.file == "fan.yaml" && error.location.line != nil && error.location.column != nil)
    }
  }

  @Test func rowsThatKeepPushingStopAtTheControllerLimit() throws {
    let yaml = "device: iphone-16\nscreens:\n  S: {screen: A, rows: [{title: More, show: S}]}\nroot: {navigation: [S]}\nsteps:\n"
      + String(repeating: "  - tap: More\n", count: 120)
    let runner = try ScenarioRunner(scenario: ScenarioParser.parse(yaml: yaml, file: "grow.yaml"), apps: .photoBrowser)
    let report = runner.runAll()
    let navigation = try #require(runner.window.rootViewController as? UINavigationController)
    #expect(navigation.viewControllers.count == ScenarioLimits.maximumControllers - 1)
    #expect(HierarchyBuilder.controllerCount(in: runner.window) == ScenarioLimits.maximumControllers)
    #expect(report.results.prefix(98).allSatisfy { $0.passed })
    let refused = try #require(report.results.first { !$0.passed })
    #expect(refused.number == 99)
    #expect(refused.failures.first?.hasPrefix("grow.yaml:3:6: the window would hold more than 100 view controllers") == true, "\(refused.failures)")
    #expect(report.results.count == 120)
  }

  /// A screen whose row presents another copy of it, tapped by one aliased step repeated: 99
  /// taps fill the window, and every tap after is refused, changes nothing, and costs what the
  /// first refused tap costs — one hit-test, no frame rendered after it.
  @Test func aTapRefusedPastTheControllerLimitCostsNoMoreThanTheFirst() throws {
    let refusals = 25
    let yaml = "device: iphone-16\nscreens:\n  S: {screen: A, rows: [{title: More, present: S}]}\nroot: S\nsteps:\n"
      + "  - &more {tap: More}\n" + String(repeating: "  - *more\n", count: ScenarioLimits.maximumControllers - 2 + refusals)
    let runner = try ScenarioRunner(scenario: ScenarioParser.parse(yaml: yaml, file: "self.yaml"), apps: .photoBrowser)
    let filled = runner.runAll(through: ScenarioLimits.maximumControllers - 1)
    #expect(filled.results.allSatisfy { $0.passed }, "\(Examples.failures(filled))")
    #expect(HierarchyBuilder.controllerCount(in: runner.window) == ScenarioLimits.maximumControllers)
    let hierarchy = HierarchyDump.describe(runner.window)
    let journalLength = runner.window.context.journal.entries.count

    var layoutTreesPerTap: [Int] = []
    var notes: Set<[String]> = []
    while !runner.isFinished {
      let before = AdaptiveRenderer.layoutTreesBuilt
      let result = try #require(runner.runNextStep())
      layoutTreesPerTap.append(AdaptiveRenderer.layoutTreesBuilt - before)
      #expect(result.failures == ["self.yaml:3:6: the window would hold more than 100 view controllers (screens that fan out into each other, or rows that keep showing more)"])
      notes.insert(result.notes)
    }
    #expect(notes.count == 1, "\(notes)")
    #expect(layoutTreesPerTap == Array(repeating: 1, count: refusals))
    #expect(HierarchyDump.describe(runner.window) == hierarchy)
    #expect(runner.window.context.journal.entries.count == journalLength)
  }

  @Test func controllerCountCountsChildrenAndPresentedControllersOnce() throws {
    let yaml = "device: iphone-16\nroot: {tabs: [{navigation: [A, B]}, C]}\npresented: [{navigation: [D]}]\n"
    let runner = try ScenarioRunner(scenario: ScenarioParser.parse(yaml: yaml, file: "c.yaml"), apps: .photoBrowser)
    #expect(HierarchyBuilder.controllerCount(in: runner.window) == 7)
  }
}
