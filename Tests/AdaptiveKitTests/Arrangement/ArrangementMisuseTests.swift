import Foundation
import Testing
@testable import AdaptiveKit
import AdaptiveTestSupport

/// A conformer of `Arrangement` that is neither a split nor an overlay.
private struct CustomArrangement: UIArrangementViewController.Arrangement {
  var defaultViewProperties: Int { 0 }
  mutating func setViewProperties(_ properties: Int, for placement: UIArrangementViewController.ViewPlacement) {}
}

/// Bad input to `UIArrangementViewController`: reported, state untouched or a documented outcome,
/// never a crash, invariants kept (R129–R131).
@Suite(.checksInvariants) @MainActor
struct ArrangementMisuseTests {
  let log = CallLog()

  private func makeArrangement() -> (UIWindow, UIArrangementViewController, RecordingViewController, RecordingViewController) {
    let a = RecordingViewController("A", log: log), b = RecordingViewController("B", log: log)
    let arrangement = UIArrangementViewController()
    arrangement.setViewController(a, for: .primary)
    arrangement.setViewController(b, for: .secondary)
    let window = makeVisibleWindow(root: arrangement)
    log.clear()
    return (window, arrangement, a, b)
  }

  @Test func R129_theSameControllerForBothPlacementsIsRefused() {
    let (_, arrangement, a, b) = makeArrangement()
    let (_, reports) = MisuseReport.capture { arrangement.setViewController(a, for: .secondary) }
    #expect(reports == [.exception("Application tried to place <RecordingViewController \"A\"> in both the primary and the secondary placements of <UIArrangementViewController>.")])
    #expect(arrangement.viewController(for: .primary) === a && arrangement.viewController(for: .secondary) === b)
    #expect(log.entries.isEmpty)
    // Setting a controller again for its own placement changes nothing either.
    let (_, none) = MisuseReport.capture { arrangement.setViewController(a, for: .primary) }
    #expect(none.isEmpty && log.entries.isEmpty)
  }

  @Test func R129_aControllerInAnotherContainerMovesToTheArrangement() {
    let (_, arrangement, a, b) = makeArrangement()
    let root = UIViewController(), moved = RecordingViewController("M", log: log)
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(moved, animated: false)
    log.clear()
    let (_, reports) = MisuseReport.capture { arrangement.setViewController(moved, for: .secondary) }
    #expect(reports.isEmpty)
    #expect(navigation.viewControllers == [root])
    #expect(arrangement.children == [a, moved] && b.parent == nil)
    #expect(moved.appearanceState == .appeared)
    #expect(log.entries.first == "M.willMove(nil)")
    #expect(log.filtered("M.didMove", "B.didMove").suffix(2) == ["B.didMove(nil)", "M.didMove(parent)"])
  }

  @Test func R129_presentedRootAndCyclicControllersAreRefused() {
    let (_, arrangement, a, b) = makeArrangement()
    let presented = UIViewController()
    a.present(presented, animated: false)
    let otherRoot = UIViewController()
    let otherWindow = makeVisibleWindow(root: otherRoot)
    let (_, reports) = MisuseReport.capture {
      arrangement.setViewController(presented, for: .secondary)
      arrangement.setViewController(otherRoot, for: .secondary)
      arrangement.setViewController(arrangement, for: .primary)
    }
    #expect(reports.map(\.message) == [
      "Application tried to add a presented view controller <UIViewController> as a child of <UIArrangementViewController>; it is being presented by <UIArrangementViewController>.",
      "Application tried to add the root view controller <UIViewController> of a window as a child of <UIArrangementViewController>.",
      "Application tried to add <UIArrangementViewController> under <UIArrangementViewController>, which it already contains or presents: a view controller hierarchy cannot contain a cycle.",
    ])
    #expect(reports.allSatisfy { if case .exception = $0.kind { true } else { false } })
    #expect(arrangement.viewController(for: .primary) === a && arrangement.viewController(for: .secondary) === b)
    #expect(presented.presentingViewController != nil && otherRoot.parent == nil)
    #expect(HierarchyInvariants.violations(in: otherWindow).isEmpty)
    a.dismiss(animated: false)
  }

  @Test func R131_invalidDimensionsAreRefusedAndTheArrangementKept() {
    let (_, arrangement, a, _) = makeArrangement()
    var good = UISplitArrangement()
    var properties = good.defaultViewProperties
    properties.height.preferred = .absolute(300)
    good.setViewProperties(properties, for: .primary)
    arrangement.updateArrangement(good)
    let bad: [(UISplitArrangement.ViewProperties) -> UISplitArrangement.ViewProperties] = [
      { var p = $0; p.width.preferred = .fractional(1.5); return p },
      { var p = $0; p.height.minimum = .absolute(-1); return p },
      { var p = $0; p.height.maximum = .absolute(.infinity); return p },
      { var p = $0; p.width.minimum = .absolute(400); p.width.maximum = .absolute(300); return p },
      { var p = $0; p.layoutPriority = .nan; return p },
    ]
    var messages: [String] = []
    for change in bad {
      var split = UISplitArrangement()
      split.setViewProperties(change(split.defaultViewProperties), for: .secondary)
      let (_, reports) = MisuseReport.capture { arrangement.updateArrangement(split) }
      messages += reports.map(\.message)
    }
    #expect(messages == [
      "Invalid UISplitArrangement for <UIArrangementViewController>: the secondary placement's width preferred fractional(1.5) is not a fraction between 0 and 1.",
      "Invalid UISplitArrangement for <UIArrangementViewController>: the secondary placement's height minimum absolute(-1.0) is not a finite, non-negative size.",
      "Invalid UISplitArrangement for <UIArrangementViewController>: the secondary placement's height maximum absolute(inf) is not a finite, non-negative size.",
      "Invalid UISplitArrangement for <UIArrangementViewController>: the secondary placement's width minimum absolute(400.0) exceeds its maximum absolute(300.0).",
      "Invalid UISplitArrangement for <UIArrangementViewController>: the secondary placement's layout priority is not finite.",
    ])
    #expect(arrangement.storedArrangement == .split(good))
    #expect(a.view.frameInWindow.height == 300)
  }

  @Test func R130_anArrangementOfAnotherKindIsIgnored() {
    let (_, arrangement, _, _) = makeArrangement()
    let (_, reports) = MisuseReport.capture { arrangement.updateArrangement(CustomArrangement()) }
    #expect(reports == [.log("<UIArrangementViewController> lays out only UISplitArrangement and UIOverlayArrangement; CustomArrangement is ignored.")])
    #expect(arrangement.storedArrangement == .split(UISplitArrangement()))
  }

  @Test func R131_aMinimumLargerThanTheContainerShowsThePrimaryAlone() {
    let (_, arrangement, a, b) = makeArrangement()
    var split = UISplitArrangement()
    var properties = split.defaultViewProperties
    properties.height.minimum = .absolute(5000)
    split.setViewProperties(properties, for: .primary)
    let (_, reports) = MisuseReport.capture { arrangement.updateArrangement(split) }
    #expect(reports.isEmpty)
    #expect(a.view.frameInWindow == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(arrangement.state(for: .secondary)?.isHidden == true && b.appearanceState == .disappeared)
  }

  @Test func R129_aPlacedChildRemovedByTheAppLeavesItsPlacement() {
    let (_, arrangement, a, b) = makeArrangement()
    b.willMove(toParent: nil)
    b.view.removeFromSuperview()
    b.removeFromParent()
    #expect(arrangement.viewController(for: .secondary) == nil && arrangement.placement(for: b) == nil)
    arrangement.view.setNeedsLayout()
    arrangement.view.layoutIfNeeded()
    #expect(a.view.frameInWindow == CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test func R129_aPlacementChangedFromACallbackWaitsForTheRunningChange() {
    let (_, arrangement, a, _) = makeArrangement()
    let leaving = OneShotController(), late = UIViewController()
    arrangement.setViewController(leaving, for: .secondary)
    leaving.onWillLeaveParent = { arrangement.setViewController(late, for: .secondary) }
    let replacement = UIViewController()
    arrangement.setViewController(replacement, for: .secondary)
    #expect(arrangement.viewController(for: .secondary) === late)
    #expect(arrangement.children == [a, late])
    #expect(leaving.parent == nil && replacement.parent == nil)
  }
}
