public import AdaptiveKit
import AdaptiveRendering
import Foundation

/// Serves an app of a catalogue (or a scenario file) to browsers: the page and its files over HTTP, and one WebSocket per
/// tab (`/session`) that drives a window of its own.
///
/// ```swift
/// let server = WebServer(host: "127.0.0.1", port: 8080, apps: AppCatalogue(PhotoBrowserVariant.catalogueEntries))
/// try await server.run { url in print("Open \(url)") }
/// ```
///
/// Hostile clients are answered without harm to the others: every request must name this server's
/// host (loopback, or one of ``allowedHosts``), request heads must arrive within 30 seconds,
/// WebSocket frames must be masked and text valid UTF-8, and a session is released however its
/// socket ends.
public struct WebServer: Sendable {
  /// The address to bind (loopback by default).
  public var host: String
  /// The port; 0 picks a free one.
  public var port: Int
  /// The apps sessions can launch.
  public var apps: AppCatalogue
  /// The app sessions launch, by name in ``apps``.
  public var app: String
  /// The variant sessions launch (the app's default when nil).
  public var variant: String?
  /// The most sessions at once.
  public var maximumSessions: Int
  /// A scenario file to serve instead of the photo browser; pages follow its changes.
  public var scenarioFile: String?
  /// Host names that requests may address besides loopback ones (a server bound to loopback
  /// answers only requests for `localhost`, `127.0.0.1` or `[::1]` otherwise).
  public var allowedHosts: [String]
  /// How often the server pings each socket; a socket that has not answered the previous ping by
  /// the next one is closed.
  package var pingPeriod: Duration = .seconds(30)
  /// How long a request head may take to arrive, from the connection's start or the previous
  /// response; a connection that takes longer is closed.
  package var headerTimeout: Duration = .seconds(30)
  /// How long a connected session may go without a message before its socket is closed with
  /// ``idleCloseReason``, freeing its slot.
  package var connectedIdleLimit: Duration = .seconds(30 * 60)
  /// The worker processes that host the sessions (``SessionWorkerLaunch``), or nil to host them
  /// on this process's main actor.
  public var workers: SessionWorkerLaunch?
  /// How long a worker may leave a request unanswered before it is killed as stuck (its sessions'
  /// pages are told, as when it crashes).
  package var workerAnswerTimeout: Duration = .seconds(60)

  /// Describes a server.
  public init(host: String = "127.0.0.1", port: Int = 8080, apps: AppCatalogue, app: String? = nil, variant: String? = nil,
              maximumSessions: Int = 32, scenarioFile: String? = nil, allowedHosts: [String] = []) {
    self.host = host
    self.port = port
    self.apps = apps
    self.app = app ?? apps.names.first ?? ""
    self.variant = variant
    self.maximumSessions = maximumSessions
    self.scenarioFile = scenarioFile
    self.allowedHosts = allowedHosts
  }

  /// Builds the server, ready to start; ``run(onRunning:)`` starts it.
  package func httpServer() async -> HTTPServer {
    httpServer(sessions: await sessionHost())
  }

  /// Where the sessions run: worker processes started now, or a store on the main actor.
  package func sessionHost() async -> any SessionHost {
    if let workers {
      var arguments = workers.arguments + ["--app", app, "--max-sessions", String(maximumSessions)]
      if let variant { arguments += ["--variant", variant] }
      if let scenarioFile { arguments += ["--scenario", scenarioFile] }
      return SessionWorkers(executable: workers.executable, arguments: arguments, count: workers.count, maximumSessions: maximumSessions,
                            answerTimeout: workerAnswerTimeout)
    }
    let source = self.source
    return LocalSessions(store: await MainActor.run {
      SessionStore(source: source, apps: apps, variant: variant, maximumSessions: maximumSessions)
    })
  }

  /// What sessions show.
  private var source: WebSession.Source { scenarioFile.map { .scenario(path: $0) } ?? .app(app) }

  /// Builds the server with its sessions in `store`.
  package func httpServer(sessions store: any SessionHost) -> HTTPServer {
    let source = self.source
    let pages = PageResources()
    let hosts = HostPolicy(boundTo: host, allowedHosts: allowedHosts)
    // The count is read without the main actor, so a busy main actor never delays the page.
    let openCount = store.openCount, limit = maximumSessions, pictures = store.pictures
    let idleLimit = connectedIdleLimit
    return HTTPServer(
      host: host, port: port, headerTimeout: Self.seconds(headerTimeout), pingPeriod: Self.seconds(pingPeriod),
      maximumMessageSize: Self.maximumFrameSize
    ) { request in
      let authority = request.header("host")
      if request.path == "/session" {
        // A refused handshake gets status 400 and no WebSocket.
        guard hosts.allows(authority), Self.originIsAllowed(request.header("origin"), host: authority) else {
          return .response(.text(400, "this page may not open a session here\n"))
        }
        return .webSocket { connection in
          await Self.session(on: connection, store: store, source: source, idleLimit: idleLimit)
        }
      }
      guard hosts.allows(authority) else { return .response(hosts.refusal(of: authority ?? "")) }
      if request.path == "/" {
        return .response(openCount.current >= limit ? Self.busyPage : Self.file("index.html", from: pages))
      }
      if request.path.hasPrefix("/picture/") {
        guard let data = pictures.picture(forKey: String(request.path.dropFirst("/picture/".count))) else {
          return .response(.text(404, "not found\n"))
        }
        return .response(HTTPResponse(
          status: 200, headers: [("Content-Type", EncodedImage.mediaType(of: data)), ("Cache-Control", "max-age=86400, immutable")],
          body: Array(data)))
      }
      // One path component naming a page file; anything else (other folders, `..`) is not one.
      let name = request.path.dropFirst().removingPercentEncoding ?? ""
      return .response(Self.file(name.contains("/") ? "" : name, from: pages))
    }
  }

  /// Opens a session on a new socket and answers its messages until it closes; the session is
  /// released on every way out.
  private static func session(on connection: WebSocketConnection, store: any SessionHost, source: WebSession.Source,
                              idleLimit: Duration) async {
    let drawing = connection.request.query["draw"].flatMap(FrameDrawing.init(rawValue:)) ?? .elements
    guard let (id, frame) = await store.open(resuming: connection.request.query["resume"], drawing: drawing) else {
      try? connection.send(text: ServerMessage.error("server busy: too many sessions, try again later").json)
      return
    }
    // The session is released on every way out: its first frame not delivered, the socket
    // closed or failed, or the session idle too long (which closes it at once).
    try? connection.send(text: ServerMessage.session(id, server: processIdentifier).json)
    try? connection.send(text: frame)
    store.whenLost(id) { message in
      try? connection.send(text: ServerMessage.error(message).json)
      connection.close(status: 1011, reason: message)
    }
    try? await serve(id, store: store, source: source, idleLimit: idleLimit, connection: connection)
    await store.disconnect(id)
  }

  /// Answers a socket's messages until it closes; a session idle for `idleLimit` is closed and
  /// its socket told why.
  ///
  /// Messages wait in a queue and a task of their own answers them in order, so the socket is
  /// read (and the pongs to the server's pings seen) even while the main actor is busy: a slow
  /// answer never makes the connection look dead.
  private static func serve(_ id: String, store: any SessionHost, source: WebSession.Source, idleLimit: Duration,
                            connection: WebSocketConnection) async throws {
    let queue = AnswerQueue(capacity: maximumQueuedMessages)
    try await withThrowingTaskGroup(of: Bool.self) { group in
      // The answers; true when every message is answered.
      group.addTask {
        while let entry = await queue.next() {
          switch entry {
          case .message(.text(let text)): try connection.send(text: await store.handle(text, in: id))
          case .message(.binary): try connection.send(text: ServerMessage.error("binary messages are not accepted").json)
          case .dropped(let count): try connection.send(text: ServerMessage.error(queueFullMessage(count)).json)
          }
        }
        return true
      }
      // A scenario file is watched: when it changes, the page gets the scenario played again.
      if case .scenario = source {
        group.addTask {
          while true {
            try await Task.sleep(for: .milliseconds(400))
            if let reloaded = await store.reload(id) { try connection.send(text: reloaded) }
          }
        }
      }
      group.addTask {
        while true {
          guard let idle = await store.idleTime(of: id) else { return false }
          if idle >= idleLimit { break }
          try await Task.sleep(for: idleLimit - idle)
        }
        await store.close(id)
        try connection.send(text: ServerMessage.error(idleCloseReason(idleLimit)).json)
        connection.close(status: 1001, reason: idleCloseReason(idleLimit))
        return false
      }
      defer { queue.finish() }
      for await message in connection.messages {
        queue.push(message)
      }
      queue.finish()
      // The answers still owed go out before the other tasks stop.
      while let answeredAll = try await group.next(), !answeredAll {}
      group.cancelAll()
    }
  }

  /// This process's id, which the session message names (to tell apart the servers behind a
  /// proxy).
  static let processIdentifier = ProcessInfo.processInfo.processIdentifier

  /// Runs until the process is interrupted or the task is cancelled; the worker processes, if
  /// any, stop with it.
  public func run(onRunning: @escaping @Sendable (URL) async -> Void = { _ in }) async throws {
    let sessions = await sessionHost()
    defer { (sessions as? SessionWorkers)?.stop() }
    try await httpServer(sessions: sessions).run(onRunning: onRunning)
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// The page a browser gets when every session is taken.
  static let busyPage = HTTPResponse(
    status: 503, headers: [("Content-Type", "text/html; charset=utf-8"), ("Retry-After", "30")],
    body: Array("""
      <!doctype html><html lang="en"><head><meta charset="utf-8"><title>AdaptiveKit — busy</title></head>
      <body style="font-family: -apple-system, Helvetica, sans-serif; margin: 40px">
      <h1>The demo is busy</h1><p>Every session is taken. Try again in a minute.</p></body></html>

      """.utf8))

  /// The largest WebSocket message read (1 MiB): a longer one closes the socket. Messages between
  /// ``ClientMessage/maximumSize`` and this are answered with an error and the session goes on.
  static let maximumFrameSize = 1 << 20

  /// The most messages of one socket waiting for their answers; a message arriving when that many
  /// wait is answered with ``queueFullMessage`` and dropped.
  static let maximumQueuedMessages = 16

  /// The error that answers `count` messages in a row dropped from a full queue.
  static func queueFullMessage(_ count: Int) -> String {
    count == 1 ? "too many messages waiting for an answer: this one was dropped"
      : "too many messages waiting for an answer: these \(count) were dropped"
  }

  /// Why the server closed a session's socket after `limit` without a message; the page shows it.
  static func idleCloseReason(_ limit: Duration) -> String {
    let seconds = Int(limit.components.seconds)
    let (count, unit) = seconds >= 60 ? (seconds / 60, "minute") : (seconds, "second")
    return "closed after \(count) \(unit)\(count == 1 ? "" : "s") without activity: reload the page to start again"
  }

  /// A page file, or 404 for any other name.
  static func file(_ name: String, from pages: PageResources) -> HTTPResponse {
    guard let file = pages.files[name] else { return .text(404, "not found\n") }
    return HTTPResponse(status: 200, headers: [("Content-Type", file.type), ("Cache-Control", "no-cache")], body: Array(file.data))
  }

  /// A WebSocket may be opened by a page of the same site (its `Origin` names the host the page
  /// was served from; ports do not make another site) or by a client that sends no `Origin`;
  /// never by another site's page.
  package static func originIsAllowed(_ origin: String?, host authority: String?) -> Bool {
    guard let origin else { return true }
    guard let authority, let originHost = URL(string: origin)?.host,
          let host = URL(string: "http://\(authority)")?.host else { return false }
    return originHost.lowercased() == host.lowercased()
  }
}
