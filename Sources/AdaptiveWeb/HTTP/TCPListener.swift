#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A listening TCP socket: bound to a host and port, accepting connections one at a time.
final class TCPListener: Sendable {
  /// What ``accept()`` found.
  enum Accepted {
    /// A new connection.
    case connection(TCPSocket)
    /// Nothing this time (a connection reset before it was taken, descriptors running out);
    /// try again.
    case nothing
    /// The listener was stopped.
    case stopped
  }

  private let descriptor: Int32
  /// The port it listens on (the one the system picked when asked for port 0).
  let port: Int

  /// Listens on the first address `host` resolves to; throws with the system's reason (for
  /// example "Address already in use").
  init(host: String, port: Int) throws {
    var hints = addrinfo()
    hints.ai_flags = AI_PASSIVE
    hints.ai_family = AF_UNSPEC
    #if canImport(Glibc)
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    #else
    hints.ai_socktype = SOCK_STREAM
    #endif
    var addresses: UnsafeMutablePointer<addrinfo>?
    let resolved = getaddrinfo(host, String(port), &hints, &addresses)
    guard resolved == 0, let first = addresses else {
      throw ServerError("cannot resolve '\(host)': \(String(cString: gai_strerror(resolved)))")
    }
    defer { freeaddrinfo(first) }
    var reason = "no address to listen on"
    var next: UnsafeMutablePointer<addrinfo>? = first
    while let address = next?.pointee {
      next = address.ai_next
      let candidate = socket(address.ai_family, address.ai_socktype, address.ai_protocol)
      guard candidate >= 0 else { continue }
      var one: Int32 = 1
      setsockopt(candidate, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
      if bind(candidate, address.ai_addr, address.ai_addrlen) == 0, listen(candidate, 128) == 0 {
        descriptor = candidate
        self.port = Self.localPort(of: candidate) ?? port
        return
      }
      reason = String(cString: strerror(errno))
      SystemSocketCalls.close(candidate)
    }
    throw ServerError(reason)
  }

  /// Waits for the next connection.
  func accept() -> Accepted {
    #if canImport(Glibc)
    let connection = Glibc.accept(descriptor, nil, nil)
    #else
    let connection = Darwin.accept(descriptor, nil, nil)
    #endif
    if connection >= 0 { return .connection(TCPSocket(descriptor: connection)) }
    switch errno {
    case EINVAL, EBADF: return .stopped
    case EMFILE, ENFILE, ENOBUFS, ENOMEM:
      // Out of descriptors: wait a little rather than spin until connections end.
      usleep(10_000)
      return .nothing
    default: return .nothing
    }
  }

  /// Stops listening: a blocked ``accept()`` returns ``Accepted/stopped``.
  func stop() {
    SystemSocketCalls.shutdown(descriptor)
  }

  /// Releases the descriptor, once the accepting thread is done with it.
  func close() {
    SystemSocketCalls.close(descriptor)
  }

  private static func localPort(of descriptor: Int32) -> Int? {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let found = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    guard found == 0 else { return nil }
    return withUnsafePointer(to: &storage) { pointer -> Int? in
      switch Int32(pointer.pointee.ss_family) {
      case AF_INET: pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
      case AF_INET6: pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
      default: nil
      }
    }
  }
}

/// Why a server could not start.
package struct ServerError: Error, CustomStringConvertible {
  /// The reason, in the system's words where it gave one.
  package let description: String
  init(_ description: String) { self.description = description }
}
