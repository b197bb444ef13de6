/// The horizontal or vertical extent of an environment, as UIKit's `UIUserInterfaceSizeClass` (R47).
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// No size class is specified; a trait collection with this value does not override.
  case unspecified = 0
  /// A constrained amount of space.
  case compact = 1
  /// An expansive amount of space.
  case regular = 2

  /// One letter, as used by the hierarchy dump: `C`, `R` or `-`.
  public var description: String {
    switch self {
    case .unspecified: "-"
    case .compact: "C"
    case .regular: "R"
    }
  }
}
