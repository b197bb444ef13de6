import AdaptiveKit
import Foundation

/// The user's swipe-down on a sheet or tap outside a popover, for the `swipeDown` and `tapOutside`
/// steps: `UIPresentationController.simulateInteractiveDismissal()` of the harness (SPEC.md).
///
/// Until that harness lands (issue 4, branch `present`), a small adapter plays the same rules with
/// UIKit's public API: full-screen styles are not interactively dismissible; `isModalInPresentation`
/// on the presented controller or a visible child, or a delegate refusing in
/// `presentationControllerShouldDismiss`, sends only `presentationControllerDidAttemptToDismiss`;
/// otherwise should → will → dismiss → did (R68–R70). Enable INTERACTIVE_DISMISSAL_API in
/// Package.swift to use the harness itself.
@MainActor
enum InteractiveDismissal {
  /// Plays the gesture on a presentation; returns its outcome's name (`dismissed`, `prevented`, …).
  static func perform(on presented: UIViewController) -> String {
    guard let controller = presented.presentationController else { return "notInteractivelyDismissible" }
    #if INTERACTIVE_DISMISSAL_API
    return "\(controller.simulateInteractiveDismissal())"
    #else
    let fullScreenStyles: Set<UIModalPresentationStyle> = [.fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom]
    let style = controller.effectivePresentationStyle
    if fullScreenStyles.contains(style) { return "notInteractivelyDismissible" }
    let blocked = ([presented] + visibleDescendants(of: presented)).contains { $0.isModalInPresentation }
    if blocked {
      controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
      return "prevented"
    }
    if let delegate = controller.delegate, !delegate.presentationControllerShouldDismiss(controller) {
      delegate.presentationControllerDidAttemptToDismiss(controller)
      return "prevented"
    }
    controller.delegate?.presentationControllerWillDismiss(controller)
    presented.dismiss(animated: true) {
      controller.delegate?.presentationControllerDidDismiss(controller)
    }
    return "dismissed"
    #endif
  }

  private static func visibleDescendants(of controller: UIViewController) -> [UIViewController] {
    controller.children.filter(WindowInspector.isOnScreen).flatMap { [$0] + visibleDescendants(of: $0) }
  }
}
