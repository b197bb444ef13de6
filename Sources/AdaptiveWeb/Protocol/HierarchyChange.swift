/// What changed in the hierarchy dump since the page's last frame, by lines: the page keeps the
/// first ``kept`` lines and the last ``keptAtEnd`` lines of the dump it shows and puts ``lines``
/// between them. A push or a pop changes the lines of the stack's top and keeps the rest.
public struct HierarchyChange: Encodable, Equatable, Sendable {
  /// How many lines at the start stay.
  public var kept: Int
  /// How many lines at the end stay.
  public var keptAtEnd: Int
  /// The lines between them.
  public var lines: [String]

  /// The change from `old` to `new`: the lines between their common first and last lines. Nil
  /// when nothing changed, or when the changed lines would not be shorter than `new` itself (a
  /// rotation or a resize changes nearly every line).
  public init?(from old: String, to new: String) {
    guard old != new else { return nil }
    let before = old.split(separator: "\n", omittingEmptySubsequences: false)
    let after = new.split(separator: "\n", omittingEmptySubsequences: false)
    var kept = 0
    while kept < before.count, kept < after.count, before[kept] == after[kept] { kept += 1 }
    var keptAtEnd = 0
    while keptAtEnd < before.count - kept, keptAtEnd < after.count - kept,
          before[before.count - 1 - keptAtEnd] == after[after.count - 1 - keptAtEnd] { keptAtEnd += 1 }
    let lines = after[kept..<(after.count - keptAtEnd)].map(String.init)
    // Each line sent costs its text and about four bytes of JSON around it.
    guard lines.reduce(0, { $0 + $1.utf8.count + 4 }) < new.utf8.count else { return nil }
    self.kept = kept
    self.keptAtEnd = keptAtEnd
    self.lines = lines
  }

  /// The dump a page that showed `old` shows after this change, as the page's script builds it.
  public func applied(to old: String) -> String {
    let before = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return (before.prefix(kept) + lines + before.suffix(keptAtEnd)).joined(separator: "\n")
  }
}
