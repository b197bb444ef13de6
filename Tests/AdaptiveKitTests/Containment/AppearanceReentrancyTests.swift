import Foundation
import Testing
import AdaptiveTestSupport
@testable import AdaptiveKit

/// An appearance transition that a callback ends or reverses from inside leaves no controller
/// half-way: the children not reached yet keep the nested transition's outcome.
@Suite(.checksInvariants) @MainActor
struct AppearanceReentrancyTests {
  /// A controller whose `viewWillDisappear` empties the window ends its disappearance inside that
  /// callback, before the disappearance reached its child: the child disappears right after it.
  /// (Fuzz seed 3746386320, in the random-action tests, is the case where a split's display mode
  /// hid the controller's column and the child stayed appeared in no window.)
  @Test func aChildOfAControllerThatEmptiesTheWindowFromItsWillDisappearDisappearsWithIt() {
    let log = CallLog()
    let top = OneShotController()
    let child = RecordingViewController("Child", log: log)
    top.addChild(child)
    top.view.addSubview(child.view)
    child.didMove(toParent: top)
    let navigation = UINavigationController(rootViewController: top)
    let window = makeVisibleWindow(root: navigation, device: .iPhone16, orientation: .portrait)
    #expect(child.appearanceState == .appeared)
    log.clear()
    top.onWillDisappear = { window.rootViewController = nil }
    navigation.pushViewController(UIViewController(), animated: false)
    #expect(top.onWillDisappear == nil && window.rootViewController == nil)
    #expect(top.appearanceState == .disappeared && navigation.appearanceState == .disappeared)
    #expect(child.appearanceState == .disappeared)
    #expect(log.filtered("Child.view") == ["Child.viewWillDisappear", "Child.viewDidDisappear"])
  }

  @Test func aFullScreenPresentationFromAColumnsWillAppearLeavesEveryColumnDisappeared() {
    let primary = OneShotController()
    let detail = UIViewController()
    let split = UISplitViewController(style: .doubleColumn)
    split.preferredDisplayMode = .oneBesideSecondary
    split.setViewController(primary, for: .primary)
    split.setViewController(detail, for: .secondary)
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    primary.onWillAppear = { split.present(cover, animated: false) }
    let window = makeVisibleWindow(root: split, device: .iPadAir11, orientation: .landscapeLeft)
    #expect(split.presentedViewController === cover)
    #expect(cover.appearanceState == .appeared && cover.view.window === window)
    for controller in [split, primary, detail] + split.children {
      #expect(controller.appearanceState == .disappeared, "\(controller.debugName)")
    }
  }

  @Test func aSheetFromAColumnsWillAppearWhileTheSplitMovesWindowsLeavesNoColumnAppearing() {
    let primary = OneShotController()
    let detail = UIViewController()
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(primary, for: .primary)
    split.setViewController(detail, for: .secondary)
    let phone = makeVisibleWindow(root: UIViewController(), device: .iPhone16ProMax, orientation: .landscapeLeft)
    _ = makeVisibleWindow(root: split, device: .iPadMini, orientation: .landscapeLeft)
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .formSheet
    let context = UINavigationController(rootViewController: UIViewController())
    context.modalPresentationStyle = .currentContext
    primary.onWillAppear = {
      detail.present(sheet, animated: false)
      split.present(context, animated: false)
    }
    phone.rootViewController = split
    for controller in [split, primary, detail] + split.children {
      #expect(!controller.appearanceState.isTransitioning, "\(controller.debugName)")
    }
  }

  @Test func aColumnMovedAwayFromAnotherColumnsWillAppearIsNotReachedByTheSplitsAppearance() throws {
    let primary = UIViewController()
    let detail = OneShotController()
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(primary, for: .primary)
    split.setViewController(detail, for: .secondary)
    let tabs = UITabBarController()
    tabs.viewControllers = [UIViewController()]
    let primaryNavigation = try #require(primary.navigationController)
    detail.onWillAppear = { tabs.viewControllers = [UIViewController(), primaryNavigation] }
    let window = makeVisibleWindow(root: split, device: .iPadAir11, orientation: .landscapeLeft)
    #expect(primaryNavigation.parent === tabs)
    #expect(split.viewController(for: .primary) == nil)
    #expect(primaryNavigation.appearanceState == .disappeared && primary.appearanceState == .disappeared)
    #expect(detail.appearanceState == .appeared && detail.view.window === window)
  }

  @Test func aCollapseFromAColumnsViewWillDisappearLeavesNoColumnHalfWayThroughItsDisappearance() {
    let detail = OneShotController()
    let split = UISplitViewController(style: .doubleColumn)
    split.preferredDisplayMode = .oneBesideSecondary
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(detail, for: .secondary)
    let window = makeVisibleWindow(root: split, device: .iPadAir11, orientation: .landscapeLeft)
    detail.onWillDisappear = { window.resize(to: CGSize(width: 375, height: 820)) }
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    split.present(cover, animated: true)
    #expect(split.isCollapsed)
    var controllers: [UIViewController] = []
    split.forEachInContainmentTree { controllers.append($0) }
    for controller in controllers {
      #expect(controller.appearanceState == .disappeared, "\(controller.debugName)")
    }
    #expect(cover.appearanceState == .appeared)
  }
}

