/// The checksums PNG files carry: CRC-32 over each chunk's type and data, Adler-32 over the
/// uncompressed bytes of the zlib stream.
package enum Checksums {
  /// The CRC-32 table for the reflected polynomial 0xEDB88320, one entry a byte value.
  static let crcTable: [UInt32] = (0..<256).map { value in
    var crc = UInt32(value)
    for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    return crc
  }

  /// The CRC-32 of some bytes, continuing from `previous` (the CRC of the bytes before them).
  package static func crc32<Bytes: Collection>(_ bytes: Bytes, continuing previous: UInt32 = 0) -> UInt32 where Bytes.Element == UInt8 {
    var crc = ~previous
    crcTable.withUnsafeBufferPointer { table in
      for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }
    return ~crc
  }

  /// The Adler-32 of some bytes.
  package static func adler32(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    let modulus: UInt32 = 65521
    var a: UInt32 = 1, b: UInt32 = 0
    var index = 0
    while index < bytes.count {
      // 5552 bytes is the longest run whose sums cannot overflow 32 bits before the reduction.
      let end = min(index + 5552, bytes.count)
      while index < end {
        a &+= UInt32(bytes[index])
        b &+= a
        index += 1
      }
      a %= modulus
      b %= modulus
    }
    return b << 16 | a
  }
}
