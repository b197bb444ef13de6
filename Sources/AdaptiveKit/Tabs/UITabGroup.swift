import Foundation

/// A tab that contains tabs, as UIKit's `UITabGroup` (iOS 18): one item in a tab bar, a section in
/// the sidebar (R97, R100).
@MainActor
open class UITabGroup: UITab {
  /// The tabs in the group, in their default order. In a tab bar controller, children that would
  /// repeat an identifier of its tabs are reported and the children stay as they were.
  open var children: [UITab] {
    didSet {
      if let controller = tabBarController, let duplicate = UITabBarController.repeatedIdentifier(in: controller.tabs) {
        controller.duplicateIdentifierReport(duplicate).report()
        children = oldValue
        return
      }
      for child in oldValue where child.parent === self && !children.contains(where: { $0 === child }) { child.parent = nil }
      for child in children { child.parent = self }
      if let selected = storedSelectedChild, !children.contains(where: { $0 === selected }) { storedSelectedChild = nil }
      tabBarController?.tabTreeDidChange()
    }
  }
  /// The identifier of the child selected when the group has no selected child; nil for the first.
  open var defaultChildIdentifier: String?
  /// The identifiers ordering ``displayOrder`` (the user's reordering, or the app's).
  open var displayOrderIdentifiers: [String] = []
  /// Whether the user can reorder the group's children in the sidebar. Default false.
  open var allowsReordering = false
  /// The navigation controller that shows the selected path of tabs below this group (R106).
  open var managingNavigationController: UINavigationController?

  var storedSelectedChild: UITab?

  /// Creates a group of `children`; `viewControllerProvider` makes the view controller shown when
  /// the group is selected in a tab bar.
  public init(
    title: String, image: UIImage?, identifier: String, children: [UITab],
    viewControllerProvider: ((UITab) -> UIViewController)? = nil
  ) {
    self.children = children
    super.init(title: title, image: image, identifier: identifier, viewControllerProvider: viewControllerProvider)
    for child in children { child.parent = self }
  }

  /// The selected child: the one last selected, else the default child, else the first (R97).
  public var selectedChild: UITab? {
    if let storedSelectedChild { return storedSelectedChild }
    if let identifier = defaultChildIdentifier, let match = children.first(where: { $0.identifier == identifier }) { return match }
    return children.first
  }

  /// The children sorted by ``displayOrderIdentifiers``; unlisted children follow in ``children``
  /// order, and unknown identifiers are ignored (R97).
  public var displayOrder: [UITab] {
    var ordered: [UITab] = []
    for identifier in displayOrderIdentifiers {
      if let child = children.first(where: { $0.identifier == identifier }), !ordered.contains(where: { $0 === child }) {
        ordered.append(child)
      }
    }
    for child in children where !ordered.contains(where: { $0 === child }) { ordered.append(child) }
    return ordered
  }

  /// The tab with `identifier` among all the group's descendants; nil when there is none (R97).
  public func tab(forIdentifier identifier: String) -> UITab? {
    for child in children {
      if child.identifier == identifier { return child }
      if let group = child as? UITabGroup, let match = group.tab(forIdentifier: identifier) { return match }
    }
    return nil
  }
}
