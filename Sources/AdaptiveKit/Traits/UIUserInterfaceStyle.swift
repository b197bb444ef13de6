/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable, CustomStringConvertible {
  /// Not specified: inherit.
  case unspecified = 0
  /// The light appearance (every window's default here).
  case light = 1
  /// The dark appearance.
  case dark = 2

  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .light: "light"
    case .dark: "dark"
    }
  }
}
