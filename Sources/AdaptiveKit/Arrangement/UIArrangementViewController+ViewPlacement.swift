extension UIArrangementViewController {
  /// A place for a view controller in an arrangement: ``primary`` or ``secondary`` (R129).
  ///
  /// A controller the arrangement holds in neither place has no placement:
  /// ``UIArrangementViewController/placement(for:)`` answers nil for it (UIKit's Objective-C
  /// `UIArrangementViewControllerViewPlacementNone`).
  public struct ViewPlacement: Hashable, Sendable, CustomStringConvertible {
    let isPrimary: Bool

    /// The primary placement: leading or top in a split, above in an overlay.
    public static let primary = ViewPlacement(isPrimary: true)
    /// The secondary placement: trailing or bottom in a split, below in an overlay.
    public static let secondary = ViewPlacement(isPrimary: false)

    /// The other placement.
    var other: ViewPlacement { isPrimary ? .secondary : .primary }

    /// `primary` or `secondary`.
    public var description: String { isPrimary ? "primary" : "secondary" }
  }
}
