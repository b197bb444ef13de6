import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Column-style splits: collapse, expansion and showing (R11, R41, R42).
@Suite(.checksInvariants) @MainActor
struct ColumnCollapseTests {
  @Test func R41_collapseStacksTheColumnsInOrderWithTheSecondaryOnTop() {
    let columns = ColumnSplit(.tripleColumn, .iPadPro13)
    #expect(columns.split.displayMode == .oneBesideSecondary)
    columns.log.clear()
    columns.window.resize(to: CGSize(width: 375, height: 1032))
    #expect(columns.log.splitSequence == [
      "delegate.topColumnForCollapsing(proposed secondary)[expanded]",
      "delegate.willHide(supplementary)[expanded]",
      "notification.showDetailTargetDidChange[collapsed]",
      "delegate.didCollapse[collapsed]",
    ])
    let primaryNav = columns.sidebar.navigationController!
    #expect(primaryNav.viewControllers == [columns.sidebar, columns.list.navigationController!, columns.detail.navigationController!])
    #expect(columns.detail.appearanceState == .appeared)
    #expect(columns.list.appearanceState == .disappeared)
    #expect(columns.dump.contains("<RecordingViewController \"Detail\"> [top 0] w:C h:R (0,0,375,1032) appeared"))
    // The detail never disappeared: it moved into the stack without callbacks.
    #expect(columns.log.filtered("Detail.viewWillDisappear", "Detail.viewWillAppear").isEmpty)
  }

  @Test func R41_theDelegateCanPutThePrimaryOnTop() {
    let columns = ColumnSplit(.doubleColumn, .iPadAir11)
    columns.delegate.topColumnAnswer = .primary
    columns.log.clear()
    columns.window.resize(to: CGSize(width: 320, height: 820))
    #expect(columns.log.splitSequence == [
      "delegate.topColumnForCollapsing(proposed secondary)[expanded]",
      "delegate.willHide(secondary)[expanded]",
      "notification.showDetailTargetDidChange[collapsed]",
      "delegate.didCollapse[collapsed]",
    ])
    #expect(columns.sidebar.navigationController?.viewControllers == [columns.sidebar])
    #expect(columns.sidebar.appearanceState == .appeared)
    #expect(columns.detail.appearanceState == .disappeared)
  }

  @Test func R41_theCompactColumnReplacesTheStackWhenSet() {
    let columns = ColumnSplit(.doubleColumn, .iPadAir11)
    let compact = RecordingViewController("Compact", log: columns.log)
    columns.split.setViewController(compact, for: .compact)
    columns.log.clear()
    columns.window.resize(to: CGSize(width: 320, height: 820))
    #expect(columns.log.splitSequence == [
      "delegate.willHide(primary)[expanded]",
      "delegate.willHide(secondary)[expanded]",
      "delegate.willShow(compact)[expanded]",
      "notification.showDetailTargetDidChange[collapsed]",
      "delegate.didCollapse[collapsed]",
    ])
    #expect(columns.split.viewControllers == [compact])
    #expect(columns.dump.contains("<RecordingViewController \"Compact\"> [column compact] w:C h:R (0,0,320,820) appeared"))
    columns.log.clear()
    columns.window.resize(to: CGSize(width: 1180, height: 820))
    #expect(columns.log.splitSequence == [
      "delegate.displayModeForExpanding(proposed oneBesideSecondary)[collapsed]",
      "delegate.willShow(primary)[collapsed]",
      "delegate.willShow(secondary)[collapsed]",
      "delegate.willHide(compact)[collapsed]",
      "notification.showDetailTargetDidChange[expanded]",
      "delegate.didExpand[expanded]",
    ])
    #expect(compact.parent == nil)
  }

  @Test func R42_expandOrderAndTheDelegatesDisplayMode() {
    let columns = ColumnSplit(.doubleColumn, .iPadAir11)
    columns.window.resize(to: CGSize(width: 320, height: 820))
    columns.delegate.displayModeForExpandingAnswer = .secondaryOnly
    columns.log.clear()
    columns.window.resize(to: CGSize(width: 1180, height: 820))
    #expect(columns.log.splitSequence == [
      "delegate.displayModeForExpanding(proposed oneBesideSecondary)[collapsed]",
      "delegate.willChangeTo(secondaryOnly)",
      "delegate.willShow(secondary)[collapsed]",
      "notification.showDetailTargetDidChange[expanded]",
      "delegate.didExpand[expanded]",
    ])
    #expect(columns.split.displayMode == .secondaryOnly)
    #expect(columns.split.viewControllers.count == 2)
    #expect(columns.sidebar.navigationController?.viewControllers == [columns.sidebar])
    #expect(columns.frame(columns.detail) == CGRect(x: 0, y: 0, width: 1180, height: 820))
  }

  @Test func R11_showDetailTargetsTheSecondaryColumnOrTheCollapsedStack() {
    let columns = ColumnSplit(.doubleColumn, .iPadAir11)
    let photo = RecordingViewController("Photo", log: columns.log)
    columns.sidebar.showDetailViewController(photo, sender: nil)
    #expect(columns.detail.navigationController?.viewControllers == [columns.detail, photo])
    columns.window.resize(to: CGSize(width: 320, height: 820))
    let more = RecordingViewController("More", log: columns.log)
    columns.sidebar.showDetailViewController(more, sender: nil)
    #expect(columns.detail.navigationController?.viewControllers == [columns.detail, photo, more])
    #expect(columns.split.isCollapsed)
  }
}
