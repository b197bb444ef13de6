public import AdaptiveKit
public import AdaptiveRendering
import Foundation

/// Answers the questions an `expect` step asks about a window, with UIKit's public API only.
///
/// - The **frontmost layer** is the last controller of the presentation chain that starts at the
///   root (`presentedViewController`, repeatedly), or the root when nothing is presented.
/// - The **top controller** descends from the frontmost layer into the last child whose view is in
///   the window: a navigation controller's top, a tab bar controller's selected tab, an expanded
///   split's secondary, a collapsed split's primary stack.
/// - A controller is **on screen** when its view is in the window.
/// - The **visible screens** are what the renderer draws: the controllers of AdaptiveRendering's
///   layout tree whose frame shows inside the window and that contain no such controller, listed in
///   hierarchy order (depth first, children before the controllers they present). A page sheet's
///   presenter stays visible behind the card, but only the top two cards of a stack show; a
///   full-screen presentation removes the presenter; a column hidden off screen is not visible.
@MainActor
public enum WindowInspector {
  /// The frontmost presented controller, or nil when nothing is presented.
  public static func frontmostPresented(in window: UIWindow) -> UIViewController? {
    guard var current = window.rootViewController?.presentedViewController else { return nil }
    while let next = current.presentedViewController, next !== current { current = next }
    return current
  }

  /// The frontmost layer: the frontmost presented controller, or the root.
  public static func frontmostLayer(in window: UIWindow) -> UIViewController? {
    frontmostPresented(in: window) ?? window.rootViewController
  }

  /// The chain from the frontmost layer down to the top controller.
  public static func topPath(in window: UIWindow) -> [UIViewController] {
    guard var current = frontmostLayer(in: window) else { return [] }
    var path = [current]
    while let child = current.children.last(where: isOnScreen) {
      path.append(child)
      current = child
    }
    return path
  }

  /// The top controller (see the type's description).
  public static func topViewController(in window: UIWindow) -> UIViewController? {
    topPath(in: window).last
  }

  /// The navigation controller nearest the top controller, if any.
  public static func frontmostNavigationController(in window: UIWindow) -> UINavigationController? {
    topPath(in: window).reversed().lazy.compactMap { $0 as? UINavigationController }.first
  }

  /// The first split view controller on screen (depth first), else the first in the hierarchy
  /// (a tab bar controller holds a split per tab; the selected tab's is on screen), if any.
  public static func firstSplitViewController(in window: UIWindow) -> UISplitViewController? {
    first(UISplitViewController.self, in: window)
  }

  /// The first tab bar controller on screen (depth first), else the first in the hierarchy, if any.
  public static func firstTabBarController(in window: UIWindow) -> UITabBarController? {
    first(UITabBarController.self, in: window)
  }

  /// The first controller of a class on screen (depth first), else the first in the hierarchy.
  private static func first<Controller: UIViewController>(_ type: Controller.Type, in window: UIWindow) -> Controller? {
    let all = allControllers(in: window).compactMap { $0 as? Controller }
    return all.first { $0.viewIfLoaded?.window === window } ?? all.first
  }

  /// Every controller in the window: depth first, children before presented controllers.
  public static func allControllers(in window: UIWindow) -> [UIViewController] {
    var result: [UIViewController] = []
    func visit(_ controller: UIViewController) {
      result.append(controller)
      controller.children.forEach(visit)
      if let presented = controller.presentedViewController, presented.presentingViewController === controller {
        visit(presented)
      }
    }
    if let root = window.rootViewController { visit(root) }
    return result
  }

  /// Whether a controller's view is in a window.
  public static func isOnScreen(_ controller: UIViewController) -> Bool {
    controller.viewIfLoaded?.window != nil
  }

  /// The visible screens (see the type's description).
  public static func visibleScreens(in window: UIWindow) -> [UIViewController] {
    visibleScreens(in: window, layoutTree: AdaptiveRenderer.layoutTree(for: window))
  }

  /// The visible screens, read from `layoutTree`, the window's current layout tree (a frame's).
  public static func visibleScreens(in window: UIWindow, layoutTree: LayoutNode) -> [UIViewController] {
    var result: [UIViewController] = []
    func visit(_ node: LayoutNode) -> Bool {
      var containsScreen = false
      for child in node.children where visit(child) { containsScreen = true }
      guard node.role == .controller, let controller = node.controller, shows(node, in: window) else { return containsScreen }
      if !containsScreen, !result.contains(where: { $0 === controller }) { result.append(controller) }
      return true
    }
    _ = visit(layoutTree)
    let drawn = Set(result.map(ObjectIdentifier.init))
    return allControllers(in: window).filter { drawn.contains(ObjectIdentifier($0)) }
  }

  /// Whether a node's frame (within its clip) covers some of the window.
  private static func shows(_ node: LayoutNode, in window: UIWindow) -> Bool {
    var area = node.frame.intersection(window.bounds)
    if let clip = node.clip { area = area.intersection(clip.rect) }
    return !area.isNull && area.width > 0 && area.height > 0
  }

  /// A controller's title, else its navigation item's (what its bar shows, as a storyboard often
  /// sets only that), else its type name.
  public static func title(of controller: UIViewController) -> String {
    controller.displayedTitle ?? String(describing: type(of: controller))
  }

  /// The texts of a controller's table rows (its first table view, depth first), top to bottom and
  /// section after section, as its data source gives them; nil when it shows no table.
  public static func rowTexts(of controller: UIViewController) -> [String]? {
    guard let view = controller.viewIfLoaded, let table = firstTable(in: view), let dataSource = table.dataSource else { return nil }
    var texts: [String] = []
    for section in 0..<table.numberOfSections {
      for row in 0..<table.numberOfRows(inSection: section) {
        texts.append(dataSource.tableView(table, cellForRowAt: IndexPath(row: row, section: section)).textLabel?.text ?? "")
      }
    }
    return texts
  }

  private static func firstTable(in view: UIView) -> UITableView? {
    if let table = view as? UITableView { return table }
    return view.subviews.lazy.compactMap(firstTable(in:)).first
  }

  /// The first controller in the window with this title.
  public static func controller(titled title: String, in window: UIWindow) -> UIViewController? {
    allControllers(in: window).first { $0.displayedTitle == title }
  }
}
