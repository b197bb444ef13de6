package import Foundation
import Synchronization

/// A small HTTP/1.1 server with WebSocket upgrades, on blocking sockets and a thread per
/// connection: what the demo's page, its sessions and `adaptive docs` need, and nothing more, so
/// that building the demo does not build a general web framework.
///
/// Its guards: a request head must arrive whole within ``headerTimeout`` (counted from the
/// connection's start or the previous response) and be at most 16 KiB; only `GET` and `HEAD`
/// are answered; at most ``maximumConnections`` connections are served at once; a WebSocket is
/// pinged every ``pingPeriod`` and closed when a ping goes unanswered; WebSocket frames are
/// checked by ``WebSocketFrameReader``.
package final class HTTPServer: Sendable {
  /// How the server answers a request.
  package enum Answer: Sendable {
    /// A complete response.
    case response(HTTPResponse)
    /// Upgrade to a WebSocket (or status 400 if the request is not a valid upgrade) and run the
    /// handler; the socket closes when the handler returns.
    case webSocket(@Sendable (WebSocketConnection) async -> Void)
  }

  /// The address to bind.
  package let host: String
  /// How long a request head may take to arrive, in seconds.
  package let headerTimeout: Double
  /// How often each WebSocket is pinged, in seconds; nil never pings.
  package let pingPeriod: Double?
  /// The largest WebSocket message, in bytes.
  package let maximumMessageSize: Int
  /// The most connections served at once; more are closed as they arrive.
  package let maximumConnections = 512
  /// The largest request head, in bytes.
  static let maximumHeadSize = 16 * 1024

  private let requestedPort: Int
  private let route: @Sendable (HTTPRequestHead) -> Answer
  private let listener = Mutex<TCPListener?>(nil)
  private let open = Mutex<[ObjectIdentifier: TCPSocket]>([:])

  /// A server that answers each request with `route`.
  package init(host: String, port: Int, headerTimeout: Double = 30, pingPeriod: Double? = 30,
               maximumMessageSize: Int = 1 << 20, route: @escaping @Sendable (HTTPRequestHead) -> Answer) {
    self.host = host
    requestedPort = port
    self.headerTimeout = headerTimeout
    self.pingPeriod = pingPeriod
    self.maximumMessageSize = maximumMessageSize
    self.route = route
  }

  /// Starts listening and accepting on a thread of its own; returns the port.
  package func start() throws -> Int {
    let listener = try TCPListener(host: host, port: requestedPort)
    self.listener.withLock { $0 = listener }
    Thread.detachNewThread { [self] in
      while true {
        switch listener.accept() {
        case .connection(let socket): admit(socket)
        case .nothing: continue
        case .stopped:
          listener.close()
          return
        }
      }
    }
    return listener.port
  }

  /// Stops accepting and ends every open connection.
  package func stop() {
    listener.withLock { $0?.stop() }
    open.withLock { open in
      for socket in open.values { socket.shutdown() }
    }
  }

  /// Serves until the task is cancelled; `onRunning` gets the page's URL once listening.
  package func run(onRunning: @escaping @Sendable (URL) async -> Void) async throws {
    let port = try start()
    await onRunning(URL(string: "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/")!)
    let (never, _) = AsyncStream.makeStream(of: Void.self)
    await withTaskCancellationHandler {
      for await _ in never {}
    } onCancel: {
      stop()
    }
  }

  private func admit(_ socket: TCPSocket) {
    let admitted = open.withLock { open -> Bool in
      guard open.count < maximumConnections else { return false }
      open[ObjectIdentifier(socket)] = socket
      return true
    }
    guard admitted else {
      socket.close()
      return
    }
    socket.setSendTimeout(10)
    Thread.detachNewThread { [self] in
      serve(socket)
    }
  }

  /// Forgets a connection and closes its socket, under the lock ``stop()`` takes, so that a stop
  /// never shuts down a descriptor that another connection has reused.
  private func release(_ socket: TCPSocket) {
    open.withLock { open in
      open.removeValue(forKey: ObjectIdentifier(socket))
      socket.close()
    }
  }

  /// Answers requests until the connection ends, then releases the socket.
  private func serve(_ socket: TCPSocket) {
    if let upgrade = answerRequests(on: socket) {
      runWebSocket(upgrade.connection, reader: upgrade.reader, handler: upgrade.handler)
    } else {
      socket.finishSending()
      release(socket)
    }
  }

  /// Answers HTTP requests until the connection ends (nil) or upgrades to a WebSocket.
  private func answerRequests(on socket: TCPSocket) -> (
    connection: WebSocketConnection, reader: ConnectionReader, handler: @Sendable (WebSocketConnection) async -> Void
  )? {
    let reader = ConnectionReader(socket: socket)
    while true {
      let head: HTTPRequestHead
      switch reader.readHead(limit: Self.maximumHeadSize, timeout: headerTimeout) {
      case .closed, .timedOut: return nil
      case .tooLarge:
        _ = socket.send(HTTPResponse.text(431, "the request's head is too large\n").serialized(closing: true))
        return nil
      case .head(let bytes):
        guard let parsed = HTTPRequestHead(bytes) else {
          _ = socket.send(HTTPResponse.text(400, "malformed request\n").serialized(closing: true))
          return nil
        }
        head = parsed
      }
      guard head.method == "GET" || head.method == "HEAD" else {
        _ = socket.send(HTTPResponse.text(405, "only GET is answered\n").serialized(closing: true))
        return nil
      }
      switch route(head) {
      case .response(let response):
        let closing = !head.keepsAlive
        guard socket.send(response.serialized(closing: closing, withBody: head.method == "GET")), !closing else { return nil }
      case .webSocket(let handler):
        guard let switching = WebSocketHandshake.answer(to: head) else {
          _ = socket.send(HTTPResponse.text(400, "a WebSocket handshake was expected\n").serialized(closing: true))
          return nil
        }
        guard socket.send(switching.serialized(closing: false)) else { return nil }
        return (WebSocketConnection(socket: socket, request: head), reader, handler)
      }
    }
  }

  /// Reads the client's frames on this thread while the handler and the pings run as tasks.
  private func runWebSocket(_ connection: WebSocketConnection, reader: ConnectionReader,
                            handler: @escaping @Sendable (WebSocketConnection) async -> Void) {
    reader.waitWithoutTimeout()
    Task {
      await handler(connection)
      connection.close(status: 1000, reason: "")
    }
    let pings = pingPeriod.map { period in
      Task {
        while (try? await Task.sleep(for: .seconds(period))) != nil, connection.ping() {}
      }
    }
    var frames = WebSocketFrameReader(maximumSize: maximumMessageSize)
    reading: while true {
      switch frames.next(from: reader) {
      case .message(let message): connection.deliver(message)
      case .ping(let payload): connection.pong(payload)
      case .pong: connection.receivedPong()
      case .close(let status):
        connection.close(status: status.map { (1000...4999).contains($0) ? $0 : 1002 } ?? 1000, reason: "")
        break reading
      case .failure(let status, let reason):
        connection.close(status: status, reason: reason)
        break reading
      case .ended: break reading
      }
    }
    pings?.cancel()
    connection.finish { release(connection.socket) }
  }
}
