import Foundation

/// Directions a popover's arrow may point, as UIKit's `UIPopoverArrowDirection` (R80).
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1)
  public static let down = UIPopoverArrowDirection(rawValue: 2)
  public static let left = UIPopoverArrowDirection(rawValue: 4)
  public static let right = UIPopoverArrowDirection(rawValue: 8)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The presentation controller of `.popover`, as UIKit's `UIPopoverPresentationController`
/// (R78–R85). In a compact environment it adapts to a form sheet (R84).
open class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at.
  open var sourceView: UIView?
  /// The rectangle in ``sourceView`` the popover points at; `.null` means its bounds.
  open var sourceRect = CGRect.null
  /// The bar button item the popover points at.
  open var barButtonItem: UIBarButtonItem?
  /// The directions the arrow may point.
  open var permittedArrowDirections = UIPopoverArrowDirection.any
  /// The direction the arrow points; `.unknown` when not shown.
  public internal(set) var arrowDirection = UIPopoverArrowDirection.unknown
  /// Views that receive touches while the popover shows instead of dismissing it.
  open var passthroughViews: [UIView]?
  /// Margins kept between the popover and the window edges.
  open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
  /// Whether the popover may cover its source rectangle.
  open var canOverlapSourceViewRect = false

  /// The default content size when `preferredContentSize` is not positive ([INF], R82).
  public static let defaultContentSize = CGSize(width: 320, height: 480)

  open override var adaptivePresentationStyle: UIModalPresentationStyle { .formSheet }

  open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    traitCollection.horizontalSizeClass == .compact || traitCollection.verticalSizeClass == .compact ? .formSheet : .none
  }

  override var styleTraitOverrides: UITraitCollection? {
    effectivePresentationStyle == .popover ? UITraitCollection(horizontalSizeClass: .compact) : nil
  }

  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView?.bounds else { return .zero }
    guard effectivePresentationStyle == .popover else {
      if effectivePresentationStyle == .formSheet || effectivePresentationStyle == .pageSheet {
        let top = SafeArea.topInset(for: containerView?.window) + UISheetPresentationController.topOffset
        return CGRect(x: 0, y: top, width: container.width, height: container.height - top)
      }
      return container
    }
    var size = presentedViewController.preferredContentSize
    if size.width <= 0 { size.width = Self.defaultContentSize.width }
    if size.height <= 0 { size.height = Self.defaultContentSize.height }
    let anchor = sourceRectInWindow ?? CGRect(x: container.midX, y: container.midY, width: 0, height: 0)
    size.width = min(size.width, container.width - popoverLayoutMargins.left - popoverLayoutMargins.right)
    size.height = min(size.height, container.height - anchor.maxY - popoverLayoutMargins.bottom)
    var x = anchor.midX - size.width / 2
    x = max(popoverLayoutMargins.left, min(x, container.width - popoverLayoutMargins.right - size.width))
    return CGRect(x: x.rounded(), y: anchor.maxY, width: size.width, height: max(size.height, 0))
  }

  /// The anchor in window coordinates.
  var sourceRectInWindow: CGRect? {
    guard let sourceView else { return nil }
    let rect = sourceRect.isNull ? sourceView.bounds : sourceRect
    return sourceView.convert(rect, to: nil)
  }
}

/// Insets from the edges of a rectangle, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Sendable, Hashable {
  public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
