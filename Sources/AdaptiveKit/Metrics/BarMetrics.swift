import Foundation

/// The sizes of navigation and tab bars and their items (iOS 17's look; [INF] where Apple documents
/// no value): what ``UINavigationController/navigationBarLayout`` and
/// ``UITabBarController/tabBarLayout`` compute with, so renderers and popovers anchored to bar button
/// items agree on every frame.
public enum BarMetrics {
  /// The navigation bar's height, without a large title.
  public static let navigationBarHeight: CGFloat = 44
  /// The navigation bar's and the toolbar's height in compact height (an iPhone in landscape):
  /// UIKit's compact bars since iOS 8, items and title in 32 pt.
  public static let compactBarHeight: CGFloat = 32
  /// What a large title adds to the navigation bar's height, below its items [INF].
  public static let largeTitleHeight: CGFloat = 52
  /// The large title font: 34 pt bold.
  public static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)
  /// The toolbar's height above the bottom safe-area inset; also the height of its items.
  public static let toolbarHeight: CGFloat = 44
  /// The tab bar's height above the bottom safe-area inset; also the height of a tab.
  public static let tabBarHeight: CGFloat = 49

  /// The height of a navigation bar (without a large title) or a toolbar in a vertical size class:
  /// ``compactBarHeight`` in compact height, ``navigationBarHeight`` (= ``toolbarHeight``)
  /// otherwise.
  public static func barHeight(forVerticalSizeClass sizeClass: UIUserInterfaceSizeClass) -> CGFloat {
    sizeClass == .compact ? compactBarHeight : navigationBarHeight
  }
  /// The gap between the bar's edge (plus the side safe area) and its outermost item [INF].
  public static let edgeMargin: CGFloat = 16
  /// The gap between the leading edge (plus the side safe area) and the back chevron [INF].
  public static let backButtonLeadingMargin: CGFloat = 8
  /// The gap between two bar button items [INF].
  public static let itemSpacing: CGFloat = 20
  /// The gap between the back button and a supplementing left item [INF].
  public static let backButtonSpacing: CGFloat = 12
  /// The width of the back chevron, including its gap to the title [INF].
  public static let backChevronWidth: CGFloat = 20
  /// The gap between the chevron's box and the back title [INF].
  public static let backTitleGap: CGFloat = 4
  /// The gap kept between the back title and the centred title [INF].
  public static let backTitleClearance: CGFloat = 8
  /// The widest the centred title may be, as a fraction of the bar's width [INF].
  public static let maximumTitleWidthFraction: CGFloat = 0.6
  /// The width of a bar button item showing an image or glyph [INF].
  public static let imageItemWidth: CGFloat = 24
  /// The bar title font: 17 pt semibold.
  public static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
  /// The bar item font: 17 pt (`.done` items use ``titleFont``).
  public static let itemFont = UIFont.systemFont(ofSize: 17)

  /// The bar title font at a content size category: the headline style at
  /// ``DynamicTypeSizes/barCategory(for:)`` (``titleFont`` at `.large`; the bar keeps its height).
  public static func titleFont(for category: UIContentSizeCategory) -> UIFont {
    category == .large ? titleFont : UIFont.systemFont(ofSize: DynamicTypeSizes.pointSize(of: .headline, at: DynamicTypeSizes.barCategory(for: category)), weight: .semibold)
  }
  /// The bar item font at a content size category: the body style at
  /// ``DynamicTypeSizes/barCategory(for:)`` (``itemFont`` at `.large`).
  public static func itemFont(for category: UIContentSizeCategory) -> UIFont {
    category == .large ? itemFont : UIFont.systemFont(ofSize: DynamicTypeSizes.pointSize(of: .body, at: DynamicTypeSizes.barCategory(for: category)))
  }
  /// The large title font at a content size category: the large title style's size, bold, at every
  /// category (``largeTitleFont`` at `.large`).
  public static func largeTitleFont(for category: UIContentSizeCategory) -> UIFont {
    category == .large ? largeTitleFont : UIFont.systemFont(ofSize: DynamicTypeSizes.pointSize(of: .largeTitle, at: category), weight: .bold)
  }
  /// What a large title adds to the bar at a content size category: ``largeTitleHeight`` plus what
  /// the large title's line grew ([INF]; UIKit's large-title area grows with its text).
  public static func largeTitleHeight(for category: UIContentSizeCategory) -> CGFloat {
    category == .large ? largeTitleHeight : largeTitleHeight + largeTitleFont(for: category).lineHeight - largeTitleFont.lineHeight
  }
  /// The width from which a tab bar lays its tabs out side by side, glyph beside title [INF].
  public static let regularTabBarMinimumWidth: CGFloat = SizeClassRules.padRegularWidth
  /// The widest a tab may be in a regular-width tab bar [INF].
  public static let regularTabMaximumWidth: CGFloat = 150
  /// The height of the floating tab bar at the top of an iPad in regular width (iOS 18) [INF].
  public static let floatingTabBarHeight: CGFloat = 50
  /// The width of one tab of the floating tab bar [INF].
  public static let floatingTabWidth: CGFloat = 110
  /// The width of a tab bar controller's sidebar (iOS 18) [INF].
  public static let sidebarWidth: CGFloat = 320
  /// The height of the bottom tab bar above the bottom safe-area inset while it is minimized
  /// (iOS 26, R122) [INF].
  public static let minimizedTabBarHeight: CGFloat = 32
  /// The width of each tab the minimized bottom tab bar still shows (the selected and the
  /// prominent one, R122, R127) [INF].
  public static let minimizedTabWidth: CGFloat = 64
  /// The height of the floating top tab bar while it is minimized with the navigation bar (iOS 27,
  /// R124) [INF].
  public static let minimizedFloatingTabBarHeight: CGFloat = 32
  /// The height of the navigation bar while it is minimized (iOS 27, R124) [INF].
  public static let minimizedNavigationBarHeight: CGFloat = 32
  /// The height of a tab bar controller's bottom accessory above the bar (iOS 26, R123) [INF].
  public static let bottomAccessoryHeight: CGFloat = 48
  /// The side of an item of a navigation item shown outside a navigation controller, which has no
  /// bar: where a popover anchored to it points ([INF]).
  static let barlessItemSide: CGFloat = 44
  /// The gap between the view's edge and the outermost such item ([INF]).
  static let barlessItemMargin: CGFloat = 8
  /// The width of the iPhone Duo's vertical bar (iOS 27.1) [INF]: Apple publishes no number and no
  /// screenshot measures it; AdaptiveKit takes 48 pt, a 44 pt item slot with 2 pt either side, as
  /// the horizontal bar's 44 pt height is an item's.
  public static let verticalBarWidth: CGFloat = 48
  /// The height of one slot of a vertical bar (the back button, a bar button item, the overflow
  /// item) [INF]: a horizontal bar's item height.
  public static let verticalBarItemHeight: CGFloat = 44
  /// The gap between two slots of a vertical bar [INF].
  public static let verticalBarItemSpacing: CGFloat = 8
  /// The gap between a vertical bar's ends and its first and last slots [INF].
  public static let verticalBarEndMargin: CGFloat = 8
  /// The back title used when the previous item's title does not fit.
  public static let genericBackTitle = "Back"

  /// A bar across the top of a view `width` wide, just below its top safe-area inset (the
  /// navigation bar).
  static func topBarFrame(width: CGFloat, height: CGFloat, topInset: CGFloat) -> CGRect {
    CGRect(x: 0, y: topInset, width: width, height: height)
  }

  /// A bar across the bottom of a view of `size`, `height` tall above the bottom safe-area inset,
  /// its background reaching down to the view's bottom (the toolbar and the tab bar).
  static func bottomBarFrame(in size: CGSize, height: CGFloat, bottomInset: CGFloat) -> CGRect {
    CGRect(x: 0, y: size.height - (height + bottomInset), width: size.width, height: height + bottomInset)
  }
}
