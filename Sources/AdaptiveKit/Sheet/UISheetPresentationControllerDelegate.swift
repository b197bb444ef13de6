/// Hears about a sheet's user-driven detent changes, as UIKit's
/// `UISheetPresentationControllerDelegate`; it is also the sheet's adaptation delegate.
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The user dragged the sheet to another detent (never sent for programmatic changes, R73).
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  /// Not implemented: does nothing.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

extension UISheetPresentationController {
  /// Plays the user dragging the sheet to the detent `identifier` (an AdaptiveKit harness
  /// addition). Returns false, changing nothing, when the sheet is not shown at detents, the
  /// detent is inactive or unknown, or the sheet already rests there. Otherwise the sheet moves,
  /// ``selectedDetentIdentifier`` changes and the delegate's
  /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier` is sent (R73).
  @discardableResult
  public func simulateDrag(toDetent identifier: Detent.Identifier) -> Bool {
    guard let container = containerView?.bounds else { return false }
    let before = currentLayout(in: container)
    guard before.mode == .card || before.mode == .edgeAttachedCompactHeight, before.detent != identifier else { return false }
    let saved = selectedDetentIdentifier
    batchlessSelect(identifier)
    guard currentLayout(in: container).detent == identifier else {
      batchlessSelect(saved)
      return false
    }
    (delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    return true
  }

  private func batchlessSelect(_ identifier: Detent.Identifier?) {
    selectedDetentIdentifier = identifier
  }
}
