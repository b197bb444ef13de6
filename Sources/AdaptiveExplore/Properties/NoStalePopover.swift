import AdaptiveKit
import AdaptiveScenario

/// **no-stale-popover**: a popover that stays up still points at something on screen — its source
/// view is in the window, or a bar on screen shows its bar button item. A popover whose anchor went
/// away (its screen was replaced underneath it) shows content about something no longer there.
public struct NoStalePopover: ExplorationProperty {
  public let name = "no-stale-popover"
  /// Creates the property.
  public init() {}
  public func violations(after step: ExplorationStep) -> [String] {
    WindowInspector.allControllers(in: step.window).compactMap { controller in
      guard controller.presentingViewController != nil,
            let popover = controller.presentationController as? UIPopoverPresentationController,
            popover.effectivePresentationStyle == .popover, !popover.isAnchorOnScreen else { return nil }
      return "the popover \(WindowInspector.title(of: controller)) stays up but what it points at is no longer on screen"
    }
  }
}
