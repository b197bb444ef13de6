/// A deflate compressor (RFC 1951) in a zlib wrapper (RFC 1950): matches found through hash
/// chains over a 32 KB window, coded with the fixed Huffman codes in one block. Rendered screens
/// are mostly flat colour, which the fixed codes compress well.
package enum Deflate {
  /// How many earlier positions with the same hash are tried for a match.
  static let maxChain = 48
  static let windowSize = 1 << 15
  static let hashBits = 15

  /// The zlib stream of `input`: header, one fixed-Huffman deflate block, Adler-32.
  package static func zlib(_ input: [UInt8]) -> [UInt8] {
    input.withUnsafeBufferPointer { input in
      var writer = BitWriter(capacity: input.count / 16 + 64)
      writer.write(0x78, bits: 8) // deflate, 32 KB window
      writer.write(0x9C, bits: 8) // default level; 0x789C is a multiple of 31
      compress(input, into: &writer)
      writer.flush()
      let adler = Checksums.adler32(input)
      var bytes = writer.bytes
      bytes += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
      return bytes
    }
  }

  /// The fixed literal/length codes, bit-reversed, with their lengths.
  static let literalCodes: [(code: UInt32, length: Int)] = {
    let lengths = DeflateTables.fixedLiteralLengths
    let codes = DeflateTables.canonicalCodes(lengths: lengths)
    return zip(codes, lengths).map { (BitWriter.reversed($0, length: $1), $1) }
  }()

  /// For each match length 3…258 (indexed by length): its code, extra bits and their value.
  static let lengthSymbols: [(code: Int, extraBits: Int, extra: UInt32)] = (0...258).map { length in
    guard length >= 3 else { return (0, 0, 0) }
    var index = DeflateTables.lengthBase.count - 1
    while DeflateTables.lengthBase[index] > length { index -= 1 }
    // 258 has its own code (285) although 227 + 31 could also express it.
    if length == 258 { index = 28 }
    return (257 + index, DeflateTables.lengthExtra[index], UInt32(length - DeflateTables.lengthBase[index]))
  }

  /// The distance code of a distance 1…32768.
  @inline(__always)
  static func distanceCode(_ distance: Int) -> Int {
    var code = 29
    while DeflateTables.distanceBase[code] > distance { code -= 1 }
    return code
  }

  /// Compresses `input` as one final fixed-Huffman block.
  static func compress(_ input: UnsafeBufferPointer<UInt8>, into writer: inout BitWriter) {
    writer.write(1, bits: 1) // final block
    writer.write(1, bits: 2) // fixed Huffman codes
    let count = input.count
    let mask = windowSize - 1
    var head = [Int32](repeating: -1, count: 1 << hashBits)
    var previous = [Int32](repeating: -1, count: windowSize)
    let literalCodes = literalCodes, lengthSymbols = lengthSymbols
    head.withUnsafeMutableBufferPointer { head in
      previous.withUnsafeMutableBufferPointer { previous in
        @inline(__always) func hash(_ position: Int) -> Int {
          let key = UInt32(input[position]) << 16 | UInt32(input[position + 1]) << 8 | UInt32(input[position + 2])
          return Int((key &* 2_654_435_761) >> UInt32(32 - hashBits))
        }
        @inline(__always) func insert(_ position: Int) {
          let slot = hash(position)
          previous[position & mask] = head[slot]
          head[slot] = Int32(position)
        }
        var position = 0
        while position < count {
          var bestLength = 0, bestDistance = 0
          if position + 2 < count {
            let limit = min(258, count - position)
            var candidate = Int(head[hash(position)])
            var chain = maxChain
            while candidate >= 0, position - candidate <= windowSize, chain > 0 {
              if input[candidate + bestLength] == input[position + bestLength] || bestLength == 0 {
                var length = 0
                while length < limit && input[candidate + length] == input[position + length] { length += 1 }
                if length > bestLength {
                  bestLength = length
                  bestDistance = position - candidate
                  if length == limit { break }
                }
              }
              let next = Int(previous[candidate & mask])
              if next >= candidate { break }
              candidate = next
              chain -= 1
            }
            insert(position)
          }
          if bestLength >= 3 {
            let symbol = lengthSymbols[bestLength]
            let code = literalCodes[symbol.code]
            writer.write(code.code, bits: code.length)
            if symbol.extraBits > 0 { writer.write(symbol.extra, bits: symbol.extraBits) }
            let distanceCode = distanceCode(bestDistance)
            writer.write(BitWriter.reversed(distanceCode, length: 5), bits: 5)
            let extraBits = DeflateTables.distanceExtra[distanceCode]
            if extraBits > 0 { writer.write(UInt32(bestDistance - DeflateTables.distanceBase[distanceCode]), bits: extraBits) }
            var inserted = position + 1
            let end = min(position + bestLength, count - 2)
            while inserted < end { insert(inserted); inserted += 1 }
            position += bestLength
          } else {
            let code = literalCodes[Int(input[position])]
            writer.write(code.code, bits: code.length)
            position += 1
          }
        }
      }
    }
    let end = literalCodes[256]
    writer.write(end.code, bits: end.length)
  }
}
