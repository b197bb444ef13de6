import Foundation

/// The sizes of popovers (R80, R82; [INF] where Apple documents no value): what ``PopoverLayout``
/// places a popover with and what renderers draw its chrome with.
enum PopoverMetrics {
  /// The arrow's height ([INF]).
  static let arrowHeight: CGFloat = 13
  /// A popover's corner radius ([INF]).
  static let cornerRadius: CGFloat = 13
  /// The smallest side of a popover that does not overlap its source ([INF]).
  static let minimumSide: CGFloat = 44
  /// The content size used when a side of `preferredContentSize` is not positive ([INF], R82).
  static let defaultContentSize = CGSize(width: 320, height: 480)
  /// The default margins between a popover and the window's edges: 10 pt on every edge (R80).
  static let defaultLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
}
