extension Sequence where Element: AnyObject {
  /// Whether the sequence holds `object` itself (compared by identity, `===`).
  ///
  /// Containers ask this at every change of their children. A loop compiled here costs less than
  /// `contains(where:)` with a closure, which checks at run time that it runs on the main actor
  /// each time it is called (see ``withTemporaryBuffer(of:capacity:_:)``).
  func containsIdentical(_ object: AnyObject) -> Bool {
    for element in self where element === object { return true }
    return false
  }

  /// Whether the sequence begins with the elements of `prefix`, the same objects in the same order.
  func startsWithIdentical<Prefix: Sequence>(_ prefix: Prefix) -> Bool where Prefix.Element: AnyObject {
    var elements = makeIterator()
    for object in prefix {
      guard let element = elements.next(), element === object else { return false }
    }
    return true
  }

  /// The elements that `others` does not hold (compared by identity), in order.
  func excludingIdentical<Others: Sequence>(_ others: Others) -> [Element] where Others.Element: AnyObject {
    var kept: [Element] = []
    kept.reserveCapacity(underestimatedCount)
    for element in self where !others.containsIdentical(element) { kept.append(element) }
    return kept
  }
}

extension Collection where Element: AnyObject {
  /// The index of `object` itself (compared by identity), searching from the start.
  func firstIndexOfIdentical(_ object: AnyObject) -> Index? {
    var index = startIndex
    while index != endIndex {
      if self[index] === object { return index }
      formIndex(after: &index)
    }
    return nil
  }
}
