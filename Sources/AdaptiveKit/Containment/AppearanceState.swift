/// Where a view controller's view is in its appear/disappear cycle.
package enum AppearanceState: Sendable, Hashable {
  case disappeared, appearing, appeared, disappearing

  /// Appearing or appeared.
  package var isVisible: Bool { self == .appearing || self == .appeared }
  /// Mid-transition.
  package var isTransitioning: Bool { self == .appearing || self == .disappearing }
}
