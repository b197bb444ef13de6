import Foundation

extension UIBarButtonItem {
  /// Which bars an item may show in, as UIKit's `UIBarButtonItem.AxisBehavior` (iOS 27.1).
  public enum AxisBehavior: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The system infers the axes from the item's content.
    case automatic = 0
    /// Horizontal bars only: where no horizontal bar shows, the item does not show.
    case horizontalOnly = 1
    /// Both axes, preferring the vertical bar where both kinds of bar show.
    case verticalPreferred = 2

    /// The case's name.
    public var description: String {
      switch self {
      case .automatic: "automatic"
      case .horizontalOnly: "horizontalOnly"
      case .verticalPreferred: "verticalPreferred"
      }
    }
  }
}

/// How long a bar button item stays when its bar runs out of room, as UIKit's
/// `UIBarButtonItemVisibilityPriority` (iOS 27): higher values stay longer. The raw values of
/// `.low`, `.standard` and `.high` are AdaptiveKit's (250, 500, 750 [INF]: UIKit does not publish
/// them).
public struct UIBarButtonItemVisibilityPriority: RawRepresentable, Sendable, Hashable, Comparable {
  /// The priority's value.
  public let rawValue: Int
  /// A priority of a value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A priority of a value.
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  /// The priority just above another.
  public init(higherThan other: UIBarButtonItemVisibilityPriority) { rawValue = other.rawValue + 1 }
  /// The priority just below another.
  public init(lowerThan other: UIBarButtonItemVisibilityPriority) { rawValue = other.rawValue - 1 }

  /// Goes first when room runs out.
  public static let low = UIBarButtonItemVisibilityPriority(250)
  /// The default.
  public static let standard = UIBarButtonItemVisibilityPriority(500)
  /// Stays longest.
  public static let high = UIBarButtonItemVisibilityPriority(750)

  /// Whether one priority is lower than another.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
