import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A window keeps the safe-area walk of the last view asked about and extends it to the next one
/// (`SafeAreaChain`). Each test reads a safe area, changes one thing the kept walk read (a frame,
/// a scroll offset, additional insets, a bar, the traits, the window, the hierarchy), and reads
/// again: the answer must follow the change, never repeat the kept one. (Debug builds also check
/// every kept answer against a fresh walk.)
@Suite(.checksInvariants) @MainActor
struct SafeAreaChainTests {
  /// A screen in a navigation controller on an iPhone 16 (top inset 59 + bar 44 = 103).
  private func navigationScreen() -> (UIWindow, UINavigationController, UIViewController) {
    let screen = UIViewController()
    let navigation = UINavigationController(rootViewController: screen)
    let window = makeVisibleWindow(root: navigation)
    window.layoutIfNeeded()
    return (window, navigation, screen)
  }

  /// A 100 × 300 view at the top-left of a container placed at `origin` in `parent`.
  private func nestedView(in parent: UIView, containerAt origin: CGPoint) -> (container: UIView, view: UIView) {
    let container = UIView(frame: CGRect(origin: origin, size: CGSize(width: 393, height: 400)))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
    container.addSubview(view)
    parent.addSubview(container)
    return (container, view)
  }

  @Test func movingAnAncestorMovesTheSafeAreaOfTheViewsBelowIt() {
    let (_, _, screen) = navigationScreen()
    let (container, view) = nestedView(in: screen.view, containerAt: .zero)
    #expect(view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 0, right: 0))
    container.frame.origin.y = 50
    #expect(view.safeAreaInsets == UIEdgeInsets(top: 53, left: 0, bottom: 0, right: 0))
    container.frame.origin.y = 200
    #expect(view.safeAreaInsets == .zero)
  }

  @Test func scrollingMovesTheSafeAreaOfTheContent() {
    let (_, _, screen) = navigationScreen()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scrollView.contentSize = CGSize(width: 393, height: 2000)
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 300))
    scrollView.addSubview(content)
    screen.view.addSubview(scrollView)
    scrollView.contentOffset = .zero
    #expect(content.safeAreaInsets.top == 103)
    scrollView.contentOffset = CGPoint(x: 0, y: 40)
    #expect(content.safeAreaInsets.top == 143)
  }

  @Test func additionalInsetsOfAnAncestorControllerReachTheViewsBelow() {
    let (_, navigation, screen) = navigationScreen()
    #expect(screen.view.safeAreaInsets.top == 103)
    navigation.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    // The bar sits below the navigation controller's own (larger) safe area.
    #expect(screen.view.safeAreaInsets.top == 113)
    navigation.additionalSafeAreaInsets = .zero
    #expect(screen.view.safeAreaInsets.top == 103)
  }

  @Test func aLargeTitleFollowsTheStackAfterTheSafeAreaWasRead() {
    let (_, navigation, root) = navigationScreen()
    navigation.navigationBar.prefersLargeTitles = true
    #expect(root.view.safeAreaInsets.top == 59 + 44 + BarMetrics.largeTitleHeight)
    let pushed = UIViewController()
    pushed.navigationItem.largeTitleDisplayMode = .never
    navigation.pushViewController(pushed, animated: false)
    #expect(pushed.view.safeAreaInsets.top == 103)
    navigation.popViewController(animated: false)
    #expect(root.view.safeAreaInsets.top == 59 + 44 + BarMetrics.largeTitleHeight)
  }

  @Test func barsHiddenInCompactHeightFollowTheRotation() {
    let (window, navigation, screen) = navigationScreen()
    navigation.hidesBarsWhenVerticallyCompact = true
    #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    window.rotate(to: .landscapeLeft)
    #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    window.rotate(to: .portrait)
    #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
  }

  @Test func theTabBarLeavesTheSafeAreaWhenTheTabsGo() {
    let tabs = UITabBarController()
    tabs.setViewControllers([UIViewController()], animated: false)
    let window = makeVisibleWindow(root: tabs)
    window.layoutIfNeeded()
    let overlay = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    tabs.view.addSubview(overlay)
    #expect(overlay.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 49 + 34, right: 0))
    tabs.setViewControllers([], animated: false)
    #expect(overlay.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test func aViewMovedToAnotherWindowTakesThatWindowsSafeArea() {
    let phone = makeVisibleWindow(root: UIViewController())
    let tablet = makeVisibleWindow(root: UIViewController(), device: .iPadAir11)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    phone.rootViewController!.view.addSubview(view)
    #expect(view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    tablet.rootViewController!.view.addSubview(view)
    #expect(view.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
    view.removeFromSuperview()
    #expect(view.safeAreaInsets == .zero)
  }

  @Test func twoWindowsAskedInTurnKeepTheirOwnWalks() {
    let (_, _, phoneScreen) = navigationScreen()
    let tabletScreen = UIViewController()
    let tablet = makeVisibleWindow(root: UINavigationController(rootViewController: tabletScreen), device: .iPadAir11)
    tablet.layoutIfNeeded()
    for _ in 0..<3 {
      #expect(phoneScreen.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
      #expect(tabletScreen.view.safeAreaInsets == UIEdgeInsets(top: 24 + 44, left: 0, bottom: 20, right: 0))
    }
  }

  @Test func aViewThatGoesAwayLeavesTheWalkItWasIn() {
    let (_, _, screen) = navigationScreen()
    var (container, view): (UIView?, UIView?) = nestedView(in: screen.view, containerAt: CGPoint(x: 0, y: 20))
    #expect(view?.safeAreaInsets.top == 83)
    view?.removeFromSuperview()
    view = nil
    container?.removeFromSuperview()
    container = nil
    let (_, replacement) = nestedView(in: screen.view, containerAt: CGPoint(x: 0, y: 30))
    #expect(replacement.safeAreaInsets.top == 73)
  }
}
