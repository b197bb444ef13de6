/// A membership test by identity (`===`) over a list of objects: a scan of the list while it is
/// short, a hashed set of identities once it is long.
///
/// Containers ask it at every change of their children. Most stacks are a few controllers deep,
/// where comparing a handful of pointers costs far less than allocating and hashing a set (B3, a
/// collapse and expansion, changes three stacks of one or two controllers); a stack thousands
/// deep still changes in time linear in its depth (B5).
struct IdentitySet<Element: AnyObject> {
  /// The count above which the identities are hashed.
  static var scanLimit: Int { 16 }

  private let elements: [Element]
  private let hashed: Set<ObjectIdentifier>?

  /// The set of `elements`.
  init(_ elements: [Element]) {
    self.elements = elements
    hashed = elements.count > Self.scanLimit ? Set(elements.lazy.map(ObjectIdentifier.init)) : nil
  }

  /// Whether `object` itself is in the set.
  func contains(_ object: AnyObject) -> Bool {
    if let hashed { return hashed.contains(ObjectIdentifier(object)) }
    return elements.containsIdentical(object)
  }
}

extension Array where Element: AnyObject {
  /// The index of the first element that appears earlier in the array too (compared by
  /// identity), or nil. Scans while the array is short, hashes identities when it is long (see
  /// ``IdentitySet``).
  func firstIndexOfRepeatedIdentical() -> Int? {
    if count <= IdentitySet<Element>.scanLimit {
      for index in indices where self[..<index].containsIdentical(self[index]) { return index }
      return nil
    }
    var seen = Set<ObjectIdentifier>()
    seen.reserveCapacity(count)
    for index in indices where !seen.insert(ObjectIdentifier(self[index])).inserted { return index }
    return nil
  }
}
