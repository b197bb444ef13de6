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
}

extension UITabBarController {
  /// The tab bar's layout, or nil when the bar does not show (hidden, or the sidebar shows in its
  /// place): equal-width tabs across the bar in
  /// compact width; centred tabs at most ``BarMetrics/regularTabMaximumWidth`` wide once the bar is
  /// ``BarMetrics/regularTabBarMinimumWidth`` wide [INF].
  public var tabBarLayout: TabBarLayout? {
    guard tabBarPosition != .none, viewIfLoaded != nil else { return nil }
    let bar = tabBarFrame
    let count = tabBarViewControllers.count
    let regular = bar.width >= BarMetrics.regularTabBarMinimumWidth
    let equal = bar.width / CGFloat(max(count, 1))
    let tabWidth = regular ? min(equal, BarMetrics.regularTabMaximumWidth) : equal
    let startX = bar.minX + (bar.width - tabWidth * CGFloat(count)) / 2
    let frames = (0..<count).map {
      CGRect(x: startX + tabWidth * CGFloat($0), y: bar.minY, width: tabWidth, height: BarMetrics.tabBarHeight)
    }
    return TabBarLayout(barFrame: bar, itemFrames: frames, isRegular: regular)
  }
}
