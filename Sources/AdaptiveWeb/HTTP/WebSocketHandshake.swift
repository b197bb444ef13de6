import Foundation

/// The opening handshake of a WebSocket (RFC 6455 §4.2): which requests may upgrade and the
/// answer that switches protocols.
enum WebSocketHandshake {
  /// The `101 Switching Protocols` answer to a valid upgrade request, or nil when the request is
  /// not one (then it gets status 400).
  static func answer(to head: HTTPRequestHead) -> HTTPResponse? {
    guard head.method == "GET", head.version == "HTTP/1.1",
      head.header("upgrade", includes: "websocket"), head.header("connection", includes: "upgrade"),
      head.header("sec-websocket-version") == "13",
      let key = head.header("sec-websocket-key"), Data(base64Encoded: key)?.count == 16
    else { return nil }
    return HTTPResponse(status: 101, headers: [
      ("Upgrade", "websocket"), ("Connection", "Upgrade"), ("Sec-WebSocket-Accept", acceptValue(for: key)),
    ])
  }

  /// The `Sec-WebSocket-Accept` value for a client's key.
  static func acceptValue(for key: String) -> String {
    Data(SHA1.digest(Array((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").utf8))).base64EncodedString()
  }
}
