import Foundation

extension UIViewController {
  /// The items a navigation controller's toolbar shows while this controller is on top; setting
  /// them lays the navigation controller out again.
  public var toolbarItems: [UIBarButtonItem]? {
    get { storedToolbarItems }
    set {
      storedToolbarItems = newValue
      for item in newValue ?? [] { item.toolbarOwner = self }
      navigationController?.viewIfLoaded?.setNeedsLayout()
    }
  }

  /// Sets the toolbar items.
  public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }
}

/// Where a navigation controller's toolbar puts its items: computed by the core, read by
/// renderers and by popovers anchored to toolbar items (an AdaptiveKit addition). Frames are in
/// the navigation controller's view.
@MainActor
public struct ToolbarLayout {
  /// The toolbar's frame (``UINavigationController/toolbarFrame``).
  public let barFrame: CGRect
  /// The items shown, leading first (spaces left out), with their frames.
  public let items: [NavigationBarLayout.Item]

  /// The frame of an item in the toolbar, or nil if the toolbar does not show it.
  public func frame(of item: UIBarButtonItem) -> CGRect? {
    items.first { $0.item === item }?.frame
  }
}

extension UINavigationController {
  /// Whether the toolbar shows: not hidden, and not hidden by `hidesBarsWhenVerticallyCompact`
  /// in compact height (R90).
  public var isToolbarVisible: Bool {
    !isToolbarHidden && !(hidesBarsWhenVerticallyCompact && traitCollection.verticalSizeClass == .compact)
  }

  /// The toolbar's frame in this controller's view: full width, 44 pt (32 pt in compact height)
  /// above the view's bottom
  /// safe-area inset, its background reaching down to the view's bottom (an AdaptiveKit addition;
  /// UIKit's `toolbar.frame` without the background). `.zero` when the toolbar does not show. On
  /// the iPhone Duo, where the bars show vertically (``showsVerticalBar``), the toolbar's items
  /// fold into the navigation bar's vertical bar and the frame is `.zero`, or the vertical bar's
  /// frame when the navigation bar is hidden.
  public var toolbarFrame: CGRect {
    guard isToolbarVisible, let view = viewIfLoaded else { return .zero }
    if barAxis == .vertical { return isNavigationBarVisible ? .zero : verticalBarFrame }
    return BarMetrics.bottomBarFrame(in: view.bounds.size, height: inlineBarHeight, bottomInset: view.safeAreaInsets.bottom)
  }

  /// The toolbar's layout, or nil when it does not show.
  ///
  /// Items sit in the toolbar's top 44 pt (32 pt in compact height), ``BarMetrics/edgeMargin``
  /// from the edges (plus the side safe area) and ``BarMetrics/itemSpacing`` apart; flexible
  /// spaces share the room left equally, fixed spaces take their `width` ([INF]: UIKit's exact
  /// spacing is not documented).
  /// Nil where the bars show vertically: see ``verticalBarLayout``.
  public var toolbarLayout: ToolbarLayout? {
    guard isToolbarVisible, let view = viewIfLoaded, barAxis != .vertical else { return nil }
    let bar = toolbarFrame
    let insets = view.safeAreaInsets
    let items = (topViewController?.toolbarItems ?? []).filter { !$0.isHidden }
    let leading = bar.minX + BarMetrics.edgeMargin + insets.left
    let trailing = bar.maxX - BarMetrics.edgeMargin - insets.right
    let category = traitCollection.preferredContentSizeCategory
    func width(of item: UIBarButtonItem) -> CGFloat {
      switch item.systemItem {
      case .flexibleSpace: 0
      case .fixedSpace: item.width
      default: Self.width(of: item, category: category)
      }
    }
    let gaps = zip(items, items.dropFirst()).filter { !$0.0.isSpace && !$0.1.isSpace }.count
    let used = items.map(width(of:)).reduce(0, +) + CGFloat(gaps) * BarMetrics.itemSpacing
    let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
    let share = flexible == 0 ? 0 : max(trailing - leading - used, 0) / CGFloat(flexible)
    var x = leading
    var laidOut: [NavigationBarLayout.Item] = []
    for (index, item) in items.enumerated() {
      if item.systemItem == .flexibleSpace {
        x += share
        continue
      }
      let itemWidth = width(of: item)
      if !item.isSpace {
        laidOut.append(.init(item: item, frame: CGRect(x: x, y: bar.minY, width: itemWidth, height: inlineBarHeight)))
      }
      x += itemWidth
      if index + 1 < items.count, !item.isSpace, !items[index + 1].isSpace { x += BarMetrics.itemSpacing }
    }
    return ToolbarLayout(barFrame: bar, items: laidOut)
  }
}
