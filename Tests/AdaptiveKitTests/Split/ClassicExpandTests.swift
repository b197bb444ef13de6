import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Classic split: the expand sequence and the primary's separate defaults (R14, R17, R21, R22).
@Suite(.checksInvariants) @MainActor
struct ClassicExpandTests {
  /// An iPad Pro 13 in landscape at 1/3 width (compact, collapsed), ready to expand.
  private func collapsedOnPad() -> MasterDetail {
    let md = MasterDetail(.iPadPro13, .landscapeLeft)
    md.window.resize(to: CGSize(width: 375, height: 1032))
    md.log.clear()
    return md
  }

  @Test func R17_expandSequenceOrder() {
    let md = collapsedOnPad()
    md.window.resize(to: CGSize(width: 1376, height: 1032))
    #expect(md.log.splitSequence == [
      "delegate.primaryForExpanding[collapsed]",
      "delegate.separateSecondary(from Primary)[collapsed]",
      "primary.separateSecondaryViewController -> Detail[collapsed]",
      "notification.showDetailTargetDidChange[expanded]",
      "delegate.didExpand[expanded]",
    ])
    #expect(md.split.viewControllers == [md.primary, md.detail])
    #expect(md.primary.viewControllers == [md.list])
    #expect(md.split.displayMode == .oneBesideSecondary)
    #expect(md.dump.contains("<RecordingViewController \"Detail\"> [column secondary] w:R h:R (375.5,0,1000.5,1032) appeared"))
    #expect(md.dump.contains("<RecordingViewController \"List\"> [top 0] w:C h:R (0,0,375,1032) appeared"))
  }

  @Test func R17_appearanceCallbacksOfTheExpansion() {
    let md = collapsedOnPad()
    md.window.resize(to: CGSize(width: 1376, height: 1032))
    #expect(md.log.filtered("List.view", "Detail.view", "Detail.willMove", "Detail.didMove").filter { !$0.contains("Transition") } == [
      "Detail.willMove(nil)",
      "Detail.viewWillDisappear(moving)",
      "List.viewWillAppear",
      "Detail.viewDidDisappear",
      "List.viewDidAppear",
      "Detail.didMove(nil)",
      "Detail.willMove(parent)",
      "Detail.viewWillAppear",
      "Detail.viewDidAppear",
      "Detail.didMove(parent)",
    ])
  }

  @Test func R14_isCollapsedStaysTrueUntilTheExpansionFinishes() {
    let md = collapsedOnPad()
    md.window.resize(to: CGSize(width: 1376, height: 1032))
    // Every call before the notification saw a collapsed split.
    let sequence = md.log.splitSequence
    let flip = sequence.firstIndex(of: "notification.showDetailTargetDidChange[expanded]")!
    #expect(sequence[..<flip].allSatisfy { $0.hasSuffix("[collapsed]") })
    #expect(md.split.isCollapsed == false)
  }

  @Test func R17_aControllerReturnedBySeparateSecondaryFromBecomesTheSecondary() {
    let md = collapsedOnPad()
    let fresh = RecordingViewController("Fresh", log: md.log)
    md.delegate.separateSecondaryAnswer = fresh
    md.window.resize(to: CGSize(width: 1376, height: 1032))
    #expect(md.log.splitSequence == [
      "delegate.primaryForExpanding[collapsed]",
      "delegate.separateSecondary(from Primary)[collapsed]",
      "notification.showDetailTargetDidChange[expanded]",
      "delegate.didExpand[expanded]",
    ])
    #expect(md.split.viewControllers == [md.primary, fresh])
    // The primary keeps its stack: the delegate did the separation.
    #expect(md.primary.viewControllers == [md.list, md.detail])
  }

  @Test func R17_aReturnedChildOfThePrimaryFallsBackToThePrimarySeparation() {
    let md = collapsedOnPad()
    md.delegate.separateSecondaryAnswer = md.detail   // still a child of the primary
    md.window.resize(to: CGSize(width: 1376, height: 1032))
    #expect(md.log.splitSequence.contains("primary.separateSecondaryViewController -> Detail[collapsed]"))
    #expect(md.split.viewControllers == [md.primary, md.detail])
    #expect(md.primary.viewControllers == [md.list])
  }

  @Test func R17_primaryForExpandingReplacesThePrimary() {
    let md = collapsedOnPad()
    let other = UINavigationController(rootViewController: UIViewController())
    md.delegate.primaryForExpanding = other
    md.window.resize(to: CGSize(width: 1376, height: 1032))
    #expect(md.split.viewControllers.first === other)
    #expect(md.primary.parent == nil)
    // The other primary has nothing to separate: the preserved detail returns.
    #expect(md.split.viewControllers.last === md.detail)
  }

  @Test func R21_thePlainPrimarysDefaultSeparationReturnsNilAndThePreservedDetailReturns() {
    let log = CallLog()
    let window = UIWindow(device: .iPadPro13, orientation: .landscapeLeft)
    let list = RecordingViewController("List", log: log)
    let detail = RecordingViewController("Detail", log: log)
    let split = UISplitViewController()
    split.viewControllers = [list, detail]
    window.rootViewController = split
    window.makeKeyAndVisible()
    window.resize(to: CGSize(width: 375, height: 1032))
    #expect(split.viewControllers == [list])
    #expect(list.separateSecondaryViewController(for: split) == nil)
    window.resize(to: CGSize(width: 1376, height: 1032))
    #expect(split.viewControllers == [list, detail])
    #expect(detail.appearanceState == .appeared)
  }

  @Test func R22_theNavigationPrimaryPopsAndReturnsItsTop() {
    let md = collapsedOnPad()
    let deeper = RecordingViewController("Deeper", log: md.log)
    md.primary.pushViewController(deeper, animated: false)
    md.log.clear()
    md.window.resize(to: CGSize(width: 1376, height: 1032))
    #expect(md.log.splitSequence.contains("primary.separateSecondaryViewController -> Deeper[collapsed]"))
    #expect(md.split.viewControllers == [md.primary, deeper])
    #expect(md.primary.viewControllers == [md.list, md.detail])
  }

  @Test func R22_atTheRootTheNavigationPrimaryReturnsNilAndThePreservedDetailReturns() {
    let md = collapsedOnPad()
    md.primary.popViewController(animated: false)   // the user went back to the list
    md.log.clear()
    md.window.resize(to: CGSize(width: 1376, height: 1032))
    #expect(md.log.splitSequence.contains("primary.separateSecondaryViewController -> nil[collapsed]"))
    #expect(md.split.viewControllers == [md.primary, md.detail])
    #expect(md.primary.viewControllers == [md.list])
  }

  @Test func R14_fourStatesRoundTripOnIPhone16ProMaxRotation() {
    let md = MasterDetail(.iPhone16ProMax, .portrait)
    #expect(md.split.isCollapsed)
    md.window.rotate(to: .landscapeLeft)
    #expect(md.split.isCollapsed == false)
    #expect(md.split.viewControllers == [md.primary, md.detail])
    #expect(md.split.displayMode == .oneBesideSecondary)
    #expect(md.dump.contains("<RecordingNavigationController \"Primary\"> [column primary] w:C h:C (0,0,382,440) appeared"))
    #expect(md.dump.contains("<RecordingViewController \"Detail\"> [column secondary] w:R h:C (382.3,0,573.7,440) appeared"))
    md.window.rotate(to: .portrait)
    #expect(md.split.isCollapsed)
    #expect(md.primary.viewControllers == [md.list, md.detail])
  }
}
