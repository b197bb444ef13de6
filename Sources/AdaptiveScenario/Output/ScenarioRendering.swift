import AdaptiveKit
import Foundation
#if ADAPTIVE_RENDERER_API
import AdaptiveRendering
#endif

/// How the scenario tools draw a window and find what a `tap` step touches.
///
/// With AdaptiveRendering (ADAPTIVE_RENDERER_API), everything goes through it: `AdaptiveRenderer.text(for:)`,
/// `svg(for:)`, and `target(labelOrID:in:)` then `perform()`, the same hit-testing path as a
/// user's tap. Without it, a fallback uses the hierarchy dump, a frame outline SVG, and
/// ``ScenarioViewController`` rows and tab titles found by label in the frontmost layer.
@MainActor
public enum ScenarioRendering {
  /// Whether the real renderer (AdaptiveRendering) is in this build.
  public static var usesAdaptiveRenderer: Bool {
    #if ADAPTIVE_RENDERER_API
    true
    #else
    false
    #endif
  }

  /// The window as text: the renderer's dump and sketch, or the hierarchy dump.
  public static func text(for window: UIWindow) -> String {
    #if ADAPTIVE_RENDERER_API
    AdaptiveRenderer.text(for: window)
    #else
    HierarchyDump.describe(window)
    #endif
  }

  /// The window as an SVG document.
  public static func svg(for window: UIWindow) -> String {
    #if ADAPTIVE_RENDERER_API
    AdaptiveRenderer.svg(for: window)
    #else
    OutlineSVG.document(for: window)
    #endif
  }

  /// What tapping the element labelled (or identified by) `label` does, or nil if no such element
  /// is on screen. Returns a description of the element and the action.
  public static func tapTarget(_ label: String, in window: UIWindow) -> (description: String, perform: @MainActor () -> Void)? {
    #if ADAPTIVE_RENDERER_API
    guard let target = AdaptiveRenderer.target(labelOrID: label, in: window) else { return nil }
    return (target.description, { target.perform() })
    #else
    return fallbackTapTarget(label, in: window)
    #endif
  }

  /// Rows of scenario screens, then tabs, in the frontmost layer (frontmost controllers first).
  static func fallbackTapTarget(_ label: String, in window: UIWindow) -> (description: String, perform: @MainActor () -> Void)? {
    guard let layer = WindowInspector.frontmostLayer(in: window) else { return nil }
    let controllers = WindowInspector.allControllers(in: window).filter {
      WindowInspector.isOnScreen($0) && ($0 === layer || isDescendant($0, of: layer))
    }
    for case let screen as ScenarioViewController in controllers.reversed() {
      if let index = screen.rowIndex(labelOrID: label) {
        return ("row \(index) \"\(screen.rows[index].title)\" of \(screen.debugName)", { screen.selectRow(labelOrID: label) })
      }
    }
    for case let tabs as UITabBarController in controllers.reversed() {
      if let index = tabs.tabBarViewControllers.firstIndex(where: { $0.title == label || $0.tabBarItem.title == label }) {
        return ("tab \(index) of \(tabs.debugName)", { tabs.simulateTap(onTabAt: index) })
      }
    }
    return nil
  }

  private static func isDescendant(_ controller: UIViewController, of ancestor: UIViewController) -> Bool {
    var current = controller.parent
    while let parent = current {
      if parent === ancestor { return true }
      current = parent.parent
    }
    return false
  }
}
