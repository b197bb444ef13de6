/// Which classes implement which actions: the part of the Objective-C runtime's method lists that
/// target–action needs. Every selector made from a method (`#Selector`) adds its class here, so
/// ``UIResponder/responds(to:)`` and the responder chain can find it.
///
/// The table only grows and holds facts about code (class `T` implements `name`), so sharing it
/// between windows keeps each window's behaviour independent of the others.
@MainActor
enum ActionRegistry {
  /// One class's implementation of an action.
  struct Implementation {
    let implementer: ObjectIdentifier
    /// The class that implements it.
    let implementingClass: AnyClass
    let matches: @MainActor (AnyObject) -> Bool
    /// Whether a class is the implementing class or one of its subclasses.
    let covers: @MainActor (AnyClass) -> Bool
    /// Runs the method; its result, if it has one.
    let invoke: @MainActor (AnyObject, Any?, UIEvent?) -> Any?
  }

  private static var implementations: [String: [Implementation]] = [:]

  /// Records that instances of `T` perform `selector` with `invoke` (the first record for a class wins).
  static func register<T: AnyObject>(
    _ selector: Selector, for type: T.Type, invoke: @escaping @MainActor (T, Any?, UIEvent?) -> Any?
  ) {
    let implementer = ObjectIdentifier(type)
    for known in implementations[selector.name] ?? [] where known.implementer == implementer { return }
    implementations[selector.name, default: []].append(
      Implementation(
        implementer: implementer,
        implementingClass: type,
        matches: { $0 is T },
        covers: { $0 is T.Type },
        invoke: { target, sender, event in
          guard let target = target as? T else { return nil }
          return invoke(target, sender, event)
        }))
  }

  /// The implementation `target` would run for `selector`, if its class has one: the one of the most
  /// derived class, as a method lookup finds the override before the method it overrides.
  static func implementation(of selector: Selector, for target: AnyObject) -> Implementation? {
    var best: Implementation?
    for candidate in implementations[selector.name] ?? [] where candidate.matches(target) {
      if let current = best, !current.covers(candidate.implementingClass) { continue }
      best = candidate
    }
    return best
  }

  /// Sends `selector` to `target`; false when the target's class does not implement it.
  @discardableResult
  static func perform(_ selector: Selector, on target: AnyObject, sender: Any?, event: UIEvent?) -> Bool {
    call(selector, on: target, sender: sender, event: event) != nil
  }

  /// Sends `selector` to `target` and returns what the method returned (`.some(nil)` for a method
  /// that returns nothing); nil when the target's class does not implement it.
  static func call(_ selector: Selector, on target: AnyObject, sender: Any?, event: UIEvent?) -> Any?? {
    guard let implementation = implementation(of: selector, for: target) else { return nil }
    return .some(implementation.invoke(target, sender, event))
  }

  /// Whether a class below `base` implements `selector` for `target`: what UIKit asks when it checks
  /// that a view controller class overrides an action (R4b).
  static func isOverridden(_ selector: Selector, below base: AnyClass, for target: AnyObject) -> Bool {
    implementations[selector.name]?.contains { $0.implementer != ObjectIdentifier(base) && $0.matches(target) } == true
  }

  /// The sender as the type the action method takes; a mismatch is reported (UIKit would pass the
  /// object through and the method would fail on it).
  static func cast<Sender>(_ sender: Any?, to expected: Sender.Type, action: String) -> Sender? {
    if let typed = sender as? Sender { return typed }
    // A method taking an optional sender (`Any?`, `UIButton?`) receives nil.
    if sender == nil, let absent = (Optional<Any>.none as Any) as? Sender { return absent }
    MisuseReport.log(
      "-[\(action)]: the sender \(sender.map { String(describing: type(of: $0)) } ?? "nil") is not a \(Sender.self); the action was not sent."
    ).report()
    return nil
  }
}
