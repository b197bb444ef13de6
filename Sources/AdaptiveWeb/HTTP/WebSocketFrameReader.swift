/// Reads a client's frames into messages (RFC 6455 §5), checking what a server must: every frame
/// masked, no reserved bits, control frames short and whole, fragments in order, text valid
/// UTF-8, no message over the size limit. Any breach ends the connection with its status code.
struct WebSocketFrameReader {
  /// What the next read found.
  enum Event {
    /// A whole data message.
    case message(WebSocketMessage)
    /// A ping with its payload, to be answered with a pong.
    case ping([UInt8])
    /// A pong.
    case pong
    /// The client's close frame, with its status code when it gave one.
    case close(UInt16?)
    /// A breach of the protocol: close with this status and reason.
    case failure(UInt16, String)
    /// The connection ended without a close frame.
    case ended
  }

  /// The largest message, in bytes, fragments included.
  let maximumSize: Int
  private var fragments: [UInt8] = []
  private var fragmentedOpcode: UInt8?

  init(maximumSize: Int) {
    self.maximumSize = maximumSize
  }

  /// Reads frames until one completes an event.
  mutating func next(from reader: ConnectionReader) -> Event {
    while true {
      guard let header = reader.read(2) else { return .ended }
      let first = header[header.startIndex], second = header[header.startIndex + 1]
      let isFinal = first & 0x80 != 0, opcode = first & 0x0F
      guard first & 0x70 == 0 else { return .failure(1002, "reserved bits are set") }
      guard second & 0x80 != 0 else { return .failure(1002, "a client's frames must be masked") }
      var length = UInt64(second & 0x7F)
      if length >= 126 {
        guard let extended = reader.read(length == 126 ? 2 : 8) else { return .ended }
        length = extended.reduce(0) { $0 << 8 | UInt64($1) }
      }
      if opcode >= 8 {
        guard isFinal, length <= 125 else { return .failure(1002, "a control frame must be whole and at most 125 bytes") }
      } else if length > UInt64(maximumSize - fragments.count) {
        return .failure(1009, "a message may be at most \(maximumSize) bytes")
      }
      guard let key = reader.read(4), let masked = reader.read(Int(length)) else { return .ended }
      let payload = Self.unmasked(masked, key: Array(key))
      switch opcode {
      case 0x8: return .close(payload.count >= 2 ? UInt16(payload[0]) << 8 | UInt16(payload[1]) : nil)
      case 0x9: return .ping(payload)
      case 0xA: return .pong
      case 0x1, 0x2:
        guard fragmentedOpcode == nil else { return .failure(1002, "a new message began before the last one ended") }
        if isFinal { return complete(opcode, payload) }
        fragmentedOpcode = opcode
        fragments = payload
      case 0x0:
        guard let started = fragmentedOpcode else { return .failure(1002, "a continuation frame with no message to continue") }
        fragments += payload
        if isFinal {
          defer { fragments = [] }
          fragmentedOpcode = nil
          return complete(started, fragments)
        }
      default:
        return .failure(1002, "unknown opcode \(opcode)")
      }
    }
  }

  private func complete(_ opcode: UInt8, _ payload: [UInt8]) -> Event {
    guard opcode == 0x1 else { return .message(.binary(payload)) }
    guard let text = Self.text(payload) else { return .failure(1007, "a text message must be valid UTF-8") }
    return .message(.text(text))
  }

  /// The payload with the client's masking key taken off (RFC 6455 §5.3).
  private static func unmasked(_ masked: ArraySlice<UInt8>, key: [UInt8]) -> [UInt8] {
    var payload = Array(masked)
    payload.withUnsafeMutableBufferPointer { bytes in
      for index in bytes.indices { bytes[index] ^= key[index & 3] }
    }
    return payload
  }

  /// The text of UTF-8 bytes; nil when they are not valid UTF-8.
  private static func text(_ bytes: [UInt8]) -> String? {
    if #available(macOS 15, *) { return String(validating: bytes, as: UTF8.self) }
    return isValidUTF8(bytes) ? String(decoding: bytes, as: UTF8.self) : nil
  }

  private static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }
}
