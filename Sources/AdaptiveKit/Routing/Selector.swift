/// An action name, standing in for Objective-C's selectors, which Linux does not have.
///
/// ```swift
/// vc.targetViewController(forAction: .showDetail, sender: self)
/// Selector("showViewController:sender:") == .show   // true
/// ```
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The Objective-C spelling, for example `showViewController:sender:`.
  public let name: String

  /// Creates a selector from its Objective-C spelling.
  public init(_ name: String) { self.name = name }
  /// Creates a selector from a string literal.
  public init(stringLiteral value: String) { self.name = value }

  /// `show(_:sender:)`.
  public static let show = Selector("showViewController:sender:")
  /// `showDetailViewController(_:sender:)`.
  public static let showDetail = Selector("showDetailViewController:sender:")

  public var description: String { name }
}
