import AdaptiveKit
import Foundation
import Testing
import AdaptiveScenario
import AdaptiveTestSupport

/// The iPhone Duo in scenarios: `device: iphone-duo`, the `posture:` step (`UIWindow.fold(to:)`)
/// and the `posture` expectation, read, written back and checked.
@Suite(.checksInvariants) @MainActor
struct PostureScenarioTests {
  private func failures(_ yaml: String) throws -> [[String]] {
    try ScenarioRunner(scenario: parse(yaml)).runAll().results.map(\.failures)
  }

  @Test func Duo_thePostureStepAndExpectationAreReadAndWrittenBack() throws {
    let scenario = try parse("device: iphone-duo\nroot: A\nsteps:\n  - posture: partially-folded\n  - expect: {posture: flat}\n")
    #expect(scenario.device == .iPhoneDuo)
    #expect(scenario.steps.map(\.summary) == ["posture partially-folded", "expect posture=flat"])
    #expect(try scenario.steps.map { try ScenarioWriter.step($0.kind) } == ["posture: partially-folded", "expect: {posture: flat}"])
  }

  @Test func Duo_anUnknownPostureNamesTheFileLineAndField() {
    let error = parseError("device: iphone-duo\nroot: A\nsteps:\n  - posture: ajar\n", file: "duo.yaml")
    #expect(error?.description == "duo.yaml:4:14: unknown posture 'ajar'; expected one of closed, flat, partially-folded")
    let expectation = parseError("device: iphone-duo\nroot: A\nsteps:\n  - expect: {posture: open}\n", file: "duo.yaml")
    #expect(expectation?.description == "duo.yaml:4:23: unknown posture 'open'; expected one of closed, flat, partially-folded")
  }

  @Test func Duo_postureStepsFoldTheWindowAndTheExpectationSaysWhatItFound() throws {
    let yaml = "device: iphone-duo\nroot: A\nsteps:\n  - posture: flat\n  - expect: {posture: flat, traits: {A: R/R}}\n  - expect: {posture: closed}\n"
    #expect(try failures(yaml) == [[], [], ["posture is flat, expected closed"]])
  }

  @Test func Duo_aPostureOnADeviceThatDoesNotFoldFails() throws {
    let yaml = "device: iphone-16\nroot: A\nsteps:\n  - posture: flat\n  - expect: {posture: closed}\n"
    #expect(try failures(yaml) == [["iPhone 16 does not fold"], ["posture: iPhone 16 does not fold"]])
  }

  @Test func Duo_aTopLevelPostureStartsTheDeviceOpenWithNoTransition() throws {
    let yaml = "device: iphone-duo\nposture: flat\nroot: A\nsteps:\n  - expect: {posture: flat, traits: {A: R/R}, frames: {A: [0, 0, 669, 951]}}\n"
    #expect(try parse(yaml).posture == .flat)
    #expect(try failures(yaml) == [[]])
    let runner = try ScenarioRunner(scenario: parse(yaml))
    #expect(runner.window.posture == .flat)
    // Run on a device that does not fold, the posture is left out.
    #expect(try ScenarioRunner(scenario: parse(yaml), device: .iPhone16).window.posture == nil)
  }

  @Test func Duo_aTopLevelPostureOnADeviceThatDoesNotFoldNamesTheFileLineAndField() {
    let error = parseError("device: iphone-16\nposture: flat\nroot: A\n", file: "duo.yaml")
    #expect(error?.description == "duo.yaml:2:10: posture: iphone-16 does not fold; a posture needs iphone-duo")
    let unknown = parseError("device: iphone-duo\nposture: open\nroot: A\n", file: "duo.yaml")
    #expect(unknown?.description == "duo.yaml:2:10: unknown posture 'open'; expected one of closed, flat, partially-folded")
  }
}
