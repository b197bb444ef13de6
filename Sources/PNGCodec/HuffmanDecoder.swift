/// Decodes one canonical prefix code of deflate, given its code lengths: codes of each length are
/// consecutive numbers, so a code is found by counting, one bit at a time.
struct HuffmanDecoder {
  /// How many symbols have each code length 0…15.
  private var counts = [Int](repeating: 0, count: 16)
  /// The symbols ordered by code length, then by value.
  private var symbols: [Int] = []

  /// A decoder for the code whose symbol `i` has bit length `lengths[i]` (0 = unused); throws
  /// for lengths over 15 or a code with more codes than bits allow.
  init(lengths: [Int]) throws(PNGDecodingError) {
    for length in lengths {
      guard length <= 15 else { throw PNGDecodingError("a code length is over 15") }
      counts[length] += 1
    }
    var left = 1
    for bits in 1...15 {
      left = left << 1 - counts[bits]
      guard left >= 0 else { throw PNGDecodingError("a prefix code is oversubscribed") }
    }
    var offsets = [Int](repeating: 0, count: 16)
    for bits in 1..<15 { offsets[bits + 1] = offsets[bits] + counts[bits] }
    symbols = [Int](repeating: 0, count: lengths.count)
    for (symbol, length) in lengths.enumerated() where length > 0 {
      symbols[offsets[length]] = symbol
      offsets[length] += 1
    }
  }

  /// Reads one symbol.
  mutating func decode(_ reader: inout BitReader) throws(PNGDecodingError) -> Int {
    var code = 0, first = 0, index = 0
    for bits in 1...15 {
      code |= try reader.read(1)
      let count = counts[bits]
      if code - first < count { return symbols[index + code - first] }
      index += count
      first = (first + count) << 1
      code <<= 1
    }
    throw PNGDecodingError("a code is not in the prefix code")
  }
}
