import AdaptiveKit
import Foundation

/// The sidebar button of a column-style split view.
///
/// UIKit puts a sidebar toggle (`sidebar.leading`) in the navigation bar of an expanded
/// column-style split's leading visible column: in the sidebar's bar while the sidebar is tiled
/// beside the secondary, in the secondary's bar while the sidebar is hidden. The core models the
/// button's behaviour (`displayModeButtonItem`, `displayModeButtonVisibility`,
/// `presentsWithGesture`) but not its automatic placement, so the renderer places it: at the bar's
/// leading edge when no back button or left item holds it [INF], and not at all when the app put
/// the split's display-mode button in one of the columns' bars itself. A tap runs the display-mode button's action.
extension LayoutTreeBuilder {
  func sidebarButtonNode(_ navigation: UINavigationController, layout: NavigationBarLayout, bar: LayoutNode) -> LayoutNode? {
    guard let split = navigation.parent as? UISplitViewController, split.style != .unspecified, !split.isCollapsed,
          split.displayModeButtonVisibility != .never, split.presentsWithGesture || split.displayModeButtonVisibility == .always,
          layout.backButtonFrame == nil, layout.leftItems.isEmpty,
          !showsDisplayModeButtonItself(split), let view = navigation.viewIfLoaded, leadingColumn(of: split) === navigation else { return nil }
    let frame = view.convert(CGRect(x: layout.barFrame.minX + BarMetrics.edgeMargin + view.safeAreaInsets.left, y: layout.barFrame.minY,
                                    width: BarMetrics.imageItemWidth + 4, height: layout.barFrame.height), to: nil)
    var node = LayoutNode(id: "\(bar.id).sidebar", label: "\(bar.label).sidebar", role: .barButton, frame: frame)
    node.traits.glyph = "sidebar.leading"
    node.action = .displayModeButton(split)
    return node
  }

  /// Whether a column's top controller shows the split's display-mode button among its items
  /// (found by the item's identifier: reading `displayModeButtonItem` would create it).
  private func showsDisplayModeButtonItself(_ split: UISplitViewController) -> Bool {
    split.children.contains { child in
      guard let item = (child as? UINavigationController)?.topViewController?.navigationItem else { return false }
      return ((item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? [])).contains {
        $0.accessibilityIdentifier == UISplitViewController.displayModeButtonIdentifier
      }
    }
  }

  /// The split's column on screen nearest the leading edge (the widest of those that start there,
  /// so the secondary under an overlaid sidebar).
  private func leadingColumn(of split: UISplitViewController) -> UIViewController? {
    split.children.filter { child in
      guard let view = child.viewIfLoaded else { return false }
      return view.window != nil && !view.isHidden
    }.min { a, b in
      let first = a.view.frameInWindow, second = b.view.frameInWindow
      return (first.minX, -first.width) < (second.minX, -second.width)
    }
  }
}
