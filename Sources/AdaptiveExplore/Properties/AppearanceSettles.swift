import AdaptiveKit
import AdaptiveScenario

/// **appearance-balanced**: once an action is over, every controller's appearance callbacks are
/// balanced — none is left between `viewWillAppear` and `viewDidAppear`, or between
/// `viewWillDisappear` and `viewDidDisappear`. (That a controller on screen has appeared and one off
/// screen has not is checked by **hierarchy-invariants**.)
public struct AppearanceSettles: ExplorationProperty {
  public let name = "appearance-balanced"
  /// Creates the property.
  public init() {}
  public func violations(after step: ExplorationStep) -> [String] {
    WindowInspector.allControllers(in: step.window).filter(\.appearanceState.isTransitioning).map { controller in
      "\(WindowInspector.title(of: controller)) is left \(controller.appearanceState == .appearing ? "appearing (viewWillAppear without viewDidAppear)" : "disappearing (viewWillDisappear without viewDidDisappear)")"
    }
  }
}
