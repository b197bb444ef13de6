import AdaptiveKit
import AdaptiveScenario

/// **no-nested-navigation-bars**: no navigation controller on screen shows its bar over another
/// navigation controller that shows its own — the two stacked titles a collapsed split shows when
/// a navigation secondary is pushed, as is, onto a navigation primary.
public struct NoNestedNavigationBars: ExplorationProperty {
  public let name = "no-nested-navigation-bars"
  /// Creates the property.
  public init() {}
  public func violations(after step: ExplorationStep) -> [String] {
    WindowInspector.allControllers(in: step.window).compactMap { controller in
      guard let outer = controller as? UINavigationController, !outer.isNavigationBarHidden,
            WindowInspector.isOnScreen(outer), let inner = outer.topViewController as? UINavigationController,
            !inner.isNavigationBarHidden, WindowInspector.isOnScreen(inner) else { return nil }
      let innerTitle = inner.topViewController.map(WindowInspector.title(of:)) ?? "an empty stack"
      return "two navigation bars: \(innerTitle)'s bar shows under the bar of the stack it was pushed onto"
    }
  }
}
