import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Tabs as objects (iOS 18): identity, lazy view controllers, groups, placements, selection and
/// the misuse UIKit answers with an exception (R95–R97, R101–R104).
@Suite(.checksInvariants) @MainActor
struct TabModelTests {
  let log = CallLog()

  @Test func R95_tabsReplaceTheViewControllersModel() {
    let tabs = (0..<6).map { recordingTab("T\($0)", log: log) }
    let controller = UITabBarController(tabs: tabs)
    _ = makeVisibleWindow(root: controller, device: .iPhone16)
    // Read-only derivations: the root tabs' controllers, no More tab even with six tabs.
    #expect(controller.viewControllers == tabs.map { $0.viewController! })
    #expect(controller.children == tabs.map { $0.viewController! })
    #expect(!controller.showsMoreTab && controller.moreNavigationController.parent == nil)
    #expect(controller.selectedTab === tabs[0] && controller.selectedIndex == 0)
    #expect(controller.selectedViewController === tabs[0].viewController)
    let (_, reports) = MisuseReport.capture { controller.viewControllers = [UIViewController()] }
    #expect(reports.map(\.kind) == [.log])
    #expect(controller.viewControllers == tabs.map { $0.viewController! })
    controller.selectedIndex = 4
    #expect(controller.selectedTab === tabs[4])
    #expect(tabs[4].viewController?.view.window != nil)
  }

  @Test func R96_viewControllersAreMadeOnFirstNeedAndPointBack() {
    var made: [String] = []
    func tab(_ identifier: String) -> UITab {
      UITab(title: identifier, image: nil, identifier: identifier) { _ in
        made.append(identifier)
        return UIViewController()
      }
    }
    let nested = tab("nested")
    let group = UITabGroup(title: "G", image: nil, identifier: "G", children: [nested]) { _ in
      made.append("G")
      return UIViewController()
    }
    let root = tab("root")
    #expect(root.tabBarController == nil && nested.parent === group)
    let controller = UITabBarController(tabs: [root, group])
    // Root tabs' controllers are made with the tabs; the nested tab's waits until it is needed.
    #expect(made == ["root", "G"])
    #expect(root.tabBarController === controller && nested.tabBarController === controller)
    #expect(root.viewController?.tab === root)
    #expect(root.viewController === root.viewController)
    controller.selectedTab = nested
    #expect(made == ["root", "G", "nested"])
    #expect(nested.viewController?.tab === nested)
    #expect(nested.viewController?.parent === controller)
    // Replaced tabs leave the controller.
    controller.tabs = [group]
    #expect(root.tabBarController == nil)
  }

  @Test func R96_duplicateIdentifiersAreRefusedAndChangeNothing() {
    let first = recordingTab("A", log: log)
    let controller = UITabBarController(tabs: [first])
    let group = recordingGroup("G", children: [recordingTab("A", log: log)], log: log)
    let (_, reports) = MisuseReport.capture { controller.tabs = [recordingTab("A", log: log), group] }
    #expect(reports.count == 1 && reports.first?.kind == .exception(name: "NSInternalInconsistencyException"))
    #expect(reports.first?.message.hasPrefix("Duplicate tab identifier") == true)
    let (_, again) = MisuseReport.capture { controller.tabs = [recordingTab("B", log: log), recordingTab("B", log: log)] }
    #expect(again.first?.message.hasPrefix("Duplicate tab identifier 'B'") == true)
    #expect(controller.tabs.map(\.identifier) == ["A"])
    #expect(controller.selectedTab === first)
    // Children given to an attached group are checked the same way.
    let attached = recordingGroup("H", children: [recordingTab("h", log: log)], log: log)
    controller.tabs = [first, attached]
    let (_, late) = MisuseReport.capture { attached.children = [recordingTab("A", log: log)] }
    #expect(late.first?.message.hasPrefix("Duplicate tab identifier 'A'") == true)
    #expect(attached.children.map(\.identifier) == ["h"] && attached.children[0].parent === attached)
  }

  @Test func R96_aRootTabWithoutAViewControllerIsRefused() {
    let controller = UITabBarController(tabs: [recordingTab("A", log: log)])
    let empty = UITab(title: "Empty", image: nil, identifier: "empty")
    let (_, reports) = MisuseReport.capture { controller.setTabs([empty], animated: false) }
    #expect(reports.count == 1)
    #expect(reports.first?.kind == .exception(name: "NSInternalInconsistencyException"))
    #expect(reports.first?.message.contains("must resolve to a non-nil view controller") == true)
    #expect(controller.tabs.map(\.identifier) == ["A"])
    #expect(empty.tabBarController == nil)
  }

  @Test func selectingATabThatIsNotInTheControllerIsRefused() {
    let controller = UITabBarController(tabs: [recordingTab("A", log: log), recordingTab("B", log: log)])
    let stranger = recordingTab("C", log: log)
    let other = UITabBarController(tabs: [recordingTab("D", log: log)])
    let (_, reports) = MisuseReport.capture {
      controller.selectedTab = stranger
      controller.selectedTab = other.tabs[0]
    }
    #expect(reports.count == 2)
    #expect(reports.allSatisfy { $0.message.contains("is not managed by \(controller.debugName)") })
    #expect(controller.selectedTab?.identifier == "A")
    // A tab of another controller cannot be a root tab here either.
    let (_, taken) = MisuseReport.capture { controller.tabs = [other.tabs[0]] }
    #expect(taken.first?.message.contains("already belongs to") == true)
    #expect(controller.tabs.map(\.identifier) == ["A", "B"])
  }

  @Test func R97_groupSelectionDisplayOrderAndLookUp() {
    let children = ["a", "b", "c"].map { recordingTab($0, log: log) }
    let inner = recordingGroup("inner", children: [recordingTab("deep", log: log)], log: log)
    let group = recordingGroup("G", children: children + [inner], log: log)
    #expect(group.selectedChild === children[0])
    group.defaultChildIdentifier = "b"
    #expect(group.selectedChild === children[1])
    group.displayOrderIdentifiers = ["c", "unknown", "a"]
    #expect(group.displayOrder.map(\.identifier) == ["c", "a", "b", "inner"])
    #expect(group.tab(forIdentifier: "deep")?.parent === inner)
    let controller = UITabBarController(tabs: [recordingTab("root", log: log), group])
    #expect(controller.tab(forIdentifier: "deep") === inner.children[0])
    #expect(controller.tab(forIdentifier: "G") === group)
    #expect(controller.tab(forIdentifier: "nope") == nil)
    controller.selectedTab = children[2]
    #expect(group.selectedChild === children[2])
    controller.selectedTab = inner.children[0]
    #expect(group.selectedChild === inner && inner.selectedChild === inner.children[0])
  }

  @Test func R101_tabBarOrderFollowsPlacements() {
    let tabs = [
      recordingTab("default", log: log),
      recordingTab("pinned", log: log, placement: .pinned),
      recordingTab("optional", log: log, placement: .optional),
      recordingTab("fixed", log: log, placement: .fixed),
      recordingTab("movable", log: log, placement: .movable),
      recordingTab("sidebarOnly", log: log, placement: .sidebarOnly),
    ]
    let nested = recordingTab("nested", log: log)
    let group = recordingGroup("group", children: [nested], log: log)
    let controller = UITabBarController(tabs: tabs + [group])
    _ = makeVisibleWindow(root: controller, device: .iPhone16)
    #expect(tabs[0].resolvedPlacement == .default && nested.resolvedPlacement == .optional)
    #expect(controller.tabBarTabs.map(\.identifier) == ["fixed", "default", "movable", "group", "pinned"])
    #expect(controller.tabBarViewControllers.count == 5)
    #expect(controller.tabBarLayout?.itemFrames.count == 5)
    // The bar's third item is the movable tab.
    controller.simulateTap(onTabAt: 2)
    #expect(controller.selectedTab?.identifier == "movable")
  }

  @Test func R102_theSearchTabIsPinnedWithTheSystemTitleAndImage() {
    let search = UISearchTab { _ in UIViewController() }
    #expect(search.title == "Search")
    #expect(search.image?.symbolName == "magnifyingglass")
    #expect(search.resolvedPlacement == .pinned)
    #expect(!search.automaticallyActivatesSearch)
    let controller = UITabBarController(tabs: [search, recordingTab("A", log: log)])
    #expect(controller.tabBarTabs.map(\.identifier) == ["A", search.identifier])
  }

  @Test func R103_userSelectionAsksThenSelectsThenTells() {
    let tabs = ["A", "B", "C"].map { recordingTab($0, log: log) }
    let controller = UITabBarController(tabs: tabs)
    let delegate = RecordingTabModelDelegate(log)
    delegate.refused = ["B"]
    controller.delegate = delegate
    _ = makeVisibleWindow(root: controller, device: .iPhone16)
    log.clear()
    #expect(!controller.simulateSelection(of: tabs[1]))
    #expect(controller.selectedTab === tabs[0])
    #expect(controller.simulateSelection(of: tabs[2]))
    #expect(log.entries == [
      "tabs.shouldSelectTab(B)",
      "tabs.shouldSelectTab(C)",
      "C.viewDidLoad", "C.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "C.viewDidAppear",
      "tabs.didSelectTab(C, previous: A)",
    ])
    // Programmatic selection tells nobody; the legacy view-controller messages are never sent.
    log.clear()
    controller.selectedTab = tabs[0]
    #expect(log.filtered("tabs.").isEmpty)
    tabs[1].isEnabled = false
    #expect(!controller.simulateSelection(of: tabs[1]))
    #expect(log.filtered("tabs.").isEmpty)
  }

  @Test func R103_aNestedTabShowsItsViewControllerInPlaceOfTheRoots() {
    let nested = ["n1", "n2"].map { recordingTab($0, log: log) }
    let group = recordingGroup("G", children: nested, log: log)
    let root = recordingTab("R", log: log)
    let controller = UITabBarController(tabs: [root, group])
    _ = makeVisibleWindow(root: controller, device: .iPadPro13, orientation: .landscapeLeft)
    log.clear()
    controller.simulateSelection(of: nested[0])
    let first = nested[0].viewController!
    #expect(controller.selectedTab === nested[0])
    #expect(controller.selectedIndex == 1)
    #expect(controller.children.count == 3 && first.parent === controller)
    #expect(controller.selectedViewController === first)
    #expect(log.entries == [
      "n1.willMove(parent)", "n1.didMove(parent)",
      "n1.viewDidLoad", "n1.viewWillAppear", "R.viewWillDisappear", "R.viewDidDisappear", "n1.viewDidAppear",
    ])
    log.clear()
    controller.simulateSelection(of: nested[1])
    // The first nested controller leaves once it no longer shows.
    #expect(first.parent == nil)
    #expect(log.entries == [
      "n2.willMove(parent)", "n2.didMove(parent)",
      "n2.viewDidLoad", "n2.viewWillAppear", "n1.viewWillDisappear", "n1.viewDidDisappear", "n2.viewDidAppear",
      "n1.willMove(nil)", "n1.didMove(nil)",
    ])
    controller.simulateSelection(of: root)
    #expect(nested[1].viewController?.parent == nil)
    #expect(controller.children == [root.viewController!, group.viewController!])
  }

  @Test func R104_userEditingHidesAndReordersThenPersists() {
    let hideable = recordingTab("hideable", log: log)
    hideable.allowsHiding = true
    let fixedTab = recordingTab("fixed", log: log)
    let children = ["a", "b", "c"].map { recordingTab($0, log: log) }
    let group = recordingGroup("G", children: children, log: log)
    group.allowsReordering = true
    let controller = UITabBarController(tabs: [recordingTab("home", log: log), hideable, fixedTab, group])
    controller.customizationIdentifier = "main"
    let delegate = RecordingTabModelDelegate(log)
    controller.delegate = delegate
    _ = makeVisibleWindow(root: controller, device: .iPadPro13, orientation: .landscapeLeft)
    log.clear()
    controller.simulateSidebarEditing(hiding: ["hideable": true, "fixed": true], reordering: ["G": ["c", "a"]])
    #expect(log.filtered("tabs.") == [
      "tabs.willBeginEditing", "tabs.visibilityDidChange(hideable)", "tabs.displayOrderDidChange(G)", "tabs.didEndEditing",
    ])
    #expect(hideable.isHidden && !fixedTab.isHidden)
    #expect(!controller.tabBarTabs.contains { $0 === hideable })
    #expect(controller.sidebarSections.map { $0.tabs.map(\.identifier) } == [["home", "fixed"], ["c", "a", "b"]])
    // A new controller with the same customization identifier gets the user's edits, over the
    // app's values set before attaching; values set after attaching win.
    let again = recordingTab("hideable", log: log)
    let regroup = recordingGroup("G", children: ["a", "b", "c"].map { recordingTab($0, log: log) }, log: log)
    regroup.displayOrderIdentifiers = ["b"]
    let second = UITabBarController()
    second.customizationIdentifier = "main"
    second.tabs = [recordingTab("home", log: log), again, regroup]
    #expect(again.isHidden)
    #expect(regroup.displayOrder.map(\.identifier) == ["c", "a", "b"])
    again.isHidden = false
    #expect(second.tabBarTabs.contains { $0 === again })
  }

  @Test func R104_hidingTheSelectedTabSelectsTheFirstVisibleRootTab() {
    let tabs = ["A", "B"].map { recordingTab($0, log: log) }
    let controller = UITabBarController(tabs: tabs)
    _ = makeVisibleWindow(root: controller, device: .iPhone16)
    controller.selectedTab = tabs[1]
    tabs[1].isHidden = true
    #expect(controller.selectedTab === tabs[0])
    #expect(tabs[0].viewController?.view.window != nil)
    #expect(!controller.simulateSelection(of: tabs[1]))
  }

  @Test func R106_aManagingNavigationControllerStacksTheSelectedPath() {
    let children = ["a", "b"].map { recordingTab($0, log: log) }
    let group = recordingGroup("G", children: children, log: log)
    let navigation = UINavigationController()
    group.managingNavigationController = navigation
    let root = recordingTab("R", log: log)
    let controller = UITabBarController(tabs: [root, group])
    let delegate = RecordingTabModelDelegate(log)
    controller.delegate = delegate
    let window = makeVisibleWindow(root: controller, device: .iPadPro13, orientation: .landscapeLeft)
    #expect(children[0].managingTabGroup === group && group.managingTabGroup === group && root.managingTabGroup == nil)
    #expect(controller.children == [root.viewController!, navigation])
    log.clear()
    controller.simulateSelection(of: children[1])
    #expect(navigation.viewControllers == [group.viewController!, children[1].viewController!])
    #expect(controller.selectedViewController === navigation && navigation.view.window === window)
    #expect(log.filtered("tabs.") == ["tabs.shouldSelectTab(b)", "tabs.displayed(G: G)", "tabs.displayed(b: b)", "tabs.didSelectTab(b, previous: R)"])
    // A pushed controller rides in the leaf's proposal when the path is built again at a size
    // class change; the delegate drops the group's own controller in compact width.
    let pushed = RecordingViewController("pushed", log: log)
    navigation.pushViewController(pushed, animated: false)
    delegate.displayed["G"] = { _ in [] }
    log.clear()
    window.resize(to: CGSize(width: 375, height: 1024))
    #expect(controller.traitCollection.horizontalSizeClass == .compact)
    #expect(log.filtered("tabs.") == ["tabs.displayed(G: G)", "tabs.displayed(b: b,pushed)"])
    #expect(navigation.viewControllers == [children[1].viewController!, pushed])
    // Another child: its path, without the pushed controller.
    delegate.displayed = [:]
    controller.selectedTab = children[0]
    #expect(navigation.viewControllers == [group.viewController!, children[0].viewController!])
  }

  @Test func theInvariantsCheckTheTabModel() throws {
    let tabs = ["A", "B"].map { recordingTab($0, log: log) }
    let controller = UITabBarController(tabs: tabs)
    let window = makeVisibleWindow(root: controller, device: .iPhone16)
    #expect(HierarchyInvariants.violations(in: window).isEmpty)
    // The app takes a root tab's controller out by hand: the children no longer match the tabs.
    try #require(tabs[1].viewController).removeFromParent()
    #expect(HierarchyInvariants.violations(in: window).contains { $0.contains("are not its root tabs' controllers") })
    controller.tabs = tabs
    #expect(HierarchyInvariants.violations(in: window).isEmpty)
  }

  @Test func R127_theProminentTabTakesTheTrailingSlot() {
    let search = UISearchTab { _ in UIViewController() }
    let tabs = [recordingTab("A", log: log), recordingTab("B", log: log), search, recordingTab("C", log: log, placement: .pinned)]
    let controller = UITabBarController(tabs: tabs)
    #expect(controller.prominentTab == nil)
    #expect(controller.tabBarTabs.map(\.identifier) == ["A", "B", search.identifier, "C"])
    // With no identifier, a search tab that activates search takes the slot.
    search.automaticallyActivatesSearch = true
    #expect(controller.prominentTab === search)
    #expect(controller.tabBarTabs.map(\.identifier) == ["A", "B", "C", search.identifier])
    controller.setProminentTabIdentifier("A", animated: true)
    #expect(controller.prominentTabIdentifier == "A" && controller.prominentTab === tabs[0])
    #expect(controller.tabBarTabs.map(\.identifier) == ["B", search.identifier, "C", "A"])
    // A hidden or unknown tab takes no slot.
    controller.prominentTabIdentifier = "nope"
    #expect(controller.prominentTab == nil)
    #expect(controller.tabBarTabs.map(\.identifier) == ["A", "B", search.identifier, "C"])
  }
}
