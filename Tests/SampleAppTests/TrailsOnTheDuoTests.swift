import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Trails on the iPhone Duo: its split collapses on the outer display and expands when the Duo
/// opens, with the callbacks a change between compact and regular width makes.
@Suite(.checksInvariants) @MainActor
struct TrailsOnTheDuoTests {
  @Test func Duo_foldingAnAppOnADeviceThatDoesNotFoldIsReported() throws {
    let trails = try TrailsTests.launch(on: .iPhone16)
    let (_, reports) = MisuseReport.capture { trails.app.fold(to: .flat) }
    #expect(reports.map(\.message) == ["Cannot fold \"iPhone 16\": it does not fold."])
    #expect(trails.app.devicePosture == nil)
    #expect(trails.journal.events.isEmpty)
  }

  @Test func Duo_trailsExpandsWhenTheDuoOpensAndCollapsesWhenItCloses() throws {
    let trails = try TrailsTests.launch(on: .iPhoneDuo, orientation: .landscapeLeft)
    let window = try #require(trails.scene.window)
    #expect(window.posture == .closed)
    #expect(trails.explore.isCollapsed)
    #expect(trails.tabs.tabBarPosition == .bottom)
    trails.app.fold(to: .partiallyFolded)
    // The size first, then the traits, the split's expansion, and the scene's new geometry.
    #expect(trails.journal.events == [
      "map.viewWillTransition(630)", "map.horizontalSizeClass(R)", "map.layoutEnvironment(collapsed → expanded)",
      "split.didShow(primary)", "split.didShow(secondary)", "split.didExpand", "scene.geometry(951)",
    ])
    #expect(window.posture == .partiallyFolded)
    #expect(trails.app.devicePosture == .partiallyFolded)
    #expect(window.windowScene?.screen.bounds.size == CGSize(width: 951, height: 669))
    #expect(!trails.explore.isCollapsed)
    #expect(trails.explore.map.traitCollection.horizontalSizeClass == .regular)
    #expect(trails.explore.map.view.reservedRegions(kind: .division).count == 1)
    trails.journal.clear()
    trails.app.fold(to: .closed)
    #expect(trails.journal.events == [
      "map.viewWillTransition(678)", "map.horizontalSizeClass(C)", "map.layoutEnvironment(expanded → collapsed)",
      "split.didHide(secondary)", "split.didCollapse", "scene.geometry(678)",
    ])
    #expect(trails.explore.isCollapsed)
    #expect(window.bounds.size == CGSize(width: 678, height: 466))
  }
}
