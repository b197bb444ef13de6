import AdaptiveKit
import Foundation
import Testing
import AdaptiveScenario
import AdaptiveTestSupport

/// A scenario's tab bar minimize behavior (iOS 26, R122): read strictly, set on the controller,
/// and checked with `tabBarMinimized` after `scroll` steps.
@Suite(.checksInvariants) @MainActor
struct TabBarMinimizationScenarioTests {
  static let longTabs = """
    device: iphone-17-pro
    root:
      tabBarMinimizeBehavior: onScrollDown
      tabs:
        - navigation:
            - screen: Trails
              rows: [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z,
                     A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X, Y, Z]
        - Saved
    """

  /// The root's tab bar controller spec, nil when the root is something else.
  private func rootTabs(_ yaml: String) throws -> TabsSpec? {
    guard case .tabs(let tabs) = try parse(yaml).root else { return nil }
    return tabs
  }

  @Test func R122_theBehaviorIsReadFromBesideTheTabs() throws {
    let tabs = try #require(try rootTabs(Self.longTabs))
    #expect(tabs.tabBarMinimizeBehavior == .onScrollDown)
    #expect(tabs.tabs.count == 2)
    let plain = try #require(try rootTabs("device: iphone-16\nroot:\n  tabs: [A, B]\n"))
    #expect(plain.tabBarMinimizeBehavior == nil)
  }

  @Test func R122_scrollingDownMinimizesTheBarAndScrollingUpBringsItBack() throws {
    let yaml = Self.longTabs + """

      steps:
        - expect: {tabBar: bottom, tabBarMinimized: false}
        - scroll: down
        - expect: {tabBarMinimized: true}
        - scroll: up
        - expect: {tabBarMinimized: false}
        - scroll: bottom
        - expect: {tabBarMinimized: true}
      """
    let runner = try ScenarioRunner(scenario: parse(yaml), apps: .photoBrowser)
    let report = runner.runAll()
    #expect(report.results.map(\.failures) == [[], [], [], [], [], [], []])
    #expect(report.results[1].notes == ["scrolled the table down to offset 685"])
    let tabs = try #require(runner.window.rootViewController as? UITabBarController)
    #expect(tabs.tabBarMinimizeBehavior == .onScrollDown)
  }

  @Test func R122_anUnmetExpectationSaysWhatItFound() throws {
    let yaml = """
      device: iphone-16
      root:
        tabs: [A, B]
      steps:
        - expect: {tabBarMinimized: true}
      """
    let report = try ScenarioRunner(scenario: parse(yaml), apps: .photoBrowser).runAll()
    #expect(report.results.map(\.failures) == [["the tab bar is not minimized, expected minimized"]])
    let noTabs = try ScenarioRunner(scenario: parse("device: iphone-16\nroot: A\nsteps:\n  - expect: {tabBarMinimized: false}\n"), apps: .photoBrowser)
    #expect(noTabs.runAll().results.map(\.failures) == [["tabBarMinimized: there is no tab bar controller"]])
  }

  @Test func aBadBehaviorIsRefusedNamingTheFileLineAndField() {
    let error = parseError("device: iphone-16\nroot:\n  tabs: [A, B]\n  tabBarMinimizeBehavior: sideways\n", file: "trails.yaml")
    #expect(error?.description
      == "trails.yaml:4:27: unknown tab bar minimize behavior 'sideways'; expected one of automatic, never, onScrollDown, onScrollUp")
    let notAWord = parseError("device: iphone-16\nroot:\n  tabs: [A, B]\n  tabBarMinimizeBehavior: [onScrollDown]\n", file: "trails.yaml")
    #expect(notAWord?.description.hasPrefix("trails.yaml:4:27: ") == true)
    #expect(notAWord?.description.contains("tab bar minimize behavior") == true)
    let minimized = parseError("device: iphone-16\nroot: A\nsteps:\n  - expect: {tabBarMinimized: maybe}\n", file: "trails.yaml")
    #expect(minimized?.description.hasPrefix("trails.yaml:4:") == true)
    #expect(minimized?.description.contains("tabBarMinimized") == true)
  }

  @Test func theExpectationIsWrittenBack() throws {
    var expectation = Expectation()
    expectation.tabBarMinimized = true
    #expect(expectation.summary == "tabBarMinimized=true")
    #expect(try ScenarioWriter.step(.expect(expectation)) == "expect: {tabBarMinimized: true}")
  }
}
