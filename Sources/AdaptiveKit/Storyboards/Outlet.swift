/// A property a storyboard connects by name, standing in for UIKit's `@IBOutlet` (which needs the
/// Objective-C runtime): write `@Outlet var label: UILabel!` where UIKit code writes
/// `@IBOutlet weak var label: UILabel!`.
///
/// The storyboard finds the property by its name when it connects the scene's outlets; the
/// wrapper holds the object strongly, so an outlet to a view that leaves its superview stays set.
@propertyWrapper
@MainActor
public final class Outlet<Value> {
  /// The connected object.
  public var wrappedValue: Value

  /// An outlet that is not connected yet.
  public init() where Value: ExpressibleByNilLiteral { wrappedValue = nil }
  /// An outlet with a first value.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

/// What the storyboard needs of an ``Outlet`` without knowing its type.
@MainActor
package protocol OutletConnecting: AnyObject {
  /// Sets the outlet of `owner` to `object`, or adds it to an outlet collection, through the
  /// property's setter when `setter` carries it for `owner` (so the property's observers run, as
  /// UIKit's key-value coding calls the setter); false when the object does not have the
  /// outlet's type.
  func connect(_ object: AnyObject, of owner: AnyObject, setter: Selector) -> Bool
}

extension Outlet: OutletConnecting {
  package func connect(_ object: AnyObject, of owner: AnyObject, setter: Selector) -> Bool {
    let value: Value
    if let single = object as? Value {
      value = single
    } else if let collection = wrappedValue as? any OutletCollection, let grown = collection.appending(object) as? Value {
      value = grown
    } else {
      return false
    }
    if !setter.set(value, on: owner) { wrappedValue = value }
    return true
  }
}

/// An array an outlet collection grows (`@Outlet var buttons: [UIButton] = []`, or `[UIButton]!`).
private protocol OutletCollection {
  func appending(_ object: AnyObject) -> Any?
  static func holding(_ object: AnyObject) -> Any?
}

extension Array: OutletCollection {
  fileprivate func appending(_ object: AnyObject) -> Any? {
    (object as? Element).map { self + [$0] }
  }
  fileprivate static func holding(_ object: AnyObject) -> Any? {
    (object as? Element).map { [$0] }
  }
}

extension Optional: OutletCollection {
  fileprivate func appending(_ object: AnyObject) -> Any? {
    let grown: Any?
    if let wrapped = self {
      grown = (wrapped as? any OutletCollection)?.appending(object)
    } else {
      grown = (Wrapped.self as? any OutletCollection.Type)?.holding(object)
    }
    return (grown as? Wrapped).map { Optional($0) as Any }
  }
  fileprivate static func holding(_ object: AnyObject) -> Any? { nil }
}
