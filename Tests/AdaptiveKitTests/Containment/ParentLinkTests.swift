import Foundation
import Testing
import AdaptiveTestSupport
@testable import AdaptiveKit

/// `parent` is held unowned: the parent clears its children's link when it is freed, and a child
/// leaving or freed takes itself off its parent's list, so the link never names a freed controller.
@Suite(.checksInvariants) @MainActor
struct ParentLinkTests {
  @Test func aChildOutlivingItsParentForgetsIt() {
    let child = UIViewController()
    weak var weakParent: UIViewController?
    do {
      let parent = UIViewController()
      parent.addChild(child)
      child.didMove(toParent: parent)
      #expect(child.parent === parent)
      weakParent = parent
    }
    #expect(weakParent == nil)
    #expect(child.parent == nil)
  }

  @Test func aChildMovedToAnotherParentKeepsItWhenTheFirstIsFreed() {
    let child = UIViewController()
    let second = UIViewController()
    do {
      let first = UIViewController()
      first.addChild(child)
      second.addChild(child)
      #expect(first.linkedChildren.controllers.isEmpty)
    }
    #expect(child.parent === second)
    #expect(second.linkedChildren.controllers.count == 1 && second.linkedChildren.controllers.first?.takeUnretainedValue() === child)
  }

  /// A container that drops a child from `children` before `removeFromParent()` (as a stack
  /// change does for a moment) still clears the child's link when it is freed.
  @Test func aChildDroppedFromChildrenForgetsItsFreedParent() {
    let child = UIViewController()
    weak var weakParent: UIViewController?
    do {
      let parent = UIViewController()
      parent.addChild(child)
      parent.children.removeAll()
      weakParent = parent
    }
    #expect(weakParent == nil)
    #expect(child.parent == nil)
  }

  @Test func aChildFreedWhileLinkedLeavesItsParentsList() {
    let parent = UIViewController()
    weak var weakChild: UIViewController?
    do {
      let child = UIViewController()
      parent.addChild(child)
      parent.children.removeAll()
      weakChild = child
    }
    #expect(weakChild == nil)
    #expect(parent.linkedChildren.controllers.isEmpty)
  }

  @Test func removingAChildUnlinksIt() {
    let parent = UINavigationController(rootViewController: UIViewController())
    _ = makeVisibleWindow(root: parent)
    let pushed = UIViewController()
    parent.pushViewController(pushed, animated: false)
    #expect(parent.linkedChildren.controllers.count == 2)
    parent.popViewController(animated: false)
    #expect(pushed.parent == nil)
    #expect(parent.linkedChildren.controllers.count == 1)
  }
}
