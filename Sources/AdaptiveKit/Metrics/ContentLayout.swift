import Foundation

/// The standard sizes AdaptiveKit lays content and chrome out with (not Auto Layout) — an
/// AdaptiveKit addition; UIKit's values for iOS 17 where known, [INF] otherwise.
///
/// - Navigation bar: 44 pt, below the top safe-area inset of the navigation controller's view, 52 pt
///   more when it shows a large title (``UINavigationController/showsLargeTitle``); hidden with `isNavigationBarHidden`, or in compact height
///   when `hidesBarsWhenVerticallyCompact` is set (R90).
/// - Tab bar: 49 pt plus the bottom safe-area inset, at the bottom of the tab bar controller's view.
/// - Toolbar: 44 pt plus the bottom safe-area inset, at the bottom of the navigation controller's
///   view, when `isToolbarHidden` is false (hidden in compact height with
///   `hidesBarsWhenVerticallyCompact`).
/// - Safe area of a window: status bar / sensor housing on top, home indicator at the bottom (34 pt on
///   Face-ID iPhones in portrait, 21 in landscape, 20 on iPad, 0 on the iPhone SE), and 59–62 pt on
///   the sides of Face-ID iPhones in landscape. A view's ``UIView/safeAreaInsets`` are how far these
///   areas and the bars of its navigation and tab bar controllers overlap it.
/// - Content stacking: in the root view of a view controller without children, the subviews the app
///   did not place — frame `.zero` at their first layout, or an image view still at the origin with
///   its image's size, as `UIImageView(image:)` leaves it — are stacked top to bottom inside the safe area:
///   ``margin(forWidth:)`` on top and on the sides, ``spacing`` between views, each as high as its
///   `sizeThatFits(_:)`. Table views span the full width; the last stacked table or image view takes
///   all the remaining height (tables down to the view's bottom, their rows start below the top
///   safe-area inset). Views with an explicit frame are left alone.
/// - Table rows: 44 pt, 60 pt for `.subtitle` cells with detail text.
public enum ContentLayout {
  /// The navigation bar's height.
  public static let navigationBarHeight: CGFloat = BarMetrics.navigationBarHeight
  /// The tab bar's height above the bottom safe-area inset.
  public static let tabBarHeight: CGFloat = BarMetrics.tabBarHeight
  /// The toolbar's height above the bottom safe-area inset.
  public static let toolbarHeight: CGFloat = BarMetrics.toolbarHeight
  /// The default row height.
  public static let defaultRowHeight: CGFloat = 44
  /// The `.subtitle` row height.
  public static let subtitleRowHeight: CGFloat = 60
  /// The gap between stacked views.
  public static let spacing: CGFloat = 8

  /// The layout margin: 16 pt in compact width, 20 pt in regular width (≥ 678 pt wide).
  public static func margin(forWidth width: CGFloat) -> CGFloat {
    width >= SizeClassRules.padRegularWidth ? 20 : 16
  }
}
