import Foundation

/// What a tab bar controller keeps of its tab model (R95): the root tabs and the selection.
@MainActor
struct TabModel {
  /// The root tabs, as set.
  var tabs: [UITab] = []
  /// The selected tab (a root tab, a group, or a tab inside a group).
  var selectedTab: UITab?
}

/// The settings of a tab bar controller's tab model, kept together.
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
}
