public import AdaptiveKit
public import Foundation

/// The server's sessions, on the main actor with the windows they drive: at most
/// ``maximumSessions`` at once, each limited to ``maximumMessagesPerSecond``. A session outlives
/// its socket for ``idleLimit`` seconds, so that a page reloaded in the same tab resumes it; one
/// left idle longer expires, and when every slot is taken a new page takes the slot of the session
/// whose socket closed longest ago.
@MainActor
public final class SessionStore {
  /// The most sessions open at once; a page beyond it is told the server is busy.
  public let maximumSessions: Int
  /// The most messages a session may send in one second; more are refused.
  public let maximumMessagesPerSecond: Int
  /// How long, in seconds, a session without a socket is kept for its tab to come back.
  public let idleLimit: TimeInterval
  /// What new sessions show.
  public let source: WebSession.Source
  /// The apps new sessions can launch.
  public let apps: AppCatalogue
  /// The variant new sessions launch (the app's default when nil).
  public let variant: String?
  private var sessions: [String: WebSession] = [:] {
    didSet { openCount.set(sessions.count - disconnectedAt.count) }
  }
  /// How many sessions have a socket, readable without the main actor: the page route shows the
  /// busy page only when every slot is held by a connected tab (a reloading tab's own session,
  /// waiting for it, does not count).
  public nonisolated let openCount = SessionCount()
  /// The photos of every session's frames, served at `/picture/KEY`.
  public nonisolated let pictures = PictureStore()
  /// When each session without a socket lost it; the others have one. The session whose socket
  /// closed first is the first to give up its slot.
  private var disconnectedAt: [String: Date] = [:] {
    didSet { openCount.set(sessions.count - disconnectedAt.count) }
  }
  private var recent: [String: [Date]] = [:]
  /// Called with the id of each session closed (a session worker tells its front this way).
  package var whenClosed: ((String) -> Void)?

  /// Creates an empty store.
  public init(source: WebSession.Source, apps: AppCatalogue, variant: String? = nil, maximumSessions: Int = 32,
              maximumMessagesPerSecond: Int = 60, idleLimit: TimeInterval = 600) {
    self.source = source
    self.apps = apps
    self.variant = variant
    self.maximumSessions = maximumSessions
    self.maximumMessagesPerSecond = maximumMessagesPerSecond
    self.idleLimit = idleLimit
  }

  /// How many sessions are open.
  public var count: Int { sessions.count }


  /// Opens a session for a socket whose page draws `drawing` — the one `resuming` names, if it
  /// exists and has no socket, or a new one; returns its id and first frame, or nil when the
  /// server is busy.
  public func open(resuming id: String? = nil, drawing: FrameDrawing = .elements, now: Date = Date()) -> (id: String, frame: String)? {
    expireIdleSessions(now: now)
    if let id, let session = sessions[id], disconnectedAt[id] != nil {
      disconnectedAt[id] = nil
      session.drawing = drawing
      return (id, session.currentFrame(log: ["resumed the session"]).json)
    }
    if sessions.count >= maximumSessions, let oldest = disconnectedAt.min(by: { $0.value < $1.value })?.key {
      close(oldest)
    }
    guard sessions.count < maximumSessions, let session = makeSession(drawing: drawing) else { return nil }
    sessions[session.id] = session
    return (session.id, session.currentFrame(log: ["launched on \(session.device.name)"]).json)
  }

  private func makeSession(drawing: FrameDrawing) -> WebSession? {
    switch source {
    case .app(let app): try? WebSession(app: app, variant: variant, from: apps, drawing: drawing, pictures: pictures)
    case .scenario(let path): try? WebSession(scenarioFile: path, apps: apps, drawing: drawing, pictures: pictures)
    }
  }

  /// The session's scenario played again if its file changed, as JSON; nil when nothing changed.
  public func reload(_ id: String) -> String? {
    sessions[id]?.reloadIfChanged()?.json
  }

  /// The socket of a session closed: the session waits ``idleLimit`` seconds for its tab.
  public func disconnect(_ id: String, now: Date = Date()) {
    guard sessions[id] != nil, disconnectedAt[id] == nil else { return }
    disconnectedAt[id] = now
  }

  /// How long session `id` has gone without a message; nil when there is no such session.
  public func idleTime(of id: String, now: Date = Date()) -> Duration? {
    sessions[id].map { .seconds(max(0, now.timeIntervalSince($0.lastActive))) }
  }

  /// Removes the sessions without a socket that have been idle longer than ``idleLimit``.
  public func expireIdleSessions(now: Date = Date()) {
    for (id, session) in sessions where disconnectedAt[id] != nil && now.timeIntervalSince(session.lastActive) > idleLimit {
      close(id)
    }
  }

  /// Answers a message of session `id`.
  public func handle(_ text: String, in id: String) -> String {
    guard let session = sessions[id] else { return ServerMessage.error("no such session").json }
    let now = Date()
    let window = (recent[id] ?? []).filter { now.timeIntervalSince($0) < 1 }
    guard window.count < maximumMessagesPerSecond else {
      recent[id] = window
      return ServerMessage.error("too many messages: at most \(maximumMessagesPerSecond) a second").json
    }
    recent[id] = window + [now]
    return session.handle(text).json
  }

  /// Closes a session.
  public func close(_ id: String) {
    if sessions[id] != nil { whenClosed?(id) }
    disconnectedAt[id] = nil
    sessions[id] = nil
    recent[id] = nil
  }
}

/// A count shared across threads.
public final class SessionCount: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  /// The current count.
  public var current: Int { lock.withLock { value } }

  func set(_ newValue: Int) { lock.withLock { value = newValue } }
}
