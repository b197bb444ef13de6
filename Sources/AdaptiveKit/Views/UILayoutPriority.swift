/// How strongly a size is held, as UIKit's `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable {
  public let rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// Must hold (1000).
  public static let required = UILayoutPriority(1000)
  /// A button's resistance to shrinking (750).
  public static let defaultHigh = UILayoutPriority(750)
  /// A button's hugging of its content (250).
  public static let defaultLow = UILayoutPriority(250)
  /// The fitting size's own level (50).
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
