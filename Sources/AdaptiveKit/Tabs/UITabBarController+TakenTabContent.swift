import Foundation

extension UITabBarController {
  /// Another container takes `child`, a controller this tab bar controller shows for a tab (the
  /// tab model, R95) [INF]: as a tab taken from ``viewControllers`` leaves the tabs (R93), the
  /// controller leaves its tab. The tab gives its view controller up and the provider makes a new
  /// one (R96: again when it became nil); a group gives up its managing navigation controller and
  /// shows its own view controller (R106). The new controller takes the taken one's place among
  /// the children, and on screen, with a tab switch's callbacks, when its tab is the selected one.
  ///
  /// A root group's managing navigation controller stays when the group has no view controller of
  /// its own (a root tab must resolve to one, R96): the adoption is reported and abandoned.
  func releaseTabContentForAdoption(_ child: UIViewController) {
    if let group = tabGroup(managedBy: child) {
      if group.parent == nil, !group.hasViewControllerProvider {
        MisuseReport.exception("\(child.debugName) is the managing navigation controller of the root tab group '\(group.identifier)' of \(debugName), which has no view controller of its own: it cannot move to another container.", name: "NSInternalInconsistencyException").report()
        return
      }
      group.managingNavigationController = nil
    } else if let tab = child.tab, tab.madeViewController === child, tab.tabBarController === self {
      tab.relinquishViewController()
    }
    // During a change of the tabs the child leaves now, and its tab's new controller comes when
    // the change ends.
    if queueIfChangingTabs({ [weak self] in self?.settleTabContents() }) {
      if child.parent === self { releaseChildByRemoving(child) }
      return
    }
    settleTabContents()
    if child.parent === self { releaseChildByRemoving(child) }
  }

  /// This tab bar controller was adopted inside the view controller of one of its own tabs (a
  /// nested tab's, which did not show) [INF]: that controller is no longer the tab's, which makes
  /// a new one when it is next selected. Kept, the tab would hold the controller that holds this
  /// tab bar controller, and neither could ever be freed.
  func releaseTabControllersContainingItself() {
    guard tabModel != nil else { return }
    for root in tabs {
      root.forEachInTabTree { tab in
        if let made = tab.madeViewController, isContained(in: made) { tab.relinquishViewController() }
      }
    }
  }

  /// The group among all the tabs whose managing navigation controller is `navigation`.
  private func tabGroup(managedBy navigation: UIViewController) -> UITabGroup? {
    var found: UITabGroup?
    for root in tabs {
      root.forEachInTabTree { tab in
        if found == nil, let group = tab as? UITabGroup, group.managingNavigationController === navigation { found = group }
      }
    }
    return found
  }

  /// Makes the children the root tabs' controllers and the selected tab's, as the tabs give them
  /// now, and selects the selected tab's, when they are not already: a tab that gave up its view
  /// controller shows a new one, and a tab controller a callback placed elsewhere during its
  /// adoption (a window's root from its `willMove(toParent:)`) is replaced the same way. Runs at
  /// the end of every change of the tabs, not from its own changes; their callbacks may select
  /// another tab or take a controller again, so it checks again after each, a few times at most
  /// (an app taking every new controller away would otherwise never let it end).
  func settleTabContents() {
    guard tabModel != nil, !tabSettings.isSettlingContents else { return }
    tabSettings.isSettlingContents = true
    defer { tabSettings.isSettlingContents = false }
    for _ in 0..<4 {
      releaseManagingNavigationControllersPlacedElsewhere()
      var expected = rootTabContents
      let content = selectedTab.flatMap(currentContent(for:))
      if let content, !expected.containsIdentical(content) { expected.append(content) }
      guard !children.elementsEqual(expected, by: ===) || (content != nil && storedSelectionForTabs !== content) else { return }
      changeViewControllers(expected, animated: false, selecting: content)
    }
  }

  /// A group's managing navigation controller that a callback placed elsewhere while this tab bar
  /// controller adopted it (a window's root, from its `willMove(toParent:)`) is given up as one
  /// another container takes (R106, [INF]): the group shows its own view controller. Kept, it
  /// would stay the group's content and could never be shown (current-mix fuzz seed 500000582).
  /// A root group without a view controller of its own keeps it.
  private func releaseManagingNavigationControllersPlacedElsewhere() {
    for root in tabs {
      root.forEachInTabTree { tab in
        guard let group = tab as? UITabGroup, let navigation = group.managingNavigationController,
              !navigation.isPlacedNowhere, navigation.parent !== self,
              group.parent != nil || group.hasViewControllerProvider else { return }
        group.managingNavigationController = nil
      }
    }
  }

  /// The controller that shows `tab`: the managing navigation controller above it, else the
  /// nearest view controller from the tab up (made by its provider if need be).
  func currentContent(for tab: UITab) -> UIViewController? {
    if let navigation = tab.managingTabGroup?.managingNavigationController { return navigation }
    return tab.pathFromRoot.reversed().lazy.compactMap(\.viewController).first
  }
}

extension UIViewController {
  /// This controller just adopted a child: a tab's view controller among it and its hosts that now
  /// contains the tab's own tab bar controller (which went into the child first, or is the child)
  /// is no longer the tab's, as when that tab bar controller is adopted inside it directly
  /// (``UITabBarController/releaseTabControllersContainingItself()``). Kept, the tab would hold the
  /// controller that holds its tab bar controller, and none of them could ever be freed
  /// (current-mix fuzz seed 500000510). A walk up the hosts, O(depth).
  func releaseTabContentsContainingTheirTabBarController() {
    var current: UIViewController? = self
    var depth = 0
    while let controller = current, depth <= Self.maximumHostDepth {
      if controller.wasMadeByTab, let tab = controller.storedTab, tab.madeViewController === controller, let owner = tab.tabBarController,
         owner.isContained(in: controller) {
        tab.relinquishViewController()
      }
      current = controller.parent ?? controller.columnHolder
      depth += 1
    }
  }
}
