import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A custom container that overrides both verbs (SC10) and declares it (R4b).
private final class CustomContainer: UIViewController {
  var received: [String] = []
  override class func overridesAction(_ action: Selector) -> Bool { action == .show || action == .showDetail }
  override func show(_ vc: UIViewController, sender: Any?) { received.append("show(\(vc.title ?? "?"))") }
  override func showDetailViewController(_ vc: UIViewController, sender: Any?) { received.append("showDetail(\(vc.title ?? "?"))") }
}

/// A custom container that overrides both verbs as a UIKit app writes it: no declaration.
private final class UndeclaredContainer: UIViewController {
  var received: [String] = []
  var fallsBack = false
  override func show(_ vc: UIViewController, sender: Any?) {
    received.append("show(\(vc.title ?? "?"))")
    if fallsBack { super.show(vc, sender: sender) }
  }
  override func showDetailViewController(_ vc: UIViewController, sender: Any?) { received.append("showDetail(\(vc.title ?? "?"))") }
}

/// An undeclared container that opts out of `show`.
private final class OptingOutContainer: UIViewController {
  var received: [String] = []
  override func show(_ vc: UIViewController, sender: Any?) { received.append("show(\(vc.title ?? "?"))") }
  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action != .show }
}

/// A navigation controller that opts out of `show` (SC11, R5).
private final class OptOutNavigationController: UINavigationController {
  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action != .show }
}

/// A plain-looking controller that names its own target and records each question it is asked.
private final class RedirectingController: UIViewController {
  var asked: [String] = []
  var target: UIViewController?
  override func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
    asked.append(action.name)
    return target ?? super.targetViewController(forAction: action, sender: sender)
  }
}

@Suite(.checksInvariants) @MainActor
struct ShowRoutingTests {
  private func titled(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
  }


  @Test func SC01_showInsideNavigationControllerPushes() {
    let list = titled("List")
    let nav = UINavigationController(rootViewController: list)
    _ = makeVisibleWindow(root: nav)
    let detail = titled("Detail")
    list.show(detail, sender: nil)
    #expect(nav.viewControllers == [list, detail])
    #expect(list.presentedViewController == nil)
  }

  @Test func SC02_showDetailWithNoSplitPresentsModally() {
    let list = titled("List")
    let nav = UINavigationController(rootViewController: list)
    _ = makeVisibleWindow(root: nav)
    let detail = titled("Detail")
    #expect(list.targetViewController(forAction: .showDetail, sender: nil) == nil)
    list.showDetailViewController(detail, sender: nil)
    #expect(nav.viewControllers == [list])
    #expect(nav.presentedViewController === detail)
    #expect(detail.presentingViewController === nav)
    #expect(detail.presentationController?.effectivePresentationStyle == .pageSheet)
  }

  @Test(arguments: [Selector.show, .showDetail])
  func SC03_controllerInNoContainerPresentsModally(action: Selector) {
    let lonely = titled("Lonely")
    _ = makeVisibleWindow(root: lonely)
    let other = titled("Other")
    #expect(lonely.targetViewController(forAction: action, sender: nil) == nil)
    if action == .show { lonely.show(other, sender: nil) } else { lonely.showDetailViewController(other, sender: nil) }
    #expect(lonely.presentedViewController === other)
    #expect(other.presentingViewController === lonely)
  }

  @Test func SC10_customContainerReceivesBothVerbsFromDescendants() {
    let container = CustomContainer()
    let middle = UIViewController()
    let leaf = UIViewController()
    container.addChild(middle)
    middle.addChild(leaf)
    _ = makeVisibleWindow(root: container)
    leaf.show(titled("A"), sender: nil)
    leaf.showDetailViewController(titled("B"), sender: nil)
    #expect(container.received == ["show(A)", "showDetail(B)"])
    #expect(leaf.targetViewController(forAction: .show, sender: nil) === container)
    #expect(container.presentedViewController == nil)
  }

  @Test func SC11_containerThatCannotPerformTheActionIsSkipped() {
    let list = titled("List")
    let nav = OptOutNavigationController(rootViewController: list)
    let container = CustomContainer()
    container.addChild(nav)
    _ = makeVisibleWindow(root: container)
    list.show(titled("A"), sender: nil)
    #expect(nav.viewControllers == [list])
    #expect(container.received == ["show(A)"])
    #expect(list.targetViewController(forAction: .show, sender: nil) === container)
  }

  @Test func R4_plainAncestorsAreNotTargets() {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    #expect(child.targetViewController(forAction: .show, sender: nil) == nil)
    #expect(child.canPerformAction(.show, withSender: nil))
  }

  @Test func R4_aSubclassAmongPlainAncestorsIsAskedOnTheWayUp() {
    // Plain controllers between the leaf and the subclass are passed without a call; the
    // subclass still answers for the climb, and plain ones above it are passed again.
    let nav = UINavigationController(rootViewController: UIViewController())
    let redirecting = RedirectingController()
    var parent: UIViewController = nav.viewControllers[0]
    for _ in 0..<3 {
      let plain = UIViewController()
      parent.addChild(plain)
      plain.didMove(toParent: parent)
      parent = plain
    }
    parent.addChild(redirecting)
    redirecting.didMove(toParent: parent)
    var leaf: UIViewController = redirecting
    for _ in 0..<3 {
      let plain = UIViewController()
      leaf.addChild(plain)
      plain.didMove(toParent: leaf)
      leaf = plain
    }
    _ = makeVisibleWindow(root: nav)
    #expect(leaf.targetViewController(forAction: .show, sender: nil) === nav)
    #expect(leaf.targetViewController(forAction: .showDetail, sender: nil) == nil)
    let elsewhere = UIViewController()
    redirecting.target = elsewhere
    #expect(leaf.targetViewController(forAction: .show, sender: nil) === elsewhere)
    #expect(redirecting.asked == ["showViewController:sender:", "showDetailViewController:sender:", "showViewController:sender:"])
  }

  @Test func R4_targetSearchStartsAtSelf() {
    let nav = UINavigationController(rootViewController: UIViewController())
    #expect(nav.targetViewController(forAction: .show, sender: nil) === nav)
    #expect(nav.targetViewController(forAction: .showDetail, sender: nil) == nil)
  }

  @Test func R6_searchDoesNotCrossAPresentationBoundary() {
    let nav = UINavigationController(rootViewController: titled("Root"))
    _ = makeVisibleWindow(root: nav)
    let presented = titled("Modal")
    presented.modalPresentationStyle = .fullScreen
    nav.present(presented, animated: false)
    #expect(presented.targetViewController(forAction: .show, sender: nil) == nil)
    let next = titled("Next")
    presented.show(next, sender: nil)
    #expect(nav.viewControllers.count == 1)
    #expect(presented.presentedViewController === next)
  }

  @Test func R7_tabBarControllerPassesShowThrough() {
    let list = titled("List")
    let tabs = UITabBarController()
    tabs.viewControllers = [list]
    let container = CustomContainer()
    container.addChild(tabs)
    _ = makeVisibleWindow(root: container)
    #expect(list.targetViewController(forAction: .show, sender: nil) === container)
  }

  @Test func R8_navigationShowPushesAnimated() {
    let list = titled("List")
    let nav = UINavigationController(rootViewController: list)
    _ = makeVisibleWindow(root: nav)
    let detail = titled("Detail")
    nav.show(detail, sender: list)
    #expect(nav.topViewController === detail)
  }

  @Test func R1_everyControllerAnswersBothVerbs() {
    let controller = UIViewController()
    #expect(controller.canPerformAction(.show, withSender: nil))
    #expect(controller.canPerformAction(.showDetail, withSender: nil))
  }

  @Test func R2_defaultForwardsToAnotherTargetAndOtherwisePresents() {
    let container = CustomContainer()
    let child = UIViewController()
    container.addChild(child)
    _ = makeVisibleWindow(root: container)
    child.show(titled("A"), sender: nil)
    #expect(container.received == ["show(A)"])
    #expect(container.presentedViewController == nil)
    // Called on the target itself, the base implementation presents (target == self).
    let plain = UIViewController()
    _ = makeVisibleWindow(root: plain)
    plain.showDetailViewController(titled("B"), sender: nil)
    #expect(plain.presentedViewController?.title == "B")
  }

  @Test func R3_fallbackPresentsFromTheReceiverAndR63PicksTheRealPresenter() {
    let leaf = titled("Leaf")
    let parent = UIViewController()
    parent.addChild(leaf)
    _ = makeVisibleWindow(root: parent)
    let shown = titled("Shown")
    leaf.showDetailViewController(shown, sender: nil)
    #expect(shown.presentingViewController === parent)
    #expect(leaf.presentedViewController === shown)
  }

  @Test func R5_canPerformActionFalseSkipsTheController() {
    let list = titled("List")
    let nav = OptOutNavigationController(rootViewController: list)
    _ = makeVisibleWindow(root: nav)
    #expect(list.targetViewController(forAction: .show, sender: nil) == nil)
    list.show(titled("A"), sender: nil)
    #expect(nav.viewControllers == [list])
    #expect(nav.presentedViewController?.title == "A")
  }

  @Test func selectorsHaveObjectiveCSpellings() {
    #expect(Selector("showViewController:sender:") == .show)
    #expect(Selector.showDetail.name == "showDetailViewController:sender:")
    let literal: Selector = "showDetailViewController:sender:"
    #expect(literal == .showDetail)
  }

  @Test func R4b_theContainersDeclareTheVerbsTheyOverrideWhateverTheSelectorWasMadeFrom() {
    let show: Selector = "showViewController:sender:"
    let showDetail = Selector("showDetailViewController:sender:")
    #expect(UINavigationController.overridesAction(show) && UINavigationController.overridesAction(.show))
    #expect(!UINavigationController.overridesAction(showDetail))
    #expect(UISplitViewController.overridesAction(show) && UISplitViewController.overridesAction(showDetail))
    #expect(!UISplitViewController.overridesAction("showViewController:"))
    #expect(!UIViewController.overridesAction(show))
  }

  @Test func SC10_aCustomContainerReceivesBothVerbsWithNoDeclaration() {
    let container = UndeclaredContainer()
    let list = titled("List")
    container.addChild(list)
    container.view.addSubview(list.view)
    list.didMove(toParent: container)
    _ = makeVisibleWindow(root: container)
    list.show(titled("A"), sender: nil)
    list.showDetailViewController(titled("B"), sender: nil)
    #expect(container.received == ["show(A)", "showDetail(B)"])
    #expect(container.presentedViewController == nil && list.presentedViewController == nil)
  }

  @Test func SC11_anUndeclaredContainerThatCannotPerformShowIsSkippedForTheNavigationAbove() {
    let container = OptingOutContainer()
    let list = titled("List")
    container.addChild(list)
    container.view.addSubview(list.view)
    list.didMove(toParent: container)
    let navigation = UINavigationController(rootViewController: container)
    _ = makeVisibleWindow(root: navigation)
    let detail = titled("Detail")
    list.show(detail, sender: nil)
    #expect(container.received.isEmpty)
    #expect(navigation.viewControllers == [container, detail])
  }

  @Test func R3_anOverrideThatCallsSuperPassesTheRequestOnAndTheFirstReceiverPresents() {
    let container = UndeclaredContainer()
    container.fallsBack = true
    let list = titled("List")
    container.addChild(list)
    container.view.addSubview(list.view)
    list.didMove(toParent: container)
    _ = makeVisibleWindow(root: container)
    let detail = titled("Detail")
    list.show(detail, sender: nil)
    #expect(container.received == ["show(Detail)"])
    // Nothing above takes it: the receiver presents, and presenter resolution picks the root.
    #expect(container.presentedViewController === detail)
  }
}

