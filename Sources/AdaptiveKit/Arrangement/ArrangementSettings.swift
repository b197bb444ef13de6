/// What a split or overlay arrangement keeps besides its kind: the axes it may use and the view
/// properties set for each placement (the defaults for a placement without any).
struct ArrangementSettings<Properties: Equatable & Sendable>: Equatable, Sendable {
  /// The axes the arrangement may lay its views out along; both by default.
  var allowedAxes: UIAxis = .both
  private var primary: Properties?
  private var secondary: Properties?

  /// Sets the properties of the view in `placement`.
  mutating func set(_ properties: Properties, for placement: UIArrangementViewController.ViewPlacement) {
    if placement.isPrimary { primary = properties } else { secondary = properties }
  }

  /// The properties set for `placement`, else `defaults`.
  func properties(for placement: UIArrangementViewController.ViewPlacement, defaults: Properties) -> Properties {
    (placement.isPrimary ? primary : secondary) ?? defaults
  }
}
