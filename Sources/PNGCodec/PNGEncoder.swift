/// Writes PNG files: signature, IHDR, one IDAT with the rows compressed by the system's zlib,
/// IEND.
package enum PNGEncoder {
  /// The PNG file of an image: 8-bit RGBA. The same pixels always give the same bytes with the
  /// same zlib.
  package static func encode(_ image: RGBAImage) -> [UInt8] {
    var header: [UInt8] = []
    header += bigEndian(UInt32(image.width))
    header += bigEndian(UInt32(image.height))
    header += [8, 6, 0, 0, 0]   // bit depth, colour type RGBA, deflate, adaptive filters, no interlace
    let rows = filteredRows(image)
    var file = PNGHeader.signature
    file += chunk("IHDR", header)
    file += chunk("IDAT", SystemZlib.compress(rows) ?? StoredZlib.stream(rows))
    file += chunk("IEND", [])
    return file
  }

  /// The rows as PNG stores them before compression: each with the Up filter (the difference
  /// from the row above), which leaves a flat interface mostly zeros.
  static func filteredRows(_ image: RGBAImage) -> [UInt8] {
    let rowLength = image.width * 4
    var out = [UInt8](repeating: 2, count: (rowLength + 1) * image.height)
    image.pixels.withUnsafeBytes { pixels in
      out.withUnsafeMutableBytes { out in
        for y in 0..<image.height {
          let row = y * rowLength, start = y * (rowLength + 1) + 1
          if y == 0 {
            out[start - 1] = 0
            (out.baseAddress! + start).copyMemory(from: pixels.baseAddress! + row, byteCount: rowLength)
          } else {
            subtractBytes(pixels.baseAddress! + row, pixels.baseAddress! + row - rowLength, into: out.baseAddress! + start, count: rowLength)
          }
        }
      }
    }
    return out
  }

  /// `out[i] = a[i] &- b[i]` for `count` bytes, eight at a time: each byte's difference is taken
  /// without a borrow crossing into the next byte.
  private static func subtractBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, into out: UnsafeMutableRawPointer, count: Int) {
    let high: UInt64 = 0x8080_8080_8080_8080
    var index = 0
    while index + 8 <= count {
      let x = a.loadUnaligned(fromByteOffset: index, as: UInt64.self), y = b.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      let difference = ((x | high) &- (y & ~high)) ^ ((x ^ ~y) & high)
      out.storeBytes(of: difference, toByteOffset: index, as: UInt64.self)
      index += 8
    }
    while index < count {
      out.storeBytes(of: a.load(fromByteOffset: index, as: UInt8.self) &- b.load(fromByteOffset: index, as: UInt8.self), toByteOffset: index, as: UInt8.self)
      index += 1
    }
  }

  /// A chunk: length, type, data, CRC-32 of type and data.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    let crc = Checksums.crc32(data, continuing: Checksums.crc32(typeBytes))
    return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc)
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }
}
