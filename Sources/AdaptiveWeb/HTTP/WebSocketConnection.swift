import Dispatch
import Synchronization

/// One open WebSocket as its handler sees it: the client's messages in order, and a way to send
/// text and to close.
///
/// Frames go out in order on a writer queue of the connection's own, so a client that reads
/// slowly holds that queue, never the tasks that answer it or the other sessions. At most
/// ``maximumPendingBytes`` wait; a client that lets more pile up is disconnected. The socket is
/// written, shut down and released only under one lock, so a late write or close fails instead of
/// reaching a connection that reused the descriptor.
package final class WebSocketConnection: Sendable {
  /// The request that opened the socket (its query names a session to resume, for example).
  package let request: HTTPRequestHead
  /// The client's messages; the sequence ends when the socket closes.
  package let messages: AsyncStream<WebSocketMessage>
  /// The most bytes of frames waiting to be written (16 MiB).
  static let maximumPendingBytes = 16 << 20

  private struct State {
    /// A close frame is queued: nothing more is sent.
    var sentClose = false
    var awaitingPong = false
    var pendingBytes = 0
  }

  /// The socket, which the server releases.
  let socket: TCPSocket
  private let state = Mutex(State())
  /// Whether the socket was released; held while the socket is written or shut down.
  private let released = Mutex(false)
  private let writer = DispatchQueue(label: "AdaptiveWeb.WebSocketConnection.writer")
  private let delivery: AsyncStream<WebSocketMessage>.Continuation

  init(socket: TCPSocket, request: HTTPRequestHead) {
    self.socket = socket
    self.request = request
    (messages, delivery) = AsyncStream.makeStream(of: WebSocketMessage.self)
  }

  /// Sends a text message; throws once the socket is closed (or closing).
  package func send(text: String) throws {
    guard send(opcode: 0x1, Array(text.utf8)) else { throw WebSocketClosedError() }
  }

  /// Sends a close frame with `status` and `reason` (once, after what is already queued) and ends
  /// the connection.
  package func close(status: UInt16, reason: String) {
    let first = state.withLock { state in
      defer { state.sentClose = true }
      return !state.sentClose
    }
    guard first else { return }
    let payload = [UInt8(status >> 8), UInt8(status & 0xFF)] + Array(reason.utf8.prefix(123))
    write(Self.frame(opcode: 0x8, payload), thenShutDown: true)
  }

  /// Sends a ping, or closes the connection when the previous one was never answered; false
  /// once the connection is closed.
  func ping() -> Bool {
    let unanswered = state.withLock { state -> Bool in
      defer { state.awaitingPong = true }
      return state.awaitingPong
    }
    guard !unanswered else {
      close(status: 1001, reason: "no answer to the last ping")
      return false
    }
    return send(opcode: 0x9, [])
  }

  /// Notes the client's pong.
  func receivedPong() { state.withLock { $0.awaitingPong = false } }

  /// Answers a ping.
  func pong(_ payload: [UInt8]) { _ = send(opcode: 0xA, payload) }

  /// Hands a message to the handler.
  func deliver(_ message: WebSocketMessage) { delivery.yield(message) }

  /// Ends the messages, waits for the frames already queued (a close frame among them) and
  /// releases the socket with `release`; the connection's thread calls it when it stops reading.
  func finish(release: () -> Void) {
    delivery.finish()
    writer.sync {}
    self.released.withLock { released in
      released = true
      release()
    }
  }

  /// Queues a data or control frame unless a close frame went first.
  private func send(opcode: UInt8, _ payload: [UInt8]) -> Bool {
    guard !state.withLock({ $0.sentClose }) else { return false }
    return write(Self.frame(opcode: opcode, payload), thenShutDown: false)
  }

  /// Queues bytes for the writer; false (and the connection ended) when too many wait.
  @discardableResult
  private func write(_ bytes: [UInt8], thenShutDown: Bool) -> Bool {
    let fits = state.withLock { state -> Bool in
      guard state.pendingBytes + bytes.count <= Self.maximumPendingBytes else { return false }
      state.pendingBytes += bytes.count
      return true
    }
    guard fits else {
      shutDown()
      return false
    }
    writer.async { [self] in
      let sent = released.withLock { released in !released && socket.send(bytes) }
      state.withLock { $0.pendingBytes -= bytes.count }
      if !sent || thenShutDown { shutDown() }
    }
    return true
  }

  /// Ends both directions of the socket unless it was released.
  private func shutDown() {
    released.withLock { released in
      if !released { socket.shutdown() }
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
