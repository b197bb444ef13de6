#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A connected TCP socket, read and written with blocking calls.
///
/// Only the thread that serves the connection reads it and closes it. Any thread may shut it down
/// (which wakes a blocked read) and write it, one writer at a time (``WebSocketConnection`` keeps
/// that order with its lock, and closes the descriptor under the same lock).
final class TCPSocket: Sendable {
  /// The file descriptor.
  let descriptor: Int32

  /// Takes ownership of a connected socket's descriptor.
  init(descriptor: Int32) {
    self.descriptor = descriptor
    #if canImport(Darwin)
    var one: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  /// Reads what has arrived, up to the buffer's size: the count read, 0 once the peer closed its
  /// side, nil on a failure or when the receive timeout ran out.
  func receive(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
    while true {
      let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
      if count >= 0 { return count }
      if errno != EINTR { return nil }
    }
  }

  /// Writes every byte; false when the peer is gone or the send timeout ran out. A closed peer
  /// never raises SIGPIPE.
  func send(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        #if canImport(Glibc)
        let sent = Glibc.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
        #else
        let sent = Darwin.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, 0)
        #endif
        if sent < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += sent
      }
      return true
    }
  }

  /// How long a read may block before it fails; nil waits as long as it takes.
  func setReceiveTimeout(_ seconds: Double?) { setTimeout(SO_RCVTIMEO, seconds) }

  /// How long a write may block (a peer that reads nothing) before it fails.
  func setSendTimeout(_ seconds: Double?) { setTimeout(SO_SNDTIMEO, seconds) }

  private func setTimeout(_ option: Int32, _ seconds: Double?) {
    // A zero timeval waits forever; a positive timeout is at least a millisecond.
    let seconds = seconds.map { max($0, 0.001) } ?? 0
    var time = timeval()
    time.tv_sec = .init(seconds.rounded(.down))
    time.tv_usec = .init((seconds - seconds.rounded(.down)) * 1_000_000)
    setsockopt(descriptor, SOL_SOCKET, option, &time, socklen_t(MemoryLayout<timeval>.size))
  }

  /// Ends both directions: a blocked read returns, later writes fail. Safe from any thread.
  func shutdown() {
    SystemSocketCalls.shutdown(descriptor)
  }

  /// Ends the sending side and reads what the peer still sends, for at most a second or 64 KiB,
  /// before the descriptor is closed: closing with unread bytes would reset the connection and
  /// could destroy the last response before the peer reads it.
  func finishSending() {
    SystemSocketCalls.shutdown(descriptor, both: false)
    setReceiveTimeout(1)
    var drained = 0
    var scratch = [UInt8](repeating: 0, count: 4096)
    while drained < 65_536, let count = scratch.withUnsafeMutableBytes({ receive(into: $0) }), count > 0 {
      drained += count
    }
  }

  /// Releases the descriptor; only the connection's own thread calls it, once.
  func close() {
    SystemSocketCalls.close(descriptor)
  }
}
