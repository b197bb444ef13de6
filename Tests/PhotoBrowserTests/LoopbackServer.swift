import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP/1.0 server on 127.0.0.1 for tests: it answers each request path (query ignored)
/// with a fixed status and body, 404 otherwise, on a background thread. `silent` makes a server
/// that accepts connections and never answers (to test timeouts). Stopped by ``stop()``.
final class LoopbackServer: Sendable {
  struct Response: Sendable {
    let status: Int
    let body: Data
  }

  /// The port it listens on.
  let port: UInt16
  private let socket: Int32

  init(routes: [String: Response], silent: Bool = false) throws {
    let listener = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(listener, pointer, length) == 0 && listen(listener, 16) == 0 && getsockname(listener, pointer, &length) == 0
      }
    }
    guard listener >= 0, bound else { throw POSIXError(.EADDRNOTAVAIL) }
    socket = listener
    port = UInt16(bigEndian: address.sin_port)
    Thread.detachNewThread {
      var held: [Int32] = []
      while true {
        let client = accept(listener, nil, nil)
        guard client >= 0 else { break }
        if silent { held.append(client); continue }
        Self.answer(client, routes: routes)
      }
      for client in held { _ = close(client) }
    }
  }

  /// The server's base URL.
  var url: URL { URL(string: "http://127.0.0.1:\(port)/")! }

  /// Stops accepting connections.
  func stop() {
    shutdown(socket, Int32(SHUT_RDWR))
    close(socket)
  }

  private static func answer(_ client: Int32, routes: [String: Response]) {
    var request = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !request.contains("\r\n\r\n".data(using: .utf8)!) {
      let count = read(client, &buffer, buffer.count)
      guard count > 0 else { break }
      request.append(contentsOf: buffer[0..<count])
    }
    let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self).split(separator: " ")
    let path = line.count > 1 ? String(line[1].split(separator: "?", omittingEmptySubsequences: false)[0]) : "/"
    let response = routes[path] ?? Response(status: 404, body: Data("not found".utf8))
    var bytes = Data("HTTP/1.0 \(response.status) X\r\nContent-Length: \(response.body.count)\r\nConnection: close\r\n\r\n".utf8)
    bytes.append(response.body)
    bytes.withUnsafeBytes { _ = write(client, $0.baseAddress, $0.count) }
    close(client)
  }
}

extension Data {
  fileprivate func contains(_ other: Data) -> Bool { range(of: other) != nil }
}
