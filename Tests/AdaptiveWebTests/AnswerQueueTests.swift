import Testing
import AdaptiveWeb

/// The queue of one socket's messages: at most its capacity wait, and the error for a dropped
/// message is answered after the messages that came before it, never ahead of them.
@Suite
struct AnswerQueueTests {
  /// What the queue yields until it is empty: `m:TEXT` for a message, `dropped:N` for drops.
  private func drain(_ queue: AnswerQueue, _ count: Int) async -> [String] {
    var entries: [String] = []
    for _ in 0..<count {
      switch await queue.next() {
      case .message(.text(let text)): entries.append("m:\(text)")
      case .message(.binary): entries.append("binary")
      case .dropped(let count): entries.append("dropped:\(count)")
      case nil: entries.append("end")
      }
    }
    return entries
  }

  @Test func aDropIsAnsweredInItsPlaceAfterTheMessagesBeforeIt() async {
    let queue = AnswerQueue(capacity: 3)
    for index in 1...5 { queue.push(.text("\(index)")) }
    #expect(await drain(queue, 2) == ["m:1", "m:2"])
    queue.push(.text("6"))
    queue.push(.text("7"))
    queue.push(.text("8"))
    queue.finish()
    queue.push(.text("9"))
    #expect(await drain(queue, 6) == ["m:3", "dropped:2", "m:6", "m:7", "dropped:1", "end"])
  }

  @Test func dropsInARowShareOneEntrySoTheQueueStaysSmall() async {
    let queue = AnswerQueue(capacity: 2)
    for index in 1...10_000 { queue.push(.text("\(index)")) }
    queue.finish()
    #expect(await drain(queue, 4) == ["m:1", "m:2", "dropped:9998", "end"])
  }

  @Test func aWaitingReaderGetsTheNextMessageAndFinishEndsIt() async {
    let queue = AnswerQueue(capacity: 1)
    async let first = drain(queue, 1)
    try? await Task.sleep(for: .milliseconds(20))
    queue.push(.text("late"))
    #expect(await first == ["m:late"])
    async let second = drain(queue, 1)
    try? await Task.sleep(for: .milliseconds(20))
    queue.finish()
    #expect(await second == ["end"])
  }
}
