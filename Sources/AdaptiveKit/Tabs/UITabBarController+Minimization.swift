import Foundation

extension UITabBarController {
  /// How the bottom tab bar minimizes as the content scrolls, as UIKit's
  /// `UITabBarController.MinimizeBehavior` (iOS 26, R122).
  public enum MinimizeBehavior: Int, Sendable, Hashable {
    /// The system's choice: `.never` in AdaptiveKit [INF].
    case automatic = 0
    /// The bar never minimizes.
    case never = 1
    /// The bar minimizes when the content scrolls down, and comes back when it scrolls up.
    case onScrollDown = 2
    /// The bar minimizes when the content scrolls up, and comes back when it scrolls down.
    case onScrollUp = 3
  }

  /// How the bottom tab bar minimizes as the selected tab's content scrolls (iOS 26, R122).
  /// Default `.automatic`. Only the bottom bar minimizes; a behavior that no longer minimizes
  /// restores a minimized bar.
  public var tabBarMinimizeBehavior: MinimizeBehavior {
    get { tabSettings.minimizeBehavior }
    set {
      guard tabSettings.minimizeBehavior != newValue else { return }
      tabSettings.minimizeBehavior = newValue
      if resolvedTabBarMinimizeBehavior == .never { setBottomBarMinimized(for: nil) }
    }
  }

  /// ``tabBarMinimizeBehavior`` with `.automatic` resolved: `.never` [INF] (an AdaptiveKit
  /// addition).
  public var resolvedTabBarMinimizeBehavior: MinimizeBehavior {
    tabSettings.minimizeBehavior == .automatic ? .never : tabSettings.minimizeBehavior
  }

  /// Whether the tab bar shows minimized (an AdaptiveKit addition): the bottom bar minimized by
  /// scrolling (R122), or the floating top bar minimized with the selected tab's navigation bar
  /// (R124). A minimized bottom bar shows only the selected and the prominent tab (R127).
  public var isTabBarMinimized: Bool {
    switch tabBarPosition {
    case .bottom: tabSettings.bottomBarMinimizedFor != nil
    case .top: tabSettings.topBarMinimizedFor != nil
    case .none: false
    }
  }

  /// The height of the bottom tab bar above the bottom safe-area inset: 49 pt, or
  /// ``BarMetrics/minimizedTabBarHeight`` while minimized.
  var bottomTabBarHeight: CGFloat {
    tabSettings.bottomBarMinimizedFor == nil ? ContentLayout.tabBarHeight : BarMetrics.minimizedTabBarHeight
  }

  /// The height of the floating top tab bar: ``BarMetrics/floatingTabBarHeight``, or
  /// ``BarMetrics/minimizedFloatingTabBarHeight`` while minimized (R124).
  var floatingTabBarHeight: CGFloat {
    tabSettings.topBarMinimizedFor == nil ? BarMetrics.floatingTabBarHeight : BarMetrics.minimizedFloatingTabBarHeight
  }

  /// The height the floating top bar takes from the content's safe area: the full bar's while a
  /// navigation bar that keeps the safe area minimized it (R124).
  var floatingTabBarSafeAreaHeight: CGFloat {
    tabSettings.topBarMinimizedKeepsSafeArea ? BarMetrics.floatingTabBarHeight : floatingTabBarHeight
  }

  /// The height above the bottom safe-area inset that the bottom bar (when `barShown`) and the
  /// bottom accessory take from the content's safe area (R122, R123): the accessory sits above
  /// the full bar, inline with the minimized one, and at the bottom when no bottom bar shows.
  func bottomChromeHeight(barShown: Bool) -> CGFloat {
    let accessory = tabSettings.bottomAccessory == nil ? 0 : BarMetrics.bottomAccessoryHeight
    guard barShown else { return accessory }
    return tabSettings.bottomBarMinimizedFor == nil ? ContentLayout.tabBarHeight + accessory : BarMetrics.minimizedTabBarHeight
  }

  /// A scroll view in the selected tab's content moved vertically by `delta` (R122): the bottom
  /// bar minimizes on the configured direction and comes back on the reverse one.
  func contentDidScroll(by delta: CGFloat) {
    guard tabBarPosition == .bottom, let displayed = displayedChild else { return }
    let minimizes: Bool
    switch resolvedTabBarMinimizeBehavior {
    case .onScrollDown: minimizes = delta > 0
    case .onScrollUp: minimizes = delta < 0
    case .automatic, .never: return
    }
    setBottomBarMinimized(for: minimizes ? displayed : nil)
  }

  /// Minimizes the bottom bar for `content` (the displayed child), or restores it for nil; the
  /// content and the accessory lay out again.
  func setBottomBarMinimized(for content: UIViewController?) {
    let identifier = content.map(ObjectIdentifier.init)
    guard tabSettings.bottomBarMinimizedFor != identifier else { return }
    tabSettings.bottomBarMinimizedFor = identifier
    viewIfLoaded?.setNeedsLayout()
  }

  /// Minimizes or restores the floating top bar with `navigation`'s bar (R124), the floating bar
  /// taking the minimized height from the content's safe area when `adjustingSafeArea`. While the
  /// navigation controller lays out (a new top controller restored its bar), only the safe area
  /// is read again; otherwise this controller lays out again.
  func setTopBarMinimized(_ minimized: Bool, by navigation: UINavigationController, adjustingSafeArea: Bool) {
    let identifier = minimized ? ObjectIdentifier(navigation) : nil
    let keeps = minimized && !adjustingSafeArea
    guard tabSettings.topBarMinimizedFor != identifier || tabSettings.topBarMinimizedKeepsSafeArea != keeps else { return }
    tabSettings.topBarMinimizedFor = identifier
    tabSettings.topBarMinimizedKeepsSafeArea = keeps
    if navigation.storedView?.isLayingOut == true {
      storedView?.safeAreaChainDidChange()
    } else {
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// Restores bars minimized for a child that no longer shows (a tab switch restores the bar
  /// [INF]); called as the view lays out, before the displayed child's view gets its frame.
  func restoreBarsMinimizedForOtherContent() {
    let shown = displayedChild.map(ObjectIdentifier.init)
    var changed = false
    if let minimized = tabSettings.bottomBarMinimizedFor, minimized != shown {
      tabSettings.bottomBarMinimizedFor = nil
      changed = true
    }
    if let minimized = tabSettings.topBarMinimizedFor, minimized != shown {
      tabSettings.topBarMinimizedFor = nil
      tabSettings.topBarMinimizedKeepsSafeArea = false
      changed = true
    }
    if changed { storedView?.safeAreaChainDidChange() }
  }
}
