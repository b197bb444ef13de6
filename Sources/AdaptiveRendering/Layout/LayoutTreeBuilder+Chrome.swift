import AdaptiveKit
import Foundation

/// Navigation bar, tab bar, status bar and home indicator nodes.
///
/// Navigation bar ([INF], iOS 17 look): items 16 pt from the edges (plus the side safe area), 20 pt
/// apart; the back button is a chevron and the previous item's `backBarButtonItem` title, else its
/// `backButtonTitle`, else its title, else "Back" — and "Back" again when the title does not fit
/// beside the centred title, a bare chevron when even that does not fit.
extension LayoutTreeBuilder {
  /// The bar title font (17 pt semibold) and the item font (17 pt).
  static let barTitleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
  static let barItemFont = UIFont.systemFont(ofSize: 17)
  static let chevronWidth: CGFloat = 20

  /// The navigation bar of a navigation controller, with its back button, items and title.
  func navigationBarNode(_ navigation: UINavigationController, id navID: String) -> LayoutNode? {
    guard let view = navigation.viewIfLoaded, let top = navigation.topViewController else { return nil }
    let bar = view.convert(navigation.navigationBarFrame, to: nil)
    let insets = view.safeAreaInsets
    var node = LayoutNode(id: "\(navID).bar", role: .navigationBar, frame: bar)
    node.controller = navigation
    let item = top.navigationItem
    let title = item.title ?? top.title
    let titleWidth = title.map { min(Self.barTitleFont.estimatedWidth(of: $0), bar.width * 0.6) } ?? 0

    var leading = bar.minX + 8 + insets.left
    var trailing = bar.maxX - 16 - insets.right
    var children: [LayoutNode] = []
    let leftItems = (item.leftBarButtonItems ?? []).filter { !$0.isHidden }
    let stack = navigation.viewControllers
    if stack.count > 1, !item.hidesBackButton, leftItems.isEmpty || item.leftItemsSupplementBackButton {
      let previous = stack[stack.count - 2].navigationItem
      let room = (bar.width - titleWidth) / 2 - 8 - Self.chevronWidth - 8
      var backTitle = previous.backBarButtonItem?.title ?? previous.backButtonTitle ?? previous.title ?? "Back"
      if Self.barItemFont.estimatedWidth(of: backTitle) > room { backTitle = "Back" }
      if Self.barItemFont.estimatedWidth(of: backTitle) > room { backTitle = "" }
      let width = Self.chevronWidth + (backTitle.isEmpty ? 0 : Self.barItemFont.estimatedWidth(of: backTitle) + 4)
      var back = LayoutNode(id: "\(node.id).back", role: .backButton,
                            frame: CGRect(x: leading, y: bar.minY, width: width, height: bar.height), text: backTitle)
      back.controller = navigation
      back.action = .back(navigation)
      children.append(back)
      leading += width + 12
    } else {
      leading += 8
    }
    for (index, barItem) in leftItems.enumerated() where !barItem.isSpace {
      let itemNode = barButtonNode(barItem, id: "\(node.id).left\(index)", x: leading, bar: bar)
      leading = itemNode.frame.maxX + 20
      children.append(itemNode)
    }
    for (index, barItem) in (item.rightBarButtonItems ?? []).filter({ !$0.isHidden }).enumerated() where !barItem.isSpace {
      let width = Self.width(of: barItem)
      let itemNode = barButtonNode(barItem, id: "\(node.id).right\(index)", x: trailing - width, bar: bar)
      trailing = itemNode.frame.minX - 20
      children.append(itemNode)
    }
    if let title, !title.isEmpty {
      var x = bar.midX - titleWidth / 2
      x = max(x, leading)
      let width = max(min(titleWidth, trailing - x), 0)
      var titleNode = LayoutNode(id: "\(node.id).title", role: .navigationTitle,
                                 frame: CGRect(x: x, y: bar.minY, width: width, height: bar.height), text: title)
      titleNode.blocksTaps = false
      children.insert(titleNode, at: 0)
    }
    node.children = children
    return node
  }

  static func width(of item: UIBarButtonItem) -> CGFloat {
    if let title = item.displayedTitle {
      let font = item.style == .done ? barTitleFont : barItemFont
      return font.estimatedWidth(of: title)
    }
    return 24
  }

  private func barButtonNode(_ item: UIBarButtonItem, id: String, x: CGFloat, bar: CGRect) -> LayoutNode {
    var node = LayoutNode(id: id, role: .barButton,
                          frame: CGRect(x: x, y: bar.minY, width: Self.width(of: item), height: bar.height),
                          text: item.displayedTitle)
    node.barButtonItem = item
    if item.style == .done { node.traits.insert("bold") }
    if let symbol = item.systemItem?.symbolName ?? (item.displayedTitle == nil ? item.imageName : nil) {
      node.traits.insert("glyph:\(symbol)")
    }
    if item.isEnabled { node.action = .barButton(item) } else { node.traits.insert("disabled") }
    return node
  }

  /// The tab bar of a tab bar controller: equal-width tabs with a glyph above the title in compact
  /// width; glyph beside the title, centred, 150 pt per tab at most, in regular width ([INF]).
  func tabBarNode(_ tabs: UITabBarController, id tabsID: String) -> LayoutNode {
    let bar = tabs.view.convert(tabs.tabBarFrame, to: nil)
    var node = LayoutNode(id: "\(tabsID).bar", role: .tabBar, frame: bar)
    node.controller = tabs
    let items = tabs.tabBarViewControllers
    let selected = tabs.selectedViewController
    let selectedIndex = items.firstIndex { $0 === selected } ?? (tabs.showsMoreTab ? items.count - 1 : -1)
    let regular = bar.width >= 678
    let tabWidth = regular ? min(bar.width / CGFloat(max(items.count, 1)), 150) : bar.width / CGFloat(max(items.count, 1))
    let startX = bar.minX + (bar.width - tabWidth * CGFloat(items.count)) / 2
    for (index, controller) in items.enumerated() {
      let item = controller === tabs.moreNavigationController
        ? UITabBarItem(tabBarSystemItem: .more, tag: 0) : controller.tabBarItem!
      var tab = LayoutNode(id: "\(node.id).tab\(index)", role: .tab,
                           frame: CGRect(x: startX + tabWidth * CGFloat(index), y: bar.minY, width: tabWidth, height: 49),
                           text: item.title ?? controller.title)
      tab.controller = controller
      tab.action = .tab(tabs, index)
      if index == selectedIndex { tab.traits.insert("selected") }
      if regular { tab.traits.insert("regular") }
      tab.traits.insert("glyph:\(item.imageName ?? Self.glyph(for: item.systemItem))")
      if let badge = item.badgeValue { tab.traits.insert("badge:\(badge)") }
      node.children.append(tab)
    }
    return node
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

  /// The status bar (when the top inset is not zero) and the home indicator (when the bottom is).
  func systemChrome() -> [LayoutNode] {
    let insets = window.safeAreaInsets
    var result: [LayoutNode] = []
    if insets.top > 0 {
      var status = LayoutNode(id: "statusBar", role: .statusBar,
                              frame: CGRect(x: 0, y: 0, width: window.bounds.width, height: insets.top), text: "9:41")
      status.blocksTaps = false
      if window.traitCollection.userInterfaceIdiom == .pad { status.traits.insert("pad") }
      if cardDepth > 0 { status.traits.insert("onDark") }
      result.append(status)
    }
    if insets.bottom > 0 {
      let width: CGFloat = window.traitCollection.userInterfaceIdiom == .pad ? 320 : 134
      var indicator = LayoutNode(id: "homeIndicator", role: .homeIndicator,
                                 frame: CGRect(x: ((window.bounds.width - width) / 2).rounded(), y: window.bounds.height - 8 - 5,
                                               width: width, height: 5))
      indicator.blocksTaps = false
      result.append(indicator)
    }
    return result
  }
}
