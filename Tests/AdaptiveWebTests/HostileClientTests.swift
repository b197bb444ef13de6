import Dispatch
import Foundation
import AdaptiveTestSupport
import Testing
@testable import AdaptiveWeb

/// A live server on loopback against clients that misbehave on purpose, byte by byte: each sends
/// exactly the hostile input and checks the clear answer, and that the server and the other
/// sessions go on as before.
@Suite(.serialized)
struct HostileClientTests {
  /// Runs `body` against a live `server` on a free port, off the concurrency pool (the raw
  /// connections block their thread while they wait for the server).
  ///
  /// The server pings once an hour instead of every 30 s: a raw client answers pings only while it
  /// reads, and a bystander session left unread while the sessions' main actor is busy with other
  /// suites (a full `swift test` on two cores) would miss one and be closed, which is not what
  /// these tests are about (`HTTPServerTests` tests the pings).
  private func live<T: Sendable>(_ server: WebServer = WebServer(host: "127.0.0.1", port: 0, apps: .photoBrowser),
                                 _ body: @escaping @Sendable (Int) throws -> T) async throws -> T {
    var server = server
    server.pingPeriod = .seconds(3600)
    return try await LiveServer.run(await server.httpServer(), body)
  }

  /// A connection whose WebSocket is open and whose session and first frame are read.
  private static func session(port: Int) throws -> RawConnection {
    let connection = try RawConnection(port: port)
    guard try connection.openWebSocket() else { throw RawConnectionError("the handshake was refused") }
    guard connection.readText()?.contains(#""type":"session""#) == true, connection.readText()?.contains(#""type":"frame""#) == true else {
      throw RawConnectionError("no session and first frame")
    }
    return connection
  }

  /// Whether a session still answers: a rotation comes back as a frame.
  private static func answers(_ connection: RawConnection) throws -> Bool {
    try connection.sendText(#"{"type":"action","action":{"kind":"rotate","orientation":"landscapeLeft"}}"#)
    return connection.readText()?.contains(#""type":"frame""#) == true
  }

  // MARK: Numbers from the wire

  @Test func aTapAtHugeCoordinatesIsRefusedAndEverySessionGoesOn() async throws {
    let (answers, othersAnswer) = try await live { port in
      let attacker = try Self.session(port: port), bystander = try Self.session(port: port)
      var answers: [String] = []
      for (x, y) in [("1e308", "1e308"), ("9223372036854775808", "0"), ("-9223372036854775809", "5"), ("10001", "0")] {
        try attacker.sendText(#"{"type":"action","action":{"kind":"tapPoint","x":\#(x),"y":\#(y)}}"#)
        answers.append(attacker.readText() ?? "no answer")
      }
      return (answers, try Self.answers(bystander) && Self.answers(attacker))
    }
    #expect(answers[0].contains("field 'action.x': 1e+308 is outside -10000...10000 points"), "\(answers[0])")
    #expect(answers[1].contains("field 'action.x': 9.223372036854776e+18 is outside -10000...10000 points"), "\(answers[1])")
    #expect(answers[2].contains("field 'action.x': -9.223372036854776e+18 is outside"), "\(answers[2])")
    #expect(answers[3].contains("field 'action.x': 10001.0 is outside"), "\(answers[3])")
    #expect(othersAnswer, "the server or a session died")
  }

  @Test func R120_hostileDragResizesAreRefusedAndEverySessionGoesOn() async throws {
    let (answers, othersAnswer) = try await live { port in
      let attacker = try Self.session(port: port), bystander = try Self.session(port: port)
      var answers: [String] = []
      for fields in [#""width":1e308,"height":700,"ended":false"#, #""width":-1,"height":700,"ended":true"#,
                     #""width":900,"height":10001,"ended":false"#, #""width":900,"height":700,"ended":"yes""#,
                     #""width":900,"height":700"#] {
        try attacker.sendText(#"{"type":"action","action":{"kind":"dragResize",\#(fields)}}"#)
        answers.append(attacker.readText() ?? "no answer")
      }
      return (answers, try Self.answers(bystander) && Self.answers(attacker))
    }
    #expect(answers[0].contains("field 'action.width': 1e+308 is outside 1...10000 points"), "\(answers[0])")
    #expect(answers[1].contains("field 'action.width': -1.0 is outside 1...10000 points"), "\(answers[1])")
    #expect(answers[2].contains("field 'action.height': 10001.0 is outside 1...10000 points"), "\(answers[2])")
    #expect(answers[3].contains("field 'action.ended' must be"), "\(answers[3])")
    #expect(answers[4].contains("missing field 'action.ended'"), "\(answers[4])")
    #expect(othersAnswer, "the server or a session died")
  }

  // MARK: Sessions and their slots

  @Test func handshakesClosedAtOnceGiveTheirSlotsBack() async throws {
    let (page, opened) = try await live(WebServer(host: "127.0.0.1", port: 0, apps: .photoBrowser, maximumSessions: 4)) { port in
      for _ in 0..<12 {
        let connection = try RawConnection(port: port)
        try connection.send(RawConnection.handshake(host: "127.0.0.1:\(port)"))
        connection.abort()
      }
      // The page is served again once the server has seen the sockets close.
      var page = ""
      for _ in 0..<50 {
        let request = try RawConnection(port: port)
        try request.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        page = request.responseHead() ?? ""
        if page.hasPrefix("HTTP/1.1 200") { break }
        Thread.sleep(forTimeInterval: 0.1)
      }
      let sessions = try (0..<4).map { _ in try Self.session(port: port) }
      return (page, try sessions.allSatisfy(Self.answers))
    }
    #expect(page.hasPrefix("HTTP/1.1 200"), "\(page)")
    #expect(opened, "four new tabs could not each open a session")
  }

  @Test func aSilentConnectedSessionIsClosedWithAReasonThePageShowsAndFreesItsSlot() async throws {
    var server = WebServer(host: "127.0.0.1", port: 0, apps: .photoBrowser, maximumSessions: 1)
    server.connectedIdleLimit = .seconds(1)
    let (error, close, next) = try await live(server) { port in
      let silent = try Self.session(port: port)
      let error = silent.readText() ?? "no message"
      let close = silent.readClose()
      return (error, close, try Self.answers(try Self.session(port: port)))
    }
    #expect(error.contains(#""type":"error""#) && error.contains("closed after 1 second without activity: reload the page to start again"), "\(error)")
    #expect(close?.status == 1001 && close?.reason == "closed after 1 second without activity: reload the page to start again", "\(String(describing: close))")
    #expect(next, "the idle session's slot was not freed")
  }

  // MARK: Host names (DNS rebinding)

  @Test func aPageOfARebindingDomainIsRefusedWhileLoopbackNamesAreServed() async throws {
    let heads = try await live { port in
      func head(_ request: String) throws -> String {
        let connection = try RawConnection(port: port)
        try connection.send(request)
        return connection.responseHead() ?? "no answer"
      }
      return [
        try head("GET / HTTP/1.1\r\nHost: evil.example:\(port)\r\nConnection: close\r\n\r\n"),
        try head(RawConnection.handshake(host: "evil.example:\(port)", origin: "http://evil.example:\(port)")),
        try head("GET / HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n"),
        try head(RawConnection.handshake(host: "localhost:\(port)", origin: "http://localhost:\(port)")),
        try head("GET / HTTP/1.1\r\nHost: [::1]:\(port)\r\nConnection: close\r\n\r\n"),
      ]
    }
    #expect(heads[0].hasPrefix("HTTP/1.1 421"), "\(heads[0])")
    #expect(heads[1].hasPrefix("HTTP/1.1 400"), "\(heads[1])")   // the WebSocket is not opened
    #expect(heads[2].hasPrefix("HTTP/1.1 200"), "\(heads[2])")
    #expect(heads[3].hasPrefix("HTTP/1.1 101"), "\(heads[3])")
    #expect(heads[4].hasPrefix("HTTP/1.1 200"), "\(heads[4])")
  }

  @Test func anAllowedHostIsServed() async throws {
    let head = try await live(WebServer(host: "127.0.0.1", port: 0, apps: .photoBrowser, allowedHosts: ["demo.example"])) { port in
      let connection = try RawConnection(port: port)
      try connection.send("GET / HTTP/1.1\r\nHost: Demo.Example:\(port)\r\nConnection: close\r\n\r\n")
      return connection.responseHead() ?? "no answer"
    }
    #expect(head.hasPrefix("HTTP/1.1 200"), "\(head)")
  }

  // MARK: The WebSocket protocol

  @Test func anUnmaskedFrameClosesTheSocketWithAProtocolError() async throws {
    let (close, othersAnswer) = try await live { port in
      let attacker = try Self.session(port: port), bystander = try Self.session(port: port)
      try attacker.send(RawConnection.frame(opcode: 1, Array(#"{"type":"reset"}"#.utf8), masked: false))
      return (attacker.readClose(), try Self.answers(bystander))
    }
    #expect(close?.status == 1002 && close?.reason == "a client's frames must be masked", "\(String(describing: close))")
    #expect(othersAnswer)
  }

  @Test func anUnmaskedFrameSentBeforeTheHandshakesAnswerIsCaughtToo() async throws {
    let close = try await live { port in
      let connection = try RawConnection(port: port)
      try connection.send(Array(RawConnection.handshake(host: "127.0.0.1:\(port)").utf8)
        + RawConnection.frame(opcode: 1, Array(#"{"type":"reset"}"#.utf8), masked: false))
      _ = connection.responseHead()
      return connection.readClose()
    }
    #expect(close?.status == 1002, "\(String(describing: close))")
  }

  @Test func aMessageSentBeforeTheHandshakesAnswerIsAnsweredInItsTurn() async throws {
    let (head, texts) = try await live { port in
      let connection = try RawConnection(port: port)
      try connection.send(Array(RawConnection.handshake(host: "127.0.0.1:\(port)").utf8)
        + RawConnection.frame(opcode: 1, Array(#"{"type":"explode"}"#.utf8)))
      return (connection.responseHead() ?? "", (0..<3).map { _ in connection.readText() ?? "none" })
    }
    #expect(head.hasPrefix("HTTP/1.1 101"))
    #expect(texts[0].contains(#""type":"session""#) && texts[1].contains(#""type":"frame""#))
    #expect(texts[2].contains("unknown message type 'explode'"), "\(texts[2])")
  }

  @Test func invalidUTF8InATextFrameClosesTheSocketWithStatus1007() async throws {
    let (close, othersAnswer) = try await live { port in
      let attacker = try Self.session(port: port), bystander = try Self.session(port: port)
      try attacker.send(RawConnection.frame(opcode: 1, [0x7B, 0xC3, 0x28, 0xFF, 0x7D]))
      return (attacker.readClose(), try Self.answers(bystander))
    }
    #expect(close?.status == 1007, "\(String(describing: close))")
    #expect(othersAnswer)
  }

  @Test func halfOpenRequestsAreClosedAfterTheHeaderTimeout() async throws {
    var server = WebServer(host: "127.0.0.1", port: 0, apps: .photoBrowser)
    server.headerTimeout = .milliseconds(500)
    let (closed, served) = try await live(server) { port in
      let halfOpen = try (0..<40).map { index in
        let connection = try RawConnection(port: port, timeout: 5)
        try connection.send(index.isMultiple(of: 2) ? "GET / HTTP/1.1\r\nHost: 127.0.0.1" : "")
        return connection
      }
      let closed = halfOpen.filter { $0.isClosedByServer() }.count
      let request = try RawConnection(port: port)
      try request.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
      return (closed, request.responseHead()?.hasPrefix("HTTP/1.1 200") == true)
    }
    #expect(closed == 40)
    #expect(served)
  }
}
