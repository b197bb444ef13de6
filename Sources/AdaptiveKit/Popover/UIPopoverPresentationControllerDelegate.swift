import Foundation

/// The popover's delegate, as UIKit's `UIPopoverPresentationControllerDelegate`: the adaptation
/// delegate plus the popover's own callbacks (R81, R85). Set it as the popover's `delegate`.
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Sent first as the popover's presentation begins, before the anchor is checked (R81).
  func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
  /// The popover must move (rotation or resize); rewrite `rect` (in `view`'s coordinates) or
  /// `view` to choose another anchor (R85).
  func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController,
    willRepositionPopoverTo rect: inout CGRect, in view: inout UIView
  )
  /// Deprecated: use `presentationControllerShouldDismiss(_:)`. Asked as its fallback (default true).
  func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
  /// Deprecated: use `presentationControllerDidDismiss(_:)`. Sent after it, for user dismissal only.
  func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  /// Not implemented: does nothing.
  public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
  /// Not implemented: the anchor is kept.
  public func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController,
    willRepositionPopoverTo rect: inout CGRect, in view: inout UIView
  ) {}
  /// Not implemented: true.
  public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
  /// Not implemented: does nothing.
  public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}

  /// When not implemented, the deprecated popover method decides (R85).
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    guard let popover = presentationController as? UIPopoverPresentationController else { return true }
    return popoverPresentationControllerShouldDismissPopover(popover)
  }
}
