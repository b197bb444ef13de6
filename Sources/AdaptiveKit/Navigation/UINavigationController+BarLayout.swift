import Foundation

/// Where a navigation bar puts its back button, bar button items and title: computed by the core,
/// read by renderers and by popovers anchored to bar button items (an AdaptiveKit addition;
/// UIKit lays out `UINavigationBar`'s subviews). Frames are in the navigation controller's view.
@MainActor
public struct NavigationBarLayout {
  /// A bar button item and its frame.
  public struct Item {
    /// The item.
    public let item: UIBarButtonItem
    /// Its frame: its title's or image's width, the bar's height.
    public let frame: CGRect
  }

  /// The bar's frame (``UINavigationController/navigationBarFrame``).
  public let barFrame: CGRect
  /// The back button's frame (chevron and title), or nil when no back button shows.
  public let backButtonFrame: CGRect?
  /// The back button's title: the previous item's `backBarButtonItem` title, else its
  /// `backButtonTitle`, else its title, else "Back"; "Back" when that does not fit beside the
  /// centred title, and empty (a bare chevron) when even "Back" does not fit. Nil without a back button.
  public let backButtonTitle: String?
  /// The left items, leading first (spaces left out).
  public let leftItems: [Item]
  /// The right items, trailing first (spaces left out).
  public let rightItems: [Item]
  /// The title shown: the top item's title, else the top controller's (the top of
  /// ``UINavigationController/navigationBarViewControllers``).
  public let title: String?
  /// The title's frame, centred and pushed aside by long items; nil without a title, or when the
  /// title shows large.
  public let titleFrame: CGRect?
  /// The large title's frame, below the items, from the leading margin; nil unless the bar shows
  /// the title large (``UINavigationController/showsLargeTitle``).
  public let largeTitleFrame: CGRect?
  /// The items of the top item's ``UINavigationItem/pinnedTrailingGroup``, trailing first, at the
  /// trailing end of the bar.
  public var pinnedItems: [Item] = []
  /// The overflow item's frame, between the right items and the pinned ones: shown when the top item
  /// has ``UINavigationItem/additionalOverflowItems`` (AdaptiveKit moves no item of a horizontal
  /// bar to the overflow menu [INF]); nil otherwise.
  public var overflowFrame: CGRect?

  /// The frame of a bar button item in the bar, or nil if the bar does not show it.
  public func frame(of item: UIBarButtonItem) -> CGRect? {
    (leftItems + rightItems + pinnedItems).first { $0.item === item }?.frame
  }
}

extension UINavigationController {
  /// The navigation bar's layout, or nil when the bar does not show (hidden, or the view not loaded).
  ///
  /// Items sit ``BarMetrics/edgeMargin`` from the edges (plus the side safe area) and
  /// ``BarMetrics/itemSpacing`` apart; the back button starts ``BarMetrics/backButtonLeadingMargin``
  /// from the leading edge and is hidden by `hidesBackButton`, and by left items unless
  /// `leftItemsSupplementBackButton`. Nil where the bars show vertically on the iPhone Duo: see
  /// ``verticalBarLayout``.
  public var navigationBarLayout: NavigationBarLayout? {
    guard isNavigationBarVisible, let view = viewIfLoaded, barAxis != .vertical else { return nil }
    let stack = navigationBarViewControllers
    guard let top = stack.last else { return nil }
    let fullBar = navigationBarFrame
    // Items and the inline title sit in the bar's top 44 pt (32 pt in compact height; all of a
    // minimized bar, R124); a large title, when the bar is taller for one, below them.
    let bar = CGRect(x: fullBar.minX, y: fullBar.minY, width: fullBar.width, height: min(inlineBarHeight, fullBar.height))
    let insets = view.safeAreaInsets
    let item = top.navigationItem
    let title = item.title ?? top.title
    let category = traitCollection.preferredContentSizeCategory
    let titleWidth = title.map { min(BarMetrics.titleFont(for: category).estimatedWidth(of: $0), bar.width * BarMetrics.maximumTitleWidthFraction) } ?? 0
    var leading = bar.minX + BarMetrics.backButtonLeadingMargin + insets.left
    var trailing = bar.maxX - BarMetrics.edgeMargin - insets.right

    let leftItems = (item.leftBarButtonItems ?? []).filter(\.isShownInBar)
    var backFrame: CGRect?
    var backTitle: String?
    if stack.count > 1, !item.hidesBackButton, leftItems.isEmpty || item.leftItemsSupplementBackButton {
      let room = (bar.width - titleWidth) / 2 - BarMetrics.backTitleClearance - BarMetrics.backChevronWidth - BarMetrics.backButtonLeadingMargin
      let chosen = Self.backButtonTitle(for: stack[stack.count - 2], room: room, category: category)
      let width = BarMetrics.backChevronWidth
        + (chosen.isEmpty ? 0 : BarMetrics.itemFont(for: category).estimatedWidth(of: chosen) + BarMetrics.backTitleGap)
      backFrame = CGRect(x: leading, y: bar.minY, width: width, height: bar.height)
      backTitle = chosen
      leading += width + BarMetrics.backButtonSpacing
    } else {
      leading += BarMetrics.edgeMargin - BarMetrics.backButtonLeadingMargin
    }
    var left: [NavigationBarLayout.Item] = []
    for barItem in leftItems where !barItem.isSpace {
      let frame = CGRect(x: leading, y: bar.minY, width: Self.width(of: barItem, category: category), height: bar.height)
      left.append(.init(item: barItem, frame: frame))
      leading = frame.maxX + BarMetrics.itemSpacing
    }
    var pinned: [NavigationBarLayout.Item] = []
    for barItem in item.shownPinnedItems {
      let width = Self.width(of: barItem, category: category)
      let frame = CGRect(x: trailing - width, y: bar.minY, width: width, height: bar.height)
      pinned.append(.init(item: barItem, frame: frame))
      trailing = frame.minX - BarMetrics.itemSpacing
    }
    var overflowFrame: CGRect?
    if item.additionalOverflowItems != nil {
      let frame = CGRect(x: trailing - BarMetrics.imageItemWidth, y: bar.minY, width: BarMetrics.imageItemWidth, height: bar.height)
      overflowFrame = frame
      trailing = frame.minX - BarMetrics.itemSpacing
    }
    var right: [NavigationBarLayout.Item] = []
    for barItem in (item.rightBarButtonItems ?? []).filter(\.isShownInBar) where !barItem.isSpace {
      let width = Self.width(of: barItem, category: category)
      let frame = CGRect(x: trailing - width, y: bar.minY, width: width, height: bar.height)
      right.append(.init(item: barItem, frame: frame))
      trailing = frame.minX - BarMetrics.itemSpacing
    }
    var titleFrame: CGRect?
    var largeTitleFrame: CGRect?
    if let title, !title.isEmpty, fullBar.height > bar.height {
      let x = fullBar.minX + BarMetrics.edgeMargin + insets.left
      largeTitleFrame = CGRect(x: x, y: bar.maxY, width: max(fullBar.maxX - BarMetrics.edgeMargin - insets.right - x, 0),
                               height: BarMetrics.largeTitleHeight(for: category))
    } else if let title, !title.isEmpty {
      let x = max(bar.midX - titleWidth / 2, leading)
      titleFrame = CGRect(x: x, y: bar.minY, width: max(min(titleWidth, trailing - x), 0), height: bar.height)
    }
    return NavigationBarLayout(barFrame: fullBar, backButtonFrame: backFrame, backButtonTitle: backTitle,
                               leftItems: left, rightItems: right, title: title, titleFrame: titleFrame,
                               largeTitleFrame: largeTitleFrame, pinnedItems: pinned, overflowFrame: overflowFrame)
  }

  /// The back title UIKit chooses for going back to `previous`, given the room beside the title.
  static func backButtonTitle(for previous: UIViewController, room: CGFloat, category: UIContentSizeCategory) -> String {
    let font = BarMetrics.itemFont(for: category)
    let item = previous.navigationItem
    var title = item.backBarButtonItem?.title ?? item.backButtonTitle ?? item.title ?? previous.title ?? BarMetrics.genericBackTitle
    if font.estimatedWidth(of: title) > room { title = BarMetrics.genericBackTitle }
    if font.estimatedWidth(of: title) > room { title = "" }
    return title
  }

  /// The width of a bar button item: its title's in the item font (the title font for `.done`) at
  /// the content size category, else ``BarMetrics/imageItemWidth``.
  static func width(of item: UIBarButtonItem, category: UIContentSizeCategory) -> CGFloat {
    guard let title = item.displayedTitle else { return BarMetrics.imageItemWidth }
    return (item.style == .done ? BarMetrics.titleFont(for: category) : BarMetrics.itemFont(for: category)).estimatedWidth(of: title)
  }
}
