import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Traits inside a split (R34, SC14, SC19).
@Suite(.checksInvariants) @MainActor
struct SplitTraitTests {
  @Test func R34_theClassicPrimaryIsCompactEvenInARegularSplit() {
    let md = MasterDetail(.iPadPro13, .landscapeLeft)
    #expect(md.split.traitCollection.horizontalSizeClass == .regular)
    #expect(md.primary.traitCollection.horizontalSizeClass == .compact)
    #expect(md.list.traitCollection.horizontalSizeClass == .compact)
    #expect(md.list.traitCollection.verticalSizeClass == .regular)
    #expect(md.detail.traitCollection.horizontalSizeClass == .regular)
  }

  @Test func R34_theOverrideFollowsThePrimaryWhenTheChildrenAreReset() {
    let md = MasterDetail(.iPadPro13, .landscapeLeft)
    md.log.clear()
    md.split.viewControllers = [md.detail, md.primary]
    #expect(md.detail.traitCollection.horizontalSizeClass == .compact)
    #expect(md.primary.traitCollection.horizontalSizeClass == .regular)
    #expect(md.log.filtered("Detail.traitCollectionDidChange", "List.traitCollectionDidChange") == [
      "Detail.traitCollectionDidChange(CR)", "List.traitCollectionDidChange(RR)",
    ])
  }

  @Test func R34_rotatingAnIPadKeepsThePrimaryCompactWithoutTransitionCallbacks() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    md.log.clear()
    md.window.rotate(to: .portrait)
    #expect(md.log.filtered("List.willTransition", "List.traitCollectionDidChange").isEmpty)
    #expect(md.list.traitCollection.horizontalSizeClass == .compact)
  }
}
