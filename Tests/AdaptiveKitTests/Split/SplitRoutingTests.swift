import Foundation
import Testing
import AdaptiveTestSupport
@testable import AdaptiveKit

/// `show` and `showDetailViewController` on a classic split (R9, R10, R20, R35).
@Suite(.checksInvariants) @MainActor
struct SplitRoutingTests {
  @Test func R9_showFromInsideThePrimaryReplacesThePrimary() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    let newPrimary = RecordingViewController("NewPrimary", log: md.log)
    md.log.clear()
    md.split.show(newPrimary, sender: md.list)
    #expect(md.log.splitSequence == ["delegate.show(NewPrimary)"])
    #expect(md.split.viewControllers == [newPrimary, md.detail])
    #expect(newPrimary.traitCollection.horizontalSizeClass == .compact)   // R34 reapplied
    #expect(md.primary.parent == nil)
    #expect(md.log.filtered("List.viewWillDisappear", "List.viewDidDisappear", "NewPrimary.viewWillAppear", "NewPrimary.viewDidAppear") == [
      "List.viewWillDisappear", "NewPrimary.viewWillAppear", "List.viewDidDisappear", "NewPrimary.viewDidAppear",
    ])
  }

  @Test(arguments: [true, false])
  func R9_showFromTheSecondaryOrWithoutSenderReplacesTheSecondary(senderIsDetail: Bool) {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    let other = RecordingViewController("Other", log: md.log)
    md.split.show(other, sender: senderIsDetail ? md.detail : nil)
    #expect(md.split.viewControllers == [md.primary, other])
    #expect(other.traitCollection.horizontalSizeClass == .regular)
    #expect(md.detail.parent == nil)
  }

  @Test func R9_aViewSenderInThePrimaryCounts() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    let other = UIViewController()
    md.split.show(other, sender: md.list.view)
    #expect(md.split.viewControllers == [other, md.detail])
  }

  @Test func R9_showingTheControllerThatContainsTheSenderDoesNothing() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    md.split.show(md.detail, sender: md.detail)
    #expect(md.split.viewControllers == [md.primary, md.detail])
  }

  @Test func R9_theDelegatesShowHookCanHandleIt() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    md.delegate.showAnswer = true
    md.split.show(UIViewController(), sender: md.detail)
    #expect(md.split.viewControllers == [md.primary, md.detail])
  }

  @Test func R9_compactShowPresentsModally() {
    let md = MasterDetail(.iPhone16)
    let modal = UIViewController()
    md.split.show(modal, sender: nil)
    #expect(md.split.presentedViewController === modal)
    #expect(md.primary.viewControllers == [md.list, md.detail])
  }

  @Test func R10_expandedShowDetailReplacesTheSecondaryAndDiscardsItsStack() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft, detailInNavigation: true)
    let oldSecondary = md.split.viewControllers[1]
    let photo = RecordingViewController("Photo", log: md.log)
    md.log.clear()
    md.split.showDetailViewController(photo, sender: md.list)
    #expect(md.log.splitSequence == ["delegate.showDetail(Photo)"])
    #expect(md.split.viewControllers == [md.primary, photo])
    #expect(oldSecondary.parent == nil)
    #expect((oldSecondary as? UINavigationController)?.viewControllers == [md.detail])   // not pushed onto
  }

  @Test func R10_observersOfViewControllersLearnOfAReplacedSecondary() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    let photo = UIViewController(), other = UIViewController()
    var reports: [[UIViewController]] = []
    let observation = md.split.observe(\.viewControllers, options: [.new]) { _, change in
      reports.append(change.newValue ?? [])
    }
    md.split.showDetailViewController(photo, sender: md.list)
    md.split.showDetailViewController(photo, sender: md.list)   // already the secondary: no report
    md.split.show(other, sender: photo)
    #expect(reports.count == 2)
    #expect(reports.first.map { $0.elementsEqual([md.primary, photo], by: ===) } == true)
    #expect(reports.last.map { $0.elementsEqual([md.primary, other], by: ===) } == true)
    observation.invalidate()
  }

  @Test func R10_showDetailWithoutAPrimaryInstallsTheOnlyChild() {
    let window = UIWindow(device: .iPadAir11, orientation: .landscapeLeft)
    let split = UISplitViewController()
    window.rootViewController = split
    window.makeKeyAndVisible()
    let only = UIViewController()
    split.showDetailViewController(only, sender: nil)
    #expect(split.viewControllers == [only])
  }

  @Test func R10_theDelegatesShowDetailHookCanHandleIt() {
    let md = MasterDetail(.iPhone16)
    md.delegate.showDetailAnswer = true
    md.split.showDetailViewController(UIViewController(), sender: nil)
    #expect(md.primary.viewControllers == [md.list, md.detail])
    #expect(md.split.presentedViewController == nil)
  }

  @Test func R10_collapsedShowDetailIsForwardedAsShowToTheNavigationPrimary() {
    let md = MasterDetail(.iPhone16ProMax)
    md.primary.popViewController(animated: false)
    let photo = RecordingViewController("Photo", log: md.log)
    md.split.showDetailViewController(photo, sender: md.list)
    #expect(md.primary.viewControllers == [md.list, photo])
    #expect(md.split.preservedDetail === photo)
    // The preserved detail returns at expansion if nothing is separated.
    md.primary.popViewController(animated: false)
    md.window.rotate(to: .landscapeLeft)
    #expect(md.split.isCollapsed == false)
    #expect(md.split.viewControllers == [md.primary, photo])
  }

  @Test func R20_collapsedShowDetailOfANavigationControllerNestsIt() {
    let md = MasterDetail(.iPhone16)
    let wrapped = UINavigationController(rootViewController: UIViewController())
    let (_, reports) = MisuseReport.capture { md.split.showDetailViewController(wrapped, sender: nil) }
    #expect(reports.isEmpty)
    #expect(md.primary.viewControllers.last === wrapped)
    #expect(md.primary.allowsNestedNavigationControllers == false)
  }

  @Test func R10_collapsedShowDetailOntoAPlainPrimaryPresents() {
    let window = UIWindow(device: .iPhoneSE)
    let split = UISplitViewController()
    let list = UIViewController()
    split.viewControllers = [list, UIViewController()]
    window.rootViewController = split
    window.makeKeyAndVisible()
    let photo = UIViewController()
    split.showDetailViewController(photo, sender: list)
    #expect(split.presentedViewController === photo)
    #expect(split.viewControllers == [list])
  }

  @Test func R10_showDetailOfTheControllerBeingReplacedDoesNothing() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    md.split.showDetailViewController(md.detail, sender: nil)
    #expect(md.split.viewControllers == [md.primary, md.detail])
  }

  @Test func R35_descendantsFindTheirSplitViewController() {
    let md = MasterDetail(.iPhone16, detailInNavigation: true)
    #expect(md.list.splitViewController === md.split)
    #expect(md.detail.splitViewController === md.split)
    #expect(md.split.splitViewController == nil)
    #expect(UIViewController().splitViewController == nil)
  }

  @Test func R4_theSplitIsTheTargetOfShowDetailFromItsSecondary() {
    let md = MasterDetail(.iPadAir11, .landscapeLeft)
    #expect(md.detail.targetViewController(forAction: .showDetail, sender: nil) === md.split)
    #expect(md.detail.targetViewController(forAction: .show, sender: nil) === md.split)
    #expect(md.list.targetViewController(forAction: .show, sender: nil) === md.primary)
  }
}
