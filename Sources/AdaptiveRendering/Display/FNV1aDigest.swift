/// A 64-bit FNV-1a digest: the same for the same bytes in any process (unlike Swift's seeded
/// `Hasher`), for keys that outlive a process or cross between processes: state fingerprints,
/// the keys photos are served under.
package struct FNV1aDigest {
  /// The digest of everything added so far.
  package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// An empty digest.
  package init() {}

  /// Adds one byte.
  package mutating func add(_ byte: UInt8) {
    value ^= UInt64(byte)
    value &*= 0x0000_0100_0000_01b3
  }

  /// Adds bytes in order.
  package mutating func add<Bytes: Sequence<UInt8>>(bytes: Bytes) {
    for byte in bytes { add(byte) }
  }

  /// Adds a string's UTF-8 bytes and a terminating zero (so `"ab" + "c"` and `"a" + "bc"` differ).
  package mutating func add(_ string: String) {
    add(bytes: string.utf8)
    add(UInt8(0))
  }

  /// Adds a number's eight bytes, least significant first.
  package mutating func add(_ number: Int64) {
    var bits = UInt64(bitPattern: number)
    for _ in 0..<8 {
      add(UInt8(truncatingIfNeeded: bits))
      bits >>= 8
    }
  }

  /// The value as sixteen hexadecimal digits.
  package var hex: String { Self.hex(value) }

  /// A 64-bit value as sixteen hexadecimal digits.
  package static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
