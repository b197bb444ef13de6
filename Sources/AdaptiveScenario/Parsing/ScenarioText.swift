import Foundation

/// Turns a scenario file's bytes into text: UTF-8 only (an optional UTF-8 byte-order mark is
/// dropped), with located errors for files too large, other encodings and invalid bytes.
enum ScenarioText {
  /// The file's text; throws a ``ScenarioError`` at the offending line and column.
  static func decode(_ data: Data, file: String) throws(ScenarioError) -> String {
    let start = SourceLocation(file: file, line: 1, column: 1)
    guard data.count <= ScenarioLimits.maximumFileSize else {
      throw ScenarioError("the file is \(data.count) bytes; scenario files are limited to \(ScenarioLimits.maximumFileSize) bytes", at: start)
    }
    let bytes = [UInt8](data)
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
      throw ScenarioError("the file is UTF-32 text (it starts with a UTF-32 byte-order mark); scenario files must be UTF-8", at: start)
    }
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      throw ScenarioError("the file is UTF-16 text (it starts with a UTF-16 byte-order mark); scenario files must be UTF-8", at: start)
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    if let offset = firstInvalidUTF8Byte(in: body) {
      throw ScenarioError("the file is not valid UTF-8: invalid byte sequence starting with 0x\(String(body[offset], radix: 16, uppercase: true))",
                          at: location(ofByte: offset, in: body, file: file))
    }
    return String(decoding: body, as: UTF8.self)
  }

  /// The offset of the first byte that is not part of a well-formed UTF-8 sequence, or nil.
  static func firstInvalidUTF8Byte(in bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return min(offset, bytes.count - 1)
      }
    }
  }

  /// The line and column (in Unicode scalars, from 1) of the byte at `offset`, counting the valid
  /// text before it.
  static func location(ofByte offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
    var line = 1, column = 1
    for byte in bytes.prefix(offset) {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SourceLocation(file: file, line: line, column: column)
  }
}
