/// Up to ``capacity`` bytes of UTF-8 held inside the value, so that a value holding it stays plain
/// data: copying it is a memory copy, with no reference to count. Its bytes are byte-aligned, so a
/// struct that holds it after small fields packs them without padding.
struct InlineUTF8: Hashable, Sendable {
  /// The most bytes kept.
  static let capacity = 16

  /// The empty text.
  static let empty = InlineUTF8()

  private var count: UInt8 = 0
  /// The bytes, then zeros.
  private var bytes = InlineArray<16, UInt8>(repeating: 0)

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
    for (index, byte) in string.utf8.prefix(length).enumerated() { bytes[index] = byte }
  }

  /// The text.
  var string: String {
    var utf8: [UInt8] = []
    utf8.reserveCapacity(Int(count))
    for index in 0..<Int(count) { utf8.append(bytes[index]) }
    return String(decoding: utf8, as: UTF8.self)
  }

  static func == (lhs: InlineUTF8, rhs: InlineUTF8) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for index in 0..<Int(lhs.count) where lhs.bytes[index] != rhs.bytes[index] { return false }
    return true
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for index in 0..<Int(count) { hasher.combine(bytes[index]) }
  }
}
