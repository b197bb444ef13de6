import Foundation

/// The user's sidebar customization of the tab bar controllers with one customization identifier
/// (R104): hidden tabs and groups' orders, by identifier. The app keeps it
/// (`UIApplication.tabCustomizations`), so it outlives the controllers, as UIKit persists it.
struct TabCustomizationRecord {
  var hidden: [String: Bool] = [:]
  var orders: [String: [String]] = [:]
}

extension UITabBarController {
  /// The identifier the user's customization is kept under; nil for the system's default (R104).
  public var customizationIdentifier: String? {
    get { tabSettings.customizationIdentifier }
    set { tabSettings.customizationIdentifier = newValue }
  }

  private var customizationKey: String { tabSettings.customizationIdentifier ?? "UITabBarController.default" }

  /// Applies the kept customization to the tabs just attached: it wins over the values the app
  /// set before attaching them (R104).
  func applyPersistedCustomization() {
    guard let record = UIApplication.shared.tabCustomizations[customizationKey] else { return }
    for root in tabs {
      root.forEachInTabTree { tab in
        if let hidden = record.hidden[tab.identifier], tab.isHidden != hidden { tab.isHidden = hidden }
        if let group = tab as? UITabGroup, let order = record.orders[group.identifier] { group.displayOrderIdentifiers = order }
      }
    }
  }

  /// Plays the user's editing of the sidebar (an AdaptiveKit harness addition): hides or shows
  /// tabs that allow hiding and reorders groups that allow reordering, then ends editing. The
  /// delegate hears `tabBarControllerWillBeginEditing`, then, as editing ends,
  /// `visibilityDidChangeFor` with the tabs whose visibility changed and
  /// `displayOrderDidChangeFor` per reordered group, then `tabBarControllerDidEndEditing` [INF].
  /// Edits a tab or group does not allow are ignored. The changes are kept under
  /// ``customizationIdentifier``.
  public func simulateSidebarEditing(hiding: [String: Bool] = [:], reordering: [String: [String]] = [:]) {
    guard tabModel != nil else { return }
    CallbackRecorder.recordDelegate("tabBarControllerWillBeginEditing")
    delegate?.tabBarControllerWillBeginEditing(self)
    var changed: [UITab] = []
    var reordered: [UITabGroup] = []
    var record = UIApplication.shared.tabCustomizations[customizationKey] ?? TabCustomizationRecord()
    for (identifier, hidden) in hiding.sorted(by: { $0.key < $1.key }) {
      guard let tab = tab(forIdentifier: identifier), tab.allowsHiding, tab.isHidden != hidden else { continue }
      tab.isHidden = hidden
      record.hidden[identifier] = hidden
      changed.append(tab)
    }
    for (identifier, order) in reordering.sorted(by: { $0.key < $1.key }) {
      guard let group = tab(forIdentifier: identifier) as? UITabGroup, group.allowsReordering,
            group.displayOrderIdentifiers != order else { continue }
      group.displayOrderIdentifiers = order
      record.orders[identifier] = order
      reordered.append(group)
    }
    UIApplication.shared.tabCustomizations[customizationKey] = record
    if !changed.isEmpty {
      CallbackRecorder.recordDelegate("tabBarController(_:visibilityDidChangeFor: \(changed.map(\.identifier)))")
      delegate?.tabBarController(self, visibilityDidChangeFor: changed)
    }
    for group in reordered {
      CallbackRecorder.recordDelegate("tabBarController(_:displayOrderDidChangeFor: \(group.identifier))")
      delegate?.tabBarController(self, displayOrderDidChangeFor: group)
    }
    CallbackRecorder.recordDelegate("tabBarControllerDidEndEditing")
    delegate?.tabBarControllerDidEndEditing(self)
  }
}
