import AdaptiveRendering
public import Foundation

/// The photos the pages show, by a key made from their bytes: a frame names a photo by its key,
/// and the page loads it from `/picture/KEY` once (the browser caches it), instead of every frame
/// carrying it. Holds the most recent ``capacity`` photos; safe to use from any thread.
public final class PictureStore: @unchecked Sendable {
  /// How many photos it keeps.
  public let capacity: Int
  private let lock = NSLock()
  private var pictures: [String: Data] = [:]
  private var order: [String] = []

  /// A store keeping the `capacity` most recent photos.
  public init(capacity: Int = 512) { self.capacity = max(1, capacity) }

  /// Keeps `data` and returns its key (sixteen hexadecimal digits).
  public func key(for data: Data) -> String {
    let key = Self.digest(data)
    lock.withLock {
      guard pictures[key] == nil else { return }
      pictures[key] = data
      order.append(key)
      if order.count > capacity { pictures[order.removeFirst()] = nil }
    }
    return key
  }

  /// The photo kept under `key`, if any.
  public func picture(forKey key: String) -> Data? { lock.withLock { pictures[key] } }

  /// FNV-1a over the bytes, as sixteen hexadecimal digits.
  static func digest(_ data: Data) -> String {
    var digest = FNV1aDigest()
    digest.add(bytes: data)
    return digest.hex
  }
}
