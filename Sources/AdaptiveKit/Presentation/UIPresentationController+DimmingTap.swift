extension UIPresentationController {
  /// Plays the user's tap on the presentation's dimming view, the area around the presented
  /// view (an AdaptiveKit harness addition).
  ///
  /// - A popover: the tap outside it, ``UIPopoverPresentationController/simulateTapOutside(on:)``
  ///   landing on no particular view (R85).
  /// - A sheet whose current detent is undimmed (`largestUndimmedDetentIdentifier`): the dimming
  ///   view lets the tap through to the presenter; the result is nil and the caller delivers the
  ///   tap to what lies beneath.
  /// - An action sheet shown over the dimmed screen (compact width): its cancel action, if it has
  ///   one — the sheet is dismissed, then the cancel handler runs.
  /// - Any other sheet or style: sheets are dismissed by a swipe, never by a tap outside (R70),
  ///   so nothing happens and the result is `.notInteractivelyDismissible`.
  @discardableResult
  public func simulateTapOnDimmingView() -> InteractiveDismissalResult? {
    if let popover = self as? UIPopoverPresentationController, effectivePresentationStyle == .popover {
      return popover.simulateTapOutside(on: nil)
    }
    if let alert = presentedViewController as? UIAlertController, alert.preferredStyle == .actionSheet {
      guard let cancel = alert.actions.first(where: { $0.style == .cancel }) else { return .notInteractivelyDismissible }
      return alert.simulateTap(on: cancel) ? .dismissed : .notInteractivelyDismissible
    }
    if presentationGeometry.dimmingPassesTouchesThrough { return nil }
    return .notInteractivelyDismissible
  }
}
