import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A trait transition started from a callback of a running one (a layout-direction change from
/// `traitCollectionDidChange`) leaves every controller with the newest traits, including those the
/// running pass had not reached yet.
@Suite(.checksInvariants) @MainActor
struct NestedTraitTransitionTests {
  final class FlippingController: UIViewController {
    var flipOnce = true
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      guard flipOnce, let window = view.window else { return }
      flipOnce = false
      window.layoutDirection = .rightToLeft
    }
  }

  @Test func siblingsNotYetReachedTakeTheNestedTransitionsTraits() {
    let flipping = FlippingController()
    let later = [UIViewController(), UIViewController()]
    let tabs = UITabBarController()
    tabs.viewControllers = [flipping] + later
    let window = makeVisibleWindow(root: tabs, device: .iPadAir11)
    window.resize(to: CGSize(width: 375, height: 1180))
    #expect(window.traitCollection.layoutDirection == .rightToLeft)
    for controller in [tabs, flipping] + later {
      #expect(controller.traitCollection.layoutDirection == .rightToLeft)
      #expect(controller.traitCollection.horizontalSizeClass == .compact)
    }
  }

  @Test func aSiblingMovedToAnotherWindowDuringThePassKeepsItsNewParentsTraits() {
    let adopting = OneShotController()
    let moved = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [adopting, moved]
    let window = makeVisibleWindow(root: tabs, device: .iPadAir11)
    let destination = UINavigationController(rootViewController: UIViewController())
    let phone = makeVisibleWindow(root: destination, device: .iPhoneSE)
    adopting.onTraitChange = { destination.pushViewController(moved, animated: false) }
    window.resize(to: CGSize(width: 375, height: 1180))
    #expect(moved.parent === destination)
    #expect(moved.traitCollection == destination.traitCollection)
    #expect(moved.traitCollection.userInterfaceIdiom == .phone)
    #expect(phone.rootViewController === destination)
  }
}
