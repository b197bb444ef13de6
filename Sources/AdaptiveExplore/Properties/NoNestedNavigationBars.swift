import AdaptiveKit
import AdaptiveScenario

/// **no-nested-navigation-bars**: no navigation controller on screen shows its bar over another
/// navigation controller that shows its own — the two stacked titles a collapsed classic split
/// shows when a navigation secondary is pushed, as is, onto a navigation primary. (A collapsed
/// column-style split shows one bar: UIKit hides the stacked column's, R41.)
public struct NoNestedNavigationBars: ExplorationProperty {
  public let name = "no-nested-navigation-bars"
  /// Creates the property.
  public init() {}
  public func violations(after step: ExplorationStep) -> [String] {
    WindowInspector.allControllers(in: step.window).compactMap { controller in
      guard let outer = controller as? UINavigationController, outer.isNavigationBarVisible,
            WindowInspector.isOnScreen(outer), let inner = outer.topViewController as? UINavigationController,
            inner.isNavigationBarVisible, WindowInspector.isOnScreen(inner) else { return nil }
      let innerTitle = inner.topViewController.map(WindowInspector.title(of:)) ?? "an empty stack"
      return "two navigation bars: \(innerTitle)'s bar shows under the bar of the stack it was pushed onto"
    }
  }
}
