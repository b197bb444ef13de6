/// Reads bit fields from bytes, least significant bit first, as deflate packs them.
struct BitReader {
  private let bytes: [UInt8]
  /// The next byte to load into the bit buffer.
  private(set) var position: Int
  private var buffer: UInt64 = 0
  private var count = 0

  /// A reader of `bytes` from byte `offset`.
  init(_ bytes: [UInt8], offset: Int) {
    self.bytes = bytes
    position = offset
  }

  /// The next `bits` bits (at most 32) as a number; throws at the end of the input.
  @inline(__always)
  mutating func read(_ bits: Int) throws(PNGDecodingError) -> Int {
    while count < bits {
      guard position < bytes.count else { throw PNGDecodingError("the compressed data ends early") }
      buffer |= UInt64(bytes[position]) << UInt64(count)
      position += 1
      count += 8
    }
    let value = Int(buffer & ((1 << UInt64(bits)) - 1))
    buffer >>= UInt64(bits)
    count -= bits
    return value
  }

  /// Drops the bits left in the current byte (before a stored block's lengths).
  mutating func alignToByte() {
    let drop = count % 8
    buffer >>= UInt64(drop)
    count -= drop
  }

  /// The byte position after the bits consumed so far, once aligned to a byte.
  var bytePosition: Int { position - count / 8 }

  /// Moves to byte `offset` with nothing buffered (after copying a stored block).
  mutating func seek(to offset: Int) {
    position = offset
    buffer = 0
    count = 0
  }

  /// The input bytes.
  var input: [UInt8] { bytes }
}
