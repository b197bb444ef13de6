import Foundation

extension UITabBarController {
  /// The root tabs (iOS 18). Setting equals `setTabs(_:animated: false)`; once set, the
  /// ``viewControllers`` model is no longer consulted (R95).
  public var tabs: [UITab] {
    get { tabModel?.tabs ?? [] }
    set { setTabs(newValue, animated: false) }
  }

  /// The selected tab: a root tab, a group (selected in a tab bar), or a tab inside a group.
  /// Setting it selects without asking or telling the delegate (R103); a tab that is not this
  /// controller's is reported and ignored.
  public var selectedTab: UITab? {
    get { tabModel?.selectedTab }
    set {
      guard let newValue else { return }
      selectTab(newValue, animated: false, byUser: false)
    }
  }

  /// The tab with `identifier` among all the tabs, nested ones included; nil when there is none.
  public func tab(forIdentifier identifier: String) -> UITab? {
    for tab in tabs {
      if tab.identifier == identifier { return tab }
      if let group = tab as? UITabGroup, let match = group.tab(forIdentifier: identifier) { return match }
    }
    return nil
  }

  /// Sets the root tabs (R95, R96). The selected tab stays selected if it is still among them,
  /// else the first visible root tab is selected. Root tabs' view controllers are made now; nested
  /// tabs' when they are first selected.
  ///
  /// Refused with a report, changing nothing: two tabs with one identifier, a tab of another tab
  /// bar controller or of a group given as a root tab, and a root tab without a view controller.
  public func setTabs(_ tabs: [UITab], animated: Bool) {
    if let refusal = tabsRefusal(tabs) {
      refusal.report()
      return
    }
    let contents = tabs.compactMap(content(ofRootTab:))
    if let refusal = tabListRefusal(contents) {
      refusal.report()
      return
    }
    let wasAvailable = isSidebarAvailable
    let oldTabs = tabModel?.tabs ?? []
    for tab in oldTabs where !tabs.contains(where: { $0 === tab }) { tab.attachedController = nil }
    for tab in tabs { tab.attachedController = self }
    var model = tabModel ?? TabModel()
    model.tabs = tabs
    tabModel = model
    tabSettings.isAttachingTabs = true
    applyPersistedCustomization()
    tabSettings.isAttachingTabs = false
    let previous = model.selectedTab
    if let previous, previous.tabBarController !== self { model.selectedTab = nil }
    if model.selectedTab == nil { model.selectedTab = tabs.first { !$0.isHidden } ?? tabs.first }
    tabModel = model
    var list = contents
    var selecting: UIViewController?
    if let selected = model.selectedTab {
      markSelectedPath(to: selected)
      let content = prepareContent(for: selected, carryingPushed: selected === previous)
      if let content, !list.contains(where: { $0 === content }) { list.append(content) }
      selecting = content
    }
    changeViewControllers(list, animated: animated, selecting: selecting)
    if isSidebarAvailable != wasAvailable { reportSidebarAvailability() }
  }

  /// Why `tabs` cannot be set; nil when they can.
  private func tabsRefusal(_ tabs: [UITab]) -> MisuseReport? {
    if let duplicate = Self.repeatedIdentifier(in: tabs) { return duplicateIdentifierReport(duplicate) }
    if let nested = tabs.first(where: { $0.parent != nil }) {
      return .exception("The tab '\(nested.identifier)' belongs to the group '\(nested.parent!.identifier)' and cannot be a root tab of \(debugName).", name: "NSInternalInconsistencyException")
    }
    if let taken = tabs.first(where: { $0.tabBarController != nil && $0.tabBarController !== self }) {
      return .exception("The tab '\(taken.identifier)' already belongs to \(taken.tabBarController!.debugName).", name: "NSInternalInconsistencyException")
    }
    if let empty = tabs.first(where: { !$0.hasViewControllerProvider && !(($0 as? UITabGroup)?.managingNavigationController != nil) }) {
      return .exception("The root tab '\(empty.identifier)' of \(debugName) has no view controller: a root-level tab must resolve to a non-nil view controller.", name: "NSInternalInconsistencyException")
    }
    return nil
  }

  /// The first identifier two of `tabs` or their descendants share; nil when all differ.
  static func repeatedIdentifier(in tabs: [UITab]) -> String? {
    var identifiers = Set<String>()
    var duplicate: String?
    for root in tabs {
      root.forEachInTabTree { tab in
        if duplicate == nil, !identifiers.insert(tab.identifier).inserted { duplicate = tab.identifier }
      }
    }
    return duplicate
  }

  /// The report for tabs that repeat `identifier`.
  func duplicateIdentifierReport(_ identifier: String) -> MisuseReport {
    .exception("Duplicate tab identifier '\(identifier)': the identifiers of the tabs of \(debugName) must be unique.", name: "NSInternalInconsistencyException")
  }

  /// The controller a root tab shows as this controller's child: its group's managing navigation
  /// controller, or its view controller.
  func content(ofRootTab tab: UITab) -> UIViewController? {
    (tab as? UITabGroup)?.managingNavigationController ?? tab.viewController
  }

  /// The root tabs' controllers, in ``tabs`` order.
  var rootTabContents: [UIViewController] { tabs.compactMap(content(ofRootTab:)) }

  /// Records `tab` as the selected child of every group above it.
  func markSelectedPath(to tab: UITab) {
    var child = tab
    while let group = child.parent {
      group.storedSelectedChild = child
      child = group
    }
  }

  /// Makes ready the controller that shows `tab` and returns it: the managing navigation
  /// controller with its stack set to the selected path (R106), or the nearest view controller
  /// from the tab up.
  func prepareContent(for tab: UITab, carryingPushed: Bool) -> UIViewController? {
    if let managing = tab.managingTabGroup, let navigation = managing.managingNavigationController {
      let path = tab.pathFromRoot
      let start = path.firstIndex { $0 === managing } ?? 0
      var stack: [UIViewController] = []
      for level in path[start...] {
        var proposed = level.viewController.map { [$0] } ?? []
        // The controllers the app pushed above the leaf's stay in the leaf's proposal.
        if level === tab, carryingPushed, let leaf = proposed.first,
           let index = navigation.viewControllers.firstIndex(where: { $0 === leaf }) {
          proposed += navigation.viewControllers[(index + 1)...]
        }
        if let delegate {
          CallbackRecorder.recordDelegate("tabBarController(_:displayedViewControllersFor: \(level.identifier))")
          proposed = delegate.tabBarController(self, displayedViewControllersFor: level, proposedViewControllers: proposed)
        }
        stack += proposed
      }
      if !navigation.viewControllers.elementsEqual(stack, by: ===) { navigation.setViewControllers(stack, animated: false) }
      return navigation
    }
    var current: UITab? = tab
    while let level = current {
      if let controller = level.viewController { return controller }
      current = level.parent
    }
    return nil
  }

  /// Selects `tab`. A user's selection asks `shouldSelectTab` first and sends
  /// `didSelectTab(_:previousTab:)` after; a programmatic one sends neither (R103). Reselecting
  /// the selected tab by the user pops its navigation controller to the root (R91). Returns
  /// whether the tab is selected.
  @discardableResult
  func selectTab(_ tab: UITab, animated: Bool, byUser: Bool) -> Bool {
    guard tabModel != nil, tab.tabBarController === self else {
      MisuseReport.exception("The tab '\(tab.identifier)' is not managed by \(debugName) and cannot be selected.", name: "NSInternalInconsistencyException").report()
      return false
    }
    if byUser {
      guard isSelectableByUser(tab) else { return false }
      if let delegate {
        CallbackRecorder.recordDelegate("tabBarController(_:shouldSelectTab: \(tab.identifier))")
        guard delegate.tabBarController(self, shouldSelectTab: tab) else { return false }
        // [INF] A delegate that took the tab away (setTabs from the callback), or disabled or
        // hid it, ends the user's selection.
        guard isSelectableByUser(tab) else { return false }
      }
    }
    let previous = tabModel?.selectedTab
    if byUser, previous === tab, tab.managingTabGroup == nil, let navigation = displayedChild as? UINavigationController {
      navigation.popToRootViewController(animated: true)
    } else {
      markSelectedPath(to: tab)
      tabModel?.selectedTab = tab
      if let content = prepareContent(for: tab, carryingPushed: tab === previous) { display(content, animated: animated) }
    }
    if byUser, let delegate {
      CallbackRecorder.recordDelegate("tabBarController(_:didSelectTab: \(tab.identifier), previousTab: \(previous?.identifier ?? "nil"))")
      delegate.tabBarController(self, didSelectTab: tab, previousTab: previous)
    }
    return true
  }

  /// Whether the user can select `tab` now: one of this controller's tabs, enabled and shown.
  private func isSelectableByUser(_ tab: UITab) -> Bool {
    tabModel != nil && tab.tabBarController === self && tab.isEnabled && !tab.isHidden
  }

  /// Plays the user's selection of `tab` in the tab bar or the sidebar (an AdaptiveKit harness
  /// addition, like ``simulateTap(onTabAt:)``): asks the delegate, selects, tells the delegate.
  /// Returns whether the tab is selected; a disabled or hidden tab is not.
  @discardableResult
  public func simulateSelection(of tab: UITab) -> Bool { selectTab(tab, animated: true, byUser: true) }

  /// Shows `content` as the selected controller, a tab switch. A controller that is not a root
  /// tab's (a nested tab's) becomes a child while it is shown, and the previous nested one leaves.
  private func display(_ content: UIViewController, animated: Bool) {
    let roots = rootTabContents
    let old = storedSelectionForTabs
    let isRoot = roots.contains { $0 === content }
    let oldIsRoot = old.map { old in roots.contains { $0 === old } } ?? true
    if isRoot, oldIsRoot {
      select(content, animated: animated)
      // A callback of the switch may have selected another tab (a user's selection from a
      // `willMove(toParent:)`): the shown controller follows the selected tab.
      settleTabContents()
      return
    }
    // The nested controller is adopted while the old one still shows, then selected, then the
    // old nested one (no longer shown) leaves.
    var list = roots
    if let old, !oldIsRoot { list.append(old) }
    if !list.contains(where: { $0 === content }) { list.append(content) }
    // The children match the tabs only once the switch is over: they are not settled meanwhile.
    let wasSettling = tabSettings.isSettlingContents
    tabSettings.isSettlingContents = true
    changeViewControllers(list, animated: false, selecting: old)
    select(content, animated: animated)
    tabSettings.isSettlingContents = wasSettling
    // The callbacks of the switch may have selected another tab, or given `content` to another
    // container (its tab then has a new one): the children follow the tabs as they are now.
    settleTabContents()
  }

  /// Re-runs the managed navigation of the selected tab (R106: on size-class changes).
  func refreshManagedNavigation() {
    guard let selected = tabModel?.selectedTab, selected.managingTabGroup != nil else { return }
    _ = prepareContent(for: selected, carryingPushed: true)
  }

  /// The root tabs or group changed their children: the tree is checked again.
  func tabTreeDidChange() {
    guard let model = tabModel else { return }
    if let selected = model.selectedTab, selected.tabBarController !== self {
      tabModel?.selectedTab = nil
      if let first = model.tabs.first(where: { !$0.isHidden }) ?? model.tabs.first { selectTab(first, animated: false, byUser: false) }
    }
    viewIfLoaded?.setNeedsLayout()
  }
}
