import Foundation

/// Insets from the edges of a rectangle that follow the layout direction, as UIKit's
/// `NSDirectionalEdgeInsets`: leading is the left edge in a left-to-right layout and the right
/// edge in a right-to-left one.
public struct NSDirectionalEdgeInsets: Sendable, Hashable {
  /// The top inset.
  public var top: CGFloat
  /// The leading inset.
  public var leading: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The trailing inset.
  public var trailing: CGFloat
  /// Creates insets.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// No insets.
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
