/// A controller's trait overrides, kept out of the controller: few controllers have one, and a
/// trait pass reads every controller's other trait fields (B1 in BENCHMARKS.md). A controller
/// without overrides holds no storage, and the pass tells so from one pointer.
final class TraitOverrideStorage {
  /// The override the parent set with `setOverrideTraitCollection(_:forChild:)`.
  var fromParent: UITraitCollection?
  /// The controller's own `traitOverrides`.
  var own: UITraitCollection?
}
