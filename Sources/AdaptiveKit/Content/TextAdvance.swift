import Foundation

/// The advances of a text measured as it grows, in ems: appending a piece adds only the piece's
/// advances, in the same order as ``UIFont/estimatedWidth(of:)`` adds those of the whole text, so
/// the width is the same to the last bit without measuring the text again (line breaking and
/// truncation try one longer text after another).
///
/// Exact for ASCII text only: a character outside ASCII may join the one before it (a combining
/// accent), so ``isExact`` turns false at the first one and the caller measures the whole text.
package struct TextAdvance: Sendable {
  /// The advances of the text so far, in ems.
  package private(set) var ems: CGFloat = 0
  /// Whether ``ems`` is the whole text's, as ``UIFont/estimatedWidth(of:)`` adds them: false once
  /// a piece was not ASCII.
  package private(set) var isExact = true
  /// The last byte appended (a line feed after a carriage return is part of its character).
  private var last: UInt8 = 0

  /// An empty text.
  package init() {}

  /// The advances of `text`.
  package init(_ text: String) { append(text) }

  /// Appends `piece`.
  package mutating func append(_ piece: String) {
    guard isExact else { return }
    var piece = piece
    // Native strings are contiguous; `makeContiguousUTF8()` only copies a bridged one.
    piece.makeContiguousUTF8()
    piece.utf8.withContiguousStorageIfAvailable { bytes in
      let table = UIFont.asciiTable
      var ems = self.ems, last = self.last
      for byte in bytes {
        guard byte < 0x80 else {
          isExact = false
          return
        }
        if !(byte == 10 && last == 13) { ems += table[Int(byte)] }
        last = byte
      }
      self.ems = ems
      self.last = last
    }
  }

  /// Appends one character.
  package mutating func append(_ character: Character) {
    guard isExact, character.isASCII, let byte = character.asciiValue else {
      isExact = false
      return
    }
    // "\r\n" is one ASCII character whose value is the line feed's: it adds the return's advance.
    if character == "\r\n" {
      append("\r\n" as String)
      return
    }
    if !(byte == 10 && last == 13) { ems += UIFont.asciiTable[Int(byte)] }
    last = byte
  }

  /// The text's width in `font`, as ``UIFont/estimatedWidth(of:)`` gives it.
  package func width(in font: UIFont) -> CGFloat { font.estimatedWidth(ems: ems) }
}
