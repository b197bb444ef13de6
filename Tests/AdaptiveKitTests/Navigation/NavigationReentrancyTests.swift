import Foundation
import Testing
@testable import AdaptiveKit
import AdaptiveTestSupport

/// Stack changes asked for while a stack transition runs wait for it to end, then run in order.
@Suite(.checksInvariants) @MainActor
struct NavigationReentrancyTests {
  final class PushingDelegate: UINavigationControllerDelegate {
    var pushOnce: UIViewController?
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
      guard let pushed = pushOnce else { return }
      pushOnce = nil
      navigationController.pushViewController(pushed, animated: false)
    }
  }

  @Test func aPushFromWillShowRunsAfterTheRunningPushAndBothAppearBalanced() {
    let root = UIViewController(), first = UIViewController(), second = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    _ = makeVisibleWindow(root: navigation)
    let delegate = PushingDelegate()
    delegate.pushOnce = second
    navigation.delegate = delegate
    navigation.pushViewController(first, animated: true)
    #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [root, first, second].map(ObjectIdentifier.init))
    #expect(second.appearanceState == .appeared)
    #expect(first.appearanceState == .disappeared)
    #expect(root.appearanceState == .disappeared)
  }

  final class PoppingController: UIViewController {
    var popOnDisappear = false
    override func viewWillDisappear(_ animated: Bool) {
      guard popOnDisappear else { return }
      popOnDisappear = false
      navigationController?.popViewController(animated: false)
    }
  }

  @Test func aPopFromViewWillDisappearDuringAPushIsQueued() {
    let root = UIViewController(), top = PoppingController(), next = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    _ = makeVisibleWindow(root: navigation)
    navigation.pushViewController(top, animated: false)
    top.popOnDisappear = true
    navigation.pushViewController(next, animated: false)
    #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [root, top].map(ObjectIdentifier.init))
    #expect(top.appearanceState == .appeared)
    #expect(next.parent == nil && next.appearanceState == .disappeared)
  }
}

/// A controller dropped from its container in the middle of its own appearance transition finishes
/// that transition off screen.
@Suite(.checksInvariants) @MainActor
struct DroppedMidTransitionTests {
  final class SelfPoppingController: UIViewController {
    var popOnWillDisappear = true
    var calls: [String] = []
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      calls.append("viewWillDisappear")
      guard popOnWillDisappear else { return }
      popOnWillDisappear = false
      navigationController?.popViewController(animated: false)
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      calls.append("viewDidDisappear")
    }
  }

  @Test func aControllerPoppedFromItsViewWillDisappearDuringAFullScreenPresentationDisappears() {
    let root = UIViewController(), top = SelfPoppingController()
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(top, animated: false)
    _ = makeVisibleWindow(root: navigation)
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    navigation.present(cover, animated: false)
    #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
    #expect(top.calls == ["viewWillDisappear", "viewDidDisappear"])
    #expect(top.appearanceState == .disappeared && top.parent == nil)
    #expect(root.appearanceState == .disappeared)
    #expect(cover.appearanceState == .appeared)
  }
}
