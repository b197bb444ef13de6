import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Callbacks that run while a container or a window lays a controller's view out (its
/// `viewDidLayoutSubviews`) may move the controller: its view goes where the controller now is,
/// never back into the container or window it left.
@Suite(.checksInvariants) @MainActor
struct LayoutReentrancyTests {
  /// Fuzz seed 5000020 (the fuzzer with re-entrant layout callbacks): a navigation controller's
  /// top, pushed onto another stack from its own first layout while its stack was presented,
  /// had its view put back in the presented stack's view, in the window but in no hierarchy.
  @Test func aTopMovedToAnotherStackFromItsFirstLayoutIsNotPutBackInItsOldStack() {
    let top = LayoutActingController()
    let navigation = UINavigationController(rootViewController: top)
    let other = UINavigationController(rootViewController: UIViewController())
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhone16ProMax)
    top.onDidLayout = { other.pushViewController(top, animated: false) }
    navigation.modalPresentationStyle = .pageSheet
    root.present(navigation, animated: false)
    #expect(top.parent === other)
    #expect(navigation.viewControllers.isEmpty)
    #expect(top.view.window == nil)
    #expect(top.appearanceState == .disappeared)
    #expect(navigation.view.window === window && navigation.appearanceState == .appeared)
  }

  /// Fuzz seeds 5000001 and 5000023: a window's new root that replaced itself from its first
  /// layout had its view put in the window all the same, beside its replacement's.
  @Test func aRootReplacedFromItsFirstLayoutIsNotPutInTheWindow() {
    let window = UIWindow(device: .iPhone16, orientation: .portrait)
    window.makeKeyAndVisible()
    let first = LayoutActingController()
    let second = UIViewController()
    first.onDidLayout = { window.rootViewController = second }
    window.rootViewController = first
    #expect(window.rootViewController === second)
    #expect(first.viewIfLoaded?.window == nil)
    #expect(first.appearanceState == .disappeared)
    #expect(second.view.window === window && second.appearanceState == .appeared)
  }

  /// A window freed while it still shows a root sends no callbacks, but the controllers the app
  /// keeps end disappeared and their presentations end, and they appear again in the next window
  /// that shows them (fuzz seed 6000139: a presenter kept from a freed window and shown in another
  /// still presented a controller, whose traits no longer followed).
  @Test func aWindowFreedWhileItShowsARootLeavesTheControllersTheAppKeepsDisappeared() {
    let top = UIViewController()
    let navigation = UINavigationController(rootViewController: top)
    let presented = UIViewController()
    WindowRegistry.$current.withValue(nil) {
      let window = UIWindow(device: .iPhone16, orientation: .portrait)
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      navigation.present(presented, animated: false)
      #expect(top.appearanceState == .appeared && presented.appearanceState == .appeared)
    }
    #expect(navigation.view.window == nil)
    for controller in [navigation, top, presented] {
      #expect(HierarchyInvariants.appearanceViolation(ofDetached: controller) == nil)
    }
    #expect(navigation.presentedViewController == nil && presented.presentingViewController == nil)
    let next = makeVisibleWindow(root: navigation, device: .iPadAir11)
    #expect(top.view.window === next && top.appearanceState == .appeared)
    #expect(top.traitCollection.horizontalSizeClass == .regular)
    navigation.present(presented, animated: false)
    #expect(presented.view.window === next && presented.appearanceState == .appeared)
  }

  /// Fuzz seeds 10000933, 10001197, 10001270, 10001767 and 10001954: a push onto a shown stack
  /// from the old top's `viewDidLayoutSubviews`, while its stack laid it out at a new size (a
  /// rotation), had the old top's view put back in the stack's view and appeared again, under the
  /// new top; it stayed there once disappeared. As in UIKit, a stack shows only its top.
  @Test func aPushFromTheTopsLayoutDuringItsStacksLayoutLeavesOnlyTheNewTopShown() {
    let top = LayoutActingController()
    let pushed = UIViewController()
    let navigation = UINavigationController(rootViewController: top)
    let window = makeVisibleWindow(root: navigation, device: .iPadPro13)
    #expect(top.appearanceState == .appeared)
    top.onDidLayout = { navigation.pushViewController(pushed, animated: false) }
    window.rotate(to: .landscapeRight)
    #expect(navigation.viewControllers.count == 2 && navigation.topViewController === pushed)
    #expect(top.view.superview == nil && top.view.window == nil)
    #expect(top.appearanceState == .disappeared)
    #expect(pushed.view.window === window && pushed.appearanceState == .appeared)
    #expect(pushed.view.frame == window.bounds)
  }

  /// Fuzz seeds 10001119 and 10001874: a split's column whose view first loads as the split's tab
  /// is selected (a display mode chosen meanwhile shows it), and whose first layout empties the
  /// window and shows another root there, was left appearing in no window: it began appearing
  /// after the tab bar controller had left the screen.
  @Test func aColumnWhoseFirstLayoutEmptiesTheWindowAsItsTabIsSelectedIsNotLeftAppearing() {
    let content = LayoutActingController()
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(content, for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    split.preferredDisplayMode = .secondaryOnly
    let first = UIViewController()
    let tabBar = UITabBarController()
    tabBar.viewControllers = [first, split]
    let window = makeVisibleWindow(root: tabBar, device: .iPadPro13)
    split.loadViewIfNeeded()
    #expect(!content.isViewLoaded)
    split.preferredDisplayMode = .oneBesideSecondary
    let next = UIViewController()
    content.onDidLayout = {
      window.rootViewController = nil
      window.rootViewController = next
    }
    tabBar.selectedIndex = 1
    #expect(content.isViewLoaded)
    #expect(window.rootViewController === next && next.appearanceState == .appeared)
    #expect(tabBar.view.window == nil && tabBar.appearanceState == .disappeared)
    #expect(split.appearanceState == .disappeared && first.appearanceState == .disappeared)
    #expect(content.navigationController?.appearanceState == .disappeared)
    #expect(content.appearanceState == .disappeared && content.view.window == nil)
  }

  /// Fuzz seed 81769526: a triple-column split shown as its tab is selected loads its
  /// supplementary column's navigation controller as it appears; the column's first layout makes
  /// the window compact, so the split collapses and stacks that navigation controller under the
  /// primary's, out of sight. The transition that began no longer shows the column: it gets no
  /// `viewWillAppear` from it, and the column ends with one balanced appearance (R41).
  @Test func R41_aColumnWhoseFirstLayoutCollapsesItsSplitAsItAppearsGetsNoSecondAppearance() throws {
    let log = CallLog()
    let supplementary = LayoutActingRecordingController("S", log: log)
    let split = UISplitViewController(style: .tripleColumn)
    split.setViewController(RecordingViewController("P", log: log), for: .primary)
    split.setViewController(supplementary, for: .supplementary)
    split.setViewController(RecordingViewController("D", log: log), for: .secondary)
    split.preferredDisplayMode = .secondaryOnly
    let tabBar = UITabBarController()
    tabBar.viewControllers = [UIViewController(), split]
    let window = makeVisibleWindow(root: tabBar, device: .iPadPro13, orientation: .landscapeLeft)
    split.loadViewIfNeeded()
    split.preferredDisplayMode = .twoBesideSecondary
    let column = try #require(supplementary.navigationController)
    #expect(!column.isViewLoaded && !supplementary.isViewLoaded)
    supplementary.onDidLayout = { window.resize(to: CGSize(width: 320, height: 1024)) }
    log.clear()
    tabBar.selectedIndex = 1
    #expect(split.isCollapsed && split.appearanceState == .appeared)
    let stack = try #require(split.viewController(for: .primary)?.navigationController)
    #expect(column.parent === stack && stack.topViewController !== column)
    #expect(column.appearanceState == .disappeared && column.view.window == nil)
    #expect(supplementary.appearanceState == .disappeared && supplementary.view.window == nil)
    #expect(log.filtered("S.viewDidLoad", "S.viewWillAppear", "S.viewDidAppear", "S.viewWillDisappear", "S.viewDidDisappear") == ["S.viewDidLoad", "S.viewWillAppear", "S.viewWillDisappear", "S.viewDidDisappear"])
  }
}

/// A controller that runs an action from its next `viewDidLayoutSubviews`, once.
private final class LayoutActingController: UIViewController {
  var onDidLayout: (() -> Void)?
  override func viewDidLayoutSubviews() {
    guard let action = onDidLayout else { return }
    onDidLayout = nil
    action()
  }
}

/// A recording controller that runs an action from its next `viewDidLayoutSubviews`, once.
private final class LayoutActingRecordingController: RecordingViewController {
  var onDidLayout: (() -> Void)?
  override func viewDidLayoutSubviews() {
    guard let action = onDidLayout else { return }
    onDidLayout = nil
    action()
  }
}
