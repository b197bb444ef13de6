/// Edges of a rectangle named for the layout direction, as UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  /// Creates a set of edges from its raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge (the left one in a left-to-right layout).
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge (the right one in a left-to-right layout).
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
