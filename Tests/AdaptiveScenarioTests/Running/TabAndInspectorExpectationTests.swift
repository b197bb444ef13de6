import AdaptiveKit
import Foundation
import Testing
import AdaptiveScenario
import AdaptiveTestSupport

/// The expectations on tabs as objects and the inspector column: `tabBar` (top, bottom, none),
/// `sidebar` and `inspector` (column, sheet, hidden), read, written and checked.
@Suite(.checksInvariants) @MainActor
struct TabAndInspectorExpectationTests {
  private func failures(_ yaml: String) throws -> [[String]] {
    try ScenarioRunner(scenario: parse(yaml), apps: .photoBrowser).runAll().results.map(\.failures)
  }

  @Test func theKeysAreReadAndWrittenBack() throws {
    let scenario = try parse("device: iphone-16\nroot: A\nsteps:\n  - expect: {tabBar: top, sidebar: true, inspector: sheet}\n")
    guard case .expect(let expectation) = try #require(scenario.steps.first).kind else {
      Issue.record("not an expectation")
      return
    }
    #expect(expectation.tabBar == .top)
    #expect(expectation.sidebar == true)
    #expect(expectation.inspector == .sheet)
    #expect(expectation.summary == "tabBar=top sidebar=true inspector=sheet")
    #expect(try ScenarioWriter.step(.expect(expectation)) == "expect: {tabBar: top, sidebar: true, inspector: sheet}")
  }

  @Test func unknownWordsAreRefusedWithTheWordsExpected() {
    let tabBar = parseError("device: iphone-16\nroot: A\nsteps:\n  - expect: {tabBar: floating}\n")
    #expect(tabBar?.message == "unknown tab bar position 'floating'; expected one of bottom, none, top")
    let inspector = parseError("device: iphone-16\nroot: A\nsteps:\n  - expect: {inspector: popover}\n")
    #expect(inspector?.message == "unknown inspector placement 'popover'; expected one of column, hidden, sheet")
  }

  @Test func eachUnmetKeySaysWhatItFound() throws {
    let modern = "app: photo-browser\nvariant: modern\ndevice: iphone-16\nsteps:\n  - expect: {tabBar: top, sidebar: true, inspector: column}\n"
    #expect(try failures(modern) == [["tabBar is bottom, expected top", "sidebar is not shown, expected shown", "inspector is hidden, expected column"]])
    let plain = "device: iphone-16\nroot: A\nsteps:\n  - expect: {sidebar: false, inspector: hidden}\n"
    #expect(try failures(plain) == [["sidebar: there is no tab bar controller", "inspector: there is no split view controller"]])
  }

  @Test func theSplitAndTabsCheckedAreTheOnesOnScreen() throws {
    // The tab bar controller holds a split per tab; the selected tab's is the one checked.
    let yaml = """
      app: photo-browser
      variant: modern
      device: ipad-air-11
      orientation: landscape
      steps:
        - tap: Amara Okafor
        - tap: Low tide
        - tap: Details
        - expect: {inspector: column}
        - tap: Recents
        - expect: {inspector: hidden, top: No Photo}
        - tap: Kenji Watanabe
        - expect: {inspector: hidden, visible: [Kenji Watanabe, No Photo]}
      """
    #expect(try failures(yaml).allSatisfy(\.isEmpty))
  }
}
