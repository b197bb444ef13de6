import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A split delegate that records the column calls of R41–R43 and R115 and the end of collapses and
/// expansions, nothing else.
@MainActor
final class ColumnEventDelegate: UISplitViewControllerDelegate {
  let log: CallLog
  init(log: CallLog) { self.log = log }
  func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { log.record("delegate.willShow(\(column))") }
  func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { log.record("delegate.willHide(\(column))") }
  func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column) { log.record("delegate.didShow(\(column))") }
  func splitViewController(_ svc: UISplitViewController, didHide column: UISplitViewController.Column) { log.record("delegate.didHide(\(column))") }
  func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.record("delegate.didCollapse") }
  func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.record("delegate.didExpand") }
}

/// A double-column split on a 13″ iPad in landscape (1376 × 1032, a half-point gutter) with an
/// inspector set and a delegate that records column events.
@MainActor
struct InspectedSplit {
  let columns: ColumnSplit
  let inspector: RecordingViewController
  /// The inspector's navigation wrapper, kept here (a replaced inspector's wrapper is freed).
  let wrapper: UINavigationController
  let events: ColumnEventDelegate

  init(_ style: UISplitViewController.Style = .doubleColumn) {
    columns = ColumnSplit(style, .iPadPro13)
    inspector = RecordingViewController("Inspector", log: columns.log)
    events = ColumnEventDelegate(log: columns.log)
    columns.split.delegate = events
    columns.split.setViewController(inspector, for: .inspector)
    wrapper = inspector.navigationController!
  }

  var split: UISplitViewController { columns.split }
  /// The inspector's appearance callbacks and the delegate's column calls, in order.
  var sequence: [String] {
    columns.log.filtered("Inspector.viewWillAppear", "Inspector.viewDidAppear", "Inspector.viewWillDisappear",
                         "Inspector.viewDidDisappear", "delegate.")
  }
  func collapse() { columns.window.resize(to: CGSize(width: 375, height: 1032)) }
  func expand() { columns.window.resize(to: CGSize(width: 1376, height: 1032)) }
}

/// The inspector column of iOS 26 (R111–R115).
@Suite(.checksInvariants) @MainActor
struct InspectorColumnTests {
  /// Fuzz seed 1007 (current mix): a split showing its inspector, presented as a page sheet in
  /// compact width, collapses while it is being presented, when nothing can be presented from it;
  /// its inspector comes up as its sheet once it has appeared, instead of being neither a column
  /// nor a sheet (and `show(.inspector)` doing nothing).
  @Test func R112_aSplitCollapsedWhileBeingPresentedShowsItsInspectorAsASheetOnceItAppears() {
    let presenter = UIViewController()
    let window = makeVisibleWindow(root: presenter, device: .iPhone16)
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    let inspector = UIViewController()
    split.setViewController(inspector, for: .inspector)
    split.show(.inspector)
    presenter.present(split, animated: true)
    #expect(split.isCollapsed)
    #expect(split.isShowing(.inspector))
    #expect(inspector.navigationController?.presentingViewController === split)
    #expect(HierarchyInvariants.violations(in: window).isEmpty)
    split.hide(.inspector)
    #expect(!split.isShowing(.inspector) && inspector.navigationController?.presentingViewController == nil)
  }

  @Test func R111_theInspectorIsWrappedAndStartsHidden() {
    let inspected = InspectedSplit()
    #expect(inspected.split.viewController(for: .inspector) === inspected.inspector)
    #expect(inspected.wrapper.parent == nil)
    #expect(!inspected.split.isShowing(.inspector))
    #expect(inspected.split.viewControllers.count == 2)
    #expect(inspected.inspector.appearanceState == .disappeared)
  }

  @Test func R111_showPutsTheInspectorBesideTheSecondaryAndHideTakesItAway() {
    let inspected = InspectedSplit()
    let columns = inspected.columns
    columns.log.clear()
    inspected.split.show(.inspector)
    #expect(inspected.split.isShowing(.inspector))
    #expect(inspected.wrapper.parent === inspected.split)
    // A programmatic show is not announced (R115).
    #expect(inspected.sequence == ["Inspector.viewWillAppear", "Inspector.viewDidAppear"])
    #expect(columns.frame(columns.sidebar) == CGRect(x: 0, y: 0, width: 320, height: 1032))
    #expect(columns.frame(columns.detail) == CGRect(x: 320.5, y: 0, width: 735, height: 1032))
    #expect(columns.frame(inspected.inspector) == CGRect(x: 1056, y: 0, width: 320, height: 1032))
    #expect(columns.dump.contains("[column inspector]"))
    columns.log.clear()
    inspected.split.hide(.inspector)
    #expect(!inspected.split.isShowing(.inspector))
    #expect(inspected.wrapper.parent == nil)
    #expect(inspected.sequence == ["Inspector.viewWillDisappear", "Inspector.viewDidDisappear"])
    #expect(columns.frame(columns.detail) == CGRect(x: 320.5, y: 0, width: 1055.5, height: 1032))
  }

  @Test func R111_aTripleColumnSplitHasAnInspectorToo() {
    let inspected = InspectedSplit(.tripleColumn)
    inspected.split.show(.inspector)
    #expect(inspected.split.isShowing(.inspector))
    #expect(inspected.inspector.appearanceState == .appeared)
    #expect(inspected.columns.frame(inspected.inspector).maxX == 1376)
    #expect(inspected.columns.frame(inspected.inspector).width == 320)
  }

  @Test func R112_inspectorBecomesSheetWhenCollapsed() {
    let inspected = InspectedSplit()
    inspected.split.show(.inspector)
    inspected.columns.log.clear()
    inspected.collapse()
    #expect(inspected.split.isCollapsed)
    #expect(inspected.sequence == [
      "Inspector.viewWillDisappear", "Inspector.viewDidDisappear",
      "delegate.willHide(primary)",
      "delegate.didHide(primary)",
      "delegate.didCollapse",
      "Inspector.viewWillAppear", "Inspector.viewDidAppear",
    ])
    #expect(inspected.wrapper.parent == nil)
    #expect(inspected.wrapper.presentingViewController === inspected.split)
    #expect(inspected.wrapper.presentationController is UISheetPresentationController)
    #expect(inspected.split.isShowing(.inspector))
    #expect(inspected.inspector.traitCollection.splitViewControllerLayoutEnvironment == .collapsed)
    #expect(inspected.inspector.traitCollection.horizontalSizeClass == .compact)
  }

  @Test func R112_theSheetBecomesAColumnAgainWhenTheSplitExpands() {
    let inspected = InspectedSplit()
    inspected.split.show(.inspector)
    inspected.collapse()
    inspected.columns.log.clear()
    inspected.expand()
    #expect(!inspected.split.isCollapsed)
    #expect(inspected.sequence == [
      "Inspector.viewWillDisappear", "Inspector.viewDidDisappear",
      "delegate.willShow(primary)", "delegate.willShow(secondary)",
      "Inspector.viewWillAppear", "Inspector.viewDidAppear",
      "delegate.didShow(primary)", "delegate.didShow(secondary)",
      "delegate.didExpand",
    ])
    #expect(inspected.wrapper.parent === inspected.split)
    #expect(inspected.wrapper.presentingViewController == nil)
    #expect(inspected.split.isShowing(.inspector))
    #expect(inspected.columns.frame(inspected.inspector) == CGRect(x: 1056, y: 0, width: 320, height: 1032))
    #expect(inspected.inspector.traitCollection.splitViewControllerLayoutEnvironment == .expanded)
  }

  /// A resize from a callback of a trait transition expands the collapsed split: its inspector's
  /// sheet becomes a column again, with the column's traits, while the outer transition still
  /// applies its own. (Fuzz seed 920001234, in the random-action tests, is the case where the
  /// sheet's presentation outlived that and gave the column the sheet's compact width again.)
  @Test func R112_anInspectorSheetANestedResizeMakesAColumnKeepsTheColumnsTraits() {
    let inspected = InspectedSplit()
    inspected.split.show(.inspector)
    inspected.collapse()
    #expect(inspected.wrapper.presentingViewController === inspected.split)
    let detail = OneShotController()
    inspected.split.setViewController(detail, for: .secondary)
    detail.onTraitChange = { inspected.expand() }
    inspected.columns.window.preferredContentSizeCategory = .accessibilityExtraLarge
    #expect(detail.onTraitChange == nil)
    #expect(!inspected.split.isCollapsed)
    #expect(inspected.wrapper.parent === inspected.split && inspected.wrapper.presentingViewController == nil)
    #expect(inspected.inspector.traitCollection.horizontalSizeClass == .regular)
    #expect(inspected.inspector.traitCollection.splitViewControllerLayoutEnvironment == .expanded)
    #expect(inspected.columns.frame(inspected.inspector) == CGRect(x: 1056, y: 0, width: 320, height: 1032))
  }

  @Test func R112_theUsersDismissalOfTheSheetHidesTheInspector() {
    let inspected = InspectedSplit()
    inspected.split.show(.inspector)
    inspected.collapse()
    inspected.columns.log.clear()
    #expect(inspected.wrapper.presentationController?.simulateInteractiveDismissal() == .dismissed)
    #expect(inspected.sequence == ["Inspector.viewWillDisappear", "Inspector.viewDidDisappear", "delegate.didHide(inspector)"])
    #expect(!inspected.split.isShowing(.inspector))
    inspected.columns.log.clear()
    inspected.expand()
    #expect(inspected.wrapper.parent == nil)
    #expect(!inspected.split.isShowing(.inspector))
    #expect(inspected.sequence == [
      "delegate.willShow(primary)", "delegate.willShow(secondary)",
      "delegate.didShow(primary)", "delegate.didShow(secondary)",
      "delegate.didExpand",
    ])
  }

  @Test func R112_showAndHideWhileCollapsedPresentAndDismissTheSheet() {
    let inspected = InspectedSplit()
    inspected.collapse()
    inspected.columns.log.clear()
    inspected.split.show(.inspector)
    #expect(inspected.split.isShowing(.inspector))
    #expect(inspected.wrapper.presentingViewController === inspected.split)
    inspected.split.hide(.inspector)
    #expect(!inspected.split.isShowing(.inspector))
    #expect(inspected.wrapper.presentingViewController == nil)
    // Programmatic: no delegate calls (R115).
    #expect(inspected.sequence == [
      "Inspector.viewWillAppear", "Inspector.viewDidAppear", "Inspector.viewWillDisappear", "Inspector.viewDidDisappear",
    ])
    // Shown while collapsed, it is a column once expanded.
    inspected.split.show(.inspector)
    inspected.expand()
    #expect(inspected.wrapper.parent === inspected.split)
    #expect(inspected.split.isShowing(.inspector))
  }

  @Test func R112_anInspectorFirstShownOnAnIPhoneIsASheet() {
    let columns = ColumnSplit(.doubleColumn, .iPhone16, .portrait)
    let inspector = RecordingViewController("Inspector", log: columns.log)
    columns.split.setViewController(inspector, for: .inspector)
    columns.split.show(.inspector)
    #expect(inspector.navigationController?.presentingViewController === columns.split)
    #expect(inspector.appearanceState == .appeared)
    #expect(columns.split.isShowing(.inspector))
  }

  @Test func R113_inspectorWidthsResolveLikeASidebars() {
    let inspected = InspectedSplit()
    let columns = inspected.columns
    inspected.split.show(.inspector)
    inspected.split.preferredInspectorColumnWidth = 280
    #expect(columns.frame(inspected.inspector) == CGRect(x: 1096, y: 0, width: 280, height: 1032))
    #expect(columns.frame(columns.detail) == CGRect(x: 320.5, y: 0, width: 775, height: 1032))
    inspected.split.preferredInspectorColumnWidth = UISplitViewController.automaticDimension
    inspected.split.preferredInspectorColumnWidthFraction = 0.25         // 344, over the 320 maximum
    #expect(columns.frame(inspected.inspector).width == 320)
    inspected.split.maximumInspectorColumnWidth = 400
    #expect(columns.frame(inspected.inspector).width == 344)
    inspected.split.preferredInspectorColumnWidthFraction = UISplitViewController.automaticDimension
    inspected.split.maximumInspectorColumnWidth = UISplitViewController.automaticDimension
    inspected.split.minimumSecondaryColumnWidth = 900                    // 1055 of room: the inspector narrows
    #expect(columns.frame(inspected.inspector).width == 155)
    #expect(columns.frame(columns.detail).width == 900)
    inspected.split.minimumSecondaryColumnWidth = UISplitViewController.automaticDimension
    inspected.split.preferredSecondaryColumnWidth = 800                  // the inspector takes the rest
    #expect(columns.frame(inspected.inspector).width == 255)
    #expect(columns.frame(columns.detail).width == 800)
    let (_, reports) = MisuseReport.capture { inspected.split.minimumInspectorColumnWidth = .nan }
    #expect(reports.count == 1)
    #expect(inspected.split.minimumInspectorColumnWidth == UISplitViewController.automaticDimension)
  }

  @Test func R114_isShowingFollowsTheDisplayModeAndTheCollapsedStack() {
    let columns = ColumnSplit(.doubleColumn, .iPadPro13)
    #expect(columns.split.isShowing(.primary) && columns.split.isShowing(.secondary))
    #expect(!columns.split.isShowing(.supplementary) && !columns.split.isShowing(.compact) && !columns.split.isShowing(.inspector))
    columns.split.hide(.primary)
    #expect(!columns.split.isShowing(.primary) && columns.split.isShowing(.secondary))
    columns.window.resize(to: CGSize(width: 375, height: 1032))
    #expect(columns.split.isShowing(.secondary) && !columns.split.isShowing(.primary))
    columns.split.hide(.secondary)                                       // pops the secondary
    #expect(columns.split.isShowing(.primary) && !columns.split.isShowing(.secondary))
    let classic = UISplitViewController()
    classic.viewControllers = [UIViewController(), UIViewController()]
    #expect(classic.isShowing(.secondary) && !classic.isShowing(.inspector))
  }

  @Test func R115_onlySystemChangesAreAnnouncedWithDidShowAndDidHide() {
    let columns = ColumnSplit(.doubleColumn, .iPadPro13)
    let events = ColumnEventDelegate(log: columns.log)
    columns.split.delegate = events
    columns.log.clear()
    columns.split.hide(.primary)
    columns.split.show(.primary)
    #expect(columns.log.filtered("delegate.").isEmpty)
    #expect(columns.split.simulatePresentationGesture())
    #expect(columns.log.filtered("delegate.") == ["delegate.willHide(primary)", "delegate.didHide(primary)"])
    columns.log.clear()
    columns.window.resize(to: CGSize(width: 375, height: 1032))
    #expect(columns.log.filtered("delegate.") == ["delegate.didCollapse"])
  }

  @Test func R111_aClassicSplitRefusesAnInspector() {
    let split = UISplitViewController()
    let list = UIViewController(), detail = UIViewController()
    split.viewControllers = [list, detail]
    let inspector = UIViewController()
    let (_, reports) = MisuseReport.capture { split.setViewController(inspector, for: .inspector) }
    #expect(reports.map(\.kind) == [.exception(name: "NSInvalidArgumentException")])
    #expect(reports.first?.message == "UISplitViewControllerColumnInspector is only supported by a split view controller of style UISplitViewControllerStyleDoubleColumn or UISplitViewControllerStyleTripleColumn; \(split.debugName) is a classic split view controller (style .unspecified).")
    #expect(split.viewController(for: .inspector) == nil)
    #expect(inspector.parent == nil && inspector.navigationController == nil)
    #expect(split.viewControllers == [list, detail])
  }

  @Test func R112_anInspectorSetWhileItsSheetIsUpReplacesTheSheet() {
    let inspected = InspectedSplit()
    inspected.split.show(.inspector)
    inspected.collapse()
    let other = RecordingViewController("Other", log: inspected.columns.log)
    inspected.split.setViewController(other, for: .inspector)
    #expect(inspected.wrapper.presentingViewController == nil)
    #expect(other.navigationController?.presentingViewController === inspected.split)
    #expect(inspected.split.isShowing(.inspector))
    inspected.expand()
    #expect(other.navigationController?.parent === inspected.split)
  }
}

/// A shown inspector of a collapsed split whose sheet another presentation held back (R112).
@Suite(.checksInvariants) @MainActor
struct HeldBackInspectorSheetTests {
  /// Collapsed, showing nothing but another sheet presented from the split: `show(.inspector)`
  /// cannot present the inspector's sheet yet.
  func heldBack() -> (InspectedSplit, RecordingViewController) {
    let inspected = InspectedSplit()
    inspected.collapse()
    let other = RecordingViewController("Other", log: inspected.columns.log)
    other.modalPresentationStyle = .formSheet
    inspected.split.present(other, animated: false)
    inspected.split.show(.inspector)
    return (inspected, other)
  }

  @Test func R112_anInspectorSheetHeldBackByAnotherSheetComesUpWhenTheAppDismissesIt() {
    let (inspected, other) = heldBack()
    #expect(!inspected.split.isShowing(.inspector) && inspected.wrapper.presentingViewController == nil)
    inspected.columns.log.clear()
    other.dismiss(animated: true)
    // [INF] The other sheet leaves first; the inspector's comes up after it, without animation.
    #expect(inspected.columns.log.entries == [
      "Other.viewWillDisappear(dismissed)", "Other.viewDidDisappear",
      "Inspector.traitCollectionDidChange(CR)", "Inspector.viewDidLoad", "Inspector.viewWillAppear", "Inspector.viewDidAppear",
    ])
    #expect(inspected.split.isShowing(.inspector))
    #expect(inspected.wrapper.presentingViewController === inspected.split && other.presentingViewController == nil)
  }

  /// A collapsed split pushed inside `outer`'s collapsed stack, showing its inspector while
  /// `outer`'s inspector sheet is up: its own sheet waits (R112).
  func innerSplitHeldBackByTheOuterInspector(_ outer: InspectedSplit) throws -> (UISplitViewController, UINavigationController) {
    outer.collapse()
    outer.split.show(.inspector)
    let inner = UISplitViewController(style: .doubleColumn)
    inner.setViewController(RecordingViewController("InnerPrimary", log: outer.columns.log), for: .primary)
    inner.setViewController(UIViewController(), for: .secondary)
    let innerInspector = RecordingViewController("InnerInspector", log: outer.columns.log)
    inner.setViewController(innerInspector, for: .inspector)
    let stack = try #require(outer.columns.sidebar.navigationController)
    stack.pushViewController(inner, animated: false)
    inner.show(.inspector)
    let innerWrapper = try #require(innerInspector.navigationController)
    #expect(inner.isCollapsed && !inner.isShowing(.inspector) && innerWrapper.presentingViewController == nil)
    outer.columns.log.clear()
    return (inner, innerWrapper)
  }

  /// Current-mix fuzz seed 500001009: hiding the outer inspector ended its sheet but left the
  /// inner one waiting for good, shown but neither a column nor a sheet.
  @Test func R112_anInspectorSheetHeldBackByAnotherSplitsInspectorComesUpWhenThatInspectorHides() throws {
    let outer = InspectedSplit()
    let (inner, innerWrapper) = try innerSplitHeldBackByTheOuterInspector(outer)
    outer.split.hide(.inspector)
    // [INF] The outer inspector's sheet leaves first; the inner one comes up after it, without animation.
    #expect(outer.columns.log.filtered("Inspector.view", "InnerInspector.view") == [
      "Inspector.viewWillDisappear", "Inspector.viewDidDisappear",
      "InnerInspector.viewDidLoad", "InnerInspector.viewWillAppear", "InnerInspector.viewDidAppear",
    ])
    #expect(!outer.split.isShowing(.inspector) && outer.wrapper.presentingViewController == nil)
    #expect(inner.isShowing(.inspector) && innerWrapper.presentingViewController === outer.split)
  }

  /// Current-mix fuzz seeds 500000893 and 500001188: the outer inspector, adopted by a controller
  /// inside the outer split, left its column and its sheet, and the inner sheet kept waiting.
  @Test func R112_anInspectorSheetHeldBackByAnotherSplitsInspectorComesUpWhenThatInspectorIsTaken() throws {
    let outer = InspectedSplit()
    let (inner, innerWrapper) = try innerSplitHeldBackByTheOuterInspector(outer)
    let adopter = try #require(inner.viewController(for: .primary))
    adopter.addChild(outer.inspector)
    #expect(outer.inspector.parent === adopter && outer.split.viewController(for: .inspector) == nil)
    // [INF] The outer sheet leaves first; the inner one comes up after it, without animation.
    #expect(outer.columns.log.filtered("Inspector.view", "InnerInspector.view") == [
      "Inspector.viewWillDisappear", "Inspector.viewDidDisappear",
      "InnerInspector.viewDidLoad", "InnerInspector.viewWillAppear", "InnerInspector.viewDidAppear",
    ])
    #expect(outer.wrapper.presentingViewController == nil)
    #expect(inner.isShowing(.inspector) && innerWrapper.presentingViewController === outer.split)
  }

  /// The held-back sheet does not come up when the presentation in its way ends because the
  /// split's tree leaves the window: presented from the old root, it would be left behind there.
  @Test func R112_anInspectorSheetHeldBackByAnotherSheetStaysDownWhenTheSplitStopsBeingTheRoot() {
    let (inspected, other) = heldBack()
    inspected.columns.log.clear()
    inspected.columns.window.rootViewController = UIViewController()
    #expect(inspected.columns.log.filtered("Other.view", "Inspector.view") == [
      "Other.viewWillDisappear(dismissed)", "Other.viewDidDisappear",
    ])
    #expect(other.presentingViewController == nil && inspected.wrapper.presentingViewController == nil)
    #expect(inspected.split.presentedViewController == nil && inspected.split.view.window == nil)
  }

  @Test func R112_anInspectorSheetHeldBackByAnotherSheetComesUpWhenTheUserSwipesItAway() {
    let (inspected, other) = heldBack()
    inspected.columns.log.clear()
    #expect(other.presentationController?.simulateInteractiveDismissal() == .dismissed)
    // [INF] The other sheet leaves first; the inspector's comes up after it, without animation.
    #expect(inspected.columns.log.entries == [
      "Other.viewWillDisappear(dismissed)", "Other.viewDidDisappear",
      "Inspector.traitCollectionDidChange(CR)", "Inspector.viewDidLoad", "Inspector.viewWillAppear", "Inspector.viewDidAppear",
    ])
    #expect(inspected.split.isShowing(.inspector))
    #expect(inspected.wrapper.presentingViewController === inspected.split)
  }
}

