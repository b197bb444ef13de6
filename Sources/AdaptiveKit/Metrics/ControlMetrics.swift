import Foundation

/// The natural sizes of controls (iOS 17's look; [INF] where Apple documents no value).
enum ControlMetrics {
  /// The side of a `.medium` activity indicator.
  static let mediumActivityIndicatorSide: CGFloat = 20
  /// The side of a `.large` activity indicator.
  static let largeActivityIndicatorSide: CGFloat = 37
  /// The height a button asks for: the minimum tap height.
  static let minimumTapHeight: CGFloat = 44
}
