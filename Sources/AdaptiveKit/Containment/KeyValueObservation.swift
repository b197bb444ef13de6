/// Which values a key-path observation reports, as Foundation's `NSKeyValueObservingOptions`
/// (which Linux's Foundation does not have).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Report the new value.
  public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
  /// Report the old value.
  public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
  /// Report once at once, when the observation is made.
  public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
  /// Report before each change (not supported: changes are seen after they happen).
  public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

/// One reported change, as Foundation's `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
  /// The kind of change: always a setting here.
  public enum Kind: Sendable { case setting }
  /// The kind of change.
  public let kind: Kind
  /// The new value, when `.new` was asked for.
  public let newValue: Value?
  /// The old value, when `.old` was asked for.
  public let oldValue: Value?
  /// Whether this report comes before the change (never here).
  public let isPrior: Bool
}

/// A running key-path observation, as Foundation's `NSKeyValueObservation`: it lasts until it is
/// invalidated or released.
@MainActor
public final class NSKeyValueObservation {
  private weak var controller: UIViewController?
  private let id: ObjectIdentifier

  init(controller: UIViewController, id: ObjectIdentifier) {
    self.controller = controller
    self.id = id
  }

  /// Stops the observation.
  public func invalidate() {
    controller?.keyValueObservers.removeAll { $0.id == id }
    controller = nil
  }

  isolated deinit { invalidate() }
}

/// A controller's record of one observation: how to check its key path for a change.
@MainActor
final class KeyValueObserver {
  var id: ObjectIdentifier { ObjectIdentifier(self) }
  let check: @MainActor () -> Void
  init(check: @escaping @MainActor () -> Void) { self.check = check }
}

/// Container controllers whose `viewControllers`, selection or collapsed state UIKit apps observe
/// with KVO. On Linux there is no KVO: these controllers report changes of any key path when a
/// container operation ends (a push or pop, new tabs or a new selection, a collapse or expansion,
/// a column set, a split's `show` or `showDetailViewController`). Values are compared by equality,
/// or by identity for controllers.
public protocol KeyValueObservingContainer: UIViewController {}

extension UIViewController: KeyValueObservingContainer {}

extension KeyValueObservingContainer {
  /// Observes `keyPath`, as NSObject's `observe(_:options:changeHandler:)`.
  public func observe<Value: Equatable>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    startObserving(keyPath, options: options, same: { $0 == $1 }, changeHandler: changeHandler)
  }

  /// Observes a key path whose value is a list of controllers (`viewControllers`).
  public func observe<Element: AnyObject>(
    _ keyPath: KeyPath<Self, [Element]>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<[Element]>) -> Void
  ) -> NSKeyValueObservation {
    startObserving(keyPath, options: options, same: { $0.elementsEqual($1, by: ===) }, changeHandler: changeHandler)
  }

  /// Observes a key path whose value is an optional list of controllers (a tab bar's `viewControllers`).
  public func observe<Element: AnyObject>(
    _ keyPath: KeyPath<Self, [Element]?>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<[Element]?>) -> Void
  ) -> NSKeyValueObservation {
    startObserving(keyPath, options: options, same: { first, second in
      switch (first, second) {
      case (nil, nil): true
      case let (first?, second?): first.elementsEqual(second, by: ===)
      default: false
      }
    }, changeHandler: changeHandler)
  }

  /// Observes a key path whose value is an optional controller (`selectedViewController`).
  public func observe<Object: AnyObject>(
    _ keyPath: KeyPath<Self, Object?>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Object?>) -> Void
  ) -> NSKeyValueObservation {
    startObserving(keyPath, options: options, same: { $0 === $1 }, changeHandler: changeHandler)
  }

  private func startObserving<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions, same: @escaping (Value, Value) -> Bool,
    changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    var last = self[keyPath: keyPath]
    func report(old: Value, new: Value, to observed: Self) {
      changeHandler(observed, NSKeyValueObservedChange(
        kind: .setting, newValue: options.contains(.new) ? new : nil,
        oldValue: options.contains(.old) ? old : nil, isPrior: false))
    }
    let observer = KeyValueObserver { [weak self] in
      guard let self else { return }
      let current = self[keyPath: keyPath]
      guard !same(last, current) else { return }
      let old = last
      last = current
      report(old: old, new: current, to: self)
    }
    keyValueObservers.append(observer)
    if options.contains(.initial) {
      changeHandler(self, NSKeyValueObservedChange(
        kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil, isPrior: false))
    }
    return NSKeyValueObservation(controller: self, id: observer.id)
  }
}

extension UIViewController {
  /// Reports the observed key paths that changed, at the end of a container operation.
  func notifyKeyValueObservers() {
    guard !keyValueObservers.isEmpty else { return }
    for observer in keyValueObservers { observer.check() }
  }
}
