import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A split's columns take a controller only where a child may go: never a presented controller, a
/// window's root, the split or one of its hosts, nor a controller already serving another column.
@Suite(.checksInvariants) @MainActor
struct ColumnRefusalTests {
  private func tripleSplit() -> (UISplitViewController, UIWindow) {
    let split = UISplitViewController(style: .tripleColumn)
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(UIViewController(), for: .supplementary)
    split.setViewController(UIViewController(), for: .secondary)
    return (split, makeVisibleWindow(root: split, device: .iPadAir11, orientation: .landscapeLeft))
  }

  @Test func aPresentedControllerIsRefusedAsAColumnAndStaysPresented() throws {
    let (split, _) = tripleSplit()
    let presented = UINavigationController(rootViewController: UIViewController())
    presented.modalPresentationStyle = .overCurrentContext
    let presenter = try #require(split.viewController(for: .secondary))
    presenter.present(presented, animated: false)
    let before = split.viewController(for: .supplementary)
    let (_, reports) = MisuseReport.capture { split.setViewController(presented, for: .supplementary) }
    #expect(reports.map(\.kind) == [.exception(name: "NSInvalidArgumentException")])
    #expect(split.viewController(for: .supplementary) === before)
    #expect(presented.parent == nil && presented.presentingViewController != nil)
  }

  @Test func aWindowsRootAndTheSplitItselfAreRefusedAsColumns() {
    let (split, _) = tripleSplit()
    let otherRoot = UIViewController()
    _ = makeVisibleWindow(root: otherRoot)
    let before = split.viewController(for: .secondary)
    let (_, reports) = MisuseReport.capture {
      split.setViewController(otherRoot, for: .secondary)
      split.setViewController(split, for: .secondary)
    }
    #expect(reports.count == 2)
    #expect(split.viewController(for: .secondary) === before)
    #expect(otherRoot.parent == nil)
  }

  @Test func aControllerServingOneColumnIsRefusedForAnother() throws {
    let (split, _) = tripleSplit()
    let supplementary = try #require(split.viewController(for: .supplementary))
    let container = try #require(supplementary.navigationController)
    let secondary = split.viewController(for: .secondary)
    let (_, reports) = MisuseReport.capture {
      split.setViewController(supplementary, for: .secondary)
      split.setViewController(container, for: .compact)
    }
    #expect(reports.count == 2)
    #expect(split.viewController(for: .secondary) === secondary)
    #expect(split.viewController(for: .compact) == nil)
    #expect(supplementary.navigationController === container && container.parent === split)
    #expect(split.children.count == Set(split.children.map(ObjectIdentifier.init)).count)
  }

  /// Fuzz seed 920000316 (current mix): a tab bar controller whose tabs are not navigation
  /// controllers, set for a secondary column that has a navigation controller, is pushed (R39),
  /// and the push is refused. The column keeps its controller: kept for the column without being
  /// shown, the tab bar controller was held by the split, and leaked with it when one of its tabs
  /// contained the split.
  @Test func R39_aTabBarControllerWhosePushIsRefusedIsNotKeptForTheSecondaryColumn() {
    let split = UISplitViewController(style: .doubleColumn)
    let detail = UIViewController()
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(detail, for: .secondary)
    let window = makeVisibleWindow(root: split, device: .iPadAir11, orientation: .landscapeLeft)
    weak var released: UITabBarController?
    do {
      let tabs = UITabBarController()
      tabs.viewControllers = [UIViewController()]
      released = tabs
      let (_, reports) = MisuseReport.capture { split.setViewController(tabs, for: .secondary) }
      #expect(reports.map(\.message) == ["Pushing a tab bar controller is not supported"])
      #expect(split.viewController(for: .secondary) === detail)
      #expect(tabs.parent == nil && tabs.viewIfLoaded?.window == nil)
    }
    #expect(released == nil)
    #expect(detail.navigationController?.viewControllers.count == 1)
    #expect(detail.appearanceState == .appeared && detail.view.window === window)
  }

  /// Current fuzz seed 130790653: a tab bar controller set for a column that wraps it in a
  /// navigation controller (the inspector, here) is refused by the wrapper. The column keeps what it
  /// had: kept for the column without being shown, the tab bar controller was held by the split,
  /// and both leaked once the split became one of its tabs.
  @Test func R112_aTabBarControllerItsNavigationWrapperRefusesIsNotKeptForTheInspectorColumn() {
    weak var releasedSplit: UISplitViewController?
    weak var releasedTabs: UITabBarController?
    do {
      let split = UISplitViewController(style: .doubleColumn)
      split.setViewController(UIViewController(), for: .primary)
      split.setViewController(UIViewController(), for: .secondary)
      let inspector = UIViewController()
      split.setViewController(inspector, for: .inspector)
      let inspectorContainer = inspector.navigationController
      let tabs = UITabBarController()
      tabs.viewControllers = [UIViewController()]
      releasedSplit = split
      releasedTabs = tabs
      let (_, reports) = MisuseReport.capture { split.setViewController(tabs, for: .inspector) }
      #expect(reports.map(\.message) == ["Pushing a tab bar controller is not supported"])
      #expect(split.viewController(for: .inspector) === inspector)
      #expect(inspector.navigationController === inspectorContainer)
      #expect(tabs.parent == nil)
      // The tab bar controller can take the split in: nothing holds it through the split.
      tabs.viewControllers = [UIViewController(), split]
      #expect(split.parent === tabs)
    }
    #expect(releasedSplit == nil && releasedTabs == nil)
  }

  /// Current fuzz seed 780000586: a controller set for the compact column of a split in no window
  /// (which takes it without a navigation wrapper) leaves the split that held it for its primary column, and from its
  /// `didMove(toParent: nil)` adopts the split it is being set on. Holding it for the column
  /// would make a cycle (each held the other, and both leaked): the column is refused with the
  /// cycle's exception and stays empty, and the controller keeps the split it adopted.
  @Test func aControllerThatAdoptsTheSplitAsItLeavesItsOldColumnIsRefusedForTheCompactColumn() {
    weak var releasedSplit: UISplitViewController?
    weak var releasedController: UIViewController?
    do {
      let split = UISplitViewController(style: .tripleColumn)
      split.setViewController(UIViewController(), for: .primary)
      split.setViewController(UIViewController(), for: .secondary)
      let other = UISplitViewController(style: .doubleColumn)
      let moving = OneShotController()
      moving.title = "Moving"
      other.setViewController(moving, for: .primary)
      other.setViewController(UIViewController(), for: .secondary)
      moving.onDidLeaveParent = { moving.addChild(split) }
      releasedSplit = split
      releasedController = moving
      let (_, reports) = MisuseReport.capture { split.setViewController(moving, for: .compact) }
      #expect(reports == [
        .exception(
          "Application tried to add <OneShotController \"Moving\"> under <UISplitViewController>, which it already contains or presents: a view controller hierarchy cannot contain a cycle.",
          name: "UIViewControllerHierarchyInconsistency"),
      ])
      #expect(split.viewController(for: .compact) == nil && split.parent === moving)
      #expect(moving.parent == nil)
    }
    #expect(releasedSplit == nil && releasedController == nil)
  }
}
