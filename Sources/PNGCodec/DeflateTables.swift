/// The tables of the deflate format (RFC 1951) shared by ``Deflate`` and ``Inflate``: the base
/// values and extra bits of the length and distance codes, and the order of code-length codes.
enum DeflateTables {
  /// The shortest length of each length code 257…285.
  static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
  /// The extra bits of each length code 257…285.
  static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
  /// The shortest distance of each distance code 0…29.
  static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                                    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
  /// The extra bits of each distance code 0…29.
  static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
  /// The order in which a dynamic block lists the lengths of the code-length code.
  static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  /// The bit lengths of the fixed literal/length code: 8 for 0…143, 9 for 144…255, 7 for
  /// 256…279, 8 for 280…287.
  static let fixedLiteralLengths: [Int] = (0..<288).map { symbol in
    switch symbol {
    case 0..<144: 8
    case 144..<256: 9
    case 256..<280: 7
    default: 8
    }
  }

  /// The canonical codes of a prefix code given its bit lengths (0 = unused symbol), as deflate
  /// assigns them: shorter codes first, then by symbol.
  static func canonicalCodes(lengths: [Int]) -> [Int] {
    let longest = lengths.max() ?? 0
    var counts = [Int](repeating: 0, count: longest + 1)
    for length in lengths where length > 0 { counts[length] += 1 }
    var next = [Int](repeating: 0, count: longest + 2)
    var code = 0
    if longest > 0 {
      for bits in 1...longest {
        code = (code + counts[bits - 1]) << 1
        next[bits] = code
      }
    }
    return lengths.map { length in
      guard length > 0 else { return 0 }
      defer { next[length] += 1 }
      return next[length]
    }
  }
}
