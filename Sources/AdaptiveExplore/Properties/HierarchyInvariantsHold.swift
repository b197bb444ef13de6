import AdaptiveKit

/// **hierarchy-invariants**: the window's hierarchy stays sound after every action — parents and
/// children agree, presenters and presented agree, every view in the window belongs to a controller
/// in its hierarchy, and a controller is appeared exactly when its view is on screen
/// (`HierarchyInvariants`).
public struct HierarchyInvariantsHold: ExplorationProperty {
  public let name = "hierarchy-invariants"
  /// Creates the property.
  public init() {}
  public func violations(after step: ExplorationStep) -> [String] { step.invariantViolations }
}
