import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Every delegate method is optional; the defaults behave as "not implemented" (R33, R36–R37).
@Suite(.checksInvariants) @MainActor
struct SplitDelegateDefaultsTests {
  final class EmptyDelegate: UISplitViewControllerDelegate {}

  @Test func R33_theDefaultsAnswerAsIfNotImplemented() {
    let delegate = EmptyDelegate()
    let split = UISplitViewController()
    let vc = UIViewController()
    #expect(delegate.targetDisplayModeForAction(in: split) == .automatic)
    #expect(delegate.splitViewController(split, show: vc, sender: nil) == false)
    #expect(delegate.splitViewController(split, showDetail: vc, sender: nil) == false)
    #expect(delegate.primaryViewController(forCollapsing: split) == nil)
    #expect(delegate.primaryViewController(forExpanding: split) == nil)
    #expect(delegate.splitViewController(split, collapseSecondary: vc, onto: vc) == false)
    #expect(delegate.splitViewController(split, separateSecondaryFrom: vc) == nil)
    #expect(delegate.splitViewControllerPreferredInterfaceOrientationForPresentation(split) == .unknown)
    #expect(delegate.splitViewController(split, topColumnForCollapsingToProposedTopColumn: .supplementary) == .supplementary)
    #expect(delegate.splitViewController(split, displayModeForExpandingToProposedDisplayMode: .twoOverSecondary) == .twoOverSecondary)
  }

  @Test func R33_anEmptyDelegateCollapsesAndExpandsLikeNoDelegate() {
    func run(_ delegate: (any UISplitViewControllerDelegate)?) -> [String] {
      let md = MasterDetail(.iPhone16ProMax, .landscapeLeft)
      md.split.delegate = delegate
      md.window.rotate(to: .portrait)
      let collapsed = HierarchyDump.describe(md.window)
      md.window.rotate(to: .landscapeLeft)
      return [collapsed, HierarchyDump.describe(md.window)]
    }
    let empty = EmptyDelegate()
    #expect(run(empty) == run(nil))
  }

  @Test func R37_theCompactColumnIsUsedInsteadOfStackingWhileCollapsed() {
    let columns = ColumnSplit(.doubleColumn, .iPhone16)
    #expect(columns.split.viewControllers.count == 1)
    #expect(columns.sidebar.navigationController?.viewControllers.count == 2)   // stacked
    let compactSplit = ColumnSplit(.doubleColumn, .iPhone16) { $0.setViewController(UIViewController(), for: .compact) }
    #expect(compactSplit.split.viewControllers.first === compactSplit.split.viewController(for: .compact))
    #expect(compactSplit.sidebar.navigationController?.viewControllers.count == 1)   // not stacked
    #expect(compactSplit.sidebar.appearanceState == .disappeared)
  }
}
