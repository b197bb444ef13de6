import HummingbirdCore
import Logging
import NIOCore

/// A server channel whose connections pass through a ``ConnectionGuard`` before anything else
/// reads them; `inner` sets up and serves the rest.
struct GuardedChannel<Inner: ServerChildChannel>: ServerChildChannel {
  typealias Value = Inner.Value

  /// The channel that serves HTTP and WebSockets behind the guard.
  let inner: Inner
  /// How long a request head may take to arrive.
  let headerTimeout: TimeAmount

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    channel.eventLoop.makeCompletedFuture {
      try channel.pipeline.syncOperations.addHandler(ConnectionGuard(headerTimeout: headerTimeout))
    }.flatMap {
      inner.setup(channel: channel, logger: logger)
    }
  }

  func handle(value: Value, logger: Logger) async {
    await inner.handle(value: value, logger: logger)
  }
}
