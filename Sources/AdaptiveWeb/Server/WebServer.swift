public import AdaptiveKit
import AdaptiveRendering
import Foundation
public import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOWebSocket

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

  /// Builds the application; `onRunning` receives the page's URL once the server listens.
  public func application(onRunning: @escaping @Sendable (URL) async -> Void = { _ in }) async -> some ApplicationProtocol {
    let source: WebSession.Source = scenarioFile.map { .scenario(path: $0) } ?? .app(app)
    let store = await MainActor.run {
      SessionStore(source: source, apps: apps, variant: variant, maximumSessions: maximumSessions)
    }
    let pages = PageResources()
    let hosts = HostPolicy(boundTo: host, allowedHosts: allowedHosts)
    let router = Router()
    router.add(middleware: HostCheckMiddleware(policy: hosts))
    // The count is read without the main actor, so a busy main actor never delays the page.
    let openCount = store.openCount, limit = maximumSessions
    router.get("/") { _, _ in
      openCount.current >= limit ? Self.busyPage : Self.file("index.html", from: pages)
    }
    router.get("/{name}") { _, context in Self.file(context.parameters.get("name") ?? "", from: pages) }
    let pictures = store.pictures
    router.get("/picture/{key}") { _, context in
      guard let data = pictures.picture(forKey: context.parameters.get("key") ?? "") else {
        return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: "not found\n")))
      }
      return Response(status: .ok, headers: [.contentType: EncodedImage.mediaType(of: data), .cacheControl: "max-age=86400, immutable"],
                      body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    let sockets = Router(context: BasicWebSocketRequestContext.self)
    let idleLimit = connectedIdleLimit
    sockets.ws("/session") { request, _ in
      hosts.allows(request.head.authority) && Self.originIsAllowed(request.headers[.origin], host: request.head.authority)
        ? .upgrade([:]) : .dontUpgrade
    } onUpgrade: { inbound, outbound, context in
      let query = context.request.uri.queryParameters
      let drawing = query.get("draw").flatMap(FrameDrawing.init(rawValue:)) ?? .elements
      guard let (id, frame) = await store.open(resuming: query.get("resume"), drawing: drawing) else {
        try await outbound.write(.text(ServerMessage.error("server busy: too many sessions, try again later").json))
        return
      }
      // The session is released on every way out: its first frame not delivered, the socket
      // closed or failed, or the session idle too long (which closes it at once).
      do {
        try await outbound.write(.text(ServerMessage.session(id).json))
        try await outbound.write(.text(frame))
        try await Self.serve(id, store: store, source: source, idleLimit: idleLimit, inbound: inbound, outbound: outbound)
      } catch {
        await store.disconnect(id)
        throw error
      }
      await store.disconnect(id)
    }
    // Connections a guard closes (a half-open request, an unmasked frame) are logged by the
    // server as errors; a client could fill the log with them, so only critical lines are kept.
    var logger = Logger(label: "adaptive-web")
    logger.logLevel = .critical
    let webSockets = sockets.buildResponder()
    let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
      ws: .init(maxFrameSize: Self.maximumFrameSize, autoPing: .enabled(timePeriod: pingPeriod), validateUTF8: true))
    let headerTimeout = TimeAmount(headerTimeout)
    return Application(
      router: router,
      server: HTTPServerBuilder { responder in
        GuardedChannel(
          inner: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSockets, configuration: configuration),
          headerTimeout: headerTimeout)
      },
      configuration: .init(address: .hostname(host, port: port), serverName: "AdaptiveKit"),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? port
        await onRunning(URL(string: "http://\(host):\(port)/")!)
      },
      logger: logger)
  }

  /// Answers a socket's messages until it closes; a session idle for `idleLimit` is closed and
  /// its socket told why.
  ///
  /// Messages wait in a queue and a task of their own answers them in order, so the socket is
  /// read (and the pongs to the server's pings seen) even while the main actor is busy: a slow
  /// answer never makes the connection look dead.
  private static func serve(_ id: String, store: SessionStore, source: WebSession.Source, idleLimit: Duration,
                            inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
    let queue = AnswerQueue(capacity: maximumQueuedMessages)
    try await withThrowingTaskGroup(of: Bool.self) { group in
      // The answers; true when every message is answered.
      group.addTask {
        while let entry = await queue.next() {
          switch entry {
          case .message(.text(let text)): try await outbound.write(.text(await store.handle(text, in: id)))
          case .message(.binary): try await outbound.write(.text(ServerMessage.error("binary messages are not accepted").json))
          case .dropped(let count): try await outbound.write(.text(ServerMessage.error(queueFullMessage(count)).json))
          }
        }
        return true
      }
      // A scenario file is watched: when it changes, the page gets the scenario played again.
      if case .scenario = source {
        group.addTask {
          while true {
            try await Task.sleep(for: .milliseconds(400))
            if let reloaded = await store.reload(id) { try await outbound.write(.text(reloaded)) }
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
        try await outbound.write(.text(ServerMessage.error(idleCloseReason(idleLimit)).json))
        try await outbound.close(.goingAway, reason: idleCloseReason(idleLimit))
        return false
      }
      defer { queue.finish() }
      for try await message in inbound.messages(maxSize: maximumFrameSize) {
        queue.push(message)
      }
      queue.finish()
      // The answers still owed go out before the other tasks stop.
      while let answeredAll = try await group.next(), !answeredAll {}
      group.cancelAll()
    }
  }

  /// Runs until the process is interrupted (Ctrl-C stops it cleanly).
  public func run(onRunning: @escaping @Sendable (URL) async -> Void = { _ in }) async throws {
    try await application(onRunning: onRunning).runService()
  }

  /// The page a browser gets when every session is taken.
  static let busyPage = Response(
    status: .serviceUnavailable, headers: [.contentType: "text/html; charset=utf-8", .retryAfter: "30"],
    body: .init(byteBuffer: ByteBuffer(string: """
      <!doctype html><html lang="en"><head><meta charset="utf-8"><title>AdaptiveKit — busy</title></head>
      <body style="font-family: -apple-system, Helvetica, sans-serif; margin: 40px">
      <h1>The demo is busy</h1><p>Every session is taken. Try again in a minute.</p></body></html>

      """)))

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
  static func file(_ name: String, from pages: PageResources) -> Response {
    guard let file = pages.files[name] else {
      return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: "not found\n")))
    }
    return Response(status: .ok, headers: [.contentType: file.type, .cacheControl: "no-cache"], body: .init(byteBuffer: ByteBuffer(bytes: file.data)))
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
