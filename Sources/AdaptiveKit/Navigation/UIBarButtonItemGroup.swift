/// A group of bar button items shown together in a navigation bar, as UIKit's
/// `UIBarButtonItemGroup`: the value of ``UINavigationItem/leadingItemGroups``,
/// ``UINavigationItem/trailingItemGroups``, ``UINavigationItem/centerItemGroups`` and
/// ``UINavigationItem/pinnedTrailingGroup``.
///
/// An item belongs to one group at most (``UIBarButtonItem/buttonGroup``), and a group's
/// ``representativeItem`` is none of its items: either misuse is reported through ``MisuseReport``
/// and changes nothing (the messages are AdaptiveKit's [INF]). Hiding the group hides its items.
@MainActor
open class UIBarButtonItemGroup {
  /// The group's items, leading first; setting them gives each item this group as its
  /// ``UIBarButtonItem/buttonGroup``.
  open var barButtonItems: [UIBarButtonItem] {
    get { items }
    set {
      if let refusal = refusal(for: newValue, representative: representativeItem) { return refusal.report() }
      adopt(newValue)
    }
  }
  /// The item shown for the group where the bar lacks room for its items (recorded: AdaptiveKit
  /// lays out every item, and a group that does not fit goes to the overflow menu) [INF].
  open var representativeItem: UIBarButtonItem? {
    get { representative }
    set {
      if let refusal = refusal(for: items, representative: newValue) { return refusal.report() }
      representative = newValue
    }
  }
  /// Whether the group and its items are hidden; changing it lays the bar out again.
  open var isHidden = false {
    didSet { if isHidden != oldValue { navigationItem?.barItemsDidChange() } }
  }
  /// Whether the bar shows ``representativeItem`` instead of the items: always false in AdaptiveKit
  /// [INF].
  open var isDisplayingRepresentativeItem: Bool { false }

  private var items: [UIBarButtonItem] = []
  private var representative: UIBarButtonItem?
  /// The navigation item that lists this group.
  weak var navigationItem: UINavigationItem?

  /// Creates a group of items with an item to show in their place when room runs out. An item
  /// already in another group, or a representative item that is one of the items, is reported
  /// and left out.
  public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
    let taken = barButtonItems.filter { $0.buttonGroup != nil }
    for item in taken { Self.alreadyGrouped(item).report() }
    adopt(barButtonItems.filter { $0.buttonGroup == nil })
    if let representativeItem, barButtonItems.contains(where: { $0 === representativeItem }) {
      Self.representativeInGroup.report()
    } else {
      representative = representativeItem
    }
  }

  /// A group that stays where it is (UIKit: it cannot be moved or removed while the bar is
  /// customized, which AdaptiveKit does not model).
  open class func fixedGroup(representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
    UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
  }

  /// Why `items` with `representative` cannot be this group's, or nil.
  private func refusal(for items: [UIBarButtonItem], representative: UIBarButtonItem?) -> MisuseReport? {
    if let item = items.first(where: { $0.buttonGroup != nil && $0.buttonGroup !== self }) { return Self.alreadyGrouped(item) }
    if let representative, items.contains(where: { $0 === representative }) { return Self.representativeInGroup }
    return nil
  }

  /// Makes `newItems` the group's items.
  private func adopt(_ newItems: [UIBarButtonItem]) {
    for item in items where item.buttonGroup === self { item.buttonGroup = nil }
    items = newItems
    for item in newItems { item.buttonGroup = self }
    navigationItem?.barItemsDidChange()
  }

  private static func alreadyGrouped(_ item: UIBarButtonItem) -> MisuseReport {
    .exception("UIBarButtonItemGroup: the bar button item \(item.title ?? "(untitled)") already belongs to another group; remove it from that group first.")
  }

  private static let representativeInGroup = MisuseReport.exception(
    "UIBarButtonItemGroup: the representative item must be a separate bar button item, not one of the group's items.")
}
