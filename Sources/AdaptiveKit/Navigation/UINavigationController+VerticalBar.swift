import Foundation

/// Where a navigation controller's vertical bar (the iPhone Duo's, iOS 27.1) puts its back button
/// and items: computed by the core, read by renderers and by popovers anchored to bar button items
/// (an AdaptiveKit addition). Frames are in the navigation controller's view.
///
/// The bar stacks, top to bottom: the back button, the `.done` items, then the others in order:
/// the top item's leading items, its trailing items and the top controller's toolbar items (the
/// toolbar folds into the one vertical bar); each in a ``BarMetrics/verticalBarItemHeight`` slot.
/// The title is not drawn [INF].
@MainActor
public struct VerticalBarLayout {
  /// The bar's frame: ``BarMetrics/verticalBarWidth`` wide along the side of ``edge``, the full
  /// height of the view's safe area.
  public let barFrame: CGRect
  /// The edge the bar is on: the trait collection's ``UITraitCollection/verticalBarEdge``.
  public let edge: UIVerticalBarEdge
  /// The back button's slot, at the top; nil when no back button shows.
  public let backButtonFrame: CGRect?
  /// The items shown in the bar, top to bottom, with their slots.
  public let items: [NavigationBarLayout.Item]
  /// The slot of the overflow ("more") item, below the last item shown; nil when every item fits
  /// and the top item has no ``UINavigationItem/additionalOverflowItems`` (or the bar has no room
  /// for a slot).
  public let overflowFrame: CGRect?
  /// The items that did not fit, in bar order: the overflow item's menu, before the top item's
  /// ``UINavigationItem/additionalOverflowItems``.
  public let overflowItems: [UIBarButtonItem]
  /// The items of the top item's ``UINavigationItem/pinnedTrailingGroup``, at the bottom of the
  /// bar, the first lowest: they never go to the overflow menu.
  public let pinnedItems: [NavigationBarLayout.Item]
  /// The slots of the tabs of a tab bar controller whose tab bar joins the bar
  /// (``UITabBarController/tabBarJoinsVerticalBar``), one per
  /// ``UITabBarController/tabBarViewControllers`` entry, at the bottom; `.zero` for a tab the
  /// ``UINavigationItem/verticalBarCompressionBehavior`` compressed away. Empty without such a tab bar.
  public let tabFrames: [CGRect]
  /// The title of the top item (not drawn in the bar).
  public let title: String?

  /// The frame of a bar button item in the bar: its slot, the overflow item's slot for an item in
  /// the overflow menu, nil if the bar does not show it.
  public func frame(of item: UIBarButtonItem) -> CGRect? {
    (items + pinnedItems).first { $0.item === item }?.frame ?? (overflowItems.contains { $0 === item } ? overflowFrame : nil)
  }
}

extension UINavigationController {
  /// Whether this controller's bars show as one vertical bar (the iPhone Duo, iOS 27.1): the
  /// navigation bar or the toolbar shows and ``UIViewController/barAxis`` is `.vertical`. The bar
  /// then sits along the trait collection's ``UITraitCollection/verticalBarEdge``
  /// (``verticalBarLayout``), and the content's safe area grows on that side instead of the top
  /// and bottom.
  public var showsVerticalBar: Bool {
    (isNavigationBarVisible || isToolbarVisible) && barAxis == .vertical
  }

  /// Whether the vertical bar is on the right: the trailing edge in a left-to-right layout.
  var verticalBarIsOnTheRight: Bool {
    let traits = traitCollection
    return (traits.verticalBarEdge == .trailing) != (traits.layoutDirection == .rightToLeft)
  }

  /// The vertical bar's frame in this controller's view: ``BarMetrics/verticalBarWidth`` wide
  /// inside the side safe-area inset, from the top safe-area inset to the bottom one.
  var verticalBarFrame: CGRect {
    guard let view = viewIfLoaded else { return .zero }
    let insets = view.safeAreaInsets, bounds = view.bounds
    let width = BarMetrics.verticalBarWidth
    let x = verticalBarIsOnTheRight ? bounds.width - insets.right - width : insets.left
    return CGRect(x: x, y: insets.top, width: width, height: max(bounds.height - insets.top - insets.bottom, 0))
  }

  /// The vertical bar's layout, or nil when the bars do not show vertically (``showsVerticalBar``).
  ///
  /// Hidden items, spaces and `.horizontalOnly` items (``UIBarButtonItem/axisBehavior``) do not
  /// show. When the items do not fit the bar's length, the last slot becomes an overflow item and
  /// the items with the lowest ``UIBarButtonItem/visibilityPriority`` go to its menu first; among
  /// equal priorities an `.automatic` item goes before a `.verticalPreferred` one, and a later item
  /// before an earlier one [INF]. The pinned trailing group's items sit at the bottom, above the
  /// tabs of a tab bar that joins the bar (``UITabBarController/tabBarJoinsVerticalBar``); the top
  /// item's ``UINavigationItem/verticalBarCompressionBehavior`` `.prefersBarItems` keeps only the
  /// selected tab when items and tabs do not fit.
  public var verticalBarLayout: VerticalBarLayout? {
    guard showsVerticalBar, viewIfLoaded != nil else { return nil }
    let bar = verticalBarFrame
    let stack = navigationBarViewControllers
    let top = stack.last
    var candidates: [UIBarButtonItem] = []
    var showsBack = false
    var pinnedItems: [UIBarButtonItem] = []
    var hasAdditionalOverflow = false
    if isNavigationBarVisible, let item = top?.navigationItem {
      let leading = item.leftBarButtonItems ?? []
      showsBack = stack.count > 1 && !item.hidesBackButton
        && (!leading.contains(where: \.isShownInBar) || item.leftItemsSupplementBackButton)
      candidates += leading + (item.rightBarButtonItems ?? [])
      pinnedItems = item.shownPinnedItems.filter { $0.axisBehavior != .horizontalOnly }
      hasAdditionalOverflow = item.additionalOverflowItems != nil
    }
    if isToolbarVisible { candidates += topViewController?.toolbarItems ?? [] }
    candidates = candidates.filter { $0.isShownInBar && !$0.isSpace && $0.axisBehavior != .horizontalOnly }
    // The prominent (`.done`) items come right after the back button [INF].
    candidates = candidates.filter { $0.style == .done } + candidates.filter { $0.style != .done }

    let slot = BarMetrics.verticalBarItemHeight, spacing = BarMetrics.verticalBarItemSpacing
    var y = bar.minY + BarMetrics.verticalBarEndMargin
    let end = bar.maxY - BarMetrics.verticalBarEndMargin
    func nextSlot() -> CGRect {
      defer { y += slot + spacing }
      return CGRect(x: bar.minX, y: y, width: bar.width, height: slot)
    }
    let backFrame = showsBack ? nextSlot() : nil
    // The tabs of a tab bar that joins the bar sit at the bottom, the first highest; when the
    // items and every tab do not fit, `.prefersBarItems` keeps only the selected tab [INF].
    var tabIndices: [Int] = []
    var tabCount = 0
    if let tabs = parent as? UITabBarController, tabs.displayedChild === self, tabs.tabBarJoinsVerticalBar {
      tabCount = tabs.tabBarViewControllers.count
      tabIndices = Array(0..<tabCount)
      let total = Int((max(end - y + spacing, 0) / (slot + spacing)).rounded(.down)) - pinnedItems.count
      let behavior = top?.navigationItem.verticalBarCompressionBehavior ?? .automatic
      if behavior == .prefersBarItems, candidates.count + (hasAdditionalOverflow ? 1 : 0) + tabCount > total,
         let selected = tabs.minimizedSelectedIndex {
        tabIndices = [selected]
      }
    }
    var tabFrames = Array(repeating: CGRect.zero, count: tabCount)
    for (position, index) in tabIndices.reversed().enumerated() {
      tabFrames[index] = CGRect(x: bar.minX, y: end - slot - CGFloat(position) * (slot + spacing), width: bar.width, height: slot)
    }
    let tabsTop = end - CGFloat(tabIndices.count) * (slot + spacing)
    // The pinned items stack up above the tabs, the first lowest.
    let pinned = pinnedItems.enumerated().map { index, item in
      NavigationBarLayout.Item(item: item, frame: CGRect(x: bar.minX, y: tabsTop - slot - CGFloat(index) * (slot + spacing),
                                                         width: bar.width, height: slot))
    }
    let pinnedTop = pinned.last.map { $0.frame.minY - spacing } ?? tabsTop
    let room = max(pinnedTop - y + spacing, 0)
    let capacity = Int((room / (slot + spacing)).rounded(.down))
    let (shown, overflow) = Self.itemsFitting(candidates, capacity: capacity, overflowAlwaysShown: hasAdditionalOverflow)
    let items = shown.map { NavigationBarLayout.Item(item: $0, frame: nextSlot()) }
    let needsOverflow = !overflow.isEmpty || hasAdditionalOverflow
    let overflowFrame = !needsOverflow || capacity == 0 ? nil : nextSlot()
    return VerticalBarLayout(barFrame: bar, edge: traitCollection.verticalBarEdge, backButtonFrame: backFrame, items: items,
                             overflowFrame: overflowFrame, overflowItems: overflow, pinnedItems: pinned, tabFrames: tabFrames,
                             title: top.map { $0.navigationItem.title ?? $0.title } ?? nil)
  }

  /// The items of `candidates` that show in `capacity` slots, in order, and those that go to the
  /// overflow menu, in order: all show when they fit (beside the overflow item when it always
  /// shows); otherwise one slot is the overflow item's, and the items that give way are the lowest
  /// priority first, `.automatic` before `.verticalPreferred`, later before earlier.
  static func itemsFitting(
    _ candidates: [UIBarButtonItem], capacity: Int, overflowAlwaysShown: Bool
  ) -> (shown: [UIBarButtonItem], overflow: [UIBarButtonItem]) {
    guard candidates.count > (overflowAlwaysShown ? capacity - 1 : capacity) else { return (candidates, []) }
    let keep = max(capacity - 1, 0)
    let givingWay = candidates.indices.sorted { lhs, rhs in
      let a = candidates[lhs], b = candidates[rhs]
      if a.visibilityPriority != b.visibilityPriority { return a.visibilityPriority < b.visibilityPriority }
      let aPrefers = a.axisBehavior == .verticalPreferred, bPrefers = b.axisBehavior == .verticalPreferred
      if aPrefers != bPrefers { return !aPrefers }
      return lhs > rhs
    }
    let dropped = Set(givingWay.prefix(candidates.count - keep))
    let shown = candidates.indices.filter { !dropped.contains($0) }.map { candidates[$0] }
    let overflow = candidates.indices.filter { dropped.contains($0) }.map { candidates[$0] }
    return (shown, overflow)
  }
}
