import Foundation
import AdaptiveKit
import AdaptiveTestSupport

/// An adaptation, sheet and popover delegate that records every call as
/// `"delegate.<call>(<argument>)"` and answers what the test configures.
@MainActor
final class RecordingPresentationDelegate: UIPopoverPresentationControllerDelegate, UISheetPresentationControllerDelegate {
  let log: CallLog
  /// The answer of `adaptivePresentationStyle(for:traitCollection:)`; nil means "not implemented"
  /// (the legacy variant is asked and answers `legacyStyle`).
  var style: ((UITraitCollection) -> UIModalPresentationStyle)?
  var legacyStyle: UIModalPresentationStyle = .automatic
  var substitute: ((UIViewController) -> UIViewController?)?
  var shouldDismiss = true
  var onPrepareForPopover: ((UIPopoverPresentationController) -> Void)?
  var reposition: ((inout CGRect, inout UIView) -> Void)?

  init(log: CallLog) { self.log = log }

  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    guard let style else { return adaptivePresentationStyle(for: controller) }
    let answer = style(traitCollection)
    log.record("delegate.adaptiveStyle(traits: w\(traitCollection.horizontalSizeClass)h\(traitCollection.verticalSizeClass)) -> \(answer)")
    return answer
  }
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
    log.record("delegate.adaptiveStyle -> \(legacyStyle)")
    return legacyStyle
  }
  func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
    log.record("delegate.viewControllerForAdaptiveStyle(\(style))")
    return substitute?(controller.presentedViewController)
  }
  func presentationController(_ presentationController: UIPresentationController, prepare adaptivePresentationController: UIPresentationController) {
    log.record("delegate.prepare(\(type(of: adaptivePresentationController)))")
  }
  func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle, transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
    log.record("delegate.willPresentWithAdaptiveStyle(\(style), coordinator: \(transitionCoordinator != nil))")
  }
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    log.record("delegate.shouldDismiss")
    return shouldDismiss
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.record("delegate.willDismiss") }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.record("delegate.didDismiss") }
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.record("delegate.didAttemptToDismiss") }
  func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
    log.record("delegate.prepareForPopoverPresentation")
    onPrepareForPopover?(popoverPresentationController)
  }
  func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController, willRepositionPopoverTo rect: inout CGRect, in view: inout UIView) {
    log.record("delegate.willRepositionPopover(\(Int(rect.minX)),\(Int(rect.minY)),\(Int(rect.width)),\(Int(rect.height)))")
    reposition?(&rect, &view)
  }
  func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
    log.record("delegate.popoverDidDismiss")
  }
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
    log.record("delegate.didChangeSelectedDetent(\(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil"))")
  }
}

/// A popover delegate that implements only the deprecated popover dismissal methods.
@MainActor
final class LegacyPopoverDelegate: UIPopoverPresentationControllerDelegate {
  let log: CallLog
  var shouldDismiss = true
  init(log: CallLog) { self.log = log }
  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
  func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
    log.record("delegate.popoverShouldDismiss")
    return shouldDismiss
  }
  func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
    log.record("delegate.popoverDidDismiss")
  }
}

/// Keeps objects alive for a test (delegates are weak, as in UIKit).
final class Retainer {
  var objects: [AnyObject] = []
}
