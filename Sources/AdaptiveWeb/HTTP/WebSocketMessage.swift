/// A complete WebSocket message, its fragments joined.
package enum WebSocketMessage: Sendable, Equatable {
  /// A text message (valid UTF-8, checked on arrival).
  case text(String)
  /// A binary message.
  case binary([UInt8])
}
