import Foundation
import Testing
@testable import AdaptiveWeb

/// The demo's own HTTP and WebSocket server, byte by byte: requests it answers, refuses and
/// closes, and the WebSocket rules a server must keep (RFC 6455).
@Suite(.serialized)
struct HTTPServerTests {
  /// A server that answers `/` with "hello" and echoes each WebSocket message at `/echo`.
  private static func echoServer(maximumMessageSize: Int = 1 << 20, headerTimeout: Double = 30) -> HTTPServer {
    HTTPServer(host: "127.0.0.1", port: 0, headerTimeout: headerTimeout, maximumMessageSize: maximumMessageSize) { request in
      guard request.path == "/echo" else { return .response(.text(request.path == "/" ? 200 : 404, "hello")) }
      return .webSocket { connection in
        for await message in connection.messages {
          if case .text(let text) = message { try? connection.send(text: "echo: \(text) \(connection.request.query["name"] ?? "")") }
        }
      }
    }
  }

  /// A WebSocket connection to the echo server. Reads wait up to two minutes: the full suite runs
  /// other suites' servers and worker processes beside it on a loaded machine, where an answer
  /// took over 20 s (the server answers within milliseconds when the machine is idle).
  private static func openEcho(port: Int, query: String = "") throws -> RawConnection {
    let connection = try RawConnection(port: port, timeout: 120)
    try connection.send(RawConnection.handshake(host: "127.0.0.1:\(port)").replacingOccurrences(of: "/session", with: "/echo\(query)"))
    guard connection.responseHead()?.hasPrefix("HTTP/1.1 101") == true else { throw RawConnectionError("no upgrade") }
    return connection
  }

  @Test func theHandshakeAnswersTheClientsKeyAsRFC6455Shows() {
    // The example of RFC 6455 §1.3.
    #expect(WebSocketHandshake.acceptValue(for: "dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    #expect(SHA1.digest(Array("abc".utf8)).map { String(format: "%02x", $0) }.joined() == "a9993e364706816aba3e25717850c26c9cd0d89d")
    #expect(SHA1.digest([]).map { String(format: "%02x", $0) }.joined() == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
  }

  @Test func keepAliveConnectionsAnswerRequestsInTurnAndHEADHasNoBody() async throws {
    let (first, second, head, post) = try await LiveServer.run(Self.echoServer()) { port in
      let connection = try RawConnection(port: port, timeout: 20)
      // The second request closes the connection, so everything after the first head is read to
      // the end, however the two answers arrive.
      try connection.send("GET / HTTP/1.1\r\nHost: x\r\n\r\nGET /missing HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
      let first = connection.responseHead() ?? ""
      var rest: [UInt8] = []
      while let bytes = connection.receive(), !bytes.isEmpty { rest += bytes }
      let text = String(decoding: rest, as: UTF8.self)
      let firstBody = String(text.prefix(5))
      let second = String(text.dropFirst(5))
      return ((first, firstBody), second,
              try RawConnection.get("/", port: port, method: "HEAD"), try RawConnection.get("/", port: port, method: "POST"))
    }
    #expect(first.0.hasPrefix("HTTP/1.1 200") && first.0.contains("Content-Length: 5") && !first.0.contains("Connection: close"))
    #expect(first.1.hasPrefix("hello"))
    #expect(second.hasPrefix("HTTP/1.1 404"), "\(second)")
    #expect(head.head.hasPrefix("HTTP/1.1 200") && head.body.isEmpty)
    #expect(post.head.hasPrefix("HTTP/1.1 405"))
  }

  @Test func malformedAndOversizedHeadsAreRefusedAndTheConnectionClosed() async throws {
    let (malformed, oversized, notAnUpgrade) = try await LiveServer.run(Self.echoServer()) { port in
      func answer(_ request: String) throws -> String {
        let connection = try RawConnection(port: port, timeout: 20)
        try connection.send(request)
        let head = connection.responseHead() ?? "no answer"
        return head + (connection.isClosedByServer() ? " [closed]" : " [open]")
      }
      return (try answer("GET / HTTP/1.1\r\nNo colon here\r\n\r\n"),
              try answer("GET / HTTP/1.1\r\nX-Long: " + String(repeating: "a", count: 20_000) + "\r\n\r\n"),
              try answer("GET /echo HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"))
    }
    #expect(malformed.hasPrefix("HTTP/1.1 400") && malformed.hasSuffix("[closed]"), "\(malformed)")
    #expect(oversized.hasPrefix("HTTP/1.1 431") && oversized.hasSuffix("[closed]"), "\(oversized)")
    #expect(notAnUpgrade.hasPrefix("HTTP/1.1 400") && notAnUpgrade.hasSuffix("[closed]"), "\(notAnUpgrade)")
  }

  @Test func fragmentsArriveAsOneMessageAndPingsArePonged() async throws {
    let (echo, pong) = try await LiveServer.run(Self.echoServer()) { port in
      let connection = try Self.openEcho(port: port, query: "?name=Ada%20L")
      var first = RawConnection.frame(opcode: 1, Array("hel".utf8))
      first[0] &= 0x7F   // not final
      try connection.send(first + RawConnection.frame(opcode: 9, [7]) + RawConnection.frame(opcode: 0, Array("lo".utf8)))
      let pong = connection.readFrame()
      return (connection.readText() ?? "none", pong)
    }
    #expect(pong?.opcode == 10 && pong?.payload == [7])
    #expect(echo == "echo: hello Ada L")
  }

  @Test func breachesOfTheProtocolCloseWithTheirStatus() async throws {
    let closes = try await LiveServer.run(Self.echoServer(maximumMessageSize: 1000)) { port in
      func close(after bytes: [UInt8]) throws -> String {
        let connection = try Self.openEcho(port: port)
        try connection.send(bytes)
        guard let close = connection.readClose() else { return "no close" }
        return "\(close.status) \(close.reason)"
      }
      var reserved = RawConnection.frame(opcode: 1, Array("x".utf8))
      reserved[0] |= 0x40
      var longPing = RawConnection.frame(opcode: 9, [UInt8](repeating: 0, count: 200))
      longPing[0] |= 0
      return [
        try close(after: RawConnection.frame(opcode: 1, [UInt8](repeating: 65, count: 1001))),
        try close(after: reserved),
        try close(after: longPing),
        try close(after: RawConnection.frame(opcode: 0, Array("x".utf8))),
        try close(after: RawConnection.frame(opcode: 5, [])),
        try close(after: RawConnection.frame(opcode: 8, [0x03, 0xE8])),
      ]
    }
    #expect(closes[0] == "1009 a message may be at most 1000 bytes")
    #expect(closes[1] == "1002 reserved bits are set")
    #expect(closes[2] == "1002 a control frame must be whole and at most 125 bytes")
    #expect(closes[3] == "1002 a continuation frame with no message to continue")
    #expect(closes[4] == "1002 unknown opcode 5")
    #expect(closes[5] == "1000 ")
  }

  @Test func aHugeAnnouncedLengthIsRefusedBeforeAnyPayload() async throws {
    let close = try await LiveServer.run(Self.echoServer()) { port in
      let connection = try Self.openEcho(port: port)
      try connection.send([0x81, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])
      return connection.readClose()
    }
    #expect(close?.status == 1009)
  }

  @Test func aClientThatStopsReadingIsDisconnectedWhileOthersAreAnswered() async throws {
    let (closed, other) = try await LiveServer.run(Self.echoServer()) { port in
      let hoarder = try Self.openEcho(port: port)
      let message = RawConnection.frame(opcode: 1, [UInt8](repeating: 65, count: 900_000))
      // Echoes pile up past the 16 MiB the server keeps for a client; the client reads nothing.
      for _ in 0..<40 {
        guard (try? hoarder.send(message)) != nil else { break }
      }
      let other = try Self.openEcho(port: port)
      try other.sendText("still here")
      return (hoarder.isClosedByServer(), other.readText())
    }
    #expect(closed)
    #expect(other == "echo: still here ")
  }

  @Test func stoppingTheServerEndsItsConnections() async throws {
    let server = Self.echoServer()
    let port = try server.start()
    let closed = try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(with: Result {
          let connection = try Self.openEcho(port: port)
          server.stop()
          return connection.isClosedByServer()
        })
      }
    }
    #expect(closed)
    #expect(throws: RawConnectionError.self) { try RawConnection(port: port, timeout: 2) }
  }
}
