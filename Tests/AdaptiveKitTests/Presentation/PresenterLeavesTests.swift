import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A presentation whose presenter leaves the hierarchy ends with it, so no presented view stays in
/// a window whose hierarchy no longer holds its controller.
@Suite(.checksInvariants) @MainActor
struct PresenterLeavesTests {
  @Test func aRootReplacedFromThePresentedViewWillAppearLeavesThePresentationOutOfTheWindow() {
    let oldRoot = UIViewController(), newRoot = UIViewController()
    let window = makeVisibleWindow(root: oldRoot)
    let presented = OneShotController()
    presented.modalPresentationStyle = .fullScreen
    presented.onWillAppear = { window.rootViewController = newRoot }
    oldRoot.present(presented, animated: false)
    #expect(window.rootViewController === newRoot)
    #expect(oldRoot.presentedViewController == nil && presented.presentingViewController == nil)
    #expect(presented.viewIfLoaded?.window == nil)
    #expect(presented.appearanceState == .disappeared)
    #expect(newRoot.appearanceState == .appeared)
  }

  @Test func aColumnReplacedWhileItPresentsOverItsContextEndsThatPresentation() throws {
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    _ = makeVisibleWindow(root: split, device: .iPadAir11, orientation: .landscapeLeft)
    let oldSecondary = try #require(split.viewController(for: .secondary)?.navigationController)
    let presented = UIViewController()
    presented.modalPresentationStyle = .overCurrentContext
    oldSecondary.topViewController?.present(presented, animated: false)
    #expect(presented.presentingViewController === oldSecondary)
    split.setViewController(UINavigationController(rootViewController: UIViewController()), for: .secondary)
    #expect(oldSecondary.presentedViewController == nil)
    #expect(presented.viewIfLoaded?.window == nil && presented.appearanceState == .disappeared)
  }

  @Test func aControllerPoppedWhileItPresentsTakesItsPresentationWithIt() {
    let root = UIViewController(), pushed = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(pushed, animated: false)
    _ = makeVisibleWindow(root: navigation)
    pushed.definesPresentationContext = true
    let presented = UIViewController()
    presented.modalPresentationStyle = .overCurrentContext
    pushed.present(presented, animated: false)
    #expect(presented.presentingViewController === pushed)
    navigation.popViewController(animated: false)
    #expect(pushed.presentedViewController == nil && presented.presentingViewController == nil)
    #expect(presented.appearanceState == .disappeared && presented.viewIfLoaded?.window == nil)
    #expect(root.appearanceState == .appeared)
  }

  @Test func aPresenterMovedToAnotherWindowFromThePresentedViewWillAppearAppearsThere() {
    let other = makeVisibleWindow(root: UIViewController(), device: .iPadAir11)
    let presenter = UIViewController()
    let window = makeVisibleWindow(root: presenter, device: .iPhone16)
    let presented = OneShotController()
    presented.modalPresentationStyle = .fullScreen
    presented.onWillAppear = { other.rootViewController = presenter }
    presenter.present(presented, animated: false)
    #expect(other.rootViewController === presenter && window.rootViewController == nil)
    #expect(presenter.appearanceState == .appeared && presenter.view.window === other)
    #expect(presenter.presentedViewController == nil)
    #expect(presented.appearanceState == .disappeared && presented.viewIfLoaded?.window == nil)
  }

  @Test func aChildRemovedFromItsParentEndsTheCurrentContextPresentationItHosts() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPadAir11)
    let child = UINavigationController(rootViewController: UIViewController())
    child.definesPresentationContext = true
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    let covering = UIViewController()
    covering.modalPresentationStyle = .overCurrentContext
    child.topViewController?.present(covering, animated: false)
    #expect(covering.presentingViewController === child && covering.view.window === window)
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(child.presentedViewController == nil && covering.presentingViewController == nil)
    #expect(covering.viewIfLoaded?.window == nil && covering.appearanceState == .disappeared)
  }
}

