import Foundation

/// Selector-based observers, as UIKit apps register them:
/// `NotificationCenter.default.addObserver(self, selector: #Selector(keyboardWillShow(_:)), name: …, object: nil)`.
///
/// The observer is not retained; once it is gone its observations stop, as on iOS 9 and later.
/// A notification posted on the main thread reaches the observer at once; one posted on another
/// thread reaches it on the main thread shortly after (AdaptiveKit's classes live on the main actor).
extension NotificationCenter {
  /// Sends `aSelector` to `observer`, with the notification as its argument, for each notification
  /// named `aName` (any name when nil) posted by `anObject` (any object when nil).
  public func addObserver(_ observer: AnyObject, selector aSelector: Selector, name aName: Notification.Name?, object anObject: Any?) {
    let box = WeakObserver(observer)
    let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
      // The notification is handed over to the main actor and not touched here again.
      nonisolated(unsafe) let posted = notification
      let deliver: @MainActor @Sendable () -> Void = {
        guard let observer = box.object else { return }
        if !aSelector.perform(on: observer, sender: posted, event: nil) {
          MisuseReport.exception("-[\(type(of: observer)) \(aSelector.name)]: unrecognized selector sent to instance").report()
        }
      }
      if MainQueueCheck.isOnMain {
        MainActor.assumeIsolated { deliver() }
      } else {
        DispatchQueue.main.async { deliver() }
      }
    }
    let abandoned = SelectorObservations.all.add(
      SelectorObservations.Entry(center: self, observer: observer, name: aName,
                                 object: anObject.map { ObjectIdentifier($0 as AnyObject) }, token: token))
    for (center, token) in abandoned { center.removeObserver(token as Any) }
  }

  /// Removes every observation of `observer`: its selector-based ones and Foundation's.
  public func removeObserver(_ observer: AnyObject) {
    for token in SelectorObservations.all.remove(center: self, observer: observer, name: nil, object: nil) {
      removeObserver(token as Any)
    }
    removeObserver(observer as Any)
  }

  /// Removes the observations of `observer` for a name and an object (nil matches any).
  public func removeObserver(_ observer: AnyObject, name aName: Notification.Name?, object anObject: Any?) {
    let object = anObject.map { ObjectIdentifier($0 as AnyObject) }
    for token in SelectorObservations.all.remove(center: self, observer: observer, name: aName, object: object) {
      removeObserver(token as Any)
    }
    removeObserver(observer as Any, name: aName, object: anObject)
  }
}

/// A weak reference to an observer that observation blocks can capture.
private final class WeakObserver: @unchecked Sendable {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

/// The selector-based observations, so that `removeObserver` finds the blocks that stand for them.
/// They belong to the notification centers they mirror (each entry names its center), which are
/// the process's, not a window's: the one table is a constant object that guards its entries.
package final class SelectorObservations: @unchecked Sendable {
  // Unchecked: `entries` is read and written only under `lock`.

  struct Entry {
    weak var center: NotificationCenter?
    /// The observer, compared by identity (an entry whose observer is gone matches no new object
    /// that reuses its address).
    weak var observer: AnyObject?
    let name: Notification.Name?
    let object: ObjectIdentifier?
    let token: any NSObjectProtocol
  }

  /// The observations of every notification center.
  package static let all = SelectorObservations()

  private let lock = NSLock()
  private var entries: [Entry] = []

  private init() {}

  /// Records an observation. Returns the observations abandoned since the last call — their
  /// observer is gone without removing them — for their centers to drop.
  func add(_ entry: Entry) -> [(NotificationCenter, any NSObjectProtocol)] {
    lock.withLock {
      var abandoned: [(NotificationCenter, any NSObjectProtocol)] = []
      entries.removeAll { known in
        guard let center = known.center else { return true }
        guard known.observer == nil else { return false }
        abandoned.append((center, known.token))
        return true
      }
      entries.append(entry)
      return abandoned
    }
  }

  /// Removes and returns the tokens of the matching observations.
  func remove(center: NotificationCenter, observer: AnyObject, name: Notification.Name?, object: ObjectIdentifier?) -> [any NSObjectProtocol] {
    lock.withLock {
      var tokens: [any NSObjectProtocol] = []
      entries.removeAll { entry in
        guard entry.center === center, entry.observer === observer, name == nil || entry.name == name,
          object == nil || entry.object == object
        else { return false }
        tokens.append(entry.token)
        return true
      }
      return tokens
    }
  }

  /// How many observations are recorded for `center` (for tests).
  package func count(in center: NotificationCenter) -> Int {
    lock.withLock { entries.count { $0.center === center } }
  }
}
