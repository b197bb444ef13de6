import Foundation
import AdaptiveTestSupport
import Testing
@testable import AdaptiveWeb

/// The server over real sockets on loopback: the page, its files, nothing else, and a session
/// per WebSocket.
@Suite(.serialized)
struct ServerTests {
  @Test func servesThePageAndItsFilesOnly() async throws {
    let answers = try await LiveServer.run(await WebServer(host: "127.0.0.1", port: 0, apps: .photoBrowser).httpServer()) { port in
      try ["/", "/app.js", "/picture/0123456789abcdef", "/../Package.swift", "/%2e%2e/Package.swift", "/Page/index.html",
           "/etc/passwd", "/..%2f..%2fPackage.swift"].map { try RawConnection.get($0, port: port) }
    }
    #expect(answers[0].head.hasPrefix("HTTP/1.1 200"))
    #expect(answers[0].head.contains("Content-Type: text/html; charset=utf-8"))
    #expect(answers[0].body.contains("<script type=\"module\" src=\"app.js\">"))
    #expect(answers[1].head.hasPrefix("HTTP/1.1 200") && answers[1].head.contains("Content-Type: text/javascript; charset=utf-8"))
    for answer in answers.dropFirst(2) {
      #expect(answer.head.hasPrefix("HTTP/1.1 404"), "\(answer.head)")
    }
  }

  @Test func aWebSocketDrivesASessionAndRefusesBadMessages() async throws {
    // The demo as a user runs it, its sessions on a main actor of its own (as in the next test).
    // Served from this process while every suite ran, a session's first messages three times
    // never came in CI (once not in 30 minutes); the cause was not found.
    let texts = try await ServerProcess.run(["demo", "--workers", "0"]) { port in
      let connection = try RawConnection(port: port, timeout: 600)
      guard try connection.openWebSocket() else { throw RawConnectionError("the handshake was refused") }
      var texts = [connection.readText(), connection.readText()]
      try connection.sendText(#"{"type":"explode"}"#)
      texts.append(connection.readText())
      try connection.send(RawConnection.frame(opcode: 2, [1, 2, 3]))
      texts.append(connection.readText())
      try connection.sendText(#"{"type":"action","action":{"kind":"rotate","orientation":"landscapeLeft"}}"#)
      texts.append(connection.readText())
      return texts.map { $0 ?? "none" }
    }
    #expect(texts[0].contains(#""type":"session""#))
    #expect(texts[1].contains(#""type":"frame""#) && texts[1].contains("Photographers"))
    #expect(texts[2].contains(#""type":"error""#) && texts[2].contains("unknown message type 'explode'"))
    #expect(texts[3].contains("binary messages are not accepted"))
    #expect(texts[4].contains(#""horizontal":"regular""#))
  }

  @Test func aFullServerShowsABusyPage() async throws {
    let (session, page) = try await ServerProcess.run(["demo", "--workers", "0", "--max-sessions", "1"]) { port in
      let connection = try RawConnection(port: port, timeout: 600)
      guard try connection.openWebSocket() else { throw RawConnectionError("the handshake was refused") }
      let session = connection.readText() ?? "none"   // the session: the only one
      return (session, try RawConnection.get("/", port: port))
    }
    #expect(session.contains(#""type":"session""#))
    #expect(page.head.hasPrefix("HTTP/1.1 503"))
    #expect(page.body.contains("The demo is busy"))
  }

  @Test func anotherSitesPageCannotOpenASession() {
    #expect(WebServer.originIsAllowed(nil, host: "127.0.0.1:8080"))
    #expect(WebServer.originIsAllowed("http://127.0.0.1:8080", host: "127.0.0.1:8080"))
    #expect(!WebServer.originIsAllowed("http://evil.example", host: "127.0.0.1:8080"))
    #expect(!WebServer.originIsAllowed("http://127.0.0.2:8080", host: "127.0.0.1:8080"))
    #expect(!WebServer.originIsAllowed("null", host: "127.0.0.1:8080"))
  }
}
