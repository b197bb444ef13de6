/// A property's setter as a selector, `set<Property>:`: what a storyboard calls to connect an
/// ``Outlet`` or to apply a user-defined runtime attribute, as UIKit's key-value coding calls the
/// setter, so the property's observers run.
extension Selector {
  /// What `@Storyboarded` makes for an ``Outlet`` property with a `didSet` or `willSet`, and for an
  /// `@IBInspectable` property: its setter. A number sets a property of any numeric type.
  @MainActor
  public init<T: AnyObject, Value>(setterOf property: String, keyPath: ReferenceWritableKeyPath<T, Value>) {
    self.init(Selector.setterName(property), implementedBy: T.self) { target, value, _ in
      if let value = Self.coerce(value, to: Value.self) { target[keyPath: keyPath] = value }
      return nil
    }
  }

  /// The setter's Objective-C name for a property: `setCaptionLabel:` for `captionLabel`.
  package static func setterName(_ property: String) -> String {
    "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
  }

  /// Calls the setter this selector carries for `target`'s class with `value`; false when the
  /// class has none.
  @MainActor
  package func set(_ value: Any, on target: AnyObject) -> Bool {
    call(on: target, sender: value, event: nil) != nil
  }

  /// `value` as a `Value`, a number (`Double`) converted to the property's numeric type.
  private static func coerce<Value>(_ value: Any?, to type: Value.Type) -> Value? {
    if let value = value as? Value { return value }
    guard let number = value as? Double else { return nil }
    return (CGFloat(number) as? Value) ?? (Float(number) as? Value) ?? (Int(exactly: number) as? Value)
  }
}
