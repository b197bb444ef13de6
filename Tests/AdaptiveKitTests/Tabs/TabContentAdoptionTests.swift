import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A controller a tab bar controller shows for a tab object, taken by another container (a push,
/// `addChild(_:)`, a split column): the tab gives it up and shows a new one from its provider
/// (R96), as a tab taken from `viewControllers` leaves the tabs (R93).
@Suite(.checksInvariants) @MainActor
struct TabContentAdoptionTests {
  let log = CallLog()

  /// A tab whose provider names each controller it makes after the identifier and a count:
  /// `A1`, then `A2`.
  func countingTab(_ identifier: String) -> UITab {
    var made = 0
    return UITab(title: identifier, image: nil, identifier: identifier) { [log] _ in
      made += 1
      return HookedRecordingController("\(identifier)\(made)", log: log)
    }
  }

  @Test func R96_aSelectedTabsViewControllerPushedElsewhereIsReplacedByANewOne() throws {
    let tabs = [countingTab("A"), countingTab("B")]
    let controller = UITabBarController(tabs: tabs)
    let window = makeVisibleWindow(root: controller, device: .iPhone16)
    let taken = try #require(tabs[0].viewController)
    let navigation = UINavigationController(rootViewController: UIViewController())
    log.clear()
    navigation.pushViewController(taken, animated: false)
    // The taken controller leaves as a dropped tab does, the new one comes and appears, then the
    // navigation controller adopts the taken one.
    #expect(log.entries == [
      "A1.willMove(nil)", "A1.viewWillDisappear", "A1.viewDidDisappear", "A1.didMove(nil)",
      "A2.willMove(parent)", "A2.didMove(parent)", "A2.viewDidLoad", "A2.viewWillAppear", "A2.viewDidAppear",
      "A1.willMove(parent)", "A1.traitCollectionDidChange(--)", "A1.didMove(parent)",
    ])
    #expect(taken.parent === navigation && taken.tab == nil)
    let replacement = try #require(tabs[0].viewController)
    #expect(replacement !== taken && replacement.tab === tabs[0] && replacement.title == "A2")
    #expect(controller.children == [replacement, tabs[1].viewController!])
    #expect(controller.viewControllers == controller.children)
    #expect(controller.selectedTab === tabs[0] && controller.selectedViewController === replacement)
    #expect(replacement.appearanceState == .appeared && replacement.view.window === window)
    #expect(taken.appearanceState == .disappeared && taken.viewIfLoaded?.window == nil)
  }

  @Test func R96_aNestedTabsViewControllerTakenWhileNotShownIsReplacedWhenTheTabIsSelectedAgain() throws {
    let nested = countingTab("n")
    let group = UITabGroup(title: "G", image: nil, identifier: "G", children: [nested]) { [log] _ in RecordingViewController("G", log: log) }
    let root = countingTab("A")
    let controller = UITabBarController(tabs: [root, group])
    let window = makeVisibleWindow(root: controller, device: .iPadAir11)
    controller.selectedTab = nested
    let taken = try #require(nested.viewController)
    controller.selectedTab = root
    #expect(taken.parent == nil && taken.tab === nested)
    let other = UIViewController()
    other.addChild(taken)
    taken.didMove(toParent: other)
    log.clear()
    controller.selectedTab = nested
    let replacement = try #require(nested.viewController)
    #expect(replacement !== taken && replacement.title == "n2" && replacement.tab === nested && taken.tab == nil)
    #expect(taken.parent === other)
    #expect(controller.children == [root.viewController!, group.viewController!, replacement])
    #expect(controller.selectedViewController === replacement && replacement.view.window === window)
    #expect(log.entries == ["n2.willMove(parent)", "n2.didMove(parent)", "n2.viewDidLoad", "n2.viewWillAppear", "A1.viewWillDisappear", "A1.viewDidDisappear", "n2.viewDidAppear"])
  }

  @Test func R106_aGroupsManagingNavigationControllerTakenElsewhereLeavesTheGroupShowingItsOwnViewController() throws {
    let group = UITabGroup(title: "G", image: nil, identifier: "G", children: [countingTab("n")]) { [log] _ in RecordingViewController("G", log: log) }
    let navigation = UINavigationController()
    group.managingNavigationController = navigation
    let controller = UITabBarController(tabs: [countingTab("A"), group])
    let window = makeVisibleWindow(root: controller, device: .iPhone16)
    controller.selectedTab = group
    #expect(controller.selectedViewController === navigation)
    let other = UIViewController()
    other.addChild(navigation)
    navigation.didMove(toParent: other)
    #expect(navigation.parent === other && group.managingNavigationController == nil)
    let own = try #require(group.viewController)
    #expect(controller.children == [controller.tabs[0].viewController!, own])
    #expect(controller.selectedTab === group && controller.selectedViewController === own && own.view.window === window)
  }

  /// Current-mix fuzz seed 500000582: a group's managing navigation controller made a window's
  /// root from its `willMove(toParent:)` as the tab bar controller adopts it stayed the group's
  /// content, which the tab bar controller could never show: it showed nothing for the group.
  @Test func R106_aManagingNavigationControllerMadeAWindowsRootWhileTheTabBarControllerAdoptsItIsGivenUp() throws {
    let other = UIWindow(device: .iPhone16)
    let group = UITabGroup(title: "G", image: nil, identifier: "G", children: [countingTab("n")]) { [log] _ in RecordingViewController("G", log: log) }
    let navigation = LeavingNavigationController()
    navigation.onWillGetParent = { other.rootViewController = navigation }
    group.managingNavigationController = navigation
    let controller = UITabBarController(tabs: [group, countingTab("A")])
    let window = makeVisibleWindow(root: controller, device: .iPhone16)
    #expect(other.rootViewController === navigation && navigation.parent == nil)
    #expect(group.managingNavigationController == nil)
    let own = try #require(group.viewController)
    #expect(own.title == "G" && controller.children == [own, controller.tabs[1].viewController!])
    #expect(controller.selectedTab === group && controller.selectedViewController === own && own.view.window === window)
  }

  @Test func R96_theManagingNavigationControllerOfARootGroupWithoutAViewControllerStays() {
    let group = UITabGroup(title: "G", image: nil, identifier: "G", children: [countingTab("n")])
    let navigation = UINavigationController()
    group.managingNavigationController = navigation
    let controller = UITabBarController(tabs: [group])
    let other = UIViewController()
    let (_, reports) = MisuseReport.capture { other.addChild(navigation) }
    #expect(reports.map(\.kind) == [.exception(name: "NSInternalInconsistencyException")])
    #expect(navigation.parent === controller && group.managingNavigationController === navigation)
    #expect(other.children.isEmpty)
  }

  @Test func R96_aTabSelectedFromACallbackOfATakenControllersDepartureStaysSelected() throws {
    let tabs = [countingTab("A"), countingTab("B")]
    let controller = UITabBarController(tabs: tabs)
    let window = makeVisibleWindow(root: controller, device: .iPhone16)
    let taken = try #require(tabs[0].viewController as? HookedRecordingController)
    let navigation = UINavigationController(rootViewController: UIViewController())
    // Leaving the tab bar controller, the taken controller selects the other tab: that selection
    // wins over the new controller of the taken one's tab.
    taken.onWillMove = { parent in if parent == nil { controller.selectedIndex = 1 } }
    navigation.pushViewController(taken, animated: false)
    let replacement = try #require(tabs[0].viewController)
    #expect(taken.parent === navigation && replacement !== taken)
    #expect(controller.selectedTab === tabs[1] && controller.selectedViewController === tabs[1].viewController)
    #expect(controller.children == [replacement, tabs[1].viewController!])
    #expect(tabs[1].viewController?.view.window === window && replacement.appearanceState == .disappeared)
  }

  @Test func R96_aTabControllerMadeAWindowsRootWhileTheTabBarControllerAdoptsItIsReplaced() throws {
    let other = UIWindow(device: .iPhone16)
    var first = true
    let tab = UITab(title: "A", image: nil, identifier: "A") { [log] _ in
      let made = HookedRecordingController(first ? "A1" : "A2", log: log)
      // The first controller becomes another window's root as it is about to get its parent.
      if first { made.onWillMove = { parent in if parent != nil { other.rootViewController = made } } }
      first = false
      return made
    }
    let controller = UITabBarController(tabs: [tab])
    let window = makeVisibleWindow(root: controller, device: .iPhone16)
    let shown = try #require(tab.viewController)
    #expect(shown.title == "A2" && shown.parent === controller && controller.children == [shown])
    #expect(controller.selectedViewController === shown && shown.view.window === window)
    #expect(other.rootViewController?.title == "A1" && other.rootViewController?.tab == nil)
  }

  /// A tab bar controller with a root tab and a group holding a nested tab, the root tab selected:
  /// the nested tab's controller, made when it was selected, is shown nowhere now.
  private func tabBarControllerWithANestedTabShownNowhere() throws -> (controller: UITabBarController, inner: UIViewController, nested: UITab) {
    let nested = countingTab("n")
    let group = UITabGroup(title: "G", image: nil, identifier: "G", children: [nested]) { [log] _ in RecordingViewController("G", log: log) }
    let root = countingTab("A")
    let controller = UITabBarController(tabs: [root, group])
    controller.selectedTab = nested
    let inner = try #require(nested.viewController)
    controller.selectedTab = root
    return (controller, inner, nested)
  }

  /// Current-mix fuzz seed 500000510: the tab bar controller went into another controller first,
  /// and that one into a nested tab's controller, shown nowhere: the tab kept its controller, which
  /// kept the tab bar controller, and all of them leaked.
  @Test func R96_aNestedTabsControllerThatAdoptsAControllerHoldingItsTabBarControllerIsNoLongerTheTabs() throws {
    let (controller, inner, nested) = try tabBarControllerWithANestedTabShownNowhere()
    let holder = UIViewController()
    holder.addChild(controller)
    controller.didMove(toParent: holder)
    #expect(inner.tab === nested)
    inner.addChild(holder)
    holder.didMove(toParent: inner)
    #expect(holder.parent === inner && controller.parent === holder && inner.tab == nil)
    weak let weakController = controller
    weak let weakInner = inner
    weak let weakHolder = holder
    _ = consume controller
    _ = consume inner
    _ = consume holder
    #expect(weakController == nil && weakInner == nil && weakHolder == nil)
  }

  /// Current-mix fuzz seed 920000316: a nested tab's controller, shown nowhere, holds a split,
  /// and the split takes the tab bar controller for its compact column. A column holds its
  /// controller as a child does: the tab lets its controller go, so nothing keeps what keeps it.
  @Test func R96_aNestedTabsControllerHoldingASplitThatTakesItsTabBarControllerForAColumnIsNoLongerTheTabs() throws {
    let (controller, inner, nested) = try tabBarControllerWithANestedTabShownNowhere()
    let split = UISplitViewController(style: .doubleColumn)
    inner.addChild(split)
    split.didMove(toParent: inner)
    #expect(inner.tab === nested)
    split.setViewController(controller, for: .compact)
    #expect(split.viewController(for: .compact) === controller && split.parent === inner && inner.tab == nil)
    weak let weakController = controller
    weak let weakInner = inner
    weak let weakSplit = split
    _ = consume controller
    _ = consume inner
    _ = consume split
    #expect(weakController == nil && weakInner == nil && weakSplit == nil)
  }

  @Test func R96_aNestedTabsControllerThatAdoptsItsTabBarControllerIsNoLongerTheTabs() throws {
    let (controller, inner, _) = try tabBarControllerWithANestedTabShownNowhere()
    // The nested tab's controller, shown nowhere now, adopts the tab bar controller: the tab lets
    // it go, so the tab bar controller does not keep what keeps it.
    inner.addChild(controller)
    controller.didMove(toParent: inner)
    #expect(controller.parent === inner && inner.tab == nil)
    weak let weakController = controller
    weak let weakInner = inner
    _ = consume controller
    _ = consume inner
    #expect(weakController == nil && weakInner == nil)
  }
}

/// A recording controller that runs a block from each `willMove(toParent:)`.
final class HookedRecordingController: RecordingViewController {
  var onWillMove: ((UIViewController?) -> Void)?
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    let block = onWillMove
    onWillMove = nil
    block?(parent)
  }
}

/// A navigation controller that runs a block once from its `willMove(toParent:)` when it is about
/// to get a parent.
private final class LeavingNavigationController: UINavigationController {
  var onWillGetParent: (() -> Void)?
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    guard parent != nil, let block = onWillGetParent else { return }
    onWillGetParent = nil
    block()
  }
}
