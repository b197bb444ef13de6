import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A split view controller on the iPhone Duo: collapsed on the outer display, expanded on the
/// inner one, with the same sequence as a change between compact and regular width (the Duo facts,
/// R14–R16).
@Suite(.checksInvariants) @MainActor
struct IPhoneDuoSplitTests {
  @Test func Duo_splitExpandsWhenTheDuoOpensAndCollapsesWhenItCloses() {
    let md = MasterDetail(.iPhoneDuo)
    #expect(md.split.isCollapsed)
    #expect(md.split.viewControllers == [md.primary])
    md.log.clear()
    md.window.fold(to: .flat)
    #expect(md.split.isCollapsed == false)
    #expect(md.log.entries == [
      "List.willTransition(CR)", "Detail.willTransition(CR)",
      "List.viewWillTransition(669x951)", "Detail.viewWillTransition(669x951)",
      "List.traitCollectionDidChange(CR)", "Detail.traitCollectionDidChange(CR)",
      "delegate.primaryForExpanding[collapsed]",
      "delegate.separateSecondary(from Primary)[collapsed]",
      "Detail.willMove(nil)", "Detail.viewWillDisappear(moving)", "List.viewWillAppear", "Detail.viewDidDisappear",
      "List.viewDidAppear", "Detail.didMove(nil)",
      "primary.separateSecondaryViewController -> Detail[collapsed]",
      "Detail.willMove(parent)", "Detail.traitCollectionDidChange(RR)",
      "Detail.viewWillAppear", "List.viewWillDisappear", "List.viewDidDisappear", "Detail.viewDidAppear",
      "Detail.didMove(parent)",
      "List.traitCollectionDidChange(CR)", "Detail.traitCollectionDidChange(RR)",
      "notification.showDetailTargetDidChange[expanded]",
      "delegate.didExpand[expanded]",
    ])
    #expect(md.detail.traitCollection.horizontalSizeClass == .regular)
    #expect(md.detail.view.frameInWindow.maxX == 669)
    #expect(md.split.viewControllers == [md.primary, md.detail])
    md.log.clear()
    md.window.fold(to: .closed)
    #expect(md.split.isCollapsed)
    #expect(md.log.entries == [
      "List.willTransition(CR)", "Detail.willTransition(CR)",
      "List.viewWillTransition(466x678)", "Detail.viewWillTransition(466x678)",
      "List.traitCollectionDidChange(CR)", "Detail.traitCollectionDidChange(CR)",
      "delegate.primaryForCollapsing[expanded]",
      "Detail.willMove(nil)", "List.viewWillAppear", "List.viewDidAppear", "Detail.didMove(nil)",
      "delegate.collapseSecondary(Detail onto Primary)[expanded, vcs=1]",
      "primary.collapseSecondaryViewController(Detail)[expanded]",
      "Detail.willMove(parent)", "List.viewWillDisappear", "List.viewDidDisappear", "Detail.didMove(parent)",
      "List.traitCollectionDidChange(CR)", "Detail.traitCollectionDidChange(CR)",
      "notification.showDetailTargetDidChange[collapsed]",
      "delegate.didCollapse[collapsed]",
    ])
    #expect(md.detail.view.frameInWindow == CGRect(x: 0, y: 0, width: 466, height: 678))
    #expect(md.split.viewControllers == [md.primary])
    #expect(md.primary.viewControllers == [md.list, md.detail])
  }
}
