/// What a navigation bar shows for a view controller, as UIKit's `UINavigationItem`.
@MainActor
open class UINavigationItem {
  /// When the bar shows this item's title large, as UIKit's `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the item below it in the stack (large for a root item).
    case automatic
    /// Large whenever the bar `prefersLargeTitles`.
    case always
    /// Never large.
    case never
    /// Never large, the title inline in the bar (iOS 17).
    case inline
  }

  /// Whether the bar shows this item's title large (when the bar `prefersLargeTitles`); changing
  /// it lays the navigation controller out again.
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
    didSet { if largeTitleDisplayMode != oldValue { owningViewController?.navigationController?.viewIfLoaded?.setNeedsLayout() } }
  }
  /// The title shown in the bar (the controller's `title` unless set separately).
  open var title: String?
  /// The bar button items on the leading side; setting them replaces ``leadingItemGroups``.
  open var leftBarButtonItems: [UIBarButtonItem]? {
    didSet { barButtonItemsDidChange(leading: true) }
  }
  /// The bar button items on the trailing side; setting them replaces ``trailingItemGroups``.
  open var rightBarButtonItems: [UIBarButtonItem]? {
    didSet { barButtonItemsDidChange(leading: false) }
  }
  /// The groups set through ``leadingItemGroups``, ``trailingItemGroups``, ``centerItemGroups``
  /// and ``pinnedTrailingGroup`` (see `UINavigationItem+ItemGroups.swift`).
  var itemGroups = ItemGroups()
  /// Set while the groups set the item lists, which then keep the groups.
  var isSettingItemsFromGroups = false
  /// The extra elements of the bar's overflow menu (iOS 16), as UIKit's
  /// `additionalOverflowItems`: with them the bar shows its overflow item even when every item
  /// fits; changing them lays the bar out again.
  open var additionalOverflowItems: UIDeferredMenuElement? {
    didSet { if additionalOverflowItems !== oldValue { barItemsDidChange() } }
  }
  /// The item used as the back button when another controller is pushed above this one.
  open var backBarButtonItem: UIBarButtonItem?
  /// The controller this item represents (unowned: the controller retains its item and clears
  /// this reference when it goes away).
  unowned(unsafe) var owningViewController: UIViewController?
  /// The back button's title when another controller is pushed above this one.
  open var backButtonTitle: String?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// Whether the leading items are shown beside the back button.
  open var leftItemsSupplementBackButton = false
  /// Which compresses first where the tab bar and this item's bar items share the iPhone Duo's
  /// vertical bar (iOS 27.1): `.automatic` (the default, which prefers the tab bar on iOS),
  /// `.prefersBarItems` or `.prefersTabBar`.
  open var verticalBarCompressionBehavior = UIVerticalBarCompressionBehavior.automatic
  /// How the navigation bar minimizes while this item is on top (iOS 27, R124); changing it lays
  /// the navigation controller out again. See `UINavigationItem+Minimization.swift`.
  open var navigationBarMinimization = UIBarMinimization() {
    didSet { if navigationBarMinimization != oldValue { navigationBarMinimizationDidChange() } }
  }

  /// Creates an item with a title.
  public init(title: String?) { self.title = title }

  /// The first leading item.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The first trailing item.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
}
