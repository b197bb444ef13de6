import AdaptiveKit

/// **no-misuse**: no action makes the app misuse UIKit — nothing UIKit would answer with an
/// exception or a console warning (presenting while already presenting, pushing a controller twice,
/// a popover without an anchor, …).
public struct NoMisuse: ExplorationProperty {
  public let name = "no-misuse"
  /// Creates the property.
  public init() {}
  public func violations(after step: ExplorationStep) -> [String] {
    step.misuseReports.map { "UIKit \($0.kind == .log ? "logged" : "refused"): \($0.message)" }
  }
}
