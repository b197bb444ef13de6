import Foundation

/// Buffered reads from one connection: request heads within a deadline, then exact byte counts
/// for WebSocket frames. Bytes that arrive early (a frame sent before the handshake's answer) stay
/// in the buffer for the next read, so nothing a client sends is skipped.
final class ConnectionReader {
  /// How a request head read ended.
  enum Head {
    /// The head's bytes, up to and including the blank line.
    case head(ArraySlice<UInt8>)
    /// The peer closed the connection or the read failed.
    case closed
    /// The deadline passed first.
    case timedOut
    /// The head grew past the limit.
    case tooLarge
  }

  private let socket: TCPSocket
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where each read lands before it joins ``buffer``.
  private var scratch = [UInt8](repeating: 0, count: 16_384)

  init(socket: TCPSocket) {
    self.socket = socket
  }

  /// Reads a request head (ending with an empty line) that must arrive whole within `timeout`
  /// seconds and be at most `limit` bytes.
  func readHead(limit: Int, timeout: Double) -> Head {
    let deadline = Date().addingTimeInterval(timeout)
    // How far past `start` the search has looked (the buffer may move between reads).
    var searched = 0
    while true {
      if let end = Self.endOfHead(in: buffer, from: start + max(0, searched - 3)) {
        guard end - start <= limit else { return .tooLarge }
        defer { start = end }
        return .head(buffer[start..<end])
      }
      searched = buffer.count - start
      if buffer.count - start > limit { return .tooLarge }
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { return .timedOut }
      socket.setReceiveTimeout(left)
      switch fill() {
      case .some(true): continue
      case .some(false): return .closed
      case nil: return deadline.timeIntervalSinceNow <= 0 ? .timedOut : .closed
      }
    }
  }

  /// Exactly `count` bytes, waiting as long as it takes; nil once the connection ends first.
  func read(_ count: Int) -> ArraySlice<UInt8>? {
    while buffer.count - start < count {
      guard fill() == true else { return nil }
    }
    defer { start += count }
    return buffer[start..<(start + count)]
  }

  /// Stops limiting how long reads wait (a WebSocket may stay quiet for long).
  func waitWithoutTimeout() { socket.setReceiveTimeout(nil) }

  /// Reads more into the buffer: true when bytes came, false when the peer closed its side, nil
  /// on a failure or a timeout.
  private func fill() -> Bool? {
    if start > 0, start == buffer.count || start > 65_536 {
      buffer.removeFirst(start)
      start = 0
    }
    guard let count = scratch.withUnsafeMutableBytes({ socket.receive(into: $0) }) else { return nil }
    buffer.append(contentsOf: scratch[..<count])
    return count > 0
  }

  /// Where the blank line that ends a head finishes, searching from `index`.
  private static func endOfHead(in bytes: [UInt8], from index: Int) -> Int? {
    var index = index
    while index + 3 < bytes.count {
      if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 { return index + 4 }
      index += 1
    }
    return nil
  }
}
