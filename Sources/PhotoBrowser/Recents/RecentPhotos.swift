import Foundation

/// The recently viewed photos (SC33), kept in `UserDefaults`: newest first, no duplicates, at most
/// ``limit``. A stored value that is not a list of photos (corrupt, or written by something else)
/// is replaced by an empty list instead of failing.
@MainActor
public final class RecentPhotos {
  /// The most photos kept.
  public static let limit = 20

  private let defaults: UserDefaults
  private let key: String

  /// Creates the store over `defaults` (inject a suite in tests) under `key`.
  public init(defaults: UserDefaults = .standard, key: String = "RecentPhotos") {
    self.defaults = defaults
    self.key = key
    if defaults.object(forKey: key) != nil, decoded() == nil { defaults.removeObject(forKey: key) }
  }

  /// The recent photos, newest first.
  public var photos: [Photo] { decoded() ?? [] }

  /// Records that `photo` was viewed: it moves to the front, and the oldest beyond ``limit`` go.
  public func add(_ photo: Photo) {
    var list = photos.filter { $0.id != photo.id }
    list.insert(photo, at: 0)
    if list.count > Self.limit { list.removeLast(list.count - Self.limit) }
    guard let data = try? JSONEncoder().encode(list) else { return }
    defaults.set(data, forKey: key)
    defaults.synchronize()
  }

  /// Forgets every recent photo.
  public func removeAll() {
    defaults.removeObject(forKey: key)
    defaults.synchronize()
  }

  private func decoded() -> [Photo]? {
    guard let data = defaults.data(forKey: key) else { return defaults.object(forKey: key) == nil ? [] : nil }
    return try? JSONDecoder().decode([Photo].self, from: data)
  }
}
