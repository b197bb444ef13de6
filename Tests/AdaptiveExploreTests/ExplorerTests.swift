import AdaptiveExplore
import AdaptiveKit
import AdaptiveRendering
import AdaptiveScenario
import AdaptiveTestSupport
import Foundation
import Testing

/// The explorer on the photo browser: it finds the seed's bugs in the naive variant with shortest
/// traces that replay, and nothing in the fixed variant within the depth stated.
@Suite(.serialized, .checksInvariants) @MainActor
struct PhotoBrowserExplorationTests {
  private func explore(_ variant: String, on device: Device, _ orientation: UIInterfaceOrientation = .portrait,
                       depth: Int, environment: Bool = true) throws -> (ExplorationSubject, ExplorationReport) {
    let subject = try ExplorationSubject.app("photo-browser", variant: variant, from: .photoBrowser, device: device, orientation: orientation)
    let limits = ExplorationLimits(depth: depth, changesEnvironment: environment)
    return (subject, try Explorer(subject: subject, limits: limits).run())
  }

  /// Writes the report and checks that every trace replays as a scenario, without a failing step.
  private func expectEveryTraceReplays(_ report: ExplorationReport, of subject: ExplorationSubject) throws {
    let directory = NSTemporaryDirectory() + "explore-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let written = try ReportWriter.write(report, of: subject, to: directory)
    #expect(written.count == report.violations.count)
    for item in written {
      #expect(item.replays, "\(item.violation.property) does not replay")
      #expect(FileManager.default.fileExists(atPath: item.directory + "/index.html"))
      #expect(FileManager.default.fileExists(atPath: item.directory + "/step-\(String(format: "%02d", item.violation.trace.count)).svg"))
    }
    #expect(FileManager.default.fileExists(atPath: directory + "/report.json"))
  }

  @Test func SC31_theNaiveVariantsModalImageIsADeadEndFoundInTwoTaps() throws {
    let (subject, report) = try explore("naive", on: .iPhone16, depth: 3)
    let deadEnd = try #require(report.violations.first { $0.property == NoDeadEnd.name })
    #expect(deadEnd.trace.count == 2)
    #expect(deadEnd.trace.allSatisfy { if case .tapElement = $0 { true } else { false } })
    #expect(deadEnd.message.contains("dead end"))
    #expect(deadEnd.occurrences > 1)
    #expect(report.violations.map(\.property) == [NoDeadEnd.name])
    let yaml = try TraceScenario.yaml(for: deadEnd, of: subject)
    #expect(yaml.contains("app: photo-browser\nvariant: naive\ndevice: iphone-16\norientation: portrait\nsteps:"))
    #expect(yaml.contains("presented: pageSheet"))
    try expectEveryTraceReplays(report, of: subject)
  }

  @Test func SC32_theNaiveVariantLeavesItsDetailPresentedWhenTheSplitExpands() throws {
    let (_, report) = try explore("naive", on: .iPhone16ProMax, depth: 3)
    let lost = try #require(report.violations.first { $0.property == "detail-survives-expand" })
    #expect(lost.trace.count == 3)
    #expect(lost.trace.last == .rotate(.landscapeLeft))
    #expect(lost.message.contains("secondary column shows No Photo"))
  }

  @Test func SC32_onTheDuoOpeningTheNaiveVariantLosesItsDetailAndTheFixedOneDoesNot() throws {
    // Opening the Duo expands the split as a rotation of a large iPhone does.
    let (subject, report) = try explore("naive", on: .iPhoneDuo, depth: 3)
    let lost = try #require(report.violations.first { $0.property == "detail-survives-expand" })
    #expect(lost.trace.count == 3)
    #expect(lost.trace.last == .fold(.flat))
    #expect(lost.message.contains("secondary column shows No Photo"))
    try expectEveryTraceReplays(report, of: subject)
    let (_, fixed) = try explore("fixed", on: .iPhoneDuo, depth: 3)
    #expect(fixed.violations.isEmpty, "\(fixed.violations)")
  }

  @Test func SC36_theNaiveVariantsURLPopoverGoesStaleWhenAnotherPhotoIsChosen() throws {
    let (subject, report) = try explore("naive", on: .iPadAir11, .landscapeLeft, depth: 4, environment: false)
    let stale = try #require(report.violations.first { $0.property == "no-stale-popover" })
    #expect(stale.trace.count == 4)
    let steps = try TraceScenario.steps(for: stale.trace, of: subject)
    #expect(steps[2] == "tap: \"URL\"")
    #expect(stale.message.contains("the popover URL stays up"))
    // Tapping URL again through the passthrough bar presents a second time: UIKit refuses.
    #expect(report.violations.contains { $0.property == "no-misuse" && $0.message.contains("already presenting") })
    try expectEveryTraceReplays(report, of: subject)
  }

  @Test func theFixedVariantHasNoViolationWithinThreeActionsOnAnIPhoneAndAPlusSizedIPhone() throws {
    for device in [Device.iPhone16, .iPhone16ProMax] {
      let (_, report) = try explore("fixed", on: device, depth: 3)
      #expect(report.violations.isEmpty, "\(device.name): \(report.summary)")
      #expect(report.stoppedBy == .depth)
      #expect(report.states > 250)
    }
  }

  @Test func R41_theModernVariantOnAnIPhoneShowsOneBarAndNoDeadEndWithinThreeActions() throws {
    let (_, report) = try explore("modern", on: .iPhone16, depth: 3)
    #expect(report.violations.isEmpty, "\(report.summary)")
    #expect(report.stoppedBy == .depth)
  }

  @Test func theFixedVariantHasNoViolationWithinFourTapsOnAnIPadInLandscape() throws {
    let (_, report) = try explore("fixed", on: .iPadAir11, .landscapeLeft, depth: 4, environment: false)
    #expect(report.violations.isEmpty, "\(report.summary)")
    #expect(report.states > 500)
  }

  @Test func theSameExplorationGivesTheSameReport() throws {
    let (_, first) = try explore("naive", on: .iPhone16, depth: 2)
    let (_, second) = try explore("naive", on: .iPhone16, depth: 2)
    #expect(first.violations == second.violations)
    #expect(first.states == second.states && first.transitions == second.transitions)
  }

  @Test func SC21_aScenariosNestedNavigationBarsAreReportedInTheStartStateWithAnEmptyTrace() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/scenarios/sc21-nested-navigation-on-collapse.yaml").path
    let subject = try ExplorationSubject.scenarioFile(file, apps: .photoBrowser, device: .iPhone16, orientation: .portrait)
    let report = try Explorer(subject: subject, limits: ExplorationLimits(depth: 1)).run()
    let nested = try #require(report.violations.first { $0.property == "no-nested-navigation-bars" })
    #expect(nested.trace.isEmpty)
    #expect(nested.message.contains("two navigation bars"))
    #expect(try TraceScenario.yaml(for: nested, of: subject).contains("steps:\n  - expect: {collapsed: true"))
  }
}
