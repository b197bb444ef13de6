import Foundation

/// Where a bar button item is drawn, for popovers anchored to it ([INF]: AdaptiveKit draws no
/// navigation bar; the bar is 44 pt tall below the status bar of the navigation controller's view,
/// and its items are 44 × 44 pt, 8 pt from the edges, right items from the right edge).
@MainActor
enum BarButtonItemAnchor {
  /// The frame of `item` in the window, or nil when no controller on screen shows it.
  static func frameInWindow(of item: UIBarButtonItem, in window: UIWindow?) -> CGRect? {
    guard let window, let root = window.rootViewController else { return nil }
    var result: CGRect?
    visit(root) { controller in
      guard result == nil, let navigationItem = controller.storedNavigationItem else { return }
      let host = controller.navigationController?.viewIfLoaded ?? controller.viewIfLoaded
      guard let hostView = host, hostView.window === window else { return }
      let bar = hostView.frameInWindow
      let top = bar.minY + (bar.minY <= 0 ? SafeArea.topInset(for: window) : 0)
      if let index = navigationItem.rightBarButtonItems?.firstIndex(where: { $0 === item }) {
        result = CGRect(x: bar.maxX - 8 - 44 * CGFloat(index + 1), y: top, width: 44, height: 44)
      } else if let index = navigationItem.leftBarButtonItems?.firstIndex(where: { $0 === item }) {
        result = CGRect(x: bar.minX + 8 + 44 * CGFloat(index), y: top, width: 44, height: 44)
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
