import Foundation

extension UIView {
  /// A region of a view that content can be laid out in, as UIKit's `UIView.LayoutRegion`
  /// (iOS 26): the safe area or the layout margins, optionally adapted to the window's controls
  /// at its top-leading corner (iPadOS 26).
  public struct LayoutRegion: Sendable, Hashable {
    /// How a region makes room for the window's controls, as UIKit's
    /// `UIView.LayoutRegion.AdaptivityAxis`; nil leaves the region as it is.
    public enum AdaptivityAxis: Sendable, Hashable {
      /// The leading edge moves in past the controls.
      case horizontal
      /// The top edge moves down past the controls.
      case vertical
    }

    /// The areas a region starts from.
    enum Base: Sendable, Hashable { case safeArea, margins }

    let base: Base
    let cornerAdaptation: AdaptivityAxis?

    /// The safe area, making room for the window's controls along `cornerAdaptation`.
    public static func safeArea(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
      LayoutRegion(base: .safeArea, cornerAdaptation: cornerAdaptation)
    }

    /// The layout margins (the safe area less the system margins at the sides: 16 pt, 20 pt from
    /// 678 pt wide), making room for the window's controls along `cornerAdaptation`.
    public static func margins(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
      LayoutRegion(base: .margins, cornerAdaptation: cornerAdaptation)
    }
  }

  /// The insets of `region` from the view's edges, as UIKit's `edgeInsets(for:)`.
  ///
  /// Without corner adaptation they are the view's ``safeAreaInsets`` (and the side margins for
  /// `.margins`): the window's controls never change the safe area. With it, a view that the
  /// controls overlap (``UIWindow/windowControlsFrame``) is inset past them: `.horizontal` moves
  /// its leading edge (the left one, or the right one in a right-to-left layout) to the controls'
  /// far side, `.vertical` its top edge to their bottom; for `.margins` the side margin is kept
  /// beyond the controls ([INF]). A view the controls do not overlap, or in a window without
  /// them, gets the region's plain insets.
  public func edgeInsets(for region: LayoutRegion) -> UIEdgeInsets {
    var insets = safeAreaInsets
    let margin = region.base == .margins ? ContentLayout.margin(forWidth: bounds.width) : 0
    insets.left += margin
    insets.right += margin
    guard let axis = region.cornerAdaptation, let window, let controls = window.windowControlsFrame else { return insets }
    let frame = frameInWindow
    guard frame.intersects(controls) else { return insets }
    switch axis {
    case .vertical:
      insets.top = max(insets.top, controls.maxY - frame.minY)
    case .horizontal where window.traitCollection.layoutDirection == .rightToLeft:
      insets.right = max(insets.right, frame.maxX - controls.minX + margin)
    case .horizontal:
      insets.left = max(insets.left, controls.maxX - frame.minX + margin)
    }
    return insets
  }

  /// The insets of `region` by leading and trailing edge, as UIKit's `directionalEdgeInsets(for:)`:
  /// ``edgeInsets(for:)`` with left and right swapped in a right-to-left layout.
  public func directionalEdgeInsets(for region: LayoutRegion) -> NSDirectionalEdgeInsets {
    let insets = edgeInsets(for: region)
    let rightToLeft = window?.traitCollection.layoutDirection == .rightToLeft
    return NSDirectionalEdgeInsets(top: insets.top, leading: rightToLeft ? insets.right : insets.left,
                                   bottom: insets.bottom, trailing: rightToLeft ? insets.left : insets.right)
  }

  /// A layout guide that follows `region`, as UIKit's `layoutGuide(for:)`: its
  /// ``UILayoutGuide/layoutFrame`` is the view's bounds less ``edgeInsets(for:)``.
  public func layoutGuide(for region: LayoutRegion) -> UILayoutGuide {
    UILayoutGuide(region: region, owningView: self)
  }
}
