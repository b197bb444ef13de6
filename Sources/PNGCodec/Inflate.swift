/// A deflate decompressor (RFC 1951) for zlib streams (RFC 1950): stored, fixed-Huffman and
/// dynamic-Huffman blocks, checked against the stream's Adler-32.
package enum Inflate {
  /// The bytes of the zlib stream `data`; stops with an error past `limit` output bytes.
  package static func zlib(_ data: [UInt8], limit: Int) throws(PNGDecodingError) -> [UInt8] {
    guard data.count >= 6 else { throw PNGDecodingError("the zlib stream is too short") }
    let method = data[0], flags = data[1]
    guard method & 0x0F == 8, (Int(method) << 8 | Int(flags)) % 31 == 0, flags & 0x20 == 0 else {
      throw PNGDecodingError("the zlib header is not deflate without a dictionary")
    }
    var reader = BitReader(data, offset: 2)
    var output: [UInt8] = []
    output.reserveCapacity(min(limit, 1 << 26))
    var final = false
    while !final {
      final = try reader.read(1) == 1
      switch try reader.read(2) {
      case 0: try storedBlock(&reader, into: &output)
      case 1:
        var literals = try HuffmanDecoder(lengths: DeflateTables.fixedLiteralLengths)
        var distances = try HuffmanDecoder(lengths: [Int](repeating: 5, count: 30))
        try codedBlock(&reader, literals: &literals, distances: &distances, into: &output, limit: limit)
      case 2:
        var (literals, distances) = try dynamicCodes(&reader)
        try codedBlock(&reader, literals: &literals, distances: &distances, into: &output, limit: limit)
      default: throw PNGDecodingError("a deflate block has the reserved type 3")
      }
      guard output.count <= limit else { throw PNGDecodingError("the image data is longer than the image") }
    }
    reader.alignToByte()
    let end = reader.bytePosition
    guard end + 4 <= data.count else { throw PNGDecodingError("the zlib stream has no checksum") }
    let expected = UInt32(data[end]) << 24 | UInt32(data[end + 1]) << 16 | UInt32(data[end + 2]) << 8 | UInt32(data[end + 3])
    let actual = output.withUnsafeBufferPointer(Checksums.adler32)
    guard expected == actual else { throw PNGDecodingError("the zlib checksum does not match") }
    return output
  }

  private static func storedBlock(_ reader: inout BitReader, into output: inout [UInt8]) throws(PNGDecodingError) {
    reader.alignToByte()
    let length = try reader.read(16), complement = try reader.read(16)
    guard length == ~complement & 0xFFFF else { throw PNGDecodingError("a stored block's length is corrupt") }
    let start = reader.bytePosition
    let input = reader.input
    guard start + length <= input.count else { throw PNGDecodingError("a stored block ends early") }
    output.append(contentsOf: input[start..<(start + length)])
    reader.seek(to: start + length)
  }

  private static func dynamicCodes(_ reader: inout BitReader) throws(PNGDecodingError) -> (HuffmanDecoder, HuffmanDecoder) {
    let literalCount = try reader.read(5) + 257
    let distanceCount = try reader.read(5) + 1
    let lengthCodeCount = try reader.read(4) + 4
    guard literalCount <= 286, distanceCount <= 30 else { throw PNGDecodingError("a dynamic block has too many codes") }
    var lengthCodeLengths = [Int](repeating: 0, count: 19)
    for index in 0..<lengthCodeCount { lengthCodeLengths[DeflateTables.codeLengthOrder[index]] = try reader.read(3) }
    var lengthCode = try HuffmanDecoder(lengths: lengthCodeLengths)
    var lengths: [Int] = []
    let total = literalCount + distanceCount
    while lengths.count < total {
      let symbol = try lengthCode.decode(&reader)
      switch symbol {
      case 0...15: lengths.append(symbol)
      case 16:
        guard let last = lengths.last else { throw PNGDecodingError("a length repeats before any length") }
        lengths += repeatElement(last, count: 3 + (try reader.read(2)))
      case 17: lengths += repeatElement(0, count: 3 + (try reader.read(3)))
      default: lengths += repeatElement(0, count: 11 + (try reader.read(7)))
      }
    }
    guard lengths.count == total else { throw PNGDecodingError("code lengths run past their count") }
    guard lengths[256] > 0 else { throw PNGDecodingError("a dynamic block has no end code") }
    return (try HuffmanDecoder(lengths: Array(lengths[0..<literalCount])),
            try HuffmanDecoder(lengths: Array(lengths[literalCount...])))
  }

  private static func codedBlock(_ reader: inout BitReader, literals: inout HuffmanDecoder, distances: inout HuffmanDecoder,
                                 into output: inout [UInt8], limit: Int) throws(PNGDecodingError) {
    while true {
      let symbol = try literals.decode(&reader)
      if symbol < 256 {
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let index = symbol - 257
        guard index < 29 else { throw PNGDecodingError("a length code is out of range") }
        let length = DeflateTables.lengthBase[index] + (try reader.read(DeflateTables.lengthExtra[index]))
        let code = try distances.decode(&reader)
        guard code < 30 else { throw PNGDecodingError("a distance code is out of range") }
        let distance = DeflateTables.distanceBase[code] + (try reader.read(DeflateTables.distanceExtra[code]))
        guard distance <= output.count else { throw PNGDecodingError("a distance reaches before the data") }
        guard output.count + length <= limit else { throw PNGDecodingError("the image data is longer than the image") }
        let start = output.count - distance
        for offset in 0..<length { output.append(output[start + offset]) }
      }
    }
  }
}
