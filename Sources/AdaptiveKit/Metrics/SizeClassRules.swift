import Foundation

/// The size classes of a window of a given size (R49, and AdaptiveKit's thresholds for free-form windows).
///
/// - On `.phone`: horizontal is regular iff the width is at least 896 pt; vertical is compact iff
///   the height is below 500 pt. This reproduces the device table: every iPhone portrait is C/R,
///   landscape C/C, and the Pro Max in landscape (956 pt wide) R/C.
/// - On `.pad` (and other idioms): vertical is always regular; horizontal is regular iff the width
///   is at least 678 pt, the boundary between the observed 639 pt (compact) and 678 pt (regular).
public enum SizeClassRules {
  /// Width from which a phone window is horizontally regular.
  public static let phoneRegularWidth: CGFloat = 896
  /// Height below which a phone window is vertically compact.
  public static let phoneCompactHeight: CGFloat = 500
  /// Width from which a pad window is horizontally regular.
  public static let padRegularWidth: CGFloat = 678

  /// The horizontal and vertical size classes of a window.
  public static func sizeClasses(
    for size: CGSize, idiom: UIUserInterfaceIdiom
  ) -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
    switch idiom {
    case .phone:
      return (size.width >= phoneRegularWidth ? .regular : .compact,
              size.height < phoneCompactHeight ? .compact : .regular)
    default:
      return (size.width >= padRegularWidth ? .regular : .compact, .regular)
    }
  }
}
