/// The direction in which content flows, as UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable, CaseIterable {
  /// No direction is specified.
  case unspecified = -1
  /// Left-to-right layout (English).
  case leftToRight = 0
  /// Right-to-left layout (Arabic, Hebrew).
  case rightToLeft = 1
}
