#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The reading end of a pipe of ``WorkerFrame``s, read with blocking calls by one thread.
package final class WorkerPipeReader {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0

  /// Reads the pipe open as `descriptor` (not closed by the reader).
  package init(descriptor: Int32) { self.descriptor = descriptor }

  /// The next frame; nil when the pipe ends (the other process exited) or carries something
  /// that is not a frame.
  package func next() -> WorkerFrame? {
    guard let header = bytes(4) else { return nil }
    let length = header.reduce(0) { $0 << 8 | Int($1) }
    guard length <= WorkerFrame.maximumSize, let body = bytes(length) else { return nil }
    return WorkerFrame(body: body)
  }

  /// The next `count` bytes, reading as many times as it takes; nil when the pipe ends first.
  private func bytes(_ count: Int) -> ArraySlice<UInt8>? {
    while buffer.count - start < count {
      if start > 0 {
        buffer.removeFirst(start)
        start = 0
      }
      var chunk = [UInt8](repeating: 0, count: max(64 * 1024, count - buffer.count))
      let read = chunk.withUnsafeMutableBytes { SystemSocketCalls.read(descriptor, $0.baseAddress, $0.count) }
      if read < 0 && errno == EINTR { continue }
      guard read > 0 else { return nil }
      buffer += chunk[..<read]
    }
    defer { start += count }
    return buffer[start..<(start + count)]
  }
}

/// The writing end of a pipe of ``WorkerFrame``s; any thread may write, one frame at a time.
package final class WorkerPipeWriter: Sendable {
  private let descriptor: Mutex<Int32>

  /// Writes the pipe open as `descriptor` (closed only by ``close()``). Ignores SIGPIPE in this
  /// process, so that a write to a pipe whose reader exited fails instead of ending the process.
  package init(descriptor: Int32) {
    self.descriptor = Mutex(descriptor)
    signal(SIGPIPE, SIG_IGN)
  }

  /// Writes a whole frame; false when the reader is gone.
  @discardableResult
  package func write(_ frame: WorkerFrame) -> Bool {
    let bytes = frame.encoded
    return descriptor.withLock { descriptor in
      guard descriptor >= 0 else { return false }
      return bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let written = SystemSocketCalls.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
          if written < 0 && errno == EINTR { continue }
          guard written > 0 else { return false }
          offset += written
        }
        return true
      }
    }
  }

  /// Closes the descriptor, after any write under way; later writes fail.
  package func close() {
    descriptor.withLock { descriptor in
      if descriptor >= 0 { SystemSocketCalls.close(descriptor) }
      descriptor = -1
    }
  }
}
