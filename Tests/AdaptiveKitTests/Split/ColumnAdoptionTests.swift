import Foundation
import Testing
import AdaptiveTestSupport
@testable import AdaptiveKit

/// A column's controller that another container adopts leaves its column, so a later collapse or
/// expansion never moves the split's other controllers into the adopter's hierarchy.
@Suite(.checksInvariants) @MainActor
struct ColumnAdoptionTests {
  @Test func aPrimaryContainerAdoptedElsewhereLeavesItsColumnAndACollapseKeepsTheSecondaryOnScreen() throws {
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(UIViewController(), for: .primary)
    let detail = UIViewController()
    split.setViewController(detail, for: .secondary)
    let window = makeVisibleWindow(root: split, device: .iPadPro13, orientation: .portrait)
    let primaryContainer = try #require(split.primaryNavigation)
    let adopter = UIViewController()
    adopter.addChild(primaryContainer)
    #expect(primaryContainer.parent === adopter)
    #expect(split.viewController(for: .primary) == nil)
    #expect(!split.children.contains { $0 === primaryContainer })

    window.resize(to: CGSize(width: 320, height: 1366))
    #expect(split.isCollapsed)
    #expect(detail.view.window === window)
    #expect(detail.appearanceState == .appeared)
    #expect(primaryContainer.children.count == 1)
  }

  @Test func aClassicSecondaryAdoptedElsewhereLeavesTheSplit() {
    let split = UISplitViewController()
    let primary = UINavigationController(rootViewController: UIViewController())
    let secondary = UIViewController()
    split.viewControllers = [primary, secondary]
    let window = makeVisibleWindow(root: split, device: .iPadPro13, orientation: .portrait)
    let adopter = UIViewController()
    adopter.addChild(secondary)
    #expect(secondary.parent === adopter)
    #expect(split.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(primary)])
    #expect(secondary.appearanceState == .disappeared)

    window.resize(to: CGSize(width: 320, height: 1366))
    #expect(split.isCollapsed)
    #expect(primary.viewControllers.count == 1)
  }

  @Test func aSplitCannotBeAddedUnderTheCompactColumnItKeepsButDoesNotShow() {
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    let compact = UIViewController()
    split.setViewController(compact, for: .compact)
    _ = makeVisibleWindow(root: UIViewController(), device: .iPadPro13, orientation: .landscapeLeft)
    #expect(compact.parent == nil)
    let (_, reports) = MisuseReport.capture { compact.addChild(split) }
    #expect(reports.map(\.kind) == [.exception(name: "UIViewControllerHierarchyInconsistency")])
    #expect(split.parent == nil && compact.children.isEmpty)
    #expect(split.viewController(for: .compact) === compact)
  }

  @Test func aDetailKeptAtACollapseLeavesTheSplitWhenAdoptedElsewhere() throws {
    let split = UISplitViewController()
    let primary = UINavigationController(rootViewController: UIViewController())
    let detail = UIViewController()
    split.viewControllers = [primary, detail]
    let window = makeVisibleWindow(root: split, device: .iPhone16ProMax, orientation: .portrait)
    #expect(split.isCollapsed)
    let adopter = UINavigationController(rootViewController: UIViewController())
    adopter.pushViewController(detail, animated: false)
    #expect(detail.parent === adopter)
    window.rotate(to: .landscapeLeft)
    #expect(!split.isCollapsed)
    #expect(detail.parent === adopter)
    #expect(!split.viewControllers.contains { $0 === detail })
  }

  @Test func aColumnSetOnAnotherSplitLeavesTheFirstSplitsColumnAndItsContextPresentation() throws {
    let first = UISplitViewController(style: .doubleColumn)
    first.setViewController(UIViewController(), for: .primary)
    first.setViewController(UIViewController(), for: .secondary)
    let window = makeVisibleWindow(root: first, device: .iPadAir11, orientation: .landscapeLeft)
    let secondaryNavigation = try #require(first.viewController(for: .secondary)?.navigationController)
    let covering = UIViewController()
    covering.modalPresentationStyle = .currentContext
    secondaryNavigation.topViewController?.present(covering, animated: false)
    #expect(covering.view.window === window)
    let second = UISplitViewController(style: .doubleColumn)
    second.setViewController(secondaryNavigation, for: .secondary)
    #expect(secondaryNavigation.parent === second)
    #expect(second.viewController(for: .secondary) === secondaryNavigation)
    #expect(first.viewController(for: .secondary) == nil)
    #expect(covering.presentingViewController == nil && covering.viewIfLoaded?.window == nil)
  }

  @Test func aColumnTakenByACallbackWhileTheSplitLaysOutIsNotInstalledAgain() throws {
    let split = UISplitViewController(style: .doubleColumn)
    split.preferredDisplayMode = .oneBesideSecondary
    let sidebar = OneShotController()
    split.setViewController(sidebar, for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    let window = makeVisibleWindow(root: split, device: .iPhone16ProMax, orientation: .portrait)
    #expect(split.isCollapsed)
    let secondaryNavigation = try #require(split.viewController(for: .secondary)?.navigationController)
    let adopter = UIViewController()
    sidebar.onDidAppear = { adopter.addChild(secondaryNavigation) }
    window.rotate(to: .landscapeLeft)
    #expect(!split.isCollapsed)
    #expect(secondaryNavigation.parent === adopter)
    #expect(secondaryNavigation.viewIfLoaded?.window == nil)
    #expect(secondaryNavigation.appearanceState == .disappeared)
  }

  @Test func aColumnAdoptedElsewhereWhileItIsBeingSetLeavesTheSplitsChildrenConsistent() {
    let split = UISplitViewController(style: .tripleColumn)
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    _ = makeVisibleWindow(root: split, device: .iPadAir11, orientation: .portrait)
    let supplementary = OneShotController()
    let adopter = UIViewController()
    supplementary.onTraitChange = { adopter.addChild(supplementary) }
    split.setViewController(supplementary, for: .supplementary)
    #expect(supplementary.parent === adopter)
    #expect(split.viewController(for: .supplementary) == nil)
    #expect(split.children.allSatisfy { $0.parent === split })
  }

  @Test func aCollapsedSupplementaryAdoptedElsewhereLeavesTheSecondaryStackedAndOnScreen() throws {
    let split = UISplitViewController(style: .tripleColumn)
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(UIViewController(), for: .supplementary)
    let detail = UIViewController()
    split.setViewController(detail, for: .secondary)
    let window = makeVisibleWindow(root: split, device: .iPhone16ProMax, orientation: .portrait)
    let primary = try #require(split.primaryNavigation)
    let supplementary = try #require(split.columnContainers[.supplementary])
    let secondary = try #require(split.columnContainers[.secondary])
    #expect(primary.viewControllers.count == 3)
    UIViewController().addChild(supplementary)
    #expect(split.viewController(for: .supplementary) == nil)
    #expect(primary.viewControllers.map(ObjectIdentifier.init) == [primary.viewControllers[0], secondary].map(ObjectIdentifier.init))
    #expect(detail.view.window === window)
    #expect(detail.appearanceState == .appeared)
  }

  @Test func theColumnsStackedOnACollapsedPrimaryGoWithItWhenAnotherContainerAdoptsIt() throws {
    let split = UISplitViewController(style: .tripleColumn)
    split.setViewController(UIViewController(), for: .primary)
    let list = UIViewController()
    split.setViewController(list, for: .supplementary)
    let detail = UIViewController()
    split.setViewController(detail, for: .secondary)
    let window = makeVisibleWindow(root: split, device: .iPhone16ProMax, orientation: .portrait)
    #expect(split.isCollapsed)
    let primary = try #require(split.primaryNavigation)
    let supplementary = try #require(split.columnContainers[.supplementary])
    let secondary = try #require(split.columnContainers[.secondary])
    let stack = primary.viewControllers.map(ObjectIdentifier.init)
    let tabs = UITabBarController()
    tabs.setViewControllers([primary], animated: false)
    #expect(primary.parent === tabs)
    #expect(primary.viewControllers.map(ObjectIdentifier.init) == stack)
    for column in [UISplitViewController.Column.primary, .supplementary, .secondary] {
      #expect(split.viewController(for: column) == nil)
    }
    #expect(supplementary.columnHolder == nil && secondary.columnHolder == nil)
    #expect(list.columnHolder == nil && detail.columnHolder == nil)

    window.rotate(to: .landscapeLeft)
    #expect(!split.isCollapsed)
    #expect(supplementary.parent === primary && secondary.parent === primary)
  }

  @Test func aSplitAddedUnderAControllerOnItsFormerPrimarysStackMakesNoCycleAndIsFreed() throws {
    weak var releasedSplit: UISplitViewController?
    weak var releasedPrimary: UINavigationController?
    do {
      let split = UISplitViewController(style: .tripleColumn)
      split.setViewController(UIViewController(), for: .primary)
      split.setViewController(UIViewController(), for: .supplementary)
      split.setViewController(UIViewController(), for: .secondary)
      let window = makeVisibleWindow(root: split, device: .iPhone16ProMax, orientation: .portrait)
      let primary = try #require(split.primaryNavigation)
      let supplementary = try #require(split.columnContainers[.supplementary] as? UINavigationController)
      let shown = UIViewController()
      supplementary.pushViewController(shown, animated: false)
      UITabBarController().setViewControllers([primary], animated: false)
      window.rootViewController = nil
      shown.addChild(split)
      #expect(split.parent === shown)
      releasedSplit = split
      releasedPrimary = primary
    }
    #expect(releasedSplit == nil)
    #expect(releasedPrimary == nil)
  }

  @Test func aColumnAdoptedByAControllerTheSplitPresentsStillLeavesItsColumn() throws {
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(UIViewController(), for: .primary)
    let detail = UIViewController()
    split.setViewController(detail, for: .secondary)
    let window = makeVisibleWindow(root: split, device: .iPadPro13, orientation: .portrait)
    let presented = UIViewController()
    split.present(presented, animated: false)
    let primaryContainer = try #require(split.primaryNavigation)
    presented.addChild(primaryContainer)
    #expect(primaryContainer.parent === presented)
    #expect(split.viewController(for: .primary) == nil)

    window.resize(to: CGSize(width: 320, height: 1366))
    #expect(split.isCollapsed)
    #expect(primaryContainer.children.count == 1)
    #expect(!primaryContainer.children.contains { $0 === detail || $0.children.contains { $0 === detail } })
  }

  @Test func aColumnControllerThatOutlivesItsSplitForgetsItAndCanBeAdoptedElsewhere() {
    let primary = UIViewController()
    let secondary = UIViewController()
    weak var released: UISplitViewController?
    do {
      let split = UISplitViewController(style: .doubleColumn)
      split.setViewController(primary, for: .primary)
      split.setViewController(secondary, for: .secondary)
      #expect(primary.columnHolder === split && secondary.columnHolder === split)
      released = split
    }
    #expect(released == nil)
    #expect(primary.columnHolder == nil && secondary.columnHolder == nil)
    let navigation = UINavigationController(rootViewController: primary)
    let window = makeVisibleWindow(root: navigation)
    #expect(navigation.topViewController === primary)
    #expect(primary.view.window === window)
  }

  @Test func theColumnsStackedOnACollapsedPrimaryReturnToTheSplitWhenThePrimaryColumnIsAdoptedElsewhere() throws {
    let split = UISplitViewController(style: .tripleColumn)
    let sidebar = UIViewController()
    split.setViewController(sidebar, for: .primary)
    let list = UIViewController()
    split.setViewController(list, for: .supplementary)
    split.setViewController(UIViewController(), for: .secondary)
    split.modalPresentationStyle = .pageSheet
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhone16ProMax, orientation: .portrait)
    root.present(split, animated: false)
    #expect(split.isCollapsed)
    let supplementary = try #require(split.columnContainers[.supplementary])
    UINavigationController(rootViewController: UIViewController()).pushViewController(sidebar, animated: false)
    #expect(split.viewController(for: .primary) == nil)
    // The split shows the first column it still holds, as one of its children.
    #expect(supplementary.parent === split)
    #expect(split.visibleChildren.map(ObjectIdentifier.init) == [ObjectIdentifier(supplementary)])
    #expect(list.view.window === window && list.appearanceState == .appeared)
    // A cancelled swipe reaches the shown column: it appears again.
    #expect(split.presentationController?.simulateInteractiveDismissal(completing: false) == .cancelled)
    #expect(list.appearanceState == .appeared)
  }

  @Test func aTripleColumnSplitWhosePrimaryWasAdoptedElsewhereCollapsesAtFirstDisplayOntoItsSupplementaryColumn() throws {
    // Fuzz seed 3439: the collapse had no primary stack to push the columns on and left the
    // secondary's view in place, while the split showed its supplementary; a cancelled swipe
    // then left the secondary disappeared with its view in the window.
    let split = UISplitViewController(style: .tripleColumn)
    let sidebar = UIViewController()
    split.setViewController(sidebar, for: .primary)
    let list = UIViewController()
    split.setViewController(list, for: .supplementary)
    let detail = UIViewController()
    split.setViewController(detail, for: .secondary)
    UIViewController().addChild(sidebar)
    #expect(split.viewController(for: .primary) == nil)
    split.modalPresentationStyle = .formSheet
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhone16ProMax, orientation: .portrait)
    root.present(split, animated: false)
    #expect(split.isCollapsed)
    let supplementary = try #require(split.columnContainers[.supplementary])
    #expect(split.visibleChildren.map(ObjectIdentifier.init) == [ObjectIdentifier(supplementary)])
    #expect(list.view.window === window && list.appearanceState == .appeared)
    #expect(detail.view.window == nil && detail.appearanceState == .disappeared)
    #expect(split.presentationController?.simulateInteractiveDismissal(completing: false) == .cancelled)
    #expect(list.view.window === window && list.appearanceState == .appeared)
    #expect(detail.view.window == nil && detail.appearanceState == .disappeared)
  }

  @Test func aControllerSetForAColumnMovesFromTheContainerThatHadItAndTheSplitCannotThenGoInsideIt() throws {
    let inner = UISplitViewController(style: .doubleColumn)
    inner.setViewController(UIViewController(), for: .primary)
    let innerDetail = UIViewController()
    inner.setViewController(innerDetail, for: .secondary)
    let host = UIViewController()
    host.addChild(inner)
    let outer = UISplitViewController(style: .doubleColumn)
    outer.setViewController(UIViewController(), for: .primary)
    outer.setViewController(inner, for: .secondary)
    #expect(inner.parent === outer)
    #expect(host.children.isEmpty)
    #expect(outer.viewController(for: .secondary) === inner)
    // The outer split is now one of the inner split's hosts: it cannot go inside it.
    let innerNavigation = try #require(innerDetail.navigationController)
    let (_, reports) = MisuseReport.capture { innerNavigation.setViewControllers([outer], animated: false) }
    #expect(reports.map(\.kind) == [.exception(name: "UIViewControllerHierarchyInconsistency")])
    #expect(outer.parent == nil)
  }

  @Test func aColumnContainerKeepsItsColumnWhenOnlyItsFormerControllerLeavesWithAnotherColumn() throws {
    let split = UISplitViewController(style: .doubleColumn)
    let list = UIViewController()
    split.setViewController(list, for: .primary)
    let detailStack = UINavigationController(rootViewController: UIViewController())
    split.setViewController(detailStack, for: .secondary)
    let window = makeVisibleWindow(root: split, device: .iPhone16ProMax, orientation: .portrait)
    #expect(split.isCollapsed)
    let primary = try #require(split.primaryNavigation)
    // The app moves the primary column's controller onto the secondary's stack, then another
    // container adopts the secondary: the controller goes with it, the primary's container stays.
    detailStack.pushViewController(list, animated: false)
    #expect(list.parent === detailStack)
    split.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: primary)
    let adopter = UIViewController()
    adopter.addChild(detailStack)
    #expect(detailStack.parent === adopter && list.parent === detailStack)
    #expect(split.viewController(for: .primary) == nil && split.viewController(for: .secondary) == nil)
    #expect(list.columnHolder == nil && detailStack.columnHolder == nil)
    #expect(split.children.map(ObjectIdentifier.init) == [ObjectIdentifier(primary)])
    #expect(split.columnRole(of: primary) == "column primary (collapsed)")
    // Still the sidebar, the override notwithstanding (R34).
    #expect(primary.traitCollection.horizontalSizeClass == .compact)
    #expect(primary.appearanceState == .appeared && primary.view.window === window)
  }

  /// Fuzz seed 802532: the compact column's adoption rotated the window from its
  /// `willMove(toParent:)`, so the split expanded and no longer showed it; the controller kept the
  /// split as its parent without being a child, and at the next collapse kept the traits of the
  /// rotation.
  @Test func aCompactColumnWhoseAdoptionExpandsTheSplitIsNotLeftAChildAndTakesTheTraitsOfTheNextCollapse() {
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    let window = makeVisibleWindow(root: split, device: .iPhone16ProMax, orientation: .portrait)
    #expect(split.isCollapsed)
    let compact = RotatingOnWillMove()
    compact.window = window
    split.setViewController(compact, for: .compact)
    #expect(!split.isCollapsed)
    #expect(compact.parent == nil)
    #expect(!split.children.contains { $0 === compact })
    window.rotate(to: .portrait)
    #expect(split.isCollapsed)
    #expect(compact.parent === split)
    #expect(compact.traitCollection.horizontalSizeClass == .compact)
    #expect(compact.traitCollection.verticalSizeClass == .regular)
    #expect(compact.view.window === window && compact.appearanceState == .appeared)
  }

  /// Fuzz seed 10004170: a column set while the split's traits were being passed down gave the
  /// other columns the split's traits one after the other; the first one's trait change made the
  /// window compact, so the split collapsed and stacked the next column in the primary's
  /// navigation controller, which then got the split's traits as if it were still the split's
  /// child: the layout environment of no split (R116), not that of its new parent. A column moved
  /// meanwhile keeps the traits it got where it went.
  @Test func aColumnStackedByACollapseFromAnotherColumnsTraitChangeKeepsTheCollapsedTraits() throws {
    let split = UISplitViewController(style: .tripleColumn)
    let primary = CallingOnDarkTraits()
    let supplementary = CallingOnDarkTraits()
    let detail = UIViewController()
    split.setViewController(primary, for: .primary)
    split.setViewController(supplementary, for: .supplementary)
    split.setViewController(detail, for: .secondary)
    let window = makeVisibleWindow(root: split, device: .iPadPro13, orientation: .landscapeLeft)
    #expect(!split.isCollapsed)
    let secondary = try #require(detail.navigationController)
    let newPrimary = UIViewController()
    primary.action = { split.setViewController(newPrimary, for: .primary) }
    supplementary.action = { window.resize(to: CGSize(width: 320, height: 1024)) }
    split.traitOverrides.userInterfaceStyle = .dark
    #expect(split.isCollapsed)
    let stack = try #require(newPrimary.navigationController)
    #expect(stack.viewControllers.map(ObjectIdentifier.init) == [newPrimary, supplementary.navigationController!, secondary].map(ObjectIdentifier.init))
    #expect(secondary.parent === stack)
    #expect(secondary.traitCollection.splitViewControllerLayoutEnvironment == .collapsed)
    #expect(secondary.traitCollection.userInterfaceStyle == .dark)
    #expect(secondary.traitCollection.horizontalSizeClass == .compact)
    #expect(detail.traitCollection.splitViewControllerLayoutEnvironment == .collapsed)
  }

  /// Current fuzz seed 640000167: a triple-column split presented in a window with no height
  /// shows its columns as it appears, then collapses. From the primary's `viewWillDisappear`, the
  /// supplementary column's navigation controller, still appearing, is adopted by a controller
  /// outside the split that runs no transition. The split's transition no longer reaches it: it
  /// ends its appearance at the adoption, with the controller it shows, rather than staying
  /// appearing ([INF]); then it disappears when its view leaves the window.
  @Test func R16_aColumnAdoptedFromACallbackOfItsSplitsCollapseEndsItsAppearanceThere() throws {
    let log = CallLog()
    let split = UISplitViewController(style: .tripleColumn)
    let primary = OneShotRecordingController("P", log: log)
    split.setViewController(primary, for: .primary)
    let supplementary = RecordingViewController("S", log: log)
    split.setViewController(supplementary, for: .supplementary)
    split.setViewController(RecordingViewController("D", log: log), for: .secondary)
    split.modalPresentationStyle = .pageSheet
    let host = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 0))
    window.rootViewController = host
    window.makeKeyAndVisible()
    let column = try #require(supplementary.navigationController)
    primary.onWillDisappear = { host.addChild(column) }
    log.clear()
    host.present(split, animated: true)
    #expect(split.isCollapsed)
    #expect(column.parent === host)
    // Its view left with the split's next layout, which no longer shows it: it disappeared then.
    #expect(column.appearanceState == .disappeared && supplementary.appearanceState == .disappeared)
    #expect(supplementary.view.window == nil && split.view.window === window)
    #expect(log.filtered("S.view", "P.view") == [
      "S.viewDidLoad", "S.viewWillAppear", "P.viewDidLoad", "P.viewWillAppear", "P.viewWillDisappear",
      "S.viewDidAppear", "P.viewDidDisappear", "S.viewWillDisappear", "S.viewDidDisappear",
    ])
  }

  /// Current fuzz seed 770000019: the primary column's controller adopted the secondary's
  /// controller (inside the split, so the split kept it for its column), then a new primary
  /// replaced it and it left the split with that child. The split forgets the secondary's
  /// controller, which stays where it is; the secondary's container stays, empty, and a collapse
  /// does not take the controller back [INF].
  @Test func aColumnsControllerThatLeavesTheSplitInsideAnotherColumnsControllerLeavesItsColumn() throws {
    let split = UISplitViewController(style: .doubleColumn)
    let list = UIViewController(), detail = UIViewController()
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    let window = makeVisibleWindow(root: split, device: .iPadPro13, orientation: .landscapeLeft)
    #expect(!split.isCollapsed)
    let secondaryStack = try #require(detail.navigationController)
    list.addChild(detail)
    detail.didMove(toParent: list)
    #expect(split.viewController(for: .secondary) === detail && detail.columnHolder === split)
    let newList = UIViewController()
    split.setViewController(newList, for: .primary)
    #expect(list.parent == nil && detail.parent === list)
    #expect(split.viewController(for: .primary) === newList && split.viewController(for: .secondary) == nil)
    #expect(detail.columnHolder == nil && list.columnHolder == nil)
    #expect(secondaryStack.parent === split && secondaryStack.columnHolder === split && secondaryStack.viewControllers.isEmpty)
    window.resize(to: CGSize(width: 375, height: 1032))
    #expect(split.isCollapsed)
    #expect(detail.parent === list && list.parent == nil)
    #expect(detail.viewIfLoaded?.window == nil && detail.appearanceState == .disappeared)
  }

  /// Current fuzz seed 770001568: the primary's controller, pushed onto the secondary's stack
  /// (inside the split, so the split kept it), had a container outside the split adopt that
  /// stack from its `willMove(toParent:)`. The push then put it inside the adopter: it leaves the
  /// primary column, whose container stays, empty [INF].
  @Test func aColumnsControllerPushedOntoAStackThatLeavesTheSplitFromItsWillMoveLeavesItsColumn() throws {
    let split = UISplitViewController(style: .doubleColumn)
    let list = OneShotController(), detail = UIViewController()
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    _ = makeVisibleWindow(root: split, device: .iPadPro13, orientation: .landscapeLeft)
    let primaryStack = try #require(list.navigationController)
    let secondaryStack = try #require(detail.navigationController)
    let outsider = UIViewController()
    list.onWillGetParent = { outsider.addChild(secondaryStack) }
    secondaryStack.pushViewController(list, animated: false)
    #expect(secondaryStack.parent === outsider && list.parent === secondaryStack)
    #expect(split.viewController(for: .primary) == nil && split.viewController(for: .secondary) == nil)
    #expect(list.columnHolder == nil && secondaryStack.columnHolder == nil)
    #expect(primaryStack.parent === split && primaryStack.viewControllers.isEmpty)
  }

  /// Current fuzz seed 780001101: a controller pushed on the inspector's stack adopted the
  /// secondary column's navigation container (inside the split, so the split kept it for the
  /// column), then left the split with it. The split forgets the whole column, so a controller
  /// in that container can take the split in afterwards: no cycle, and nothing leaks [INF].
  @Test func aColumnsContainerThatLeavesTheSplitInsideAPushedControllerLeavesItsColumn() throws {
    weak var releasedSplit: UISplitViewController?
    weak var releasedDetail: UIViewController?
    do {
      let split = UISplitViewController(style: .doubleColumn)
      let detail = UIViewController()
      split.setViewController(UIViewController(), for: .primary)
      split.setViewController(detail, for: .secondary)
      split.setViewController(UIViewController(), for: .inspector)
      let secondaryContainer = try #require(detail.navigationController)
      let inspectorStack = try #require(split.viewController(for: .inspector)?.navigationController)
      let adopter = UIViewController()
      inspectorStack.pushViewController(adopter, animated: false)
      adopter.addChild(secondaryContainer)
      #expect(split.viewController(for: .secondary) === detail)
      inspectorStack.popViewController(animated: false)
      #expect(adopter.parent == nil && secondaryContainer.parent === adopter && detail.parent === secondaryContainer)
      #expect(split.viewController(for: .secondary) == nil)
      #expect(secondaryContainer.columnHolder == nil && detail.columnHolder == nil)
      releasedSplit = split
      releasedDetail = detail
      let (_, reports) = MisuseReport.capture { detail.addChild(split) }
      #expect(reports.isEmpty)
      #expect(split.parent === detail && detail.children.map(ObjectIdentifier.init) == [ObjectIdentifier(split)])
      withExtendedLifetime(adopter) {}
    }
    #expect(releasedSplit == nil && releasedDetail == nil)
  }
}

/// A controller that runs `action` once its traits turn dark, once.
private final class CallingOnDarkTraits: UIViewController {
  var action: (() -> Void)?
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    guard traitCollection.userInterfaceStyle == .dark, let action else { return }
    self.action = nil
    action()
  }
}

/// A controller that rotates its window to landscape from its `willMove(toParent:)`, once.
private final class RotatingOnWillMove: UIViewController {
  weak var window: UIWindow?
  override func willMove(toParent parent: UIViewController?) {
    guard parent != nil, let window else { return }
    self.window = nil
    window.rotate(to: .landscapeLeft)
  }
}
