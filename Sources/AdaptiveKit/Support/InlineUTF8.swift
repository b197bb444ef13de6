/// Up to ``capacity`` bytes of UTF-8 held inside the value, so that a value holding it stays plain
/// data: copying it is a memory copy, with no reference to count.
struct InlineUTF8: Hashable, Sendable {
  /// The most bytes kept.
  static let capacity = 64

  /// The empty text.
  static let empty = InlineUTF8()

  private var count: UInt8 = 0
  /// The bytes, then zeros.
  private var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)

  private init() {}

  /// The longest run of whole characters from the start of `string` that fits in ``capacity``
  /// bytes: all of it when it fits.
  init(prefixOf string: String) {
    var length = 0
    for character in string {
      let size = character.utf8.count
      guard length + size <= Self.capacity else { break }
      length += size
    }
    count = UInt8(length)
    withUnsafeMutableBytes(of: &words) { _ = $0.copyBytes(from: string.utf8.prefix(length)) }
  }

  /// The text.
  var string: String {
    withUnsafeBytes(of: words) { String(decoding: $0.prefix(Int(count)), as: UTF8.self) }
  }

  static func == (lhs: InlineUTF8, rhs: InlineUTF8) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return withUnsafeBytes(of: lhs.words) { left in
      withUnsafeBytes(of: rhs.words) { right in left.elementsEqual(right) }
    }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    withUnsafeBytes(of: words) { hasher.combine(bytes: $0) }
  }
}
