public import AdaptiveKit
import Foundation

/// The actions of the iOS 18–26 containers and windows: the tab bar controller's sidebar button,
/// an app's inspector button, and the drag of a window's edge.
extension ActionDriver {
  /// The tab bar controller in front whose sidebar the user can toggle (R99): nil when the
  /// frontmost one has no sidebar now (compact width, an iPhone, the `.tabBar` mode).
  public static func sidebarTabBarController(in window: UIWindow) -> UITabBarController? {
    guard let tabs = frontmost(UITabBarController.self, in: window), tabs.sidebar.isAvailable,
          tabs.traitCollection.userInterfaceIdiom != .phone else { return nil }
    return tabs
  }

  /// The split view controller in front that has an inspector (R111): the frontmost split, or,
  /// while the inspector's own sheet is in front (R112), the split under it.
  public static func inspectorSplitViewController(in window: UIWindow) -> UISplitViewController? {
    if let split = frontmost(UISplitViewController.self, in: window), split.viewController(for: .inspector) != nil { return split }
    guard let presented = frontmostPresented(in: window), let presenter = presented.presentingViewController,
          let split = frontmost(UISplitViewController.self, from: presenter),
          let inspector = split.viewController(for: .inspector),
          inspector === presented || inspector.navigationController === presented else { return nil }
    return split
  }

  static func toggleSidebar(in window: UIWindow) -> ActionOutcome.Effect {
    guard let tabs = sidebarTabBarController(in: window) else {
      return .unavailable("no tab bar controller in front has a sidebar to show or hide now")
    }
    tabs.simulateSidebarToggle()
    return .performed("the sidebar of \(tabs.debugName) is \(tabs.sidebar.isHidden ? "hidden" : "shown")")
  }

  static func toggleInspector(in window: UIWindow) -> ActionOutcome.Effect {
    guard let split = inspectorSplitViewController(in: window) else {
      return .unavailable("no split view controller in front has an inspector")
    }
    if split.isShowing(.inspector) { split.hide(.inspector) } else { split.show(.inspector) }
    let where_ = split.isCollapsed ? "as a sheet" : "as a column"
    return .performed(split.isShowing(.inspector) ? "the inspector of \(split.debugName) shows \(where_)" : "the inspector of \(split.debugName) is hidden")
  }

  /// The drag passes through the size halfway, then lets go at `size`: the app's scenes follow it
  /// (`UIApplication.resizeInteractively(through:)`); a window without a scene takes the size.
  static func dragWindowEdge(of window: UIWindow, to size: CGSize) -> ActionOutcome.Effect {
    let start = window.bounds.size
    let halfway = CGSize(width: ((start.width + size.width) / 2).rounded(), height: ((start.height + size.height) / 2).rounded())
    if let application = window.windowScene?.next as? UIApplication {
      application.resizeInteractively(through: [halfway, size])
    } else {
      window.resize(to: size)
    }
    return .performed("dragged the window's edge to \(UserAction.number(window.bounds.width))×\(UserAction.number(window.bounds.height))")
  }
}
