import Foundation
import Testing
import AdaptiveTestSupport
@testable import AdaptiveKit

/// Classic split: children, `isCollapsed` and the collapse sequence (R12–R16, R18–R20).
@Suite(.checksInvariants) @MainActor
struct ClassicCollapseTests {

  @Test func R13_expandedViewControllersArePrimaryAndSecondaryAndDefinePresentationContext() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    #expect(md.split.viewControllers == [md.primary, md.detail])
    #expect(md.split.children == [md.primary, md.detail])
    #expect(md.split.isCollapsed == false)
    #expect(md.detail.definesPresentationContext)
    #expect(md.primary.definesPresentationContext)
    #expect(md.dump.contains("<RecordingNavigationController \"Primary\"> [column primary] w:C h:R (0,0,375,820) appeared"))
    #expect(md.dump.contains("<RecordingViewController \"Detail\"> [column secondary] w:R h:R (375.5,0,804.5,820) appeared"))
  }

  @Test func R13_collapsedViewControllersHoldOnlyThePrimary() {
    let md = MasterDetail(.iPhone16)
    #expect(md.split.viewControllers == [md.primary])
    #expect(md.split.children == [md.primary])
  }

  @Test func R13_assigningTwoViewControllersWhileCollapsedIsLoggedAndIgnored() {
    let md = MasterDetail(.iPhoneSE)
    let other = UIViewController()
    let (_, reports) = MisuseReport.capture { md.split.viewControllers = [md.primary, other] }
    #expect(reports.map(\.kind) == [.log])
    #expect(reports.first?.message.hasPrefix("Too many view controllers assigned to collapsed split view controller") == true)
    #expect(md.split.viewControllers == [md.primary])
    #expect(other.parent == nil)
  }

  @Test func R13_theSameControllerAsPrimaryAndSecondaryIsRefused() {
    let split = UISplitViewController()
    let a = UIViewController()
    let (_, reports) = MisuseReport.capture { split.viewControllers = [a, a] }
    #expect(reports.count == 1)
    #expect(split.viewControllers.isEmpty)
  }

  @Test func R14_isCollapsedStaysFalseUntilTheCollapseAndItsDelegateCallsFinish() {
    let md = MasterDetail(.iPadPro13, .landscapeLeft)
    var seenDuringAlongside: Bool?
    md.delegate.onCollapseSecondary = { split in seenDuringAlongside = split.isCollapsed }
    md.log.clear()
    md.window.resize(to: CGSize(width: 375, height: 1032))
    #expect(seenDuringAlongside == false)
    #expect(md.log.splitSequence == [
      "delegate.primaryForCollapsing[expanded]",
      "delegate.collapseSecondary(Detail onto Primary)[expanded, vcs=1]",
      "primary.collapseSecondaryViewController(Detail)[expanded]",
      "notification.showDetailTargetDidChange[collapsed]",
      "delegate.didCollapse[collapsed]",
    ])
    #expect(md.split.isCollapsed)
  }

  @Test(arguments: [Device.iPhoneSE, .iPhone16, .iPhone16ProMax])
  func R15_collapsesImmediatelyAtFirstDisplayWhenCompact(device: Device) {
    let md = MasterDetail(device, show: false)
    #expect(md.split.isCollapsed == false)  // a split starts expanded
    md.log.clear()
    md.window.makeKeyAndVisible()
    #expect(md.split.isCollapsed)
    #expect(md.log.splitSequence == [
      "delegate.primaryForCollapsing[expanded]",
      "delegate.collapseSecondary(Detail onto Primary)[expanded, vcs=1]",
      "primary.collapseSecondaryViewController(Detail)[expanded]",
      "notification.showDetailTargetDidChange[collapsed]",
      "delegate.didCollapse[collapsed]",
    ])
    // The list never appeared: the detail is on top of the collapsed stack.
    #expect(md.log.filtered("List.viewWillAppear", "Detail.viewWillAppear", "Detail.viewDidAppear") == ["Detail.viewWillAppear", "Detail.viewDidAppear"])
    #expect(md.primary.viewControllers == [md.list, md.detail])
  }

  @Test func R15_collapsesWhenTheHorizontalClassBecomesCompact() {
    let md = MasterDetail(.iPadMini, .portrait)
    #expect(md.split.isCollapsed == false)
    md.window.resize(to: CGSize(width: 320, height: 1133))
    #expect(md.split.isCollapsed)
    md.log.clear()
    md.window.resize(to: CGSize(width: 320, height: 1000))   // still compact: nothing happens
    #expect(md.log.splitSequence.isEmpty)
  }

  @Test func R16_collapseSequenceOrderWithAppearanceCallbacks() {
    let md = MasterDetail(.iPhone16ProMax, .landscapeLeft)
    #expect(md.split.isCollapsed == false)
    md.log.clear()
    md.window.rotate(to: .portrait)
    #expect(md.log.entries.filter { !$0.contains("Transition") && !$0.contains("traitCollection") } == [
      "delegate.primaryForCollapsing[expanded]",
      "Detail.willMove(nil)",
      "Detail.didMove(nil)",
      "delegate.collapseSecondary(Detail onto Primary)[expanded, vcs=1]",
      "primary.collapseSecondaryViewController(Detail)[expanded]",
      "Detail.willMove(parent)",
      "List.viewWillDisappear",
      "List.viewDidDisappear",
      "Detail.didMove(parent)",
      "notification.showDetailTargetDidChange[collapsed]",
      "delegate.didCollapse[collapsed]",
    ])
    #expect(md.split.viewControllers == [md.primary])
    #expect(md.primary.viewControllers == [md.list, md.detail])
    #expect(md.dump.contains("<RecordingViewController \"Detail\"> [top 1] w:C h:R (0,0,440,956) appeared"))
  }

  @Test func R16_delegateReturningTrueKeepsThePrimaryAloneAndTheSecondaryDisappears() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    md.delegate.collapseSecondaryAnswer = true
    md.log.clear()
    md.window.resize(to: CGSize(width: 320, height: 820))
    #expect(md.log.splitSequence == [
      "delegate.primaryForCollapsing[expanded]",
      "delegate.collapseSecondary(Detail onto Primary)[expanded, vcs=1]",
      "notification.showDetailTargetDidChange[collapsed]",
      "delegate.didCollapse[collapsed]",
    ])
    #expect(md.log.filtered("Detail.viewWillAppear", "Detail.viewDidAppear", "Detail.viewWillDisappear", "Detail.viewDidDisappear") == ["Detail.viewWillDisappear", "Detail.viewDidDisappear"])
    #expect(md.primary.viewControllers == [md.list])
    #expect(md.detail.parent == nil)
    #expect(md.split.isCollapsed)
  }

  @Test func R16_primaryForCollapsingReplacesThePrimary() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    let replacement = RecordingNavigationController()
    replacement.title = "Replacement"
    replacement.setViewControllers([UIViewController()], animated: false)
    md.delegate.primaryForCollapsing = replacement
    md.window.resize(to: CGSize(width: 320, height: 820))
    #expect(md.split.viewControllers == [replacement])
    #expect(replacement.viewControllers.last === md.detail)
    #expect(md.primary.parent == nil)
  }

  @Test func R16_anEmptyNavigationSecondaryIsLoggedAndSkipped() {
    let log = CallLog()
    let window = UIWindow(device: .iPadAir11, orientation: .landscapeLeft)
    let primary = RecordingNavigationController(rootViewController: RecordingViewController("List", log: log))
    primary.log = log
    let split = UISplitViewController()
    split.viewControllers = [primary, UINavigationController()]
    window.rootViewController = split
    window.makeKeyAndVisible()
    let (_, reports) = MisuseReport.capture { window.resize(to: CGSize(width: 320, height: 820)) }
    #expect(reports.map(\.kind) == [.log])
    #expect(log.filtered("primary.").isEmpty)
    #expect(split.isCollapsed)
    #expect(primary.viewControllers.count == 1)
  }

  @Test func R12_notificationIsPostedExactlyWhenIsCollapsedFlips() {
    let md = MasterDetail(.iPadPro13, .landscapeLeft)
    md.log.clear()
    md.window.resize(to: CGSize(width: 375, height: 1032))
    md.window.resize(to: CGSize(width: 360, height: 1032))
    md.window.resize(to: CGSize(width: 1376, height: 1032))
    md.window.resize(to: CGSize(width: 991, height: 1032))
    #expect(md.log.filtered("notification.") == [
      "notification.showDetailTargetDidChange[collapsed]",
      "notification.showDetailTargetDidChange[expanded]",
    ])
  }

  @Test func R18_enteringCompactDismissesCurrentContextPresentationsOfTheColumns() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    let sheet = RecordingViewController("Context", log: md.log)
    sheet.modalPresentationStyle = .currentContext
    md.detail.present(sheet, animated: false)
    #expect(md.detail.presentedViewController === sheet)
    md.log.clear()
    md.window.resize(to: CGSize(width: 320, height: 820))
    #expect(md.detail.presentedViewController == nil)
    #expect(sheet.presentingViewController == nil)
    #expect(md.log.entries.firstIndex(of: "Context.viewDidDisappear")! < md.log.entries.firstIndex(of: "delegate.collapseSecondary(Detail onto Primary)[expanded, vcs=1]")!)
    #expect(md.split.isCollapsed)
  }

  @Test func R18_enteringCompactDismissesTheOverlaidPrimary() {
    let md = MasterDetail(.iPadAir11, .portrait)
    md.split.displayModeButtonItem.simulateTap()
    #expect(md.split.displayMode == .oneOverSecondary)
    md.window.resize(to: CGSize(width: 320, height: 1180))
    #expect(md.split.isCollapsed)
    #expect(md.split.displayModeButtonItem.isHidden)
    md.window.resize(to: CGSize(width: 820, height: 1180))
    #expect(md.split.displayMode == .secondaryOnly)   // the overlay did not come back
    #expect(md.list.appearanceState == .disappeared)
  }

  @Test func R19_aPlainPrimaryDropsTheSecondaryByDefault() {
    let log = CallLog()
    let window = UIWindow(device: .iPadAir11, orientation: .landscapeLeft)
    let list = RecordingViewController("List", log: log)
    let detail = RecordingViewController("Detail", log: log)
    let split = UISplitViewController()
    split.viewControllers = [list, detail]
    window.rootViewController = split
    window.makeKeyAndVisible()
    log.clear()
    window.resize(to: CGSize(width: 320, height: 820))
    #expect(split.viewControllers == [list])
    #expect(detail.parent == nil)
    #expect(log.filtered("Detail.viewWillAppear", "Detail.viewDidAppear", "Detail.viewWillDisappear", "Detail.viewDidDisappear") == ["Detail.viewWillDisappear", "Detail.viewDidDisappear"])
    #expect(HierarchyDump.describe(window).contains("<RecordingViewController \"List\"> [column primary (collapsed)] w:C h:R (0,0,320,820) appeared"))
  }

  @Test func R20_aNavigationSecondaryIsNestedInTheNavigationPrimary() {
    let md = MasterDetail(.iPhone16, detailInNavigation: true)
    let nested = md.primary.viewControllers.last as? UINavigationController
    #expect(md.primary.viewControllers.count == 2)
    #expect(nested?.viewControllers == [md.detail])
    #expect(md.primary.allowsNestedNavigationControllers == false)   // only during the collapse
    #expect(md.dump.contains("<UINavigationController> [top 1] w:C h:R (0,0,393,852) appeared"))
  }
}
