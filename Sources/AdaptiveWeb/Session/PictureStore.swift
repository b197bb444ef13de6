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
  private var added: (@Sendable (String, Data) -> Void)?

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
      added?(key, data)
    }
    return key
  }

  /// Calls `body` with each photo kept from now on, with its key, before ``key(for:)`` returns it
  /// (a session worker sends them to its front this way).
  package func whenAdded(_ body: @escaping @Sendable (String, Data) -> Void) { lock.withLock { added = body } }

  /// Keeps `data` under `key`, a key another store made for it.
  package func keep(_ data: Data, forKey key: String) {
    lock.withLock {
      guard pictures[key] == nil else { return }
      pictures[key] = data
      order.append(key)
      if order.count > capacity { pictures[order.removeFirst()] = nil }
    }
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
