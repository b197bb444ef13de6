import Foundation

/// Where the recents and the settings keep their values: a `UserDefaults` suite, or for a launch
/// that is thrown away (an exploration launches the app thousands of times) a dictionary in memory,
/// which opens no suite: Foundation keeps every suite a process opens until it exits.
@MainActor
protocol PreferenceStore: AnyObject {
  /// The value stored under `key`.
  func object(forKey key: String) -> Any?
  /// Stores `value` under `key`.
  func set(_ value: Any?, forKey key: String)
  /// Removes the value under `key`.
  func removeObject(forKey key: String)
  /// Writes the stored values to disk, where the store has one.
  @discardableResult func synchronize() -> Bool
}

extension UserDefaults: PreferenceStore {}

/// Values in memory only.
@MainActor
final class InMemoryPreferences: PreferenceStore {
  private var values: [String: Any] = [:]

  func object(forKey key: String) -> Any? { values[key] }
  func set(_ value: Any?, forKey key: String) { values[key] = value }
  func removeObject(forKey key: String) { values[key] = nil }
  @discardableResult func synchronize() -> Bool { true }
}
