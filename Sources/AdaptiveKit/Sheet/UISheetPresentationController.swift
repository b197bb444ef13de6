import Foundation

/// The presentation controller of page and form sheets, as UIKit's `UISheetPresentationController`
/// (R71–R77).
///
/// In a horizontally compact, vertically regular environment the sheet is a card attached to the
/// bottom edge; in compact height it becomes full screen unless
/// ``prefersEdgeAttachedInCompactHeight``; in a regular environment it floats centred.
open class UISheetPresentationController: UIPresentationController {
  /// Whether the sheet stays a sheet attached to the bottom edge in compact height.
  open var prefersEdgeAttachedInCompactHeight = false
  /// Whether the sheet shows a grabber.
  open var prefersGrabberVisible = false
  /// Page sizing (true, page sheet) or `preferredContentSize` sizing (false, form sheet).
  open var prefersPageSizing: Bool

  /// The sheet's corner radius (R74).
  public static let cornerRadius: CGFloat = 10
  /// The gap above a card (R74).
  public static let topOffset: CGFloat = 10

  public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    prefersPageSizing = presentedViewController.modalPresentationStyle != .formSheet
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
  }

  open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    if traitCollection.verticalSizeClass == .compact, !prefersEdgeAttachedInCompactHeight { return .fullScreen }
    return .none
  }

  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView?.bounds else { return .zero }
    switch effectivePresentationStyle {
    case .fullScreen, .overFullScreen: return container
    default: break
    }
    let traits = storedPresenting?.traitCollection ?? traitCollection
    if traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact {
      let top = SafeArea.topInset(for: containerView?.window) + Self.topOffset
      return CGRect(x: 0, y: top, width: container.width, height: container.height - top)
    }
    let size = prefersPageSizing ? pageSheetSize(in: container.size) : formSheetSize(in: container.size)
    return CGRect(x: ((container.width - size.width) / 2).rounded(), y: ((container.height - size.height) / 2).rounded(),
                  width: size.width, height: size.height)
  }

  /// The form-sheet size: `preferredContentSize` if both sides are positive, else the default (R76).
  func formSheetSize(in container: CGSize) -> CGSize {
    let preferred = presentedViewController.preferredContentSize
    if preferred.width > 0, preferred.height > 0 { return preferred }
    let long = max(container.width, container.height)
    let size = long <= 1024 ? CGSize(width: 540, height: 600)
      : long < 1590 ? CGSize(width: 580, height: 640) : CGSize(width: 620, height: 680)
    return CGSize(width: min(size.width, container.width), height: min(size.height, container.height))
  }

  /// The page-sheet size: readable width, taller than wide, inset from the top (R77, [INF]).
  func pageSheetSize(in container: CGSize) -> CGSize {
    let width = min(container.width - 2 * 25, 704)
    let height = container.height - 2 * (SafeArea.topInset(for: containerView?.window) + Self.topOffset)
    return CGSize(width: width, height: max(height, width + 1))
  }
}
