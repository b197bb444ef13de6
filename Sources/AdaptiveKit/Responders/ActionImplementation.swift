/// One class's method behind a selector: the part of an Objective-C method list that target–action
/// needs. A selector made from a method (`#Selector`) carries it, so sending the selector finds the
/// method without any table shared between windows: what a selector reaches depends only on how it
/// was made.
@MainActor
package struct ActionImplementation: @unchecked Sendable {
  // Unchecked: every member is immutable, and the closures run on the main actor only.

  /// The implementing class, compared by identity.
  let implementer: ObjectIdentifier
  /// The implementing class.
  let implementingClass: AnyClass
  /// Whether an object is an instance of the implementing class or of one of its subclasses.
  let matches: @MainActor (AnyObject) -> Bool
  /// Whether a class is the implementing class or one of its subclasses.
  let covers: @MainActor (AnyClass) -> Bool
  /// Runs the method; its result, if it has one.
  let invoke: @MainActor (AnyObject, Any?, UIEvent?) -> Any?

  /// The implementation of `T`'s method, run by `invoke`.
  init<T: AnyObject>(of type: T.Type, invoke: @escaping @MainActor (T, Any?, UIEvent?) -> Any?) {
    implementer = ObjectIdentifier(type)
    implementingClass = type
    matches = { $0 is T }
    covers = { $0 is T.Type }
    self.invoke = { target, sender, event in
      guard let target = target as? T else { return nil }
      return invoke(target, sender, event)
    }
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
