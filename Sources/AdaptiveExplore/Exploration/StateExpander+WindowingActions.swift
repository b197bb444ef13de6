import AdaptiveKit
import AdaptiveRendering
import Foundation

extension StateExpander {
  /// The narrow width a window's edge is dragged to besides the multitasking widths: a free width
  /// no multitasking arrangement gives, compact on an iPad (below 678 points).
  static let narrowFreeWidth: CGFloat = 400

  /// The actions of the iOS 18–26 containers and windows, where the app has them:
  ///
  /// 1. ``UserAction/toggleSidebar`` when the tab bar controller in front has a sidebar now;
  /// 2. ``UserAction/toggleInspector`` when the split in front has an inspector;
  /// 3. with ``ExplorationLimits/changesEnvironment``, for a window in a resizable scene (an
  ///    iPad's), ``UserAction/dragWindowEdge(_:)`` to each multitasking width of the orientation
  ///    and to ``narrowFreeWidth``, at the window's height, other than its width now.
  func windowingActions(in window: UIWindow) -> [UserAction] {
    var actions: [UserAction] = []
    if ActionDriver.sidebarTabBarController(in: window) != nil { actions.append(.toggleSidebar) }
    if ActionDriver.inspectorSplitViewController(in: window) != nil { actions.append(.toggleInspector) }
    guard limits.changesEnvironment, let device = window.device, device.idiom == .pad, window.windowScene?.sizeRestrictions != nil else {
      return actions
    }
    var widths = device.multitaskingWidths(in: window.interfaceOrientation).map(\.width)
    if !widths.contains(Self.narrowFreeWidth) { widths.append(Self.narrowFreeWidth) }
    for width in widths where width != window.bounds.width {
      actions.append(.dragWindowEdge(CGSize(width: width, height: window.bounds.height)))
    }
    return actions
  }
}
