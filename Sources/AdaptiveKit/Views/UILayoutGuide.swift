import Foundation

/// A rectangle in a view's coordinates that layout can refer to, as UIKit's `UILayoutGuide`.
/// AdaptiveKit has no constraints: a guide answers its ``layoutFrame``, kept up to date with its
/// view. The guides it makes come from ``UIView/layoutGuide(for:)``.
@MainActor
open class UILayoutGuide {
  /// The view the guide belongs to.
  public private(set) weak var owningView: UIView?
  /// A name for debugging.
  open var identifier = ""
  /// The region the guide follows.
  let region: UIView.LayoutRegion

  init(region: UIView.LayoutRegion, owningView: UIView) {
    self.region = region
    self.owningView = owningView
  }

  /// The guide's rectangle in its view's coordinates: the view's bounds less the region's insets
  /// now; `.zero` once the view is gone.
  open var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    let insets = view.edgeInsets(for: region), bounds = view.bounds
    return CGRect(x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                  width: max(bounds.width - insets.left - insets.right, 0),
                  height: max(bounds.height - insets.top - insets.bottom, 0))
  }
}
