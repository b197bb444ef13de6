/// What the new actions achieved in a run, checked on the hierarchy after each (`--stats`): the
/// tests read it to know that each kind of action does what it says, not only that it ran.
struct FuzzStats {
  /// Counts by name, printed in name order.
  var counts: [String: Int] = [:]

  mutating func count(_ name: String, if condition: Bool = true) {
    if condition { counts[name, default: 0] += 1 }
  }

  /// `stats name=count name=count …`.
  var line: String { "stats " + counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ") }
}
