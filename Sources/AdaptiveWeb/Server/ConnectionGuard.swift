import NIOCore

/// The first handler of every connection: it guards what the HTTP and WebSocket parsers behind it
/// do not.
///
/// - A request head must arrive whole within the header timeout, counted from the connection's
///   start or from the previous response: a half-open request holds its connection no longer.
/// - Bytes that follow a request head wait until its response begins, so that a WebSocket
///   client that does not wait for the handshake's answer (RFC 6455 §4.1) has its early frames
///   checked like the others.
/// - Every frame a WebSocket client sends must be masked (RFC 6455 §5.1); an unmasked one closes
///   the connection with status 1002 (protocol error).
final class ConnectionGuard: ChannelDuplexHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundIn = IOData
  typealias OutboundOut = IOData

  private enum State {
    /// Reading a request head; `window` holds its last four bytes.
    case readingHead(window: UInt32)
    /// The head has arrived: what follows waits for the response to begin.
    case awaitingResponse(held: ByteBuffer?)
    /// The connection is a WebSocket: following the client's frames.
    case webSocket(ClientFrameScanner)
    /// A guard closed the connection.
    case closed
  }

  /// The most bytes held while a request waits for its response; more close the connection.
  static let maximumHeldBytes = 64 * 1024

  private let headerTimeout: TimeAmount
  private var state = State.readingHead(window: 0)
  private var deadline: Scheduled<Void>?

  /// A guard whose request heads must arrive within `headerTimeout`.
  init(headerTimeout: TimeAmount) {
    self.headerTimeout = headerTimeout
  }

  func handlerAdded(context: ChannelHandlerContext) {
    restartDeadline(context: context)
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    deadline?.cancel()
  }

  func channelInactive(context: ChannelHandlerContext) {
    deadline?.cancel()
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    receive(unwrapInboundIn(data), context: context)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    let response = unwrapOutboundIn(data)
    context.write(data, promise: promise)
    switch state {
    case .readingHead:
      restartDeadline(context: context)
    case .awaitingResponse(let held):
      if case .byteBuffer(let buffer) = response, buffer.readableBytesView.starts(with: Self.switchingProtocols) {
        state = .webSocket(ClientFrameScanner())
      } else {
        state = .readingHead(window: 0)
        restartDeadline(context: context)
      }
      if let held { receive(held, context: context) }
    case .webSocket, .closed:
      break
    }
  }

  /// Follows `buffer` through the states, passing on what the guards allow.
  private func receive(_ buffer: ByteBuffer, context: ChannelHandlerContext) {
    switch state {
    case .readingHead(var window):
      let bytes = buffer.readableBytesView
      guard let end = bytes.firstIndex(where: { byte in
        window = window << 8 | UInt32(byte)
        return window == 0x0D0A_0D0A
      }) else {
        state = .readingHead(window: window)
        context.fireChannelRead(wrapInboundOut(buffer))
        return
      }
      deadline?.cancel()
      let headLength = end + 1 - bytes.startIndex
      state = .awaitingResponse(held: nil)
      context.fireChannelRead(wrapInboundOut(buffer.getSlice(at: buffer.readerIndex, length: headLength)!))
      if headLength < buffer.readableBytes {
        receive(buffer.getSlice(at: buffer.readerIndex + headLength, length: buffer.readableBytes - headLength)!, context: context)
      }
    case .awaitingResponse(var held):
      if held == nil { held = buffer } else { var more = buffer; held!.writeBuffer(&more) }
      guard held!.readableBytes <= Self.maximumHeldBytes else { return close(context: context) }
      state = .awaitingResponse(held: held)
    case .webSocket(var scanner):
      guard scanner.scan(buffer.readableBytesView) else {
        return close(context: context, webSocketStatus: 1002, reason: "a client's frames must be masked")
      }
      state = .webSocket(scanner)
      context.fireChannelRead(wrapInboundOut(buffer))
    case .closed:
      break
    }
  }

  private func restartDeadline(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = context.eventLoop.assumeIsolated().scheduleTask(in: headerTimeout) { [weak self] in
      self?.close(context: context)
    }
  }

  /// Closes the connection; a WebSocket gets a close frame with `webSocketStatus` first.
  private func close(context: ChannelHandlerContext, webSocketStatus: UInt16? = nil, reason: String = "") {
    if case .closed = state { return }
    state = .closed
    deadline?.cancel()
    if let webSocketStatus {
      var frame = context.channel.allocator.buffer(capacity: 4 + reason.utf8.count)
      frame.writeInteger(UInt8(0x88))   // FIN, close
      frame.writeInteger(UInt8(2 + reason.utf8.count))
      frame.writeInteger(webSocketStatus)
      frame.writeString(reason)
      context.writeAndFlush(wrapOutboundOut(.byteBuffer(frame)), promise: nil)
    }
    context.close(promise: nil)
  }

  /// The start of the answer that upgrades a connection to a WebSocket.
  private static let switchingProtocols = Array("HTTP/1.1 101".utf8)
}

/// Follows the frames a WebSocket client sends, header by header, and checks that each is masked.
struct ClientFrameScanner {
  private var header: [UInt8] = []
  private var payloadLeft: UInt64 = 0

  /// Reads the next bytes of the stream; false as soon as a frame is not masked.
  mutating func scan(_ bytes: ByteBufferView) -> Bool {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      if payloadLeft > 0 {
        let skipped = Int(min(UInt64(bytes.endIndex - index), payloadLeft))
        index += skipped
        payloadLeft -= UInt64(skipped)
        continue
      }
      header.append(bytes[index])
      index += 1
      if header.count == 2, header[1] & 0x80 == 0 { return false }
      if header.count >= 2, header.count == headerLength {
        payloadLeft = payloadLength
        header.removeAll(keepingCapacity: true)
      }
    }
    return true
  }

  /// The bytes of the extended payload length: none, 2 or 8.
  private var extendedLengthBytes: Int {
    switch header[1] & 0x7F {
    case 126: 2
    case 127: 8
    default: 0
    }
  }

  /// The header's length: two bytes, the extended length and the four-byte masking key.
  private var headerLength: Int { 2 + extendedLengthBytes + 4 }

  /// The payload length the complete header announces.
  private var payloadLength: UInt64 {
    guard extendedLengthBytes > 0 else { return UInt64(header[1] & 0x7F) }
    return header[2..<(2 + extendedLengthBytes)].reduce(0) { $0 << 8 | UInt64($1) }
  }
}
