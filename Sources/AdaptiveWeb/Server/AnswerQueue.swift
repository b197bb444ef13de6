import Synchronization

/// The messages of one socket waiting for their answers, in the order they arrived.
///
/// At most ``capacity`` messages wait. A message arriving when that many wait is dropped, and the
/// drop takes its place in the order: its error is answered after the messages that came before
/// it, never ahead of them. Drops in a row share one entry, so the queue stays small whatever a
/// client sends.
package final class AnswerQueue: Sendable {
  /// What waits for an answer.
  package enum Entry: Sendable {
    /// A message to answer.
    case message(WebSocketMessage)
    /// This many messages in a row were dropped from a full queue.
    case dropped(Int)
  }

  private struct Contents: ~Copyable {
    var entries: [Entry] = []
    var waitingMessages = 0
    var reader: CheckedContinuation<Entry?, Never>?
    var finished = false

    /// The first entry, counted out.
    mutating func takeFirst() -> Entry {
      let entry = entries.removeFirst()
      if case .message = entry { waitingMessages -= 1 }
      return entry
    }
  }

  /// The most messages that wait.
  package let capacity: Int
  private let contents = Mutex(Contents())

  /// An empty queue for at most `capacity` waiting messages.
  package init(capacity: Int) {
    self.capacity = capacity
  }

  /// Adds a message, or records its drop when the queue is full.
  package func push(_ message: WebSocketMessage) {
    let handOver = contents.withLock { contents -> (CheckedContinuation<Entry?, Never>, Entry)? in
      guard !contents.finished else { return nil }
      if contents.waitingMessages < capacity {
        contents.entries.append(.message(message))
        contents.waitingMessages += 1
      } else if case .dropped(let count)? = contents.entries.last {
        contents.entries[contents.entries.count - 1] = .dropped(count + 1)
      } else {
        contents.entries.append(.dropped(1))
      }
      guard let reader = contents.reader else { return nil }
      contents.reader = nil
      return (reader, contents.takeFirst())
    }
    if let (reader, entry) = handOver { reader.resume(returning: entry) }
  }

  /// The next entry, waiting for one; nil once the queue is finished and empty.
  package func next() async -> Entry? {
    await withCheckedContinuation { continuation in
      let ready = contents.withLock { contents -> Entry?? in
        if !contents.entries.isEmpty { return .some(contents.takeFirst()) }
        if contents.finished { return .some(nil) }
        contents.reader = continuation
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  /// Takes no more messages; what waits is still read, then ``next()`` answers nil.
  package func finish() {
    let reader = contents.withLock { contents -> CheckedContinuation<Entry?, Never>? in
      contents.finished = true
      defer { contents.reader = nil }
      return contents.reader
    }
    reader?.resume(returning: nil)
  }
}
