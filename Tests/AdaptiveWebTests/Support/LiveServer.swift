import Foundation
import Synchronization
@testable import AdaptiveWeb

/// A server on a free loopback port for the length of a test.
enum LiveServer {
  /// Starts `server`, runs `body` with its port off the concurrency pool (raw connections block
  /// their thread while they wait for the server), then stops it.
  static func run<T: Sendable>(_ server: HTTPServer, _ body: @escaping @Sendable (Int) throws -> T) async throws -> T {
    let port = try server.start()
    defer { server.stop() }
    let poker = DispatchPoker()
    defer { poker.stop() }
    return try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread { continuation.resume(with: Result { try body(port) }) }
    }
  }
}

/// While a live server test waits on its sockets, gives the dispatch queues that run the main
/// actor and the tasks a block twice a second, from a thread of its own.
///
/// In CI, with every suite running at once, the main actor twice stopped running for many minutes
/// while a test's client waited for its session's first message: no thread ran a job, the main
/// queue stood enqueued with a job, and the stall ended only when the client's read timed out and
/// the test went on (which gave the queues new work). A block on each queue is what the end of
/// that test gave them; given every half second, a stall of that kind lasts half a second.
final class DispatchPoker: Sendable {
  private let stopped = Mutex(false)

  init() {
    let serial = DispatchQueue(label: "AdaptiveWebTests.DispatchPoker")
    Thread.detachNewThread { [self] in
      while !stopped.withLock({ $0 }) {
        DispatchQueue.main.async {}
        DispatchQueue.global().async {}
        serial.async {}
        Thread.sleep(forTimeInterval: 0.5)
      }
    }
  }

  /// Stops the pokes (within half a second).
  func stop() { stopped.withLock { $0 = true } }
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
