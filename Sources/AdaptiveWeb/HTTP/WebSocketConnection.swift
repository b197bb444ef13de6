import Synchronization

/// One open WebSocket as its handler sees it: the client's messages in order, and a way to send
/// text and to close.
///
/// Frames go out whole, one at a time, under a lock; the socket is shut down and released only
/// under the same lock, so a late write or close fails instead of reaching a connection that
/// reused the descriptor.
package final class WebSocketConnection: Sendable {
  /// The request that opened the socket (its query names a session to resume, for example).
  package let request: HTTPRequestHead
  /// The client's messages; the sequence ends when the socket closes.
  package let messages: AsyncStream<WebSocketMessage>

  private struct State {
    var isClosed = false
    var sentClose = false
    var awaitingPong = false
  }

  /// The socket, which the server releases.
  let socket: TCPSocket
  private let state = Mutex(State())
  private let delivery: AsyncStream<WebSocketMessage>.Continuation

  init(socket: TCPSocket, request: HTTPRequestHead) {
    self.socket = socket
    self.request = request
    (messages, delivery) = AsyncStream.makeStream(of: WebSocketMessage.self)
  }

  /// Sends a text message; throws once the socket is closed or the client stopped reading.
  package func send(text: String) throws {
    guard send(opcode: 0x1, Array(text.utf8)) else { throw WebSocketClosedError() }
  }

  /// Sends a close frame with `status` and `reason` (once) and ends the connection.
  package func close(status: UInt16, reason: String) {
    state.withLock { state in
      guard !state.isClosed, !state.sentClose else { return }
      state.sentClose = true
      _ = socket.send(Self.frame(opcode: 0x8, [UInt8(status >> 8), UInt8(status & 0xFF)] + Array(reason.utf8.prefix(123))))
      socket.shutdown()
    }
  }

  /// Sends a ping, or closes the connection when the previous one was never answered; false
  /// once the connection is closed.
  func ping() -> Bool {
    let answered = state.withLock { state -> Bool? in
      guard !state.isClosed, !state.sentClose else { return nil }
      guard !state.awaitingPong else { return false }
      state.awaitingPong = true
      return true
    }
    switch answered {
    case nil: return false
    case false?:
      close(status: 1001, reason: "no answer to the last ping")
      return false
    case true?: return send(opcode: 0x9, [])
    }
  }

  /// Notes the client's pong.
  func receivedPong() { state.withLock { $0.awaitingPong = false } }

  /// Answers a ping.
  func pong(_ payload: [UInt8]) { _ = send(opcode: 0xA, payload) }

  /// Hands a message to the handler.
  func deliver(_ message: WebSocketMessage) { delivery.yield(message) }

  /// Ends the messages and releases the socket with `release`, under the lock writes take; the
  /// connection's thread calls it when it stops reading.
  func finish(release: () -> Void) {
    delivery.finish()
    state.withLock { state in
      state.isClosed = true
      release()
    }
  }

  private func send(opcode: UInt8, _ payload: [UInt8]) -> Bool {
    state.withLock { state in
      guard !state.isClosed, !state.sentClose else { return false }
      guard socket.send(Self.frame(opcode: opcode, payload)) else {
        // A client that stopped reading (or left) gets no more: the connection ends.
        socket.shutdown()
        return false
      }
      return true
    }
  }

  /// A server frame: final, unmasked.
  private static func frame(opcode: UInt8, _ payload: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = [0x80 | opcode]
    switch payload.count {
    case ..<126: bytes.append(UInt8(payload.count))
    case ..<65_536: bytes += [126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    default: bytes += [127] + (0..<8).reversed().map { UInt8(truncatingIfNeeded: payload.count >> ($0 * 8)) }
    }
    return bytes + payload
  }
}

/// A write to a WebSocket that has closed.
package struct WebSocketClosedError: Error, CustomStringConvertible {
  package var description: String { "the WebSocket is closed" }
}
