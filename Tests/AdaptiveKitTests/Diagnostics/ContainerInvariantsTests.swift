import Foundation
import Testing
import AdaptiveTestSupport
@testable import AdaptiveKit

/// The invariants of the iOS 18–26 containers (tab objects, the inspector, the split layout
/// environment) and of the `viewControllers` tab model: each broken on purpose (so the suite runs
/// without the invariant-checking trait), and each kept by a normal state.
@Suite @MainActor
struct ContainerInvariantsTests {
  private func tab(_ identifier: String) -> UITab {
    UITab(title: identifier, image: nil, identifier: identifier) { _ in UIViewController() }
  }

  // MARK: No orphaned tab (R91, R92)

  @Test func R92_aTabThatLeftItsTabBarControllerByHandIsAnOrphan() {
    let controllers = (0..<3).map { _ in UIViewController() }
    let tabs = UITabBarController()
    tabs.viewControllers = controllers
    let window = makeVisibleWindow(root: tabs)
    #expect(HierarchyInvariants.violations(in: window).isEmpty)
    controllers[1].removeFromParent()
    let problems = HierarchyInvariants.violations(in: window)
    #expect(problems.contains { $0.contains("is a tab of \(tabs.debugName) but in no container, neither its child nor on its More navigation stack") })
  }

  @Test func R93_aTabAnotherContainerAdoptsIsNotAnOrphan() {
    // Adopted by hand, the tab leaves the list; adopted from a callback of a running change, it may
    // stay listed in the other container (fuzz seed 735564994): neither is an orphan.
    let controllers = (0..<3).map { _ in UIViewController() }
    let tabs = UITabBarController()
    tabs.viewControllers = controllers
    let window = makeVisibleWindow(root: tabs)
    let other = UINavigationController(rootViewController: UIViewController())
    other.pushViewController(controllers[2], animated: false)
    #expect(controllers[2].parent === other)
    #expect(tabs.orphanedTabViolations().isEmpty)
    #expect(HierarchyInvariants.violations(in: window).isEmpty)
  }

  @Test func R92_overflowTabsOnTheMoreStackAreNotOrphans() {
    let controllers = (0..<7).map { _ in UIViewController() }
    let tabs = UITabBarController()
    tabs.viewControllers = controllers
    let window = makeVisibleWindow(root: tabs)
    tabs.selectedIndex = 5
    #expect(controllers[5].parent === tabs.moreNavigationController)
    #expect(tabs.orphanedTabViolations().isEmpty)
    #expect(HierarchyInvariants.violations(in: window).isEmpty)
  }

  // MARK: Tab objects and viewControllers agree (R95, R96)

  @Test func R96_aTabsViewControllerThatDoesNotPointBackBreaksTheAgreement() throws {
    let tabs = UITabBarController(tabs: [tab("A"), tab("B")])
    let window = makeVisibleWindow(root: tabs)
    #expect(HierarchyInvariants.violations(in: window).isEmpty)
    try #require(tabs.tabs[1].viewController).storedTab = nil
    #expect(HierarchyInvariants.violations(in: window).contains { $0.contains("of the tab 'B'") && $0.contains("does not point back to its tab") })
  }

  @Test func R95_viewControllersAndSelectedIndexFollowTheTabsThroughGroupsAndReordering() {
    let group = UITabGroup(title: "G", image: nil, identifier: "G", children: [tab("G1"), tab("G2")]) { _ in UIViewController() }
    let tabs = UITabBarController(tabs: [tab("A"), group, tab("B")])
    let window = makeVisibleWindow(root: tabs, device: .iPadPro13, orientation: .landscapeLeft)
    tabs.selectedTab = tabs.tab(forIdentifier: "G2")
    #expect(tabs.selectedTab?.identifier == "G2")
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.tabObjectViolations().isEmpty)
    tabs.setTabs([tabs.tabs[2], tabs.tabs[0], group], animated: false)
    #expect(tabs.viewControllers?.count == 3)
    #expect(tabs.selectedIndex == 2)
    #expect(HierarchyInvariants.violations(in: window).isEmpty)
  }

  // MARK: The inspector: a column or a sheet, never both, never neither (R111, R112)

  @Test func R112_anInspectorBothAColumnAndPresentedIsReported() {
    let inspected = InspectedSplit()
    inspected.split.show(.inspector)
    #expect(HierarchyInvariants.violations(in: inspected.columns.window).isEmpty)
    inspected.wrapper.storedPresentingViewController = inspected.split
    #expect(inspected.split.inspectorInvariantViolation?.contains("is both its column and presented") == true)
    inspected.wrapper.storedPresentingViewController = nil
  }

  @Test func R112_aShownInspectorOfACollapsedSplitThatIsNoSheetIsReported() throws {
    let inspected = InspectedSplit()
    inspected.collapse()
    #expect(HierarchyInvariants.violations(in: inspected.columns.window).isEmpty)
    try #require(inspected.split.columnState).inspectorPlacement = .sheet
    #expect(HierarchyInvariants.violations(in: inspected.columns.window).contains { $0.contains("is shown but neither a column nor a sheet") })
  }

  @Test func R112_theInspectorGoesFromColumnToSheetAndBackKeepingTheInvariants() {
    let inspected = InspectedSplit()
    let window = inspected.columns.window
    inspected.split.show(.inspector)
    #expect(inspected.wrapper.parent === inspected.split)
    inspected.collapse()
    #expect(inspected.wrapper.presentingViewController != nil && inspected.wrapper.parent == nil)
    #expect(HierarchyInvariants.violations(in: window).isEmpty)
    inspected.expand()
    #expect(inspected.wrapper.parent === inspected.split && inspected.wrapper.presentingViewController == nil)
    #expect(HierarchyInvariants.violations(in: window).isEmpty)
  }

  @Test func R112_anInspectorKeptOffScreenByAnotherPresentationIsNotReported() {
    let inspected = InspectedSplit()
    inspected.collapse()
    inspected.split.present(UIViewController(), animated: false)
    inspected.split.show(.inspector)
    #expect(!inspected.split.isShowing(.inspector))
    #expect(HierarchyInvariants.violations(in: inspected.columns.window).isEmpty)
  }

  // MARK: The split layout environment follows isCollapsed (R116)

  @Test func R116_aChildWhoseLayoutEnvironmentDisagreesWithTheSplitIsReported() {
    let columns = ColumnSplit(.doubleColumn, .iPadPro13)
    #expect(HierarchyInvariants.layoutEnvironmentViolations(of: columns.split).isEmpty)
    columns.split.collapseState = .collapsed
    let problems = HierarchyInvariants.layoutEnvironmentViolations(of: columns.split)
    #expect(problems.contains { $0.contains("has the split layout environment expanded, but the split is collapsed") })
    columns.split.collapseState = .expanded
  }

  @Test func R116_theLayoutEnvironmentFollowsCollapseAndExpand() {
    let columns = ColumnSplit(.tripleColumn, .iPadPro13)
    columns.window.resize(to: CGSize(width: 320, height: 1032))
    #expect(columns.split.isCollapsed)
    #expect(HierarchyInvariants.layoutEnvironmentViolations(of: columns.split).isEmpty)
    #expect(HierarchyInvariants.violations(in: columns.window).isEmpty)
    columns.window.resize(to: CGSize(width: 1376, height: 1032))
    #expect(!columns.split.isCollapsed)
    #expect(columns.split.children.allSatisfy { $0.traitCollection.splitViewControllerLayoutEnvironment == .expanded })
    #expect(HierarchyInvariants.violations(in: columns.window).isEmpty)
  }
}
