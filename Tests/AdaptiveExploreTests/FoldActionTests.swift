import AdaptiveKit
import AdaptiveRendering
import AdaptiveScenario
import AdaptiveTestSupport
import Foundation
import Testing
@testable import AdaptiveExplore

/// The explorer on the iPhone Duo: opening, folding and closing it are actions, as rotations are,
/// taken when the exploration changes the environment.
@Suite(.serialized, .checksInvariants) @MainActor
struct FoldActionTests {
  private func subject(on device: Device = .iPhoneDuo) throws -> ExplorationSubject {
    try ExplorationSubject.app("photo-browser", variant: "modern", from: .photoBrowser, device: device, orientation: .portrait)
  }

  @Test func Duo_foldAndUnfoldAreActionsThatReachTheInnerDisplay() throws {
    let subject = try subject()
    let expander = StateExpander(subject: subject, limits: ExplorationLimits(depth: 1, changesEnvironment: true), properties: [])
    let folds = try expander.expand([]).transitions.filter { if case .fold = $0.action { true } else { false } }
    #expect(folds.map(\.action) == [.fold(.flat), .fold(.partiallyFolded)])
    #expect(folds.allSatisfy { $0.target?.failures.isEmpty == true })
    let fixed = StateExpander(subject: subject, limits: ExplorationLimits(depth: 1, changesEnvironment: false), properties: [])
    #expect(!(try fixed.expand([]).transitions.contains { if case .fold = $0.action { true } else { false } }))
  }

  @Test func Duo_exploringThePhotoBrowserOnTheDuoKeepsTheInvariants() throws {
    let report = try Explorer(subject: try subject(), limits: ExplorationLimits(depth: 2, changesEnvironment: true)).run()
    #expect(report.states > 1)
    #expect(report.violations.isEmpty)
  }
}
