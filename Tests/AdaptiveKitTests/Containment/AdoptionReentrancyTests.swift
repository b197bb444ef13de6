import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

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

  /// Adopts `container` from `willMove(toParent:)`, once, as a custom container does.
  final class ContainerAdoptingController: UIViewController {
    var container: UIViewController?
    override func willMove(toParent parent: UIViewController?) {
      super.willMove(toParent: parent)
      guard parent != nil, let container else { return }
      self.container = nil
      addChild(container)
    }
  }

  @Test func aChildThatAdoptsItsNewContainerFromWillMoveIsRefusedWithoutACycle() {
    let holder = UIViewController()
    _ = makeVisibleWindow(root: holder)
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    holder.embed(navigation)
    let child = ContainerAdoptingController()
    child.container = navigation
    let (_, reports) = MisuseReport.capture {
      navigation.setViewControllers([root, child], animated: false)
    }
    #expect(reports.map(\.kind) == [.exception(name: "UIViewControllerHierarchyInconsistency")])
    #expect(navigation.parent === child && child.parent == nil)
    #expect(child.children.map(ObjectIdentifier.init) == [ObjectIdentifier(navigation)])
    #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
    #expect(holder.children.isEmpty)
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

/// A tab taken by another container leaves its tab bar controller's view even when a callback
/// lays the tab bar controller out again while the tab is leaving.
@Suite(.checksInvariants) @MainActor
struct TabAdoptionReentrancyTests {
  /// Runs `action` once, from `viewWillDisappear`.
  final class ActingTab: UIViewController {
    var onWillDisappear: (() -> Void)?
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      let action = onWillDisappear
      onWillDisappear = nil
      action?()
    }
  }

  @Test func aSelectedTabAdoptedElsewhereLeavesEvenWhenItsTabBarControllerMovesWindows() {
    let first = UIWindow(device: .iPadAir11, orientation: .landscapeLeft)
    first.makeKeyAndVisible()
    let tab = ActingTab()
    let tabs = UITabBarController()
    tabs.viewControllers = [tab]
    let second = makeVisibleWindow(root: tabs, device: .iPhone16)
    tab.onWillDisappear = { first.rootViewController = tabs }
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.pushViewController(tab, animated: false)
    #expect(first.rootViewController === tabs && second.rootViewController == nil)
    #expect(tabs.viewControllers?.isEmpty == true && tab.parent === navigation)
    #expect(tab.viewIfLoaded?.window == nil && tab.appearanceState == .disappeared)
  }
}

/// A tab that a callback of a running `setViewControllers` takes elsewhere is left out of the new
/// tabs, and the tab that leaves takes its view with it.
@Suite(.checksInvariants) @MainActor
struct TabReplacementReentrancyTests {
  /// Runs `action` once, from `willMove(toParent: nil)`.
  final class LeavingTab: UIViewController {
    var action: (() -> Void)?
    override func willMove(toParent parent: UIViewController?) {
      super.willMove(toParent: parent)
      guard parent == nil else { return }
      let run = action
      action = nil
      run?()
    }
  }

  @Test func aStayingTabTakenByALeavingTabsWillMoveIsLeftOutOfTheNewTabs() {
    let staying = UIViewController(), leaving = LeavingTab(), other = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [staying, leaving, other]
    tabs.selectedIndex = 1
    let window = makeVisibleWindow(root: tabs)
    let elsewhere = UINavigationController(rootViewController: UIViewController())
    leaving.action = { elsewhere.pushViewController(staying, animated: false) }
    tabs.setViewControllers([staying, other], animated: false)
    #expect(staying.parent === elsewhere)
    #expect(tabs.viewControllers?.map(ObjectIdentifier.init) == [ObjectIdentifier(other)])
    #expect(tabs.selectedViewController === other && other.view.window === window)
    #expect(leaving.parent == nil && leaving.viewIfLoaded?.window == nil && leaving.appearanceState == .disappeared)
  }

  /// Adopts itself into `adopter` (as a custom container does) once, from `viewDidDisappear`.
  final class SelfPlacingTab: UIViewController {
    weak var adopter: UIViewController?
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      guard let adopter else { return }
      self.adopter = nil
      adopter.addChild(self)
      adopter.view.addSubview(view)
      didMove(toParent: adopter)
    }
  }

  @Test func aRemovedTabThatAdoptsItselfElsewhereFromViewDidDisappearStaysThere() {
    let adopter = UIViewController()
    let window = makeVisibleWindow(root: adopter, device: .iPadAir11)
    let tab = SelfPlacingTab()
    let tabs = UITabBarController()
    tabs.viewControllers = [tab]
    adopter.present(tabs, animated: false)
    tab.adopter = adopter
    tabs.setViewControllers([], animated: false)
    #expect(tab.parent === adopter && adopter.children.contains { $0 === tab })
    #expect(tab.view.window === window)
    #expect(tabs.children.allSatisfy { $0 !== tab })
  }

  @Test func setViewControllersCalledFromALeavingTabsWillMoveRunsAfterTheRunningChange() {
    let first = UIViewController(), leaving = LeavingTab(), later = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [first, leaving]
    let window = makeVisibleWindow(root: tabs)
    leaving.action = { tabs.setViewControllers([first, later], animated: false) }
    tabs.setViewControllers([first], animated: false)
    #expect(tabs.viewControllers?.map(ObjectIdentifier.init) == [ObjectIdentifier(first), ObjectIdentifier(later)])
    #expect(tabs.children.map(ObjectIdentifier.init) == [ObjectIdentifier(first), ObjectIdentifier(later)])
    #expect(leaving.parent == nil && leaving.viewIfLoaded?.window == nil)
    #expect(first.view.window === window)
  }
}

