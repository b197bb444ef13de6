public import Foundation

/// The app's settings, kept in `UserDefaults`: the user's display name.
@MainActor
public final class AppSettings {
  /// The name used before the user picks one.
  public static let defaultDisplayName = "Photo Lover"

  private let defaults: any PreferenceStore
  private let key = "DisplayName"
  private let isDurable: Bool

  /// Creates the settings over `defaults` (the recents' suite in the app); with `durable` false,
  /// changes stay in memory.
  public convenience init(defaults: UserDefaults = .standard, durable: Bool = true) {
    self.init(store: defaults, durable: durable)
  }

  /// Creates the settings over `store` (the recents' settings store in the app).
  init(store: any PreferenceStore, durable: Bool) {
    defaults = store
    isDurable = durable
  }

  /// The user's display name; a stored value that is not a non-empty string reads as the default.
  public var displayName: String {
    get {
      guard let name = defaults.object(forKey: key) as? String, !name.trimmingCharacters(in: .whitespaces).isEmpty else {
        return Self.defaultDisplayName
      }
      return name
    }
    set {
      defaults.set(newValue, forKey: key)
      if isDurable { defaults.synchronize() }
    }
  }
}
