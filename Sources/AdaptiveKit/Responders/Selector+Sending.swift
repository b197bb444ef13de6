/// Sending a selector to an object: finding the method of the object's class among those the
/// selector carries, as a method lookup does.
@MainActor
extension Selector {
  /// The method `target` would run: that of the most derived class among the selector's
  /// implementations that `target` is an instance of, as a lookup finds the override before the
  /// method it overrides.
  func implementation(for target: AnyObject) -> ActionImplementation? {
    var best: ActionImplementation?
    for candidate in implementations where candidate.matches(target) {
      if let current = best, !current.covers(candidate.implementingClass) { continue }
      best = candidate
    }
    return best
  }

  /// Sends the selector to `target`; false when the target's class has none of its methods.
  @discardableResult
  func perform(on target: AnyObject, sender: Any?, event: UIEvent?) -> Bool {
    call(on: target, sender: sender, event: event) != nil
  }

  /// Sends the selector to `target` and returns what the method returned (`.some(nil)` for a
  /// method that returns nothing); nil when the target's class has none of its methods.
  func call(on target: AnyObject, sender: Any?, event: UIEvent?) -> Any?? {
    guard let implementation = implementation(for: target) else { return nil }
    return .some(implementation.invoke(target, sender, event))
  }

  /// Whether the selector carries a method of a class below `base` for `target`: what UIKit asks
  /// when it checks that a view controller class overrides an action (R4b).
  func isOverridden(below base: AnyClass, for target: AnyObject) -> Bool {
    implementations.contains { $0.implementer != ObjectIdentifier(base) && $0.matches(target) }
  }
}
