import Foundation

/// Directions a popover's arrow may point, as UIKit's `UIPopoverArrowDirection` (R80; bit values
/// [INF]: up 1, down 2, left 4, right 8, any 15, unknown all bits).
///
/// `.up` means the arrow points up: the popover sits below its source rectangle.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable, CustomStringConvertible {
  /// The direction bits.
  public let rawValue: UInt
  /// Creates a set of directions from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The arrow points up; the popover is below the source.
  public static let up = UIPopoverArrowDirection(rawValue: 1)
  /// The arrow points down; the popover is above the source.
  public static let down = UIPopoverArrowDirection(rawValue: 2)
  /// The arrow points left; the popover is right of the source.
  public static let left = UIPopoverArrowDirection(rawValue: 4)
  /// The arrow points right; the popover is left of the source.
  public static let right = UIPopoverArrowDirection(rawValue: 8)
  /// Every direction.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// No known direction (before and after presentation).
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)

  /// `up`, `down`, `left`, `right`, `any`, `unknown`, or a bracketed list.
  public var description: String {
    if self == .unknown { return "unknown" }
    if self == .any { return "any" }
    let names = [(UIPopoverArrowDirection.up, "up"), (.down, "down"), (.left, "left"), (.right, "right")]
      .filter { contains($0.0) }.map(\.1)
    return names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
  }
}

/// Insets from the edges of a rectangle, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Sendable, Hashable {
  /// The top inset.
  public var top: CGFloat
  /// The left inset.
  public var left: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The right inset.
  public var right: CGFloat
  /// Creates insets.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  /// No insets.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
