import AdaptiveKit
import Foundation

/// Navigation bar, toolbar, tab bar, status bar and home indicator nodes.
///
/// The bars' geometry is the core's: ``UINavigationController/navigationBarLayout`` places the back
/// button (and chooses its title), the bar button items and the title;
/// ``UITabBarController/tabBarLayout`` places the tabs. The renderer only turns those frames into
/// nodes, so a popover anchored to a bar button item points at the frame drawn.
extension LayoutTreeBuilder {
  /// The navigation bar of a navigation controller, with its back button, items and title.
  func navigationBarNode(_ navigation: UINavigationController, id navID: String, label navLabel: String) -> LayoutNode? {
    if let layout = navigation.verticalBarLayout { return verticalBarNode(navigation, layout: layout, id: navID, label: navLabel) }
    guard let view = navigation.viewIfLoaded, let top = navigation.navigationBarViewControllers.last,
          let layout = navigation.navigationBarLayout else { return nil }
    func inWindow(_ rect: CGRect) -> CGRect { view.convert(rect, to: nil) }
    let category = navigation.traitCollection.preferredContentSizeCategory
    let bar = inWindow(layout.barFrame)
    var node = LayoutNode(id: "\(navID).bar", label: "\(navLabel).bar", role: .navigationBar, frame: bar)
    node.controller = navigation
    var children: [LayoutNode] = []
    if let title = layout.title, let frame = layout.titleFrame ?? layout.largeTitleFrame {
      var titleNode = LayoutNode(id: "\(node.id).title", label: "\(node.label).title", role: .navigationTitle,
                                 frame: inWindow(frame), text: title)
      titleNode.blocksTaps = false
      titleNode.traits.isLargeTitle = layout.largeTitleFrame != nil
      titleNode.traits.contentSizeCategory = category
      children.append(titleNode)
    }
    if let frame = layout.backButtonFrame {
      var back = LayoutNode(id: "\(node.id).back", label: "\(node.label).back", role: .backButton,
                            frame: inWindow(frame), text: layout.backButtonTitle)
      back.controller = navigation
      back.action = .back(navigation)
      back.traits.contentSizeCategory = category
      children.append(back)
    }
    let owner = id(of: top)
    for (index, entry) in layout.leftItems.enumerated() {
      children.append(barButtonNode(entry.item, id: "\(owner).bar.left\(index)", label: "\(node.label).left\(index)",
                                    frame: inWindow(entry.frame), category: category))
    }
    for (index, entry) in layout.rightItems.enumerated() {
      children.append(barButtonNode(entry.item, id: "\(owner).bar.right\(index)", label: "\(node.label).right\(index)",
                                    frame: inWindow(entry.frame), category: category))
    }
    for (index, entry) in layout.pinnedItems.enumerated() {
      children.append(barButtonNode(entry.item, id: "\(owner).bar.pinned\(index)", label: "\(node.label).pinned\(index)",
                                    frame: inWindow(entry.frame), category: category))
    }
    if let frame = layout.overflowFrame {
      var more = LayoutNode(id: "\(owner).bar.overflow", label: "\(node.label).overflow", role: .barButton, frame: inWindow(frame))
      more.traits.glyph = "ellipsis"
      children.append(more)
    }
    if let sidebar = sidebarButtonNode(navigation, layout: layout, bar: node) { children.append(sidebar) }
    node.children = children
    return node
  }

  /// The toolbar of a navigation controller, with the top controller's items.
  func toolbarNode(_ navigation: UINavigationController, id navID: String, label navLabel: String) -> LayoutNode? {
    guard let view = navigation.viewIfLoaded, let top = navigation.topViewController,
          let layout = navigation.toolbarLayout else { return nil }
    var node = LayoutNode(id: "\(navID).toolbar", label: "\(navLabel).toolbar", role: .toolbar,
                          frame: view.convert(layout.barFrame, to: nil))
    node.controller = navigation
    let owner = id(of: top)
    node.children = layout.items.enumerated().map { index, entry in
      barButtonNode(entry.item, id: "\(owner).toolbar.item\(index)", label: "\(node.label).item\(index)",
                    frame: view.convert(entry.frame, to: nil), category: navigation.traitCollection.preferredContentSizeCategory)
    }
    return node
  }

  /// The iPhone Duo's vertical bar of a navigation controller (``UINavigationController/verticalBarLayout``):
  /// a column with the back button's chevron at the top, the items stacked below it, the
  /// overflow item's ellipsis after them and the pinned items at the bottom; the title is not
  /// drawn [INF].
  private func verticalBarNode(_ navigation: UINavigationController, layout: VerticalBarLayout, id navID: String,
                               label navLabel: String) -> LayoutNode? {
    guard let view = navigation.viewIfLoaded, let top = navigation.navigationBarViewControllers.last else { return nil }
    func inWindow(_ rect: CGRect) -> CGRect { view.convert(rect, to: nil) }
    var node = LayoutNode(id: "\(navID).bar", label: "\(navLabel).bar", role: .navigationBar, frame: inWindow(layout.barFrame))
    node.controller = navigation
    node.traits.isVertical = true
    node.traits.isOnTheLeft = layout.barFrame.midX < view.bounds.midX
    if let frame = layout.backButtonFrame {
      var back = LayoutNode(id: "\(node.id).back", label: "\(node.label).back", role: .backButton, frame: inWindow(frame))
      back.controller = navigation
      back.action = .back(navigation)
      back.traits.isVertical = true
      node.children.append(back)
    }
    let owner = id(of: top)
    let category = navigation.traitCollection.preferredContentSizeCategory
    for (index, entry) in layout.items.enumerated() {
      var item = barButtonNode(entry.item, id: "\(owner).bar.item\(index)", label: "\(node.label).item\(index)",
                               frame: inWindow(entry.frame), category: category)
      item.traits.isVertical = true
      node.children.append(item)
    }
    if let frame = layout.overflowFrame {
      var more = LayoutNode(id: "\(owner).bar.overflow", label: "\(node.label).overflow", role: .barButton, frame: inWindow(frame))
      more.traits.glyph = "ellipsis"
      more.traits.isVertical = true
      node.children.append(more)
    }
    for (index, entry) in layout.pinnedItems.enumerated() {
      var item = barButtonNode(entry.item, id: "\(owner).bar.pinned\(index)", label: "\(node.label).pinned\(index)",
                               frame: inWindow(entry.frame), category: category)
      item.traits.isVertical = true
      node.children.append(item)
    }
    if let tabs = navigation.parent as? UITabBarController, !layout.tabFrames.isEmpty {
      node.children += verticalBarTabs(of: tabs, frames: layout.tabFrames.map { $0 == .zero ? .zero : inWindow($0) }, bar: node)
    }
    return node
  }

  /// The tabs of a tab bar that joins the vertical bar: each tab drawn as in a compact tab bar
  /// (glyph above title) in its slot, the selected one selected; a tab compressed away (a `.zero`
  /// frame) is left out.
  private func verticalBarTabs(of tabs: UITabBarController, frames: [CGRect], bar: LayoutNode) -> [LayoutNode] {
    let items = tabs.tabBarViewControllers
    let selected = tabs.selectedViewController
    let selectedIndex = items.firstIndex { $0 === selected } ?? (tabs.showsMoreTab ? items.count - 1 : -1)
    var nodes: [LayoutNode] = []
    for (index, controller) in items.enumerated() where index < frames.count && frames[index] != .zero {
      let item = controller === tabs.moreNavigationController ? UITabBarItem(tabBarSystemItem: .more, tag: 0) : controller.tabBarItem!
      var tab = LayoutNode(id: "\(bar.id).tab\(index)", label: "\(bar.label).tab\(index)", role: .tab, frame: frames[index],
                           text: item.title ?? controller.title)
      tab.controller = controller
      tab.action = .tab(tabs, index)
      tab.traits.isSelected = index == selectedIndex
      tab.traits.glyph = item.imageName ?? Self.glyph(for: item.systemItem)
      tab.traits.badge = item.badgeValue
      nodes.append(tab)
    }
    return nodes
  }

  private func barButtonNode(_ item: UIBarButtonItem, id: String, label: String, frame: CGRect,
                             category: UIContentSizeCategory) -> LayoutNode {
    var node = LayoutNode(id: id, label: label, role: .barButton, frame: frame, text: item.displayedTitle)
    node.traits.contentSizeCategory = category
    node.barButtonItem = item
    if item.style == .done { node.traits.isBold = true }
    if let symbol = item.systemItem?.symbolName ?? (item.displayedTitle == nil ? item.imageName : nil) {
      node.traits.glyph = symbol
    }
    if item.isEnabled { node.action = .barButton(item) } else { node.traits.isDisabled = true }
    return node
  }

  /// The tab bar of a tab bar controller: one tab per frame of the core's layout, glyph above the
  /// title in compact width, beside it in regular width.
  func tabBarNode(_ tabs: UITabBarController, id tabsID: String, label tabsLabel: String) -> LayoutNode? {
    guard let layout = tabs.tabBarLayout else { return nil }
    var node = LayoutNode(id: "\(tabsID).bar", label: "\(tabsLabel).bar", role: .tabBar,
                          frame: tabs.view.convert(layout.barFrame, to: nil))
    node.controller = tabs
    if !tabs.tabs.isEmpty {
      node.children = tabModelItems(of: tabs, layout: layout, barID: node.id, barLabel: node.label)
      return node
    }
    let items = tabs.tabBarViewControllers
    let selected = tabs.selectedViewController
    let selectedIndex = items.firstIndex { $0 === selected } ?? (tabs.showsMoreTab ? items.count - 1 : -1)
    for (index, controller) in items.enumerated() where Self.showsItem(index, of: layout) {
      let item = controller === tabs.moreNavigationController
        ? UITabBarItem(tabBarSystemItem: .more, tag: 0) : controller.tabBarItem!
      var tab = LayoutNode(id: "\(node.id).tab\(index)", label: "\(node.label).tab\(index)", role: .tab,
                           frame: tabs.view.convert(layout.itemFrames[index], to: nil), text: item.title ?? controller.title)
      tab.controller = controller
      tab.action = .tab(tabs, index)
      tab.traits.isSelected = index == selectedIndex
      tab.traits.isRegular = layout.isRegular
      tab.traits.glyph = item.imageName ?? Self.glyph(for: item.systemItem)
      tab.traits.badge = item.badgeValue
      if layout.isMinimized { Self.minimize(&tab) }
      node.children.append(tab)
    }
    return node
  }

  /// Whether the tab at `index` shows: every tab with a frame, and in a minimized bar only the
  /// selected and the prominent one, which have one (R122, R127).
  private static func showsItem(_ index: Int, of layout: TabBarLayout) -> Bool {
    index < layout.itemFrames.count && !(layout.isMinimized && layout.itemFrames[index] == .zero)
  }

  /// A tab of a minimized bar: its glyph alone, centred in its small frame (R122).
  private static func minimize(_ tab: inout LayoutNode) {
    tab.traits.isRegular = true
    tab.text = nil
  }

  /// Moves the bottom accessory's content after the bars, over the bar it sits inline with, on a
  /// bar's background at ``UITabBarController/bottomAccessoryFrame`` (R123).
  func placeBottomAccessory(of tabs: UITabBarController, in children: inout [LayoutNode], id tabsID: String, label tabsLabel: String) {
    guard let content = tabs.bottomAccessory?.contentView, let index = children.firstIndex(where: { $0.view === content }) else { return }
    let node = children.remove(at: index)
    var background = LayoutNode(id: "\(tabsID).accessory", label: "\(tabsLabel).accessory", role: .toolbar,
                                frame: tabs.view.convert(tabs.bottomAccessoryFrame, to: nil))
    background.controller = tabs
    children.append(background)
    children.append(node)
  }

  /// The tabs of a tab bar showing tabs as objects (iOS 18): the bar's tabs with their titles,
  /// images and badges, the selected tab's root tab selected; glyph beside title in the floating
  /// top bar.
  private func tabModelItems(of tabs: UITabBarController, layout: TabBarLayout, barID: String, barLabel: String) -> [LayoutNode] {
    let selectedRoot = Self.rootTab(of: tabs.selectedTab)
    let contents = tabs.tabBarViewControllers
    var items: [LayoutNode] = []
    for (index, tab) in tabs.tabBarTabs.enumerated() where Self.showsItem(index, of: layout) {
      var item = LayoutNode(id: "\(barID).tab\(index)", label: "\(barLabel).tab\(index)", role: .tab,
                            frame: tabs.view.convert(layout.itemFrames[index], to: nil), text: tab.title)
      if contents.indices.contains(index) { item.controller = contents[index] }
      item.action = .tab(tabs, index)
      item.traits.isSelected = tab === selectedRoot
      item.traits.isRegular = tabs.tabBarPosition == .top
      item.traits.glyph = tab.image?.symbolName ?? tab.image?.name
      item.traits.badge = tab.badgeValue
      if layout.isMinimized { Self.minimize(&item) }
      items.append(item)
    }
    return items
  }

  /// The sidebar of a tab bar controller in `.tabSidebar` mode while it shows: the root tabs, then
  /// a titled section per group, one 44 pt row per tab. A tapped row selects its tab: as the tab
  /// bar's tap for a tab that is also in the tab bar, else (a group's child) the tab itself.
  func sidebarNode(_ tabs: UITabBarController, id tabsID: String, label tabsLabel: String) -> LayoutNode? {
    guard tabs.isSidebarVisible else { return nil }
    let frame = tabs.sidebarFrame
    var node = LayoutNode(id: "\(tabsID).sidebar", label: "\(tabsLabel).sidebar", role: .tabBar, frame: tabs.view.convert(frame, to: nil))
    node.controller = tabs
    let barTabs = tabs.tabBarTabs
    let selected = tabs.selectedTab
    let rowHeight: CGFloat = 44
    var y = frame.minY + tabs.view.safeAreaInsets.top + 8
    var row = 0
    for (sectionIndex, section) in tabs.sidebarSections.enumerated() {
      if let group = section.group {
        let header = CGRect(x: frame.minX + 16, y: y, width: frame.width - 32, height: 32)
        node.children.append(LayoutNode(id: "\(node.id).section\(sectionIndex)", label: "\(node.label).section\(sectionIndex)",
                                        role: .tableHeader, frame: tabs.view.convert(header, to: nil), text: group.title))
        y += 32
      }
      for tab in section.tabs {
        let rect = CGRect(x: frame.minX + 8, y: y, width: frame.width - 16, height: rowHeight)
        var item = LayoutNode(id: "\(node.id).tab\(row)", label: "\(node.label).tab\(row)", role: .tab,
                              frame: tabs.view.convert(rect, to: nil), text: tab.title)
        if let index = barTabs.firstIndex(where: { $0 === tab }) {
          item.action = .tab(tabs, index)
        } else {
          item.action = .sidebarTab(tabs, tab)
        }
        item.traits.isSelected = tab === selected
        item.traits.isRegular = true
        item.traits.glyph = tab.image?.symbolName ?? tab.image?.name
        item.traits.badge = tab.badgeValue
        node.children.append(item)
        y += rowHeight
        row += 1
      }
    }
    return node
  }

  /// The root tab above `tab` (or `tab`).
  static func rootTab(of tab: UITab?) -> UITab? {
    var current = tab
    while let parent = current?.parent { current = parent }
    return current
  }

  static func glyph(for systemItem: UITabBarItem.SystemItem?) -> String {
    switch systemItem {
    case .more: "ellipsis"
    case .favorites, .featured, .topRated: "star.fill"
    case .recents, .history, .mostRecent: "clock.fill"
    case .contacts: "person.crop.circle.fill"
    case .bookmarks: "book.fill"
    case .search: "magnifyingglass"
    case .downloads: "arrow.down.circle.fill"
    case .mostViewed: "list.bullet"
    case nil: "square.fill"
    }
  }

  /// The status bar (when the top inset is not zero) and the home indicator (when the bottom is and
  /// the device has one).
  func systemChrome() -> [LayoutNode] {
    let insets = window.safeAreaInsets
    var result: [LayoutNode] = []
    if insets.top > 0 {
      var status = LayoutNode(id: "statusBar", role: .statusBar,
                              frame: CGRect(x: 0, y: 0, width: window.bounds.width, height: insets.top), text: "9:41")
      status.blocksTaps = false
      status.traits.isPad = window.traitCollection.userInterfaceIdiom == .pad
      status.traits.isOnDark = cardDepth > 0
      status.traits.isBesideAnotherApp = ScreenComposition.isBesideAnotherApp(window)
      result.append(status)
    }
    if insets.bottom > 0, window.device?.hasHomeIndicator ?? true {
      let isPad = window.traitCollection.userInterfaceIdiom == .pad
      var indicator = LayoutNode(id: "homeIndicator", role: .homeIndicator,
                                 frame: HomeIndicatorGeometry.frame(in: CGRect(origin: .zero, size: window.bounds.size), isPad: isPad))
      indicator.blocksTaps = false
      result.append(indicator)
    }
    return result
  }
}
