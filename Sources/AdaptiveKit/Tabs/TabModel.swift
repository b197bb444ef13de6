import Foundation

/// What a tab bar controller keeps of its tab model (R95): the root tabs and the selection.
@MainActor
struct TabModel {
  /// The root tabs, as set.
  var tabs: [UITab] = []
  /// The selected tab (a root tab, a group, or a tab inside a group).
  var selectedTab: UITab?

  /// Whether a root tab is a group: the `.automatic` mode then shows a sidebar (R98).
  var hasGroups: Bool { tabs.contains { $0 is UITabGroup } }
}

/// The settings of a tab bar controller (its tab model's, its bars' minimization and its bottom
/// accessory), kept together.
struct TabSettings {
  /// How the tabs are shown (R98).
  var mode = UITabBarController.Mode.automatic
  /// The root tabs a compact bar shows, by identifier; nil for all (R100).
  var compactTabIdentifiers: [String]?
  /// The identifier the user's customization is kept under (R104).
  var customizationIdentifier: String?
  /// The identifier of the tab in the bar's emphasized trailing slot (R127).
  var prominentTabIdentifier: String?
  /// Whether the app hid the tab bar (R105).
  var isTabBarHidden = false
  /// Whether tabs are being attached (their kept customization applied): their visibility
  /// changes wait for the selection.
  var isAttachingTabs = false
  /// Whether the children are being made the tabs' controllers again after a change
  /// (`settleTabContents()`).
  var isSettlingContents = false
  /// How the bottom tab bar minimizes on scroll (R122).
  var minimizeBehavior = UITabBarController.MinimizeBehavior.automatic
  /// The displayed child the bottom tab bar was minimized for by its scrolling; nil while the bar
  /// is not minimized (R122).
  var bottomBarMinimizedFor: ObjectIdentifier?
  /// The displayed child whose navigation bar minimized the floating top tab bar; nil while the
  /// bar is not minimized (R124).
  var topBarMinimizedFor: ObjectIdentifier?
  /// Whether the minimized floating top bar keeps the full bar's safe area (R124).
  var topBarMinimizedKeepsSafeArea = false
  /// The bottom accessory (R123).
  var bottomAccessory: UITabAccessory?
}
