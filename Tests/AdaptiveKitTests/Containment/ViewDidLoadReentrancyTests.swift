import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A transition loads the view of the controller it shows before its first callback, and that
/// `viewDidLoad` may undo the transition: the transition then runs between the controllers as they
/// are after it, and a controller that stays on screen gets no callbacks at all.
@Suite(.checksInvariants) @MainActor
struct ViewDidLoadReentrancyTests {
  /// R87: a pushed controller that makes itself another controller's child from its `viewDidLoad`
  /// leaves the stack, so the push shows nothing new (current fuzz seed 3623800459).
  @Test func R87_aPushedControllerThatBecomesAnotherChildFromViewDidLoadLeavesTheOldTopOnScreen() {
    let log = CallLog()
    let old = RecordingViewController("Old", log: log)
    let navigation = UINavigationController(rootViewController: old)
    let host = RecordingViewController("Host", log: log)
    let root = UIViewController()
    for (child, x) in [(navigation as UIViewController, 0.0), (host, 500.0)] {
      root.addChild(child)
      child.view.frame = CGRect(x: x, y: 0, width: 500, height: 1000)
      root.view.addSubview(child.view)
      child.didMove(toParent: root)
    }
    let window = makeVisibleWindow(root: root, device: .iPadPro13)
    let pushed = HookedController("Pushed", log: log)
    pushed.onLoad = {
      host.addChild(pushed)
      host.view.addSubview(pushed.view)
      pushed.didMove(toParent: host)
    }
    log.clear()
    navigation.pushViewController(pushed, animated: true)
    #expect(log.entries.filter { !$0.contains("traitCollection") } == [
      "Pushed.willMove(parent)", "Pushed.viewDidLoad", "Pushed.willMove(nil)", "Pushed.didMove(nil)",
      "Pushed.willMove(parent)", "Pushed.viewWillAppear", "Pushed.viewDidAppear", "Pushed.didMove(parent)",
    ])
    #expect(navigation.viewControllers == [old] && pushed.parent === host)
    #expect(old.appearanceState == .appeared && old.view.window === window)
    #expect(pushed.appearanceState == .appeared && pushed.view.window === window)
  }

  /// R18: a controller presented over a column's context whose `viewDidLoad` resizes the window
  /// to compact is dismissed by the split's collapse before its presentation starts: it never
  /// appears, and the column it would have covered stays on screen (current fuzz seed 500000087).
  @Test func R18_aContextPresentationEndedByTheCollapseItsViewDidLoadCausesNeverCoversTheColumn() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    let sheet = HookedController("Context", log: md.log)
    sheet.modalPresentationStyle = .currentContext
    sheet.onLoad = { md.window.resize(to: CGSize(width: 320, height: 820)) }
    md.log.clear()
    md.detail.present(sheet, animated: true)
    #expect(md.split.isCollapsed)
    #expect(sheet.presentingViewController == nil && md.detail.presentedViewController == nil)
    #expect(md.log.entries == [
      "Context.viewDidLoad",
      "Detail.willTransition(CR)", "Context.willTransition(CR)",
      "List.viewWillTransition(320x820)", "Detail.viewWillTransition(320x820)", "Context.viewWillTransition(320x820)",
      "Detail.traitCollectionDidChange(CR)", "Context.traitCollectionDidChange(CR)",
      "delegate.primaryForCollapsing[expanded]", "Detail.willMove(nil)", "Detail.didMove(nil)",
      "delegate.collapseSecondary(Detail onto Primary)[expanded, vcs=1]", "primary.collapseSecondaryViewController(Detail)[expanded]",
      "Detail.willMove(parent)", "List.viewWillDisappear", "List.viewDidDisappear", "Detail.didMove(parent)",
      "List.traitCollectionDidChange(CR)", "Detail.traitCollectionDidChange(CR)",
      "notification.showDetailTargetDidChange[collapsed]", "delegate.didCollapse[collapsed]",
    ])
    #expect(!md.log.entries.contains("Detail.viewWillDisappear"))
    #expect(md.detail.appearanceState == .appeared && md.detail.view.window === md.window)
    #expect(sheet.appearanceState == .disappeared && sheet.view.window == nil)
  }

  /// R131: a window's root whose `viewDidLoad`, as the window shows it, makes a split the root,
  /// and the split's primary, from its own `viewDidLoad`, presents an arrangement around the first
  /// root. The window no longer hosts that root, so it leaves its view alone: the view keeps the
  /// frame the arrangement placed it at instead of taking the window's bounds (current fuzz seed
  /// 760000859).
  @Test func R131_aRootMovedIntoAnArrangementFromItsViewDidLoadKeepsTheFrameTheArrangementGivesIt() {
    let log = CallLog()
    let first = HookedController("First", log: log)
    let window = UIWindow(device: .iPhoneSE, orientation: .portrait)
    window.rootViewController = first
    let split = UISplitViewController(style: .doubleColumn)
    let primary = HookedController("Primary", log: log)
    split.setViewController(primary, for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    let arrangement = UIArrangementViewController()
    first.onLoad = { window.rootViewController = split }
    primary.onLoad = {
      arrangement.setViewController(first, for: .primary)
      primary.navigationController?.present(arrangement, animated: false)
    }
    window.makeKeyAndVisible()
    #expect(log.entries.filter { !$0.contains("traitCollection") } == [
      "Primary.willMove(parent)", "Primary.didMove(parent)", "First.viewDidLoad", "Primary.viewDidLoad",
      "First.willMove(parent)", "First.didMove(parent)", "First.viewWillAppear", "First.viewDidAppear",
    ])
    #expect(window.rootViewController === split && split.isCollapsed)
    #expect(arrangement.presentingViewController === split)
    #expect(arrangement.view.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
    #expect(first.parent === arrangement && first.view.superview === arrangement.view)
    #expect(first.view.frame == CGRect(x: 0, y: 0, width: 375, height: 637))
    #expect(first.appearanceState == .appeared && first.view.window === window)
  }
}
