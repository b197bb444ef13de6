/// Writes PNG files: signature, IHDR, one IDAT with the zlib-compressed rows, IEND. Each row is
/// filtered with None, Sub or Up, whichever leaves the smallest sum of absolute differences.
package enum PNGEncoder {
  /// The PNG file of an image: 8-bit RGB when every pixel is opaque, else 8-bit RGBA.
  package static func encode(_ image: RGBAImage) -> [UInt8] {
    let opaque = image.pixels.withUnsafeBufferPointer { pixels in
      stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 255 }
    }
    let channels = opaque ? 3 : 4
    var header: [UInt8] = []
    header += bigEndian(UInt32(image.width))
    header += bigEndian(UInt32(image.height))
    header += [8, opaque ? 2 : 6, 0, 0, 0] // bit depth, colour type, deflate, adaptive filters, no interlace
    var file = PNGHeader.signature
    file += chunk("IHDR", header)
    file += chunk("IDAT", Deflate.zlib(filteredRows(image, channels: channels)))
    file += chunk("IEND", [])
    return file
  }

  /// The rows as PNG stores them before compression: a filter byte, then the filtered samples.
  static func filteredRows(_ image: RGBAImage, channels: Int) -> [UInt8] {
    let rowLength = image.width * channels
    var out = [UInt8](repeating: 0, count: (rowLength + 1) * image.height)
    var rows = [UInt8](repeating: 0, count: rowLength * 2) // this row's samples and the previous row's
    var sub = [UInt8](repeating: 0, count: rowLength), up = [UInt8](repeating: 0, count: rowLength)
    image.pixels.withUnsafeBufferPointer { pixels in
      out.withUnsafeMutableBufferPointer { out in
        rows.withUnsafeMutableBufferPointer { rows in
          sub.withUnsafeMutableBufferPointer { sub in
            up.withUnsafeMutableBufferPointer { up in
              for y in 0..<image.height {
                let raw = (y % 2) * rowLength, above = rowLength - raw
                var index = y * image.width * 4, sample = raw
                for _ in 0..<image.width {
                  for channel in 0..<channels { rows[sample + channel] = pixels[index + channel] }
                  index += 4
                  sample += channels
                }
                var costNone = 0, costSub = 0, costUp = 0
                for i in 0..<rowLength {
                  let value = rows[raw + i]
                  let left = i >= channels ? rows[raw + i - channels] : 0
                  let previous = y > 0 ? rows[above + i] : 0
                  sub[i] = value &- left
                  up[i] = value &- previous
                  costNone += cost(value); costSub += cost(sub[i]); costUp += cost(up[i])
                }
                let start = y * (rowLength + 1)
                if costUp <= min(costSub, costNone) {
                  out[start] = 2
                  for i in 0..<rowLength { out[start + 1 + i] = up[i] }
                } else if costSub <= costNone {
                  out[start] = 1
                  for i in 0..<rowLength { out[start + 1 + i] = sub[i] }
                } else {
                  for i in 0..<rowLength { out[start + 1 + i] = rows[raw + i] }
                }
              }
            }
          }
        }
      }
    }
    return out
  }

  /// A filtered byte's cost: its distance from zero as a signed value.
  @inline(__always)
  static func cost(_ byte: UInt8) -> Int { byte < 128 ? Int(byte) : 256 - Int(byte) }

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
