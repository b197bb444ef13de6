import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Changes of the inspector asked for from the callbacks of a running change of it (R111, R112).
@Suite(.checksInvariants) @MainActor
struct InspectorReentrancyTests {
  @Test func R111_showFromACallbackOfARunningHideWaitsForTheHideAndShowsTheColumnAgain() throws {
    let columns = ColumnSplit(.doubleColumn, .iPadPro13)
    let inspector = OneShotRecordingController("Inspector", log: columns.log)
    columns.split.setViewController(inspector, for: .inspector)
    columns.split.show(.inspector)
    let wrapper = try #require(inspector.navigationController)
    columns.log.clear()
    inspector.onWillDisappear = { columns.split.show(.inspector) }
    columns.split.hide(.inspector)
    // [INF] The hide ends first, then the show runs against the hidden inspector.
    #expect(columns.log.filtered("Inspector.") == [
      "Inspector.viewWillDisappear", "Inspector.viewDidDisappear", "Inspector.viewWillAppear", "Inspector.viewDidAppear",
    ])
    #expect(columns.split.isShowing(.inspector) && wrapper.parent === columns.split)
    #expect(inspector.appearanceState == .appeared && inspector.view.window === columns.window)
  }
}

extension InspectorReentrancyTests {
  @Test func R112_aSplitExpandedFromTheDismissalOfAReplacedInspectorSheetShowsTheNewInspectorAsAColumn() throws {
    let columns = ColumnSplit(.doubleColumn, .iPadPro13)
    let old = OneShotRecordingController("Old", log: columns.log)
    columns.split.setViewController(old, for: .inspector)
    columns.split.show(.inspector)
    columns.window.resize(to: CGSize(width: 375, height: 1032))
    #expect(columns.split.isCollapsed && old.navigationController?.presentingViewController === columns.split)
    let new = RecordingViewController("New", log: columns.log)
    old.onDidDisappear = { columns.window.resize(to: CGSize(width: 1376, height: 1032)) }
    columns.log.clear()
    columns.split.setViewController(new, for: .inspector)
    // [INF] The old sheet leaves, the split expands from its viewDidDisappear, and the new
    // inspector then comes as a column, appearing once the expansion is over.
    #expect(columns.log.filtered("Old.view", "New.view", "delegate") == [
      "Old.viewWillDisappear", "Old.viewDidDisappear", "Old.viewWillTransition(704x964)",
      "delegate.displayModeForExpanding(proposed oneBesideSecondary)[collapsed]",
      "delegate.willShow(primary)[collapsed]", "delegate.willShow(secondary)[collapsed]", "delegate.didExpand[expanded]",
      "New.viewDidLoad", "New.viewWillAppear", "New.viewDidAppear",
    ])
    #expect(!columns.split.isCollapsed)
    let wrapper = try #require(new.navigationController)
    #expect(wrapper.parent === columns.split && wrapper.presentingViewController == nil)
    #expect(columns.split.isShowing(.inspector))
    #expect(new.appearanceState == .appeared && new.view.window === columns.window)
    #expect(old.appearanceState == .disappeared && old.viewIfLoaded?.window == nil)
  }
}

extension InspectorReentrancyTests {
  @Test func R111_theInspectorsWrapperAdoptedByAControllerInsideTheSplitLeavesTheInspectorColumn() throws {
    let columns = ColumnSplit(.doubleColumn, .iPadPro13)
    let inspector = RecordingViewController("Inspector", log: columns.log)
    columns.split.setViewController(inspector, for: .inspector)
    columns.split.show(.inspector)
    let wrapper = try #require(inspector.navigationController)
    columns.log.clear()
    // [INF] As a column's controller adopted outside the split leaves its column: the inspector's
    // wrapper is only ever the split's own child.
    columns.detail.addChild(wrapper)
    wrapper.didMove(toParent: columns.detail)
    #expect(wrapper.parent === columns.detail)
    #expect(columns.split.viewController(for: .inspector) == nil && !columns.split.isShowing(.inspector))
    #expect(!columns.split.children.contains { $0 === wrapper })
    #expect(columns.log.filtered("Inspector.view") == ["Inspector.viewWillDisappear", "Inspector.viewDidDisappear"])
  }
}

extension InspectorReentrancyTests {
  /// Current-mix fuzz seed 500000714: a controller popped off a stack takes its presentation with
  /// it; a callback of that dismissal makes a split showing its inspector the window's root, where
  /// it collapses and appears while the dismissal runs, when nothing can be presented. Its sheet
  /// never came up: only a public `dismiss` brought held-back sheets up afterwards.
  @Test func R112_aSplitThatAppearsDuringADismissalNoDismissCallRanShowsItsInspectorSheetAfterIt() throws {
    let log = CallLog()
    let window = UIWindow(device: .iPhone16, orientation: .portrait)
    let pushed = UIViewController()
    let stack = UINavigationController(rootViewController: UIViewController())
    stack.pushViewController(pushed, animated: false)
    window.rootViewController = stack
    window.makeKeyAndVisible()
    let cover = OneShotRecordingController("Cover", log: log)
    pushed.definesPresentationContext = true
    cover.modalPresentationStyle = .currentContext
    pushed.present(cover, animated: false)
    #expect(cover.presentingViewController === pushed)
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    let inspector = RecordingViewController("Inspector", log: log)
    split.setViewController(inspector, for: .inspector)
    split.show(.inspector)
    let wrapper = try #require(inspector.navigationController)
    cover.onWillDisappear = { window.rootViewController = split }
    log.clear()
    stack.popViewController(animated: false)
    // [INF] The cover leaves first; the split's inspector sheet comes up once that dismissal ends.
    #expect(log.filtered("Cover.view", "Inspector.view") == [
      "Cover.viewWillDisappear(dismissed)", "Cover.viewDidDisappear",
      "Inspector.viewDidLoad", "Inspector.viewWillAppear", "Inspector.viewDidAppear",
    ])
    #expect(window.rootViewController === split && split.isCollapsed)
    #expect(split.isShowing(.inspector) && wrapper.presentingViewController === split)
    #expect(cover.presentingViewController == nil)
  }

  /// Current-mix fuzz seed 500000330: a controller pushed onto the shown inspector collapses the
  /// split from its `willMove(toParent:)`, while another sheet holds the inspector's sheet back; the
  /// push then ends off screen, and a callback of the pushed controller's disappearance dismisses
  /// the other sheet. The inspector's sheet, brought up at once, was refused as presenting an
  /// active controller (the disappearing one) and never came up.
  @Test func R112_anInspectorSheetFreedWhileAControllerInItIsDisappearingComesUpOnceItHasDisappeared() throws {
    let inspected = InspectedSplit()
    inspected.split.show(.inspector)
    let other = RecordingViewController("Other", log: inspected.columns.log)
    other.modalPresentationStyle = .formSheet
    inspected.split.present(other, animated: false)
    let pushed = OneShotController()
    pushed.onWillGetParent = { inspected.collapse() }
    pushed.onWillDisappear = {
      inspected.columns.log.record("Pushed.viewWillDisappear")
      other.dismiss(animated: false)
    }
    pushed.onDidDisappear = { inspected.columns.log.record("Pushed.viewDidDisappear") }
    inspected.columns.log.clear()
    let (_, reports) = MisuseReport.capture { inspected.wrapper.pushViewController(pushed, animated: false) }
    #expect(reports.isEmpty)
    // [INF] The other sheet leaves from the callback; the inspector's sheet comes up once the
    // pushed controller has disappeared.
    #expect(inspected.columns.log.filtered("Pushed.", "Other.view", "Inspector.view").filter { !$0.contains("Transition") } == [
      "Inspector.viewWillDisappear", "Inspector.viewDidDisappear", "Pushed.viewWillDisappear",
      "Other.viewWillDisappear(dismissed)", "Other.viewDidDisappear", "Pushed.viewDidDisappear",
    ])
    #expect(inspected.split.isCollapsed && inspected.split.isShowing(.inspector))
    #expect(inspected.wrapper.presentingViewController === inspected.split && other.presentingViewController == nil)
    #expect(inspected.wrapper.viewControllers == [inspected.inspector, pushed] && pushed.appearanceState == .appeared)
  }

  /// Current-mix fuzz seed 500000890: the inspector's sheet, shown through the adaptation
  /// delegate's substitute, is not presented itself any more; the expansion took it for not up,
  /// left the substitute presented and was refused adding the container as its column (it is still
  /// presented behind the substitute): the inspector column was not the split's child.
  @Test func R112_anInspectorSheetShownThroughASubstituteBecomesAColumnWhenTheSplitExpands() throws {
    let window = UIWindow(device: .iPhone16, orientation: .portrait)
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    let inspector = UIViewController()
    split.setViewController(inspector, for: .inspector)
    window.rootViewController = split
    window.makeKeyAndVisible()
    split.show(.inspector)
    let wrapper = try #require(inspector.navigationController)
    let substitute = UINavigationController(rootViewController: UIViewController())
    let delegate = AdaptationDelegateAnswerTests.CompactHeightSubstitute(substitute: substitute)
    wrapper.presentationController?.delegate = delegate
    #expect(split.isCollapsed && wrapper.presentingViewController === split)
    let (_, reports) = MisuseReport.capture { window.resize(to: CGSize(width: 1024, height: 375)) }
    #expect(reports.isEmpty)
    #expect(!split.isCollapsed && split.isShowing(.inspector))
    #expect(wrapper.parent === split && wrapper.presentingViewController == nil)
    #expect(split.presentedViewController == nil && substitute.presentingViewController == nil)
    #expect(inspector.view.window === window && substitute.viewIfLoaded?.window == nil)
  }

  /// The same sheet, shown through a substitute, goes at `hide(.inspector)` with its substitute.
  @Test func R112_hidingAnInspectorSheetShownThroughASubstituteTakesTheSubstituteDown() throws {
    let window = UIWindow(device: .iPhone16, orientation: .landscapeLeft)
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    let inspector = UIViewController()
    split.setViewController(inspector, for: .inspector)
    window.rootViewController = split
    window.makeKeyAndVisible()
    let wrapper = try #require(inspector.navigationController)
    let substitute = UINavigationController(rootViewController: UIViewController())
    let delegate = AdaptationDelegateAnswerTests.CompactHeightSubstitute(substitute: substitute)
    wrapper.presentationController?.delegate = delegate
    split.show(.inspector)
    #expect(split.isCollapsed && split.isShowing(.inspector) && split.presentedViewController === substitute)
    let (_, reports) = MisuseReport.capture { split.hide(.inspector) }
    #expect(reports.isEmpty)
    #expect(!split.isShowing(.inspector) && split.presentedViewController == nil)
    #expect(substitute.presentingViewController == nil && substitute.viewIfLoaded?.window == nil)
    #expect(wrapper.parent == nil && wrapper.presentingViewController == nil)
  }

  /// Current-mix fuzz seed 500000591: a controller presented from the inspector while its sheet
  /// is up has the sheet as its presenter; a callback of that presentation expands the split, so
  /// the sheet becomes a column, a child. The presentation went on from that child, and when the
  /// inspector hid, the presented controller's view stayed in the window, out of every hierarchy.
  @Test func R112_aPresentationFromTheInspectorSheetIsAbandonedWhenACallbackOfItTurnsTheSheetIntoAColumn() throws {
    let inspected = InspectedSplit()
    inspected.collapse()
    inspected.split.show(.inspector)
    #expect(inspected.wrapper.presentingViewController === inspected.split)
    let popup = UIViewController()
    popup.modalPresentationStyle = .formSheet
    let delegate = ActingOnPresentation { inspected.expand() }
    popup.presentationController?.delegate = delegate
    let (_, reports) = MisuseReport.capture { inspected.inspector.present(popup, animated: false) }
    #expect(reports.map(\.message).contains { $0.contains("which a callback of the presentation made a child") })
    #expect(!inspected.split.isCollapsed && inspected.wrapper.parent === inspected.split)
    #expect(popup.presentingViewController == nil && popup.viewIfLoaded?.window == nil)
    #expect(inspected.wrapper.presentedViewController == nil && inspected.split.presentedViewController == nil)
    inspected.split.hide(.inspector)
    #expect(inspected.wrapper.parent == nil && popup.viewIfLoaded?.window == nil)
  }

  @Test func R112_theInspectorSheetIsASheetWhateverStyleTheAppPresentedItsWrapperWith() throws {
    let inspected = InspectedSplit()
    inspected.split.show(.inspector)
    // The app presented the inspector's wrapper as a popover at some point: its sheet is a page
    // sheet all the same (fuzz seed 20000056, current mix).
    inspected.wrapper.modalPresentationStyle = .popover
    inspected.collapse()
    #expect(inspected.split.isShowing(.inspector))
    #expect(inspected.wrapper.presentingViewController === inspected.split)
    #expect(inspected.wrapper.modalPresentationStyle == .pageSheet)
  }
}

/// An adaptation delegate that runs a block once from `willPresentWithAdaptiveStyle`.
final class ActingOnPresentation: UIAdaptivePresentationControllerDelegate {
  var action: (() -> Void)?
  init(_ action: @escaping () -> Void) { self.action = action }
  func presentationController(
    _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {
    let block = action
    action = nil
    block?()
  }
}

extension InspectorReentrancyTests {
  /// Current fuzz seed 876564811: a replaced inspector column's container was covered by a
  /// current-context presentation. Ending that presentation as the column leaves the split put the
  /// covered container's view back in the split's view, where it stayed, on screen, with the
  /// controller out of the hierarchy. [INF] It leaves with its column: put back by the dismissal,
  /// it disappears again, as a covered child removed from its parent does.
  @Test func R111_aReplacedInspectorCoveredByACurrentContextPresentationLeavesTheWindow() throws {
    let columns = ColumnSplit(.doubleColumn, .iPadPro13)
    let old = RecordingViewController("Old", log: columns.log)
    columns.split.setViewController(old, for: .inspector)
    columns.split.show(.inspector)
    let oldContainer = try #require(old.navigationController)
    let cover = RecordingViewController("Cover", log: columns.log)
    cover.modalPresentationStyle = .currentContext
    old.present(cover, animated: false)
    #expect(cover.presentingViewController === oldContainer && oldContainer.viewIfLoaded?.window == nil)
    let new = RecordingViewController("New", log: columns.log)
    columns.log.clear()
    columns.split.setViewController(new, for: .inspector)
    #expect(columns.log.filtered("Old.view", "Cover.view", "New.view") == [
      "Cover.viewWillDisappear(dismissed)", "Old.viewWillAppear", "Old.viewDidAppear", "Cover.viewDidDisappear",
      "Old.viewWillDisappear", "Old.viewDidDisappear",
      "New.viewDidLoad", "New.viewWillAppear", "New.viewDidAppear",
    ])
    #expect(oldContainer.parent == nil && oldContainer.viewIfLoaded?.window == nil)
    #expect(old.appearanceState == .disappeared && cover.presentingViewController == nil)
    #expect(new.appearanceState == .appeared && new.view.window === columns.window)
  }
}
