import Foundation
import Testing
import AdaptiveKit
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

/// A controller that a callback of a running push moves to another stack ends up only there: its
/// view leaves the first stack's view, even when a callback lays that stack out again meanwhile.
@Suite(.checksInvariants) @MainActor
struct PushedElsewhereReentrancyTests {
  /// Pushes `moved` onto `destination` from `didShow`, once.
  final class MovingDelegate: UINavigationControllerDelegate {
    var moved: UIViewController?
    let destination: UINavigationController
    init(moving moved: UIViewController, to destination: UINavigationController) {
      self.moved = moved
      self.destination = destination
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
      guard let moved, viewController === moved else { return }
      self.moved = nil
      destination.pushViewController(moved, animated: false)
    }
  }

  @Test func aControllerPushedElsewhereFromDidShowLeavesTheFirstStacksViewEvenWhenItsDisappearanceRotatesTheWindow() {
    let root = UIViewController(), moved = OneShotController()
    let navigation = UINavigationController(rootViewController: root)
    let window = makeVisibleWindow(root: navigation, device: .iPadAir11, orientation: .portrait)
    let other = UINavigationController(rootViewController: UIViewController())
    let delegate = MovingDelegate(moving: moved, to: other)
    navigation.delegate = delegate
    // Leaving the first stack's view, it rotates the window: the layout puts the view back while
    // the controller is still the first stack's top.
    moved.onDidDisappear = { window.rotate(to: .landscapeLeft) }
    navigation.pushViewController(moved, animated: false)
    #expect(moved.parent === other && other.topViewController === moved)
    #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
    #expect(moved.view.superview !== navigation.view && moved.view.window == nil)
    #expect(moved.appearanceState == .disappeared)
  }

  /// A delegate that pushes the controller about to be shown onto another stack, from `willShow`.
  final class GivingAwayDelegate: UINavigationControllerDelegate {
    let destination: UINavigationController
    init(to destination: UINavigationController) { self.destination = destination }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
      guard viewController.parent === navigationController else { return }
      destination.pushViewController(viewController, animated: false)
    }
  }

  /// Fuzz seed 81769526 (its second failure): a presented navigation controller's delegate pushes
  /// the controller about to be shown onto the presenter's stack from `willShow`. The stack keeps
  /// its old top, which stays on screen without a disappearance (as in UIKit, where appearance
  /// follows the window), and the controller given away appears on the other stack.
  @Test func R87_aNewTopGivenToAnotherStackFromWillShowLeavesTheOldTopAppeared() {
    let log = CallLog()
    let presenterRoot = RecordingViewController("R", log: log)
    let presenter = UINavigationController(rootViewController: presenterRoot)
    let window = makeVisibleWindow(root: presenter)
    let top = RecordingViewController("A", log: log)
    let navigation = UINavigationController(rootViewController: top)
    navigation.modalPresentationStyle = .overFullScreen
    presenterRoot.present(navigation, animated: false)
    let delegate = GivingAwayDelegate(to: presenter)
    navigation.delegate = delegate
    let given = RecordingViewController("B", log: log)
    log.clear()
    navigation.setViewControllers([top, given], animated: true)
    #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(top)])
    #expect(presenter.viewControllers.map(ObjectIdentifier.init) == [presenterRoot, given].map(ObjectIdentifier.init))
    #expect(top.view.window === window && top.appearanceState == .appeared)
    #expect(given.view.window === window && given.appearanceState == .appeared)
    #expect(log.filtered("A.", "B.") == [
      "B.willMove(parent)", "B.willMove(nil)", "B.didMove(nil)", "B.willMove(parent)", "B.viewDidLoad",
      "B.viewWillAppear(moving)", "B.viewDidAppear", "B.didMove(parent)",
    ])
  }

  /// A navigation controller that records its appearance callbacks as `"N.<callback>"`.
  final class RecordingNavigationController: UINavigationController {
    var log: CallLog?
    override func viewWillAppear(_ animated: Bool) { log?.record("N.viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log?.record("N.viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log?.record("N.viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log?.record("N.viewDidDisappear") }
  }

  /// A split that runs an action once from its `viewDidAppear`.
  final class AppearingSplit: UISplitViewController {
    var onDidAppear: (() -> Void)?
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      let action = onDidAppear
      onDidAppear = nil
      action?()
    }
  }

  /// Current fuzz seed 620000076: a split is presented collapsed, its secondary column's navigation
  /// controller (N) on top of the primary column's stack. From the split's `viewDidAppear`, while
  /// the primary stack is still appearing and N has appeared, a controller is pushed onto the
  /// primary stack, and from its own `viewWillAppear` it is pushed onto N, the push's outgoing top.
  /// N is the primary stack's top again: it ends its disappearance while the stack is still
  /// appearing, then appears again, with the controller it now shows, once the stack has appeared,
  /// rather than staying disappeared on screen.
  @Test func R87_anOutgoingTopThatIsTheTopAgainAppearsWhenItsStillAppearingContainerHasAppeared() throws {
    let log = CallLog()
    let split = AppearingSplit(style: .doubleColumn)
    let sidebar = RecordingViewController("P", log: log)
    split.setViewController(sidebar, for: .primary)
    let detail = OneShotRecordingController("S", log: log)
    let secondaryStack = RecordingNavigationController(rootViewController: detail)
    secondaryStack.log = log
    split.setViewController(secondaryStack, for: .secondary)
    split.modalPresentationStyle = .overCurrentContext
    let root = UIViewController()
    let window = makeVisibleWindow(root: root)
    let primaryStack = try #require(sidebar.navigationController)
    let moved = OneShotRecordingController("B", log: log)
    moved.onWillAppear = { secondaryStack.pushViewController(moved, animated: false) }
    split.onDidAppear = {
      log.record("push while the primary stack is \(primaryStack.appearanceState) and N \(secondaryStack.appearanceState)")
      primaryStack.pushViewController(moved, animated: true)
    }
    log.clear()
    root.present(split, animated: false)
    #expect(split.isCollapsed)
    #expect(primaryStack.topViewController === secondaryStack)
    #expect(secondaryStack.topViewController === moved)
    #expect(secondaryStack.view.window === window && secondaryStack.appearanceState == .appeared)
    #expect(moved.view.window === window && moved.appearanceState == .appeared)
    #expect(log.filtered("S.view", "B.", "N.", "push") == [
      "S.viewDidLoad", "N.viewWillAppear", "S.viewWillAppear", "N.viewDidAppear", "S.viewDidAppear",
      "push while the primary stack is appearing and N appeared",
      "B.willMove(parent)", "B.viewDidLoad", "N.viewWillDisappear", "S.viewWillDisappear", "B.viewWillAppear(moving)",
      "B.willMove(nil)", "B.viewWillDisappear", "B.viewDidDisappear", "B.didMove(nil)", "B.willMove(parent)", "B.didMove(parent)",
      "N.viewDidDisappear", "S.viewDidDisappear",
      "N.viewWillAppear", "B.viewWillAppear", "N.viewDidAppear", "B.viewDidAppear",
    ])
  }
}
