import Foundation

/// The recently viewed photos (SC33), kept in `UserDefaults`: newest first, no duplicates, at most
/// ``limit``, surviving relaunches.
///
/// Writes are atomic even though Foundation on Linux rewrites a suite's file in place (a process
/// killed during that write leaves it empty): the list is kept in two suites of its own, written in
/// turn, each copy numbered with a generation. Reading takes the newest whole copy, so a write cut
/// short loses at most the photo being added. A stored value that is not such a copy (corrupt, or
/// written by something else) is removed instead of failing.
@MainActor
public final class RecentPhotos {
  /// The most photos kept.
  public static let limit = 20

  /// The suite the app's other settings live in; the list's two copies are in suites named after it.
  public let suiteName: String
  /// The suites holding the two copies.
  public let copySuiteNames: [String]

  private let copies: [any PreferenceStore]
  /// Where the app's settings are kept beside the list: the suite named ``suiteName``, opened when
  /// first asked for, or memory.
  private(set) lazy var settingsStore: any PreferenceStore = UserDefaults(suiteName: suiteName) ?? .standard
  private let key = "RecentPhotos"

  /// One stored copy of the list.
  private struct Copy: Codable {
    let generation: Int
    let photos: [Photo]
  }

  /// Whether writes reach the disk (`synchronize()`): false for a run that throws its data away,
  /// such as a scenario or an exploration, which then touches no file.
  public let isDurable: Bool
  /// For a store in memory only (``inMemory()``), the newest copy itself: nothing else reads or
  /// writes its copies, so the list is neither encoded nor decoded.
  private var kept: Copy?
  private let keepsDecoded: Bool

  /// Creates the store for a suite (inject a test's own suite name); its copies go in
  /// ``copySuiteNames``. With `durable` false, writes stay in memory.
  public convenience init(suiteName: String = "PhotoBrowser", durable: Bool = true) {
    let copySuiteNames = [suiteName + ".recents.0", suiteName + ".recents.1"]
    self.init(suiteName: suiteName, copySuiteNames: copySuiteNames, durable: durable,
              copies: copySuiteNames.map { UserDefaults(suiteName: $0) ?? .standard })
  }

  /// A store in memory only, empty, that opens no `UserDefaults` suite: for a launch that is thrown
  /// away, such as an exploration's, which launches the app thousands of times.
  public static func inMemory() -> RecentPhotos {
    let recents = RecentPhotos(suiteName: "", copySuiteNames: [], durable: false, copies: [], keepsDecoded: true)
    recents.settingsStore = InMemoryPreferences()
    return recents
  }

  private init(suiteName: String, copySuiteNames: [String], durable: Bool, copies: [any PreferenceStore], keepsDecoded: Bool = false) {
    self.suiteName = suiteName
    self.copySuiteNames = copySuiteNames
    isDurable = durable
    self.copies = copies
    self.keepsDecoded = keepsDecoded
    for copy in copies where copy.object(forKey: key) != nil && decoded(copy) == nil { copy.removeObject(forKey: key) }
  }

  /// The recent photos, newest first.
  public var photos: [Photo] { newest?.photos ?? [] }

  /// Records that `photo` was viewed: it moves to the front, and the oldest beyond ``limit`` go.
  public func add(_ photo: Photo) {
    let current = newest
    var list = (current?.photos ?? []).filter { $0.id != photo.id }
    list.insert(photo, at: 0)
    if list.count > Self.limit { list.removeLast(list.count - Self.limit) }
    write(list, after: current)
  }

  /// Forgets every recent photo.
  public func removeAll() { write([], after: newest) }

  /// Writes a new generation, after `current` (the newest copy read), into the copy that holds
  /// the older one.
  private func write(_ list: [Photo], after current: Copy?) {
    let generation = (current?.generation ?? 0) + 1
    if keepsDecoded {
      kept = Copy(generation: generation, photos: list)
      return
    }
    guard let data = try? JSONEncoder().encode(Copy(generation: generation, photos: list)) else { return }
    let target = copies[generation % copies.count]
    target.set(data, forKey: key)
    if isDurable { target.synchronize() }
  }

  private var newest: Copy? {
    keepsDecoded ? kept : copies.compactMap(decoded).max { $0.generation < $1.generation }
  }

  private func decoded(_ copy: any PreferenceStore) -> Copy? {
    (copy.object(forKey: key) as? Data).flatMap { try? JSONDecoder().decode(Copy.self, from: $0) }
  }
}
