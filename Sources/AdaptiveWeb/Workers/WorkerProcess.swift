import Dispatch
import Foundation
import Synchronization

/// One session worker process as the front sees it: requests go to its standard input, and a
/// thread of the front reads its standard output, handing each answer to the request waiting for
/// it and each notice to the front. When the output ends (the worker exited or was killed),
/// every request still waiting gets nil.
///
/// Requests are written by a queue of the worker's own, so a worker that stops reading (stuck in
/// a loop) holds only that queue, never the tasks that serve the other workers' sessions; one that
/// lets ``maximumPendingBytes`` of requests pile up is killed, which ends its sessions as a crash
/// would. A worker that leaves a request unanswered for ``answerTimeout`` (stuck in a loop, or
/// stopped) is killed too.
final class WorkerProcess: Sendable {
  /// The most bytes of requests waiting to be written before the worker is killed (8 MiB).
  static let maximumPendingBytes = 8 << 20

  /// The worker's process id.
  let processIdentifier: Int32
  /// When the worker started.
  let startedAt = ContinuousClock().now
  private let process: Process
  private let writer: WorkerPipeWriter
  /// The front's end of the worker's standard output.
  private let output: Int32

  private struct Waiting: ~Copyable {
    var nextRequest: UInt32 = 1
    var requests: [UInt32: CheckedContinuation<WorkerFrame?, Never>] = [:]
    var sentAt: [UInt32: ContinuousClock.Instant] = [:]
    var ended = false
  }
  private let waiting = Mutex(Waiting())
  private let writing = DispatchQueue(label: "AdaptiveWeb.WorkerProcess.writer")
  private let pendingBytes = Mutex(0)
  /// How long a request may wait for its answer before the worker is killed.
  let answerTimeout: Duration

  /// Starts `executable` with `arguments`, its standard error the front's.
  init(executable: URL, arguments: [String], answerTimeout: Duration) throws {
    self.answerTimeout = answerTimeout
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let requests = Pipe(), answers = Pipe()
    process.standardInput = requests
    process.standardOutput = answers
    try process.run()
    // The front keeps only its own ends: the worker's end of each pipe is the worker's alone, so
    // its output ends when it exits.
    // The front's ends are copies of its own (closed on exec, so no later worker holds them).
    try? requests.fileHandleForReading.close()
    try? answers.fileHandleForWriting.close()
    self.process = process
    processIdentifier = process.processIdentifier
    writer = WorkerPipeWriter(descriptor: fcntl(requests.fileHandleForWriting.fileDescriptor, F_DUPFD_CLOEXEC, 0))
    output = fcntl(answers.fileHandleForReading.fileDescriptor, F_DUPFD_CLOEXEC, 0)
    try? requests.fileHandleForWriting.close()
    try? answers.fileHandleForReading.close()
  }

  /// Reads the worker's output on a thread of its own: `notice` gets each frame that answers no
  /// request, and `ended` is called once when the output ends.
  func startReading(notice: @escaping @Sendable (WorkerFrame) -> Void, ended: @escaping @Sendable () -> Void) {
    Thread.detachNewThread { [self] in
      let reader = WorkerPipeReader(descriptor: output)
      while let frame = reader.next() {
        if frame.kind == .answer {
          answered(frame.request)?.resume(returning: frame)
        } else {
          notice(frame)
        }
      }
      let abandoned = waiting.withLock { waiting in
        waiting.ended = true
        defer {
          waiting.requests = [:]
          waiting.sentAt = [:]
        }
        return Array(waiting.requests.values)
      }
      for request in abandoned { request.resume(returning: nil) }
      process.waitUntilExit()
      writer.close()
      SystemSocketCalls.close(output)
      ended()
    }
    // The watchdog: a request unanswered for too long means the worker is stuck.
    Thread.detachNewThread { [self] in
      let clock = ContinuousClock()
      let period = Double(answerTimeout.components.seconds) / 4 + Double(answerTimeout.components.attoseconds) / 4e18
      while true {
        Thread.sleep(forTimeInterval: min(1, period))
        let (ended, oldest) = waiting.withLock { ($0.ended, $0.sentAt.values.min()) }
        if ended { return }
        if let oldest, clock.now - oldest > answerTimeout { kill() }
      }
    }
  }

  /// Forgets a request that got its answer (or never will); its waiting continuation, if any.
  private func answered(_ number: UInt32) -> CheckedContinuation<WorkerFrame?, Never>? {
    waiting.withLock { waiting in
      waiting.sentAt[number] = nil
      return waiting.requests.removeValue(forKey: number)
    }
  }

  /// Sends a request and waits for its answer; nil when the worker ended first.
  func request(_ kind: WorkerFrame.Kind, session: String, payload: [UInt8] = []) async -> WorkerFrame? {
    await withCheckedContinuation { continuation in
      let number = waiting.withLock { waiting -> UInt32? in
        guard !waiting.ended else { return nil }
        let number = waiting.nextRequest
        waiting.nextRequest = number == UInt32.max ? 1 : number + 1
        waiting.requests[number] = continuation
        waiting.sentAt[number] = ContinuousClock().now
        return number
      }
      guard let number else { return continuation.resume(returning: nil) }
      let frame = WorkerFrame(kind, request: number, session: session, payload: payload)
      let size = 11 + frame.session.utf8.count + payload.count
      guard pendingBytes.withLock({ pending in
        pending += size
        return pending <= Self.maximumPendingBytes
      }) else {
        kill()
        answered(number)?.resume(returning: nil)
        return
      }
      writing.async { [self] in
        let written = writer.write(frame)
        pendingBytes.withLock { $0 -= size }
        if !written { answered(number)?.resume(returning: nil) }
      }
    }
  }

  /// Asks the worker to stop (SIGTERM).
  func stop() {
    if process.isRunning { process.terminate() }
  }

  /// Stops the worker at once (SIGKILL).
  func kill() {
    if process.isRunning { _ = Foundation.kill(processIdentifier, SIGKILL) }
  }
}
