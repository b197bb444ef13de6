import AdaptiveKit
import Foundation

/// The user's swipe-down on a sheet or tap outside a popover, for the `swipeDown` and `tapOutside`
/// steps: `UIPresentationController.simulateInteractiveDismissal()` of the harness (SPEC.md), which
/// plays UIKit's rules (R68–R70).
@MainActor
enum InteractiveDismissal {
  /// Plays the gesture on a presentation; returns its outcome's name (`dismissed`, `prevented`, …).
  static func perform(on presented: UIViewController) -> String {
    guard let controller = presented.presentationController else { return "notInteractivelyDismissible" }
    return "\(controller.simulateInteractiveDismissal())"
  }
}
