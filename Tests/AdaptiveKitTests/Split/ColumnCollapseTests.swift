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

  /// A resize from a callback of another expands the collapsed split; the outer resize then gives
  /// the split its own, compact, traits with no `willTransition(to:with:)`: the split collapses
  /// again as it takes them, instead of staying expanded in compact width (fuzz seeds 970000058,
  /// 970000064 and about a quarter of the seeds swept).
  @Test func R15_aSplitExpandedByANestedResizeCollapsesAgainWhenTheOuterResizeMakesItCompact() {
    let columns = ColumnSplit(.doubleColumn, .iPadPro13)
    columns.window.resize(to: CGSize(width: 375, height: 1032))
    let resizing = ResizingOnSizeChange(of: columns.window, to: CGSize(width: 1376, height: 1032))
    columns.split.setViewController(resizing, for: .secondary)
    columns.log.clear()
    columns.window.resize(to: CGSize(width: 600, height: 1032))
    #expect(resizing.hasResized)
    #expect(columns.log.filtered("delegate.didExpand", "delegate.didCollapse") == [
      "delegate.didExpand[expanded]", "delegate.didCollapse[collapsed]",
    ])
    #expect(columns.window.bounds.size == CGSize(width: 600, height: 1032))
    #expect(columns.split.traitCollection.horizontalSizeClass == .compact)
    #expect(columns.split.isCollapsed)
    #expect(columns.split.viewControllers.count == 1)
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

/// A controller that resizes its window to `size`, once, from `viewWillTransition(to:with:)`: a
/// resize from a callback of another.
@MainActor
private final class ResizingOnSizeChange: UIViewController {
  private let window: UIWindow
  private let size: CGSize
  private(set) var hasResized = false

  init(of window: UIWindow, to size: CGSize) {
    self.window = window
    self.size = size
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    guard !hasResized else { return }
    hasResized = true
    window.resize(to: self.size)
  }
}
