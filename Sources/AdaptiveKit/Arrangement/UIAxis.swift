/// The axes along which a layout runs, as UIKit's `UIAxis`: an option set of `horizontal` and
/// `vertical`.
public struct UIAxis: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: Int
  /// Creates a set of axes from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The horizontal axis (side by side).
  public static let horizontal = UIAxis(rawValue: 1 << 0)
  /// The vertical axis (stacked).
  public static let vertical = UIAxis(rawValue: 1 << 1)
  /// Both axes.
  public static let both: UIAxis = [.horizontal, .vertical]

  /// `horizontal`, `vertical`, `both` or `none`.
  public var description: String {
    switch self {
    case .both: "both"
    case .horizontal: "horizontal"
    case .vertical: "vertical"
    default: "none"
    }
  }
}
