package import Foundation
import Synchronization

/// Sessions hosted in worker processes, each with its own main actor, behind the one server
/// (`adaptive demo --workers N`).
///
/// A new session goes to the worker with the fewest sessions and stays there for its life: its
/// messages, its resume after a reload and its close all go to that worker. The limit on
/// sessions is the server's, across the workers: when every slot is taken, a new page takes the
/// slot of the session whose socket closed longest ago, as in one process.
///
/// A worker that exits or is killed takes only its own sessions: each of their open pages is
/// sent ``lostMessage`` and its socket closed with it, a message that names such a session is
/// answered with it, and a new worker takes the stopped one's place. A worker that leaves a
/// request unanswered for ``answerTimeout`` — stuck in a loop — is killed, with the same effect.
package final class SessionWorkers: SessionHost {
  /// What the page of a session is told when its worker stops.
  package static let lostMessage = "This session's worker stopped. Reload to start again."

  package let openCount = SessionCount()
  package let pictures = PictureStore()
  /// The most sessions at once, across the workers.
  package let maximumSessions: Int
  private let executable: URL
  private let arguments: [String]
  /// How long a worker may leave a request unanswered before it is killed as stuck.
  package let answerTimeout: Duration

  private struct Placement {
    var worker: WorkerProcess
    /// When its socket closed; nil while it has one.
    var disconnectedAt: Date?
    /// What to do if its worker stops while its socket is open.
    var lost: (@Sendable (String) -> Void)?
    /// Telling its worker that its socket closed; a resume waits for it.
    var disconnecting: Task<Void, Never>?
  }

  private struct State {
    var workers: [WorkerProcess?]
    /// The sessions each worker is opening now, by slot.
    var opening: [Int]
    var sessions: [String: Placement] = [:]
    var stopped = false

    /// How many sessions the worker in `slot` has or is opening.
    func load(of slot: Int) -> Int {
      guard let worker = workers[slot] else { return .max }
      return opening[slot] + sessions.values.count { $0.worker === worker }
    }
  }
  private let state: Mutex<State>

  /// Starts `count` workers, each `executable` with `arguments`, for at most `maximumSessions`
  /// sessions in all; a worker that leaves a request unanswered for `answerTimeout` is killed.
  package init(executable: URL, arguments: [String], count: Int, maximumSessions: Int, answerTimeout: Duration = .seconds(60)) {
    self.executable = executable
    self.answerTimeout = answerTimeout
    self.arguments = arguments
    self.maximumSessions = maximumSessions
    state = Mutex(State(workers: Array(repeating: nil, count: max(1, count)), opening: Array(repeating: 0, count: max(1, count))))
    for slot in 0..<max(1, count) { start(slot) }
  }

  /// Each worker's process id, by slot (nil for a worker that could not be started).
  package var workerProcessIdentifiers: [Int32?] { state.withLock { $0.workers.map { $0?.processIdentifier } } }

  /// The process id of the worker hosting session `id`.
  package func worker(of id: String) -> Int32? { state.withLock { $0.sessions[id]?.worker.processIdentifier } }

  /// Stops every worker and starts no more.
  package func stop() {
    let workers = state.withLock { state in
      state.stopped = true
      return state.workers.compactMap(\.self)
    }
    for worker in workers { worker.stop() }
  }

  /// Starts a worker in `slot`; a worker that cannot be started leaves the slot empty until the
  /// next new session tries again.
  private func start(_ slot: Int) {
    guard let worker = try? WorkerProcess(executable: executable, arguments: arguments, answerTimeout: answerTimeout) else { return }
    let started = state.withLock { state -> Bool in
      guard !state.stopped, state.workers[slot] == nil else { return false }
      state.workers[slot] = worker
      return true
    }
    guard started else { return worker.stop() }
    worker.startReading(
      notice: { [self] frame in notice(frame, from: worker) },
      ended: { [self] in ended(worker, in: slot) })
  }

  /// A worker's picture or closed session.
  private func notice(_ frame: WorkerFrame, from worker: WorkerProcess) {
    switch frame.kind {
    case .picture: pictures.keep(Data(frame.payload), forKey: frame.session)
    case .ended: update { state in
        if state.sessions[frame.session]?.worker === worker { state.sessions[frame.session] = nil }
      }
    default: break
    }
  }

  /// A worker stopped: its sessions' pages are told, and another worker takes its slot.
  private func ended(_ worker: WorkerProcess, in slot: Int) {
    let (lost, restart) = update { state -> ([@Sendable (String) -> Void], Bool) in
      if state.workers[slot] === worker { state.workers[slot] = nil }
      let ids = state.sessions.filter { $0.value.worker === worker }.map(\.key)
      let lost = ids.compactMap { state.sessions[$0]?.disconnectedAt == nil ? state.sessions[$0]?.lost : nil }
      for id in ids { state.sessions[id] = nil }
      return (lost, !state.stopped)
    }
    for tell in lost { tell(Self.lostMessage) }
    guard restart else { return }
    // A worker that stops as soon as it starts is not restarted in a tight loop (this runs on the
    // stopped worker's reading thread).
    if ContinuousClock().now - worker.startedAt < .seconds(1) { Thread.sleep(forTimeInterval: 1) }
    start(slot)
  }

  /// Changes the state and then the count of sessions with a socket.
  private func update<T>(_ change: (inout State) -> T) -> T {
    let (result, open) = state.withLock { state in
      let result = change(&state)
      return (result, state.sessions.values.count { $0.disconnectedAt == nil })
    }
    openCount.set(open)
    return result
  }

  package func open(resuming id: String?, drawing: FrameDrawing) async -> (id: String, frame: String)? {
    // A session whose socket closed goes back to its own worker.
    if let id, let (worker, telling) = state.withLock({ state in
      state.sessions[id].flatMap { $0.disconnectedAt != nil ? ($0.worker, $0.disconnecting) : nil }
    }) {
      await telling?.value
      if let answer = await worker.request(.open, session: id, payload: Array(drawing.rawValue.utf8)) {
        guard !answer.session.isEmpty else { return nil }
        // A new id means the worker no longer had that session to resume (it expired, or another
        // tab took it back first): the new one is this page's.
        update { state in state.sessions[answer.session] = Placement(worker: worker) }
        return (answer.session, answer.text)
      }
    }
    // A new one goes to the least loaded worker, trying another if that one stops meanwhile.
    for _ in 0..<2 {
      guard let (slot, worker, evicted) = choose() else { return nil }
      if let (id, holder) = evicted { _ = await holder.request(.close, session: id) }
      let answer = await worker.request(.open, session: "", payload: Array(drawing.rawValue.utf8))
      let opened = update { state -> Bool in
        state.opening[slot] -= 1
        guard let answer, !answer.session.isEmpty else { return false }
        state.sessions[answer.session] = Placement(worker: worker)
        return true
      }
      if opened, let answer { return (answer.session, answer.text) }
      if answer != nil { return nil }
    }
    return nil
  }

  /// The least loaded worker for a new session, counted as opening there, and the session whose
  /// slot it takes when every slot is taken; nil when the server is busy.
  private func choose() -> (slot: Int, worker: WorkerProcess, evicted: (String, WorkerProcess)?)? {
    let emptySlots = state.withLock { state in state.workers.indices.filter { state.workers[$0] == nil } }
    for slot in emptySlots { start(slot) }
    return update { state -> (Int, WorkerProcess, (String, WorkerProcess)?)? in
      guard let slot = state.workers.indices.min(by: { state.load(of: $0) < state.load(of: $1) }),
            let worker = state.workers[slot] else { return nil }
      var evicted: (String, WorkerProcess)?
      if state.sessions.count + state.opening.reduce(0, +) >= maximumSessions {
        guard let oldest = state.sessions.filter({ $0.value.disconnectedAt != nil })
          .min(by: { $0.value.disconnectedAt! < $1.value.disconnectedAt! }) else { return nil }
        state.sessions[oldest.key] = nil
        evicted = (oldest.key, oldest.value.worker)
      }
      state.opening[slot] += 1
      return (slot, worker, evicted)
    }
  }

  private func worker(hosting id: String) -> WorkerProcess? { state.withLock { $0.sessions[id]?.worker } }

  package func handle(_ text: String, in id: String) async -> String {
    guard let worker = worker(hosting: id), let answer = await worker.request(.message, session: id, payload: Array(text.utf8)) else {
      return ServerMessage.error(Self.lostMessage).json
    }
    return answer.text
  }

  package func reload(_ id: String) async -> String? {
    guard let answer = await worker(hosting: id)?.request(.reload, session: id), !answer.payload.isEmpty else { return nil }
    return answer.text
  }

  /// The session is resumable at once; a resume waits until its worker has it as disconnected,
  /// so the worker never sees the resume first.
  package func disconnect(_ id: String) async {
    let telling = update { state -> Task<Void, Never>? in
      guard let worker = state.sessions[id]?.worker, state.sessions[id]?.disconnectedAt == nil else { return nil }
      let telling = Task { _ = await worker.request(.disconnect, session: id) }
      state.sessions[id]?.disconnectedAt = Date()
      state.sessions[id]?.lost = nil
      state.sessions[id]?.disconnecting = telling
      return telling
    }
    await telling?.value
  }

  package func close(_ id: String) async {
    guard let worker = update({ state in state.sessions.removeValue(forKey: id)?.worker }) else { return }
    _ = await worker.request(.close, session: id)
  }

  package func idleTime(of id: String) async -> Duration? {
    guard let answer = await worker(hosting: id)?.request(.idleTime, session: id), let seconds = Double(answer.text) else { return nil }
    return .milliseconds(Int64(seconds * 1000))
  }

  /// A session already gone when its page asks (its worker stopped right after opening it) is
  /// lost at once.
  package func whenLost(_ id: String, _ lost: @escaping @Sendable (String) -> Void) {
    let known = state.withLock { state -> Bool in
      guard state.sessions[id] != nil else { return false }
      state.sessions[id]?.lost = lost
      return true
    }
    if !known { lost(Self.lostMessage) }
  }
}
