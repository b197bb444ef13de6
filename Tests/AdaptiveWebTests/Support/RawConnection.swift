import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP connection to the loopback server that speaks HTTP and WebSocket byte by byte, the way a
/// hostile client would: partial heads, unmasked frames, invalid UTF-8, sockets closed at once.
final class RawConnection {
  private let socket: Int32
  /// The port it is connected to.
  let port: Int
  private var pending: [UInt8] = []

  /// How long a read, or ``readText()`` with the pings it answers, may wait in all.
  private let timeout: Double

  /// Connects to 127.0.0.1:`port`; reads give up after `timeout` seconds.
  init(port: Int, timeout: Double = 120) throws {
    self.port = port
    self.timeout = timeout
    #if os(Linux)
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard socket >= 0 else { throw RawConnectionError("socket() failed") }
    var time = timeval()
    time.tv_sec = .init(timeout)
    time.tv_usec = .init((timeout - timeout.rounded(.down)) * 1_000_000)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else {
      close(socket)
      throw RawConnectionError("cannot connect to port \(port)")
    }
  }

  deinit { close(socket) }

  /// Closes the connection at once, with a reset rather than a goodbye.
  func abort() {
    var linger = linger(l_onoff: 1, l_linger: 0)
    setsockopt(socket, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
    shutdown(socket, Int32(SHUT_RDWR))
  }

  /// Sends bytes.
  func send(_ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes { systemSend(socket, $0.baseAddress, $0.count) }
      guard sent > 0 else { throw RawConnectionError("send failed") }
      offset += sent
    }
  }

  /// Sends text as UTF-8.
  func send(_ text: String) throws { try send(Array(text.utf8)) }

  /// The next bytes the server sent: empty once it closed the connection, nil when nothing came
  /// within the timeout.
  func receive() -> [UInt8]? {
    if !pending.isEmpty {
      defer { pending = [] }
      return pending
    }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var count = -1
    // A signal (a child process of another test ending) interrupts the wait: it goes on.
    repeat {
      count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
    } while count < 0 && errno == EINTR
    if count < 0 { return errno == ECONNRESET ? [] : nil }
    return Array(buffer.prefix(count))
  }

  /// Whether the server closes the connection within the timeout (the bytes before are read and
  /// dropped).
  func isClosedByServer() -> Bool {
    while let bytes = receive() {
      if bytes.isEmpty { return true }
    }
    return false
  }

  /// Exactly `count` bytes, or nil when the connection closed or went quiet first.
  private func read(_ count: Int) -> [UInt8]? {
    var bytes: [UInt8] = []
    while bytes.count < count {
      guard let more = receive(), !more.isEmpty else {
        pending = bytes  // a frame cut by the timeout stays whole for the next read
        return nil
      }
      bytes += more
    }
    pending = Array(bytes[count...])
    return Array(bytes.prefix(count))
  }

  /// An HTTP response's head (status line and headers); the rest stays to be read.
  func responseHead() -> String? {
    var bytes: [UInt8] = []
    while true {
      if let end = bytes.firstRange(of: [13, 10, 13, 10]) {
        pending = Array(bytes[end.upperBound...])
        return String(decoding: bytes[..<end.lowerBound], as: UTF8.self)
      }
      guard let more = receive(), !more.isEmpty else { return nil }
      bytes += more
    }
  }

  /// The request that opens a WebSocket at `path` for `host`, from a page of `origin`.
  static func handshake(host: String, origin: String? = nil, path: String = "/session") -> String {
    "GET \(path) HTTP/1.1\r\nHost: \(host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
      + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
      + (origin.map { "Origin: \($0)\r\n" } ?? "") + "\r\n"
  }

  /// Opens a WebSocket at `path` and reads the answer's head; true when the server switched
  /// protocols.
  func openWebSocket(path: String = "/session") throws -> Bool {
    try send(Self.handshake(host: "127.0.0.1:\(port)", path: path))
    return responseHead()?.hasPrefix("HTTP/1.1 101") == true
  }

  /// A client frame: FIN, `opcode`, the payload masked with a fixed key unless `masked` is false.
  static func frame(opcode: UInt8, _ payload: [UInt8], masked: Bool = true) -> [UInt8] {
    var bytes: [UInt8] = [0x80 | opcode]
    let maskBit: UInt8 = masked ? 0x80 : 0
    switch payload.count {
    case ..<126: bytes.append(maskBit | UInt8(payload.count))
    case ..<65_536: bytes += [maskBit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    default: bytes += [maskBit | 127] + (0..<8).reversed().map { UInt8(truncatingIfNeeded: payload.count >> ($0 * 8)) }
    }
    guard masked else { return bytes + payload }
    let key: [UInt8] = [0x12, 0x34, 0x56, 0x78]
    return bytes + key + payload.enumerated().map { $0.element ^ key[$0.offset % 4] }
  }

  /// Sends a masked text frame.
  func sendText(_ text: String) throws { try send(Self.frame(opcode: 1, Array(text.utf8))) }

  /// The next frame from the server (servers do not mask): its opcode and payload; nil when the
  /// connection closed or went quiet.
  func readFrame() -> (opcode: UInt8, payload: [UInt8])? {
    guard let header = read(2) else { return nil }
    var consumed = header
    // A frame cut by the timeout is put back whole, so the next read starts at its header.
    func putBack() -> (opcode: UInt8, payload: [UInt8])? {
      pending = consumed + pending
      return nil
    }
    var length = Int(header[1] & 0x7F)
    if length == 126 {
      guard let extended = read(2) else { return putBack() }
      consumed += extended
      length = Int(extended[0]) << 8 | Int(extended[1])
    } else if length == 127 {
      guard let extended = read(8) else { return putBack() }
      consumed += extended
      length = extended.reduce(0) { $0 << 8 | Int($1) }
    }
    guard let payload = read(length) else { return putBack() }
    return (header[0] & 0x0F, payload)
  }

  /// The next text message from the server, answering pings as a browser does (the server
  /// closes a connection whose ping goes unanswered, which a test slowed down by a loaded machine
  /// would otherwise see) and skipping pongs; nil at a close or a timeout. The timeout counts
  /// across the pings, so a server that pings but never answers fails the test instead of hanging it.
  func readText() -> String? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline, let frame = readFrame() {
      switch frame.opcode {
      case 1: return String(decoding: frame.payload, as: UTF8.self)
      case 9:
        try? send(Self.frame(opcode: 10, frame.payload))
        continue
      case 10: continue
      default: pending = RawConnection.frameBytes(frame) + pending; return nil
      }
    }
    return nil
  }

  /// The status and reason of the server's close frame, skipping text and pings before it.
  func readClose() -> (status: UInt16, reason: String)? {
    while let frame = readFrame() {
      guard frame.opcode == 8 else { continue }
      guard frame.payload.count >= 2 else { return (1005, "") }
      return (UInt16(frame.payload[0]) << 8 | UInt16(frame.payload[1]), String(decoding: frame.payload.dropFirst(2), as: UTF8.self))
    }
    return nil
  }

  /// A server frame written back as bytes (to leave it unread).
  private static func frameBytes(_ frame: (opcode: UInt8, payload: [UInt8])) -> [UInt8] {
    precondition(frame.payload.count < 126, "only short frames are put back")
    return [0x80 | frame.opcode, UInt8(frame.payload.count)] + frame.payload
  }
}

/// `send(2)`, without the signal a closed peer would raise.
private func systemSend(_ socket: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  #if os(Linux)
  Glibc.send(socket, bytes, count, Int32(MSG_NOSIGNAL))
  #else
  Darwin.send(socket, bytes, count, 0)
  #endif
}

/// Why a raw connection failed.
struct RawConnectionError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
