/// Where a view controller's view is in its appear/disappear cycle.
enum AppearanceState: Sendable, Hashable {
  case disappeared, appearing, appeared, disappearing

  /// Appearing or appeared.
  var isVisible: Bool { self == .appearing || self == .appeared }
  /// Mid-transition.
  var isTransitioning: Bool { self == .appearing || self == .disappearing }
}
