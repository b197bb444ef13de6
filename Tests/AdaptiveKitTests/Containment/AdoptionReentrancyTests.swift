import Foundation
import Testing
@testable import AdaptiveKit

/// A child that a callback of its own adoption places elsewhere stays there.
@Suite(.checksInvariants) @MainActor
struct AdoptionReentrancyTests {
  /// Becomes a window's root from `willMove(toParent:)`, once.
  final class RootSeekingController: UIViewController {
    var window: UIWindow?
    override func willMove(toParent parent: UIViewController?) {
      super.willMove(toParent: parent)
      guard parent != nil, let window else { return }
      self.window = nil
      window.rootViewController = self
    }
  }

  @Test func aChildThatBecomesAWindowsRootFromWillMoveIsNotAdopted() {
    let container = UIViewController()
    let window = makeVisibleWindow(root: UIViewController())
    let child = RootSeekingController()
    child.window = window
    container.addChild(child)
    #expect(window.rootViewController === child && child.parent == nil)
    #expect(container.children.isEmpty)
    #expect(child.appearanceState == .appeared)
  }

  @Test func aTabThatBecomesAWindowsRootFromWillMoveIsLeftOutOfTheTabs() {
    let window = makeVisibleWindow(root: UIViewController())
    let first = UIViewController(), seeker = RootSeekingController()
    seeker.window = window
    let tabs = UITabBarController()
    tabs.viewControllers = [first, seeker]
    #expect(window.rootViewController === seeker && seeker.parent == nil)
    #expect(tabs.children.map(ObjectIdentifier.init) == [ObjectIdentifier(first)])
    #expect(tabs.viewControllers?.map(ObjectIdentifier.init) == [ObjectIdentifier(first)])
  }
}
