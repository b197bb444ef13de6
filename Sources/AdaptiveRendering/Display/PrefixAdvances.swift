import AdaptiveKit
import Foundation

/// The advances of a string's prefixes, in ems, each added in order as `UIFont.estimatedWidth(of:)`
/// adds them, without making a string per prefix: truncation probes prefix after prefix.
///
/// Only where a character is a byte: over the string's leading ASCII run, without a carriage
/// return (a return and a line feed are one character), and short of the run's last byte unless
/// the run is the whole string (a character outside ASCII may join the byte before it).
struct PrefixAdvances {
  /// The string.
  private var string: String

  init(_ string: String) {
    self.string = string
    // Native strings are contiguous; only a bridged one is copied.
    self.string.makeContiguousUTF8()
  }

  /// The advances of the first `count` characters, or nil when they are not all one-byte
  /// characters known to stand alone.
  func ems(ofFirst count: Int) -> CGFloat? {
    let measured = string.utf8.withContiguousStorageIfAvailable { bytes -> CGFloat? in
      guard count <= bytes.count else { return nil }
      let table = UIFont.asciiTable
      var ems: CGFloat = 0
      for index in 0..<count {
        let byte = bytes[index]
        guard byte < 0x80, byte != 13 else { return nil }
        ems += table[Int(byte)]
      }
      // The byte after the prefix must be a character of its own (or the end).
      guard count == bytes.count || (bytes[count] < 0x80 && bytes[count] != 13) else { return nil }
      return ems
    }
    return measured ?? nil
  }
}
