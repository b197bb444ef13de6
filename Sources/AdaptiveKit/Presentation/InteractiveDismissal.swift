/// What a simulated dismissal gesture did (an AdaptiveKit harness addition).
public enum InteractiveDismissalResult: Sendable, Equatable {
  /// The presentation was dismissed.
  case dismissed
  /// The gesture started (`presentationControllerWillDismiss` was sent) and was abandoned.
  case cancelled
  /// `isModalInPresentation` or `presentationControllerShouldDismiss` refused; only
  /// `presentationControllerDidAttemptToDismiss` was sent (R69).
  case prevented
  /// The presentation has no dismissal gesture: a full-screen or custom style, a presentation
  /// covered by another one, or one that is not shown (R70).
  case notInteractivelyDismissible
}

extension UIPresentationController {
  /// Plays the user's swipe-down on a sheet, or tap outside a popover (an AdaptiveKit harness
  /// addition). `completing: false` is a gesture that starts and is abandoned.
  ///
  /// The delegate hears UIKit's sequence (R68–R70):
  /// - blocked by `isModalInPresentation` on the presented controller or any visible descendant:
  ///   `presentationControllerDidAttemptToDismiss` only;
  /// - refused by `presentationControllerShouldDismiss`: should, then did-attempt;
  /// - allowed: should → will → (the dismissal's appearance callbacks) → did;
  /// - abandoned: should → will, and the sheet's controller gets `viewWillDisappear` then
  ///   `viewWillAppear`/`viewDidAppear` as the interactive transition is cancelled.
  ///
  /// A programmatic `dismiss(animated:completion:)` sends none of the delegate calls.
  @discardableResult
  public func simulateInteractiveDismissal(completing: Bool = true) -> InteractiveDismissalResult {
    guard storedPresenting != nil, containerView != nil, isInteractivelyDismissible,
          adaptationContext?.presentationInProgress != true else { return .notInteractivelyDismissible }
    let shown = shownViewController
    // Only the top-most presentation receives the user's touches.
    guard PresentationPipeline.presentationChain(from: shown).count == 1 else { return .notInteractivelyDismissible }
    // A zoom's own question comes first: a gesture it refuses never begins (R108) [INF].
    if let shouldBegin = presentedViewController.preferredTransition?.zoomOptions?.interactiveDismissShouldBegin,
       presentedViewController.zooms {
      let location = shown.viewIfLoaded.map { CGPoint(x: $0.bounds.midX, y: $0.bounds.midY) } ?? .zero
      guard shouldBegin(.init(location: location, willBegin: true)) else { return .prevented }
    }
    if blocksInteractiveDismissal {
      delegate?.presentationControllerDidAttemptToDismiss(self)
      return .prevented
    }
    if let delegate, !delegate.presentationControllerShouldDismiss(self) {
      CallbackRecorder.recordDelegate("presentationControllerShouldDismiss(_:) → false; presentationControllerDidAttemptToDismiss(_:)")
      delegate.presentationControllerDidAttemptToDismiss(self)
      return .prevented
    }
    if delegate != nil { CallbackRecorder.recordDelegate("presentationControllerWillDismiss(_:)") }
    delegate?.presentationControllerWillDismiss(self)
    guard completing else {
      if sheetLayoutMode != nil {
        shown.beingDismissed = true
        shown.performBeginAppearance(false, animated: true)
        shown.beingDismissed = false
        shown.performBeginAppearance(true, animated: true)
        shown.performEndAppearance()
      }
      return .cancelled
    }
    let window = shown.storedView?.window ?? shown.hostingWindow
    PresentationPipeline.dismissPresentation(of: shown, animated: true, completion: nil)
    if delegate != nil { CallbackRecorder.recordDelegate("presentationControllerDidDismiss(_:)") }
    delegate?.presentationControllerDidDismiss(self)
    didFinishUserDismissal()
    shown.columnHolder?.inspectorSheetWasDismissedByUser(shown)
    // The sheet that held a collapsed split's inspector sheet back is gone (R112).
    UISplitViewController.presentPendingInspectorSheets(in: window)
    return .dismissed
  }

  /// Whether `isModalInPresentation` is set on the shown controller or a visible descendant (R68).
  var blocksInteractiveDismissal: Bool {
    func blocks(_ controller: UIViewController) -> Bool {
      controller.isModalInPresentation || controller.visibleChildren.contains(where: blocks)
    }
    return blocks(shownViewController)
  }
}
