import Foundation

/// Where a bar button item is drawn, for popovers anchored to it: the item's frame in its
/// navigation bar's layout (``UINavigationController/navigationBarLayout``) or its toolbar's
/// (``UINavigationController/toolbarLayout``), the same frame renderers draw. An item in the navigation item of a controller outside a navigation controller
/// has no bar: it is taken as 44 × 44 pt, 8 pt from the edges, just below the top safe area ([INF]).
@MainActor
package enum BarButtonItemAnchor {
  /// The frame of `item` in the window, or nil when no controller on screen shows it.
  package static func frameInWindow(of item: UIBarButtonItem, in window: UIWindow?) -> CGRect? {
    guard let window, let root = window.rootViewController else { return nil }
    var result: CGRect?
    visit(root) { controller in
      guard result == nil else { return }
      if let navigation = controller.navigationController, navigation.topViewController === controller,
         let view = navigation.viewIfLoaded, view.window === window,
         let frame = navigation.toolbarLayout?.frame(of: item) ?? navigation.verticalBarLayout?.frame(of: item) {
        result = view.convert(frame, to: nil)
        return
      }
      guard let navigationItem = controller.storedNavigationItem else { return }
      // The bar that shows the controller's items: its navigation controller's, or the primary's
      // for a column's stack inside a collapsed column-style split (R41).
      if let navigation = controller.navigationController?.navigationControllerShowingBar {
        guard navigation.navigationBarViewControllers.last === controller, let view = navigation.viewIfLoaded, view.window === window,
              let frame = navigation.navigationBarLayout?.frame(of: item) ?? navigation.verticalBarLayout?.frame(of: item)
        else { return }
        result = view.convert(frame, to: nil)
        return
      }
      guard let hostView = controller.viewIfLoaded, hostView.window === window else { return }
      let bar = hostView.frameInWindow
      let top = bar.minY + (bar.minY <= 0 ? SafeArea.topInset(for: window) : 0)
      let side = BarMetrics.barlessItemSide, margin = BarMetrics.barlessItemMargin
      if let index = navigationItem.rightBarButtonItems?.firstIndex(where: { $0 === item }) {
        result = CGRect(x: bar.maxX - margin - side * CGFloat(index + 1), y: top, width: side, height: side)
      } else if let index = navigationItem.leftBarButtonItems?.firstIndex(where: { $0 === item }) {
        result = CGRect(x: bar.minX + margin + side * CGFloat(index), y: top, width: side, height: side)
      }
    }
    return result
  }

  /// Visits every controller on screen: children, then presentations.
  private static func visit(_ controller: UIViewController, _ body: (UIViewController) -> Void) {
    body(controller)
    for child in controller.visibleChildren { visit(child, body) }
    if let presented = controller.storedPresentedViewController { visit(presented, body) }
  }
}
