/// Writes bit fields into bytes, least significant bit first, as deflate packs them.
struct BitWriter {
  /// The bytes written so far (the last partial byte only after ``flush()``).
  private(set) var bytes: [UInt8] = []
  private var buffer: UInt64 = 0
  private var count = 0

  /// A writer whose output is expected to grow to about `capacity` bytes.
  init(capacity: Int) { bytes.reserveCapacity(capacity) }

  /// Appends the low `bits` bits of `value` (at most 32), least significant first.
  @inline(__always)
  mutating func write(_ value: UInt32, bits: Int) {
    buffer |= UInt64(value) << UInt64(count)
    count += bits
    while count >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: buffer))
      buffer >>= 8
      count -= 8
    }
  }

  /// Pads the last byte with zero bits.
  mutating func flush() {
    if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
    buffer = 0
    count = 0
  }

  /// `code` of `length` bits with its bit order reversed: deflate's prefix codes are packed most
  /// significant bit first into the least-significant-first stream.
  static func reversed(_ code: Int, length: Int) -> UInt32 {
    var value = UInt32(code), result: UInt32 = 0
    for _ in 0..<length {
      result = result << 1 | value & 1
      value >>= 1
    }
    return result
  }
}
