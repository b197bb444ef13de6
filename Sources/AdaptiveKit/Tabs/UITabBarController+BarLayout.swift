import Foundation

/// Where a tab bar puts its tabs: computed by the core, read by renderers (an AdaptiveKit addition;
/// UIKit lays out `UITabBar`'s buttons). Frames are in the tab bar controller's view.
public struct TabBarLayout: Sendable, Equatable {
  /// The bar's frame (``UITabBarController/tabBarFrame``).
  public let barFrame: CGRect
  /// The tabs' frames, one per ``UITabBarController/tabBarViewControllers`` entry (the More tab included).
  public let itemFrames: [CGRect]
  /// Whether the bar lays tabs out side by side, glyph beside title (regular width).
  public let isRegular: Bool
  /// Whether the bar is minimized (R122, R124). A minimized bottom bar shows only the selected
  /// and the prominent tab: the other tabs' frames are `.zero`.
  public var isMinimized = false
}

extension UITabBarController {
  /// The tab bar's layout, or nil when the bar does not show (hidden, or the sidebar shows in its
  /// place): equal-width tabs across the bar in
  /// compact width; centred tabs at most ``BarMetrics/regularTabMaximumWidth`` wide once the bar is
  /// ``BarMetrics/regularTabBarMinimumWidth`` wide [INF].
  public var tabBarLayout: TabBarLayout? {
    guard tabBarPosition != .none, viewIfLoaded != nil, !tabBarJoinsVerticalBar else { return nil }
    let bar = tabBarFrame
    let count = tabBarViewControllers.count
    let regular = bar.width >= BarMetrics.regularTabBarMinimumWidth
    let equal = bar.width / CGFloat(max(count, 1))
    let tabWidth = regular ? min(equal, BarMetrics.regularTabMaximumWidth) : equal
    let startX = bar.minX + (bar.width - tabWidth * CGFloat(count)) / 2
    if tabBarPosition == .bottom, isTabBarMinimized {
      return TabBarLayout(barFrame: bar, itemFrames: minimizedItemFrames(in: bar, count: count), isRegular: false, isMinimized: true)
    }
    let itemHeight = min(BarMetrics.tabBarHeight, bar.height)
    let frames = (0..<count).map {
      CGRect(x: startX + tabWidth * CGFloat($0), y: bar.minY, width: tabWidth, height: itemHeight)
    }
    return TabBarLayout(barFrame: bar, itemFrames: frames, isRegular: regular, isMinimized: isTabBarMinimized)
  }

  /// The tabs of the minimized bottom bar (R122, R127): the selected tab at the leading edge, the
  /// prominent tab at the trailing edge, each ``BarMetrics/minimizedTabWidth`` wide; `.zero` for
  /// the others [INF].
  private func minimizedItemFrames(in bar: CGRect, count: Int) -> [CGRect] {
    var frames = Array(repeating: CGRect.zero, count: count)
    let width = BarMetrics.minimizedTabWidth, height = BarMetrics.minimizedTabBarHeight
    if let prominent = minimizedProminentIndex, frames.indices.contains(prominent) {
      frames[prominent] = CGRect(x: bar.maxX - BarMetrics.edgeMargin - width, y: bar.minY, width: width, height: height)
    }
    if let selected = minimizedSelectedIndex, frames.indices.contains(selected) {
      frames[selected] = CGRect(x: bar.minX + BarMetrics.edgeMargin, y: bar.minY, width: width, height: height)
    }
    return frames
  }

  /// Whether the tab bar shows in the vertical bar of the navigation controller it displays (the
  /// iPhone Duo, iOS 27.1): a bottom tab bar of view controllers (not the tab model [INF]) whose
  /// displayed child is a navigation controller showing a vertical bar. Its tabs are then that
  /// bar's (``VerticalBarLayout/tabFrames``), and ``tabBarFrame`` is `.zero`.
  public var tabBarJoinsVerticalBar: Bool {
    guard tabModel == nil, !isTabBarHidden, let child = displayedChild else { return false }
    // The displayed child's trait first: plain data, where the cast is a call into the runtime,
    // and without a vertical-bar edge its bars are horizontal, so a device without vertical bars
    // pays nothing for them on every safe-area walk through a tab bar controller. (A properties
    // update takes the full path, whose trait reads it tracks.)
    if child.storedTraitCollection.verticalBarEdge == .unspecified, !PropertiesUpdatePass.isRunning { return false }
    guard let navigation = child as? UINavigationController else { return false }
    return navigation.showsVerticalBar
  }

  /// The index in the bar of the selected tab: its root tab's in the tab model, the More tab's
  /// for an overflow tab.
  var minimizedSelectedIndex: Int? {
    if tabModel != nil {
      guard let root = selectedTab?.rootTab else { return nil }
      return tabBarTabs.firstIndex { $0 === root }
    }
    let displayed = displayedChild
    return tabBarViewControllers.firstIndex { $0 === displayed }
  }

  /// The index in the bar of the prominent tab (R127), which stays visible in the minimized bar.
  var minimizedProminentIndex: Int? {
    guard tabModel != nil, let prominent = prominentTab else { return nil }
    return tabBarTabs.firstIndex { $0 === prominent }
  }
}
