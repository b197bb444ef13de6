import AdaptiveKit
import Foundation

/// Tab bar controllers fed with tab objects (iOS 18, R95–R106): building them, setting their
/// tabs and groups, selecting, the sidebar, the mode, hidden tabs, the user's customization and a
/// hidden tab bar.
extension Fuzzer {
  /// A tab bar controller with tabs: one to four root tabs, some of them groups (with a managing
  /// navigation controller or not) or a search tab.
  func makeTabObjectsController(_ name: String) -> UITabBarController {
    let controller = UITabBarController(tabs: makeTabs(name))
    if random.chance(50) { controller.delegate = tabBarDelegate }
    if random.chance(30) { controller.mode = [.automatic, .tabBar, .tabSidebar][random.int(3)] }
    stats.count("tabObjects.controllers", if: !controller.tabs.isEmpty)
    return controller
  }

  /// Root tabs named after `name`, with fresh identifiers.
  func makeTabs(_ name: String) -> [UITab] {
    (0..<(1 + random.int(4))).map { _ in makeTab(name, nested: false) }
  }

  func makeTab(_ name: String, nested: Bool) -> UITab {
    counter += 1
    let identifier = "\(name).tab\(counter)"
    let provider: (UITab) -> UIViewController = { [unowned self] tab in self.leaf(tab.identifier) }
    let tab: UITab
    switch random.int(nested ? 4 : 6) {
    case 0 where !nested, 1 where !nested:
      let children = (0..<(1 + random.int(3))).map { _ in makeTab(name, nested: true) }
      let group = UITabGroup(title: identifier, image: nil, identifier: identifier, children: children, viewControllerProvider: provider)
      group.allowsReordering = random.chance(60)
      if random.chance(30) {
        let navigation = UINavigationController()
        navigation.title = "\(identifier).nav"
        track(navigation)
        group.managingNavigationController = navigation
      }
      tab = group
    case 2 where !nested:
      tab = UISearchTab(viewControllerProvider: { [unowned self] _ in self.leaf("\(identifier).search") })
    default:
      tab = UITab(title: identifier, image: nil, identifier: identifier, viewControllerProvider: provider)
    }
    tab.allowsHiding = random.chance(60)
    if random.chance(10) { tab.isHidden = true }
    if random.chance(10) { tab.preferredPlacement = [.fixed, .pinned, .sidebarOnly, .optional][random.int(4)] }
    return tab
  }

  /// Every tab of `controller`, nested ones included, in tree order.
  func allTabs(of controller: UITabBarController) -> [UITab] {
    var result: [UITab] = []
    func visit(_ tab: UITab) {
      result.append(tab)
      if let group = tab as? UITabGroup { group.children.forEach(visit) }
    }
    controller.tabs.forEach(visit)
    return result
  }

  /// A tab-object action on a tab bar controller; one fed with `viewControllers` may switch to tabs.
  func tabObjectsAction() {
    guard let controller = any(UITabBarController.self) else { return }
    let tabs = allTabs(of: controller)
    switch random.int(10) {
    case 0:
      var roots = controller.tabs.filter { _ in random.chance(60) }.shuffled(using: &random)
      for _ in 0..<random.int(3) { roots.append(makeTab("set", nested: false)) }
      // Misuse now and then: a nested tab, a repeated tab or another controller's tab as a root.
      if random.chance(8), let nested = tabs.first(where: { $0.parent != nil }) { roots.append(nested) }
      if random.chance(5), let first = roots.first { roots.append(first) }
      if random.chance(5), let other = any(UITabBarController.self), let foreign = other.tabs.first, other !== controller { roots.append(foreign) }
      record("setTabs \(roots.map(\.identifier)) on \(controller.debugName)")
      controller.setTabs(roots, animated: random.chance(50))
      stats.count("tabObjects.setTabs", if: controller.tabs.count == roots.count && zip(controller.tabs, roots).allSatisfy { $0 === $1 })
    case 1, 2:
      guard let tab = random.pick(tabs) else { return }
      let byUser = random.chance(50)
      record("\(byUser ? "user selects" : "selectedTab =") '\(tab.identifier)' on \(controller.debugName)")
      if byUser { _ = controller.simulateSelection(of: tab) } else { controller.selectedTab = tab }
      stats.count("tabObjects.selections", if: controller.selectedTab === tab)
      stats.count("tabObjects.nestedSelections", if: controller.selectedTab === tab && tab.parent != nil)
    case 3:
      if random.chance(60) {
        record("toggle the sidebar of \(controller.debugName)")
        let before = controller.sidebar.isHidden
        stats.count("tabObjects.sidebarToggles", if: controller.simulateSidebarToggle() && controller.sidebar.isHidden != before)
      } else {
        let hidden = random.chance(50)
        record("sidebar.isHidden = \(hidden) on \(controller.debugName)")
        controller.sidebar.isHidden = hidden
      }
    case 4:
      let mode: UITabBarController.Mode = [.automatic, .tabBar, .tabSidebar][random.int(3)]
      record("mode = \(mode) on \(controller.debugName)")
      controller.mode = mode
      stats.count("tabObjects.modeChanges", if: controller.mode == mode)
    case 5:
      guard let tab = random.pick(tabs) else { return }
      let hidden = !tab.isHidden
      record("'\(tab.identifier)'.isHidden = \(hidden) on \(controller.debugName)")
      tab.isHidden = hidden
      stats.count("tabObjects.hiddenTabs", if: hidden && tab.isHidden)
    case 6:
      var hiding: [String: Bool] = [:]
      var reordering: [String: [String]] = [:]
      for tab in tabs where random.chance(30) { hiding[tab.identifier] = !tab.isHidden }
      for case let group as UITabGroup in tabs where random.chance(50) {
        reordering[group.identifier] = group.children.map(\.identifier).shuffled(using: &random)
      }
      record("user edits the sidebar of \(controller.debugName): hiding \(hiding.count), reordering \(reordering.count)")
      controller.simulateSidebarEditing(hiding: hiding, reordering: reordering)
      stats.count("tabObjects.reorders", if: reordering.contains { identifier, order in
        (controller.tab(forIdentifier: identifier) as? UITabGroup).map { $0.allowsReordering && $0.displayOrderIdentifiers == order } ?? false
      })
    case 7:
      let hidden = random.chance(50)
      record("setTabBarHidden(\(hidden)) on \(controller.debugName)")
      controller.setTabBarHidden(hidden, animated: random.chance(50))
      stats.count("tabObjects.tabBarHidden", if: hidden && controller.isTabBarHidden)
    case 8:
      guard let group = random.pick(tabs.compactMap { $0 as? UITabGroup }) else { return }
      var children = group.children.filter { _ in random.chance(75) }.shuffled(using: &random)
      if random.chance(60) { children.append(makeTab("child", nested: true)) }
      record("children of group '\(group.identifier)' = \(children.map(\.identifier)) on \(controller.debugName)")
      group.children = children
      stats.count("tabObjects.groupChanges", if: group.children.count == children.count)
    default:
      installNewRoot(described: "tab-object controller", makeTabObjectsController)
    }
  }
}
