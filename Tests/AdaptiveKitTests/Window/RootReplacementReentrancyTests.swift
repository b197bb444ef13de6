import Foundation
import Testing
import AdaptiveTestSupport
@testable import AdaptiveKit

/// A window's root that a callback of its own disappearance places elsewhere stays there, with an
/// appearance state that matches where its view is.
@Suite(.checksInvariants) @MainActor
struct RootReplacementReentrancyTests {
  @Test func aRootThatBecomesAnotherWindowsRootWhileLeavingAppearsThere() {
    let root = OneShotController()
    let first = makeVisibleWindow(root: root, device: .iPhoneSE)
    let second = UIWindow(device: .iPadAir11, orientation: .portrait)
    second.makeKeyAndVisible()
    root.onWillDisappear = { second.rootViewController = root }
    first.rootViewController = nil
    #expect(first.rootViewController == nil)
    #expect(second.rootViewController === root)
    #expect(root.view.window === second)
    #expect(root.appearanceState == .appeared)
  }

  @Test func aRootMovingWindowsThatIsAdoptedWhileLeavingStaysAChild() {
    let root = OneShotController()
    let previousRoot = UIViewController()
    let first = makeVisibleWindow(root: previousRoot, device: .iPhoneSE)
    let second = makeVisibleWindow(root: root, device: .iPadAir11)
    let adopter = UIViewController()
    root.onDidDisappear = { adopter.addChild(root) }
    first.rootViewController = root
    #expect(root.parent === adopter)
    #expect(first.rootViewController === previousRoot)
    #expect(second.rootViewController == nil)
    #expect(root.appearanceState == .disappeared)
  }

  @Test func aNavigationRootThatItsTopMovesToANewWindowWhileLeavingAppearsThereWithItsTop() {
    let top = OneShotController()
    let navigation = UINavigationController(rootViewController: top)
    let first = makeVisibleWindow(root: navigation, device: .iPhoneSE)
    var second: UIWindow?
    top.onDidDisappear = {
      let window = UIWindow(device: .iPadAir11, orientation: .portrait)
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      second = window
    }
    first.rootViewController = UIViewController()
    #expect(second?.rootViewController === navigation)
    #expect(navigation.view.window === second)
    #expect(navigation.appearanceState == .appeared)
    #expect(top.appearanceState == .appeared)
  }

  @Test func aNewRootThatTheOldRootsDisappearancePlacesInAnotherWindowStaysThere() {
    let oldRoot = OneShotController()
    let newRoot = UIViewController()
    let first = makeVisibleWindow(root: oldRoot, device: .iPhoneSE)
    let second = makeVisibleWindow(root: UIViewController(), device: .iPadAir11)
    oldRoot.onWillDisappear = { second.rootViewController = newRoot }
    first.rootViewController = newRoot
    #expect(second.rootViewController === newRoot && newRoot.view.window === second)
    #expect(first.rootViewController == nil)
    #expect(newRoot.traitCollection == second.traitCollection)
    #expect(newRoot.appearanceState == .appeared && oldRoot.appearanceState == .disappeared)
  }

  @Test func aRootThatBecomesANewWindowsRootWhileLeavingKeepsItsTraitsWhenTheOldWindowFlipsItsLayoutDirection() {
    let root = OneShotController()
    let first = makeVisibleWindow(root: root, device: .iPhone16)
    var second: UIWindow?
    root.onDidDisappear = {
      let window = UIWindow(device: .iPhoneSE, orientation: .landscapeLeft)
      // Taking the new window's traits, it flips the old window's direction while that window is
      // still replacing its root.
      root.onTraitChange = { first.layoutDirection = .rightToLeft }
      window.rootViewController = root
      window.makeKeyAndVisible()
      second = window
    }
    let next = UIViewController()
    first.rootViewController = next
    #expect(second?.rootViewController === root && root.view.window === second)
    #expect(root.traitCollection == second?.traitCollection)
    #expect(root.view.frame == second?.bounds)
    #expect(first.rootViewController === next && first.traitCollection.layoutDirection == .rightToLeft)
    #expect(next.traitCollection == first.traitCollection)
  }

  @Test func aRootReplacedFromACallbackOfARotationIsReplacedWhenTheRotationEnds() {
    let root = OneShotController()
    let window = makeVisibleWindow(root: root, device: .iPhoneSE)
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .formSheet
    root.present(sheet, animated: false)
    let next = UIViewController()
    root.onTraitChange = {
      window.rootViewController = next
      // Still the old root until the rotation ends: it finishes on the hierarchy it began with.
      #expect(window.rootViewController === root)
    }
    window.rotate(to: .landscapeLeft)
    #expect(window.rootViewController === next)
    #expect(next.view.window === window && next.appearanceState == .appeared)
    #expect(root.viewIfLoaded?.window == nil && root.appearanceState == .disappeared)
    #expect(sheet.presentingViewController == nil && sheet.viewIfLoaded?.window == nil)
  }

  @Test func aRootThatOutlivesItsWindowForgetsItAndCanBeAnotherWindowsRoot() {
    let root = UIViewController()
    weak var released: UIWindow?
    WindowRegistry.$current.withValue(nil) {
      let window = makeVisibleWindow(root: root, device: .iPhoneSE)
      #expect(root.windowHosting === window)
      released = window
    }
    #expect(released == nil)
    #expect(root.windowHosting == nil)
    let next = makeVisibleWindow(root: root, device: .iPadAir11)
    #expect(next.rootViewController === root)
    #expect(root.windowHosting === next && root.view.window === next)
  }

  /// Current fuzz seed 760001165: a split adopts the selected tab of another window's tab bar
  /// controller. From the tab's `viewDidDisappear` that window resizes, which shows the tab again;
  /// from its `didMove(toParent: nil)` the window is released. The tab has left the tab bar
  /// controller with its view still in the window: the released window takes it off screen, as
  /// it does the controllers of its tree, and the split keeps it disappeared.
  @Test func aControllerWhoseViewAReleasedWindowStillShowsEndsDisappeared() {
    let tab = OneShotController()
    let tabs = UITabBarController()
    tabs.setViewControllers([tab], animated: false)
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(UIViewController(), for: .secondary)
    weak var released: UIWindow?
    WindowRegistry.$current.withValue(nil) {
      var window: UIWindow? = makeVisibleWindow(root: tabs, device: .iPadAir11)
      released = window
      tab.onDidDisappear = { window?.resize(to: CGSize(width: 1000, height: 900)) }
      tab.onDidLeaveParent = {
        #expect(tab.appearanceState == .appeared && tab.view.window === released)
        window = nil
      }
      split.setViewController(tab, for: .primary)
    }
    #expect(released == nil && tab.onDidLeaveParent == nil)
    #expect(tab.navigationController?.parent === split && tab.viewIfLoaded?.window == nil)
    #expect(tab.appearanceState == .disappeared)
    #expect(tabs.viewControllers?.isEmpty != false && tabs.appearanceState == .disappeared)
  }
}
