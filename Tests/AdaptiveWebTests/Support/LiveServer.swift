import AdaptiveTestSupport
import Foundation
@testable import AdaptiveWeb

/// A server on a free loopback port for the length of a test.
enum LiveServer {
  /// Starts `server`, runs `body` with its port off the concurrency pool (raw connections block
  /// their thread while they wait for the server), then stops it.
  static func run<T: Sendable>(_ server: HTTPServer, _ body: @escaping @Sendable (Int) throws -> T) async throws -> T {
    let port = try server.start()
    defer { server.stop() }
    return try await onOwnThread { try body(port) }
  }
}

extension RawConnection {
  /// Asks for `path` on a connection of its own and reads the whole answer: its head and body.
  static func get(_ path: String, port: Int, method: String = "GET") throws -> (head: String, body: String) {
    let connection = try RawConnection(port: port, timeout: 20)
    try connection.send("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
    let head = connection.responseHead() ?? "no answer"
    var body: [UInt8] = []
    while let bytes = connection.receive(), !bytes.isEmpty { body += bytes }
    return (head, String(decoding: body, as: UTF8.self))
  }
}
