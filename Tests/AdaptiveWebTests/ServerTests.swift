import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import HummingbirdWebSocket
import AdaptiveTestSupport
import Testing
import AdaptiveWeb

/// The server over real sockets on loopback: the page, its files, nothing else, and a session
/// per WebSocket.
@Suite(.serialized)
struct ServerTests {
  private func server() async -> some ApplicationProtocol {
    await WebServer(host: "127.0.0.1", port: 0, apps: .photoBrowser).application()
  }

  @Test func servesThePageAndItsFilesOnly() async throws {
    try await server().test(.live) { client in
      try await client.execute(uri: "/", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        #expect(String(buffer: response.body).contains("<script type=\"module\" src=\"app.js\">"))
      }
      try await client.execute(uri: "/app.js", method: .get) { response in
        #expect(response.status == .ok && response.headers[.contentType] == "text/javascript; charset=utf-8")
      }
      try await client.execute(uri: "/picture/0123456789abcdef", method: .get) { response in
        #expect(response.status == .notFound)
      }
      for path in ["/../Package.swift", "/%2e%2e/Package.swift", "/Page/index.html", "/etc/passwd", "/..%2f..%2fPackage.swift"] {
        try await client.execute(uri: path, method: .get) { response in
          #expect(response.status == .notFound, "\(path)")
        }
      }
    }
  }

  @Test func aWebSocketDrivesASessionAndRefusesBadMessages() async throws {
    _ = try await server().test(.live) { client in
      try await client.ws("/session", configuration: .init(maxFrameSize: 1 << 22)) { inbound, outbound, _ in
        var messages = inbound.messages(maxSize: 4 << 20).makeAsyncIterator()
        guard case .text(let session) = try await messages.next() else { Issue.record("no session message"); return }
        #expect(session.contains(#""type":"session""#))
        guard case .text(let first) = try await messages.next() else { Issue.record("no first frame"); return }
        #expect(first.contains(#""type":"frame""#) && first.contains("Photographers"))
        try await outbound.write(.text(#"{"type":"explode"}"#))
        guard case .text(let refused) = try await messages.next() else { Issue.record("no answer"); return }
        #expect(refused.contains(#""type":"error""#) && refused.contains("unknown message type 'explode'"))
        try await outbound.write(.binary(ByteBuffer(bytes: [1, 2, 3])))
        guard case .text(let binary) = try await messages.next() else { Issue.record("no answer"); return }
        #expect(binary.contains("binary messages are not accepted"))
        try await outbound.write(.text(#"{"type":"action","action":{"kind":"rotate","orientation":"landscapeLeft"}}"#))
        guard case .text(let rotated) = try await messages.next() else { Issue.record("no answer"); return }
        #expect(rotated.contains(#""horizontal":"regular""#))
      }
    }
  }

  @Test func aFullServerShowsABusyPage() async throws {
    _ = try await WebServer(host: "127.0.0.1", port: 0, apps: .photoBrowser, maximumSessions: 1).application().test(.live) { client in
      try await client.ws("/session", configuration: .init(maxFrameSize: 1 << 22)) { inbound, _, _ in
        var messages = inbound.messages(maxSize: 4 << 20).makeAsyncIterator()
        _ = try await messages.next()   // the session: the only one
        try await client.execute(uri: "/", method: .get) { response in
          #expect(response.status == .serviceUnavailable)
          #expect(String(buffer: response.body).contains("The demo is busy"))
        }
      }
    }
  }

  @Test func anotherSitesPageCannotOpenASession() {
    #expect(WebServer.originIsAllowed(nil, host: "127.0.0.1:8080"))
    #expect(WebServer.originIsAllowed("http://127.0.0.1:8080", host: "127.0.0.1:8080"))
    #expect(!WebServer.originIsAllowed("http://evil.example", host: "127.0.0.1:8080"))
    #expect(!WebServer.originIsAllowed("http://127.0.0.2:8080", host: "127.0.0.1:8080"))
    #expect(!WebServer.originIsAllowed("null", host: "127.0.0.1:8080"))
  }
}
