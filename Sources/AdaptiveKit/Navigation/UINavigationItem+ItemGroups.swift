import Foundation

extension UINavigationItem {
  /// The groups a navigation item shows its bar button items in (iOS 16, and iOS 26 for the
  /// pinned group).
  struct ItemGroups {
    /// The leading groups, or nil when the leading items were set as items.
    var leading: [UIBarButtonItemGroup]?
    /// The trailing groups, or nil when the trailing items were set as items.
    var trailing: [UIBarButtonItemGroup]?
    /// The centre groups.
    var center: [UIBarButtonItemGroup] = []
    /// The pinned trailing group.
    var pinned: UIBarButtonItemGroup?

    /// Every group listed.
    var all: [UIBarButtonItemGroup] { (leading ?? []) + (trailing ?? []) + center + (pinned.map { [$0] } ?? []) }
  }

  /// The groups of the leading side, as UIKit's `leadingItemGroups`: setting them replaces
  /// ``leftBarButtonItems`` with the groups' items; empty after the items were set directly [INF].
  /// A group listed elsewhere in this item is reported and nothing changes.
  public var leadingItemGroups: [UIBarButtonItemGroup] {
    get { itemGroups.leading ?? [] }
    set { setGroups(newValue, in: \.leading, items: \.leftBarButtonItems) }
  }

  /// The groups of the trailing side, as UIKit's `trailingItemGroups`, trailing first: setting them
  /// replaces ``rightBarButtonItems`` with the groups' items; empty after the items were set
  /// directly [INF].
  public var trailingItemGroups: [UIBarButtonItemGroup] {
    get { itemGroups.trailing ?? [] }
    set { setGroups(newValue, in: \.trailing, items: \.rightBarButtonItems) }
  }

  /// The groups of the centre, as UIKit's `centerItemGroups` (recorded: UIKit shows them in an
  /// editor-style bar, which AdaptiveKit does not draw [INF]).
  public var centerItemGroups: [UIBarButtonItemGroup] {
    get { itemGroups.center }
    set {
      guard accepts(newValue, replacing: itemGroups.center) else { return }
      release(itemGroups.center)
      itemGroups.center = newValue
      claim(newValue)
    }
  }

  /// The group at the trailing end of the bar, trailing the overflow item, as UIKit's
  /// `pinnedTrailingGroup` (iOS 26): it never goes to the overflow menu; in the iPhone Duo's
  /// vertical bar it sits at the bottom. Hidden with its ``UIBarButtonItemGroup/isHidden``.
  public var pinnedTrailingGroup: UIBarButtonItemGroup? {
    get { itemGroups.pinned }
    set {
      let replaced = itemGroups.pinned.map { [$0] } ?? []
      guard accepts(newValue.map { [$0] } ?? [], replacing: replaced) else { return }
      release(replaced)
      itemGroups.pinned = newValue
      claim(newValue.map { [$0] } ?? [])
    }
  }

  /// The items of the pinned trailing group that show, trailing first.
  var shownPinnedItems: [UIBarButtonItem] {
    guard let pinned = itemGroups.pinned, !pinned.isHidden else { return [] }
    return pinned.barButtonItems.filter { $0.isShownInBar && !$0.isSpace }
  }

  /// Whether `groups` may replace `replaced`: no group twice, and none listed elsewhere in this
  /// item; misuse is reported.
  private func accepts(_ groups: [UIBarButtonItemGroup], replacing replaced: [UIBarButtonItemGroup]) -> Bool {
    let others = itemGroups.all.filter { group in !replaced.contains { $0 === group } }
    for (index, group) in groups.enumerated()
    where groups[..<index].contains(where: { $0 === group }) || others.contains(where: { $0 === group }) {
      MisuseReport.exception("UINavigationItem: a bar button item group may be listed only once in a navigation item.").report()
      return false
    }
    return true
  }

  private func setGroups(
    _ groups: [UIBarButtonItemGroup], in side: WritableKeyPath<ItemGroups, [UIBarButtonItemGroup]?>,
    items: ReferenceWritableKeyPath<UINavigationItem, [UIBarButtonItem]?>
  ) {
    let replaced = itemGroups[keyPath: side] ?? []
    guard accepts(groups, replacing: replaced) else { return }
    release(replaced)
    itemGroups[keyPath: side] = groups
    claim(groups)
    isSettingItemsFromGroups = true
    defer { isSettingItemsFromGroups = false }
    self[keyPath: items] = groups.flatMap(\.barButtonItems)
  }

  private func release(_ groups: [UIBarButtonItemGroup]) {
    for group in groups where group.navigationItem === self { group.navigationItem = nil }
  }

  private func claim(_ groups: [UIBarButtonItemGroup]) {
    for group in groups {
      group.navigationItem = self
      for item in group.barButtonItems { item.navigationItem = self }
    }
    barItemsDidChange()
  }

  /// The left or right items were set: they belong to this item, and set directly they replace
  /// the side's groups. (Setting items lays nothing out, as before groups existed.)
  func barButtonItemsDidChange(leading: Bool) {
    for item in (leading ? leftBarButtonItems : rightBarButtonItems) ?? [] { item.navigationItem = self }
    if !isSettingItemsFromGroups {
      if leading {
        release(itemGroups.leading ?? [])
        itemGroups.leading = nil
      } else {
        release(itemGroups.trailing ?? [])
        itemGroups.trailing = nil
      }
    }
  }

  /// A group's items or visibility changed: the bar showing this item lays out again. A group's
  /// new items replace the side's items.
  func barItemsDidChange() {
    if !isSettingItemsFromGroups {
      isSettingItemsFromGroups = true
      defer { isSettingItemsFromGroups = false }
      if let leading = itemGroups.leading { leftBarButtonItems = leading.flatMap(\.barButtonItems) }
      if let trailing = itemGroups.trailing { rightBarButtonItems = trailing.flatMap(\.barButtonItems) }
    }
    owningViewController?.navigationController?.viewIfLoaded?.setNeedsLayout()
  }
}
