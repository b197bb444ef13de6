import Foundation
import AdaptiveTestSupport
import Testing
@testable import AdaptiveWeb

/// `adaptive demo --workers N`: the sessions in worker processes (the built `adaptive
/// session-worker`) behind one server, over real sockets on loopback.
@Suite(.serialized)
struct SessionWorkerTests {
  /// The build products directory, where `adaptive` is.
  private static var products: URL {
    let bundle = Bundle.main.bundleURL
    return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
  }

  /// Runs `body` against a server whose sessions run in two workers, with the workers.
  private func live<T: Sendable>(answerTimeout: Duration = .seconds(60), maximumSessions: Int = 32,
                                 _ body: @escaping @Sendable (Int, SessionWorkers) throws -> T) async throws -> T {
    let executable = Self.products.appendingPathComponent("adaptive")
    try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build `adaptive` first (swift build --build-tests)")
    var server = WebServer(host: "127.0.0.1", port: 0, apps: .photoBrowser, maximumSessions: maximumSessions)
    server.workers = SessionWorkerLaunch(executable: executable, arguments: ["session-worker"], count: 2)
    server.pingPeriod = .seconds(3600)
    server.workerAnswerTimeout = answerTimeout
    let workers = try #require(await server.sessionHost() as? SessionWorkers)
    defer { workers.stop() }
    return try await LiveServer.run(server.httpServer(sessions: workers)) { port in try body(port, workers) }
  }

  /// A session's socket with its session message and first frame read: its id and the frame.
  private static func session(port: Int, resuming id: String? = nil) throws -> (connection: RawConnection, id: String, frame: String) {
    let connection = try RawConnection(port: port)
    guard try connection.openWebSocket(path: "/session" + (id.map { "?resume=\($0)" } ?? "")) else {
      throw RawConnectionError("the handshake was refused")
    }
    let hello = connection.readText() ?? "", frame = connection.readText() ?? ""
    guard let data = hello.data(using: .utf8), let message = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let id = message["id"] as? String, frame.contains(#""type":"frame""#) else {
      throw RawConnectionError("no session and first frame: \(hello) \(frame)")
    }
    return (connection, id, frame)
  }

  /// Whether a session still answers: a rotation comes back as a frame in landscape.
  private static func answers(_ connection: RawConnection) throws -> Bool {
    try connection.sendText(#"{"type":"action","action":{"kind":"rotate","orientation":"landscapeLeft"}}"#)
    return connection.readText()?.contains(#""orientation":"landscapeLeft""#) == true
  }

  @Test func framesKeepTheirKindRequestSessionAndBytes() throws {
    let frame = WorkerFrame(.message, request: 70_000, session: "A-B", payload: Array(#"{"type":"reset"}"#.utf8))
    let bytes = frame.encoded
    #expect(bytes.prefix(4) == [0, 0, 0, UInt8(bytes.count - 4)])
    #expect(WorkerFrame(body: bytes.dropFirst(4)) == frame)
    #expect(WorkerFrame(body: [2, 0, 0, 0, 1, 0, 9, 65]) == nil)   // an id longer than the frame
    #expect(WorkerFrame(body: [200, 0, 0, 0, 1, 0, 0]) == nil)     // no such kind
  }

  @MainActor @Test func aWorkerAnswersEachRequestOfItsSessions() throws {
    let store = SessionStore(source: .app("photo-browser"), apps: .photoBrowser)
    let opened = SessionWorker.answer(to: WorkerFrame(.open, request: 1, payload: Array("elements".utf8)), from: store)
    #expect(opened.kind == .answer && opened.request == 1 && opened.text.contains(#""type":"frame""#))
    let id = opened.session
    let rotated = SessionWorker.answer(
      to: WorkerFrame(.message, request: 2, session: id, payload: Array(#"{"type":"action","action":{"kind":"rotate","orientation":"landscapeLeft"}}"#.utf8)),
      from: store)
    #expect(rotated.request == 2 && rotated.text.contains(#""orientation":"landscapeLeft""#))
    let refused = SessionWorker.answer(to: WorkerFrame(.message, request: 3, session: id, payload: Array("[]".utf8)), from: store)
    #expect(refused.text.contains(#""type":"error""#))
    #expect(Double(SessionWorker.answer(to: WorkerFrame(.idleTime, request: 4, session: id), from: store).text) != nil)
    _ = SessionWorker.answer(to: WorkerFrame(.disconnect, request: 5, session: id), from: store)
    let resumed = SessionWorker.answer(to: WorkerFrame(.open, request: 6, session: id, payload: Array("svg".utf8)), from: store)
    #expect(resumed.session == id && resumed.text.contains("resumed the session") && resumed.text.contains(#""svg":"#))
    _ = SessionWorker.answer(to: WorkerFrame(.close, request: 7, session: id), from: store)
    #expect(store.count == 0)
    #expect(SessionWorker.answer(to: WorkerFrame(.idleTime, request: 8, session: id), from: store).payload.isEmpty)
  }

  @Test func sessionsSpreadOverTheWorkersAndStayOnTheirsAcrossAReload() async throws {
    let (placements, resumed, error) = try await live { port, workers in
      let sessions = try (0..<4).map { _ in try Self.session(port: port) }
      let placements = sessions.map { workers.worker(of: $0.id) }
      // A reload: the socket closes, and the tab comes back with its session's id.
      let first = sessions[0]
      try first.connection.sendText(#"{"type":"action","action":{"kind":"rotate","orientation":"landscapeLeft"}}"#)
      _ = first.connection.readText()
      first.connection.abort()
      var resumed: (id: String, frame: String, worker: Int32?)?
      for _ in 0..<50 where resumed == nil {
        let again = try Self.session(port: port, resuming: first.id)
        if again.id == first.id {
          resumed = (again.id, again.frame, workers.worker(of: again.id))
        } else {
          again.connection.abort()   // the server had not yet read the close: another session
          Thread.sleep(forTimeInterval: 0.1)
        }
      }
      // A malformed message is answered with its error, by the worker.
      try sessions[1].connection.sendText(#"{"type":"explode"}"#)
      return (placements + [workers.worker(of: first.id)], resumed, sessions[1].connection.readText() ?? "")
    }
    let workers = Set(placements.prefix(4).compactMap(\.self))
    #expect(workers.count == 2, "\(placements)")
    #expect(placements.prefix(4).filter { $0 == placements[0] }.count == 2)
    let resumedSession = try #require(resumed)
    #expect(resumedSession.worker == placements[0])
    #expect(resumedSession.frame.contains("resumed the session") && resumedSession.frame.contains(#""orientation":"landscapeLeft""#))
    #expect(error.contains(#""type":"error""#) && error.contains("unknown message type 'explode'"))
  }

  @Test func hostileMessagesGetTheSameErrorsFromAWorkerAndEverySessionGoesOn() async throws {
    let (answers, everyoneAnswers, pids) = try await live { port, workers in
      let before = workers.workerProcessIdentifiers
      let attacker = try Self.session(port: port), bystander = try Self.session(port: port)
      var answers: [String] = []
      for text in [#"{"type":"action","action":{"kind":"tapPoint","x":1e308,"y":0}}"#, "not json", "[]",
                   #"{"type":"reset","padding":""# + String(repeating: "x", count: 20_000) + #""}"#] {
        try attacker.connection.sendText(text)
        answers.append(attacker.connection.readText() ?? "no answer")
      }
      try attacker.connection.send(RawConnection.frame(opcode: 2, [1, 2, 3]))
      answers.append(attacker.connection.readText() ?? "no answer")
      let everyoneAnswers = try Self.answers(bystander.connection) && Self.answers(attacker.connection)
      return (answers, everyoneAnswers, [before, workers.workerProcessIdentifiers])
    }
    #expect(answers[0].contains("field 'action.x': 1e+308 is outside -10000...10000 points"), "\(answers[0])")
    for answer in answers.dropFirst() { #expect(answer.contains(#""type":"error""#), "\(answer)") }
    #expect(answers[4].contains("binary messages are not accepted"))
    #expect(everyoneAnswers, "the server, a worker or a session died")
    #expect(pids[0] == pids[1], "a worker was replaced")
  }

  @Test func workersThatExitAtOnceLeaveTheServerBusyNotDead() async throws {
    let workers = SessionWorkers(executable: URL(fileURLWithPath: "/bin/false"), arguments: [], count: 1, maximumSessions: 4)
    defer { workers.stop() }
    let opened = await workers.open(resuming: nil, drawing: .elements)
    #expect(opened == nil)
    #expect(await workers.handle(#"{"type":"reset"}"#, in: "no-such-session").contains(SessionWorkers.lostMessage))
    #expect(workers.openCount.current == 0)
  }

  @Test func theSessionLimitIsTheServersAcrossTheWorkers() async throws {
    let (busyPage, busySocket, evicted, newcomer) = try await live(maximumSessions: 2) { port, workers in
      let sessions = try (0..<2).map { _ in try Self.session(port: port) }
      let busyPage = try RawConnection.get("/", port: port).head
      let third = try RawConnection(port: port)
      _ = try third.openWebSocket()
      let busySocket = third.readText() ?? ""
      // A tab closes: a new one takes the slot of its session.
      sessions[0].connection.abort()
      var newcomer: String?
      for _ in 0..<50 where newcomer == nil {
        if let fresh = try? Self.session(port: port) { newcomer = fresh.id } else { Thread.sleep(forTimeInterval: 0.1) }
      }
      return (busyPage, busySocket, workers.worker(of: sessions[0].id), newcomer.flatMap { workers.worker(of: $0) })
    }
    #expect(busyPage.hasPrefix("HTTP/1.1 503"))
    #expect(busySocket.contains("server busy"))
    #expect(evicted == nil)
    #expect(newcomer != nil)
  }

  @Test func aKilledWorkerTakesOnlyItsSessionsAndIsReplaced() async throws {
    let outcome = try await live { port, workers in
      let sessions = try (0..<4).map { _ in try Self.session(port: port) }
      let victim = try #require(workers.worker(of: sessions[0].id))
      let (doomed, others) = (sessions.filter { workers.worker(of: $0.id) == victim }, sessions.filter { workers.worker(of: $0.id) != victim })
      kill(victim, SIGKILL)
      let told = doomed.map { ($0.connection.readText() ?? "", $0.connection.readClose()) }
      let othersAnswer = try others.map { try Self.answers($0.connection) }
      // The new worker takes the stopped one's place; a new session works.
      var replaced = false
      for _ in 0..<400 where !replaced {
        replaced = workers.workerProcessIdentifiers.allSatisfy { $0 != nil && $0 != victim }
        if !replaced { Thread.sleep(forTimeInterval: 0.05) }
      }
      let fresh = try Self.session(port: port)
      return (doomed.count, others.count, told, othersAnswer, replaced, try Self.answers(fresh.connection),
              workers.worker(of: fresh.id), workers.workerProcessIdentifiers)
    }
    let (doomed, others, told, othersAnswer, replaced, freshAnswers, freshWorker, pids) = outcome
    #expect(doomed == 2 && others == 2)
    for (message, close) in told {
      #expect(message.contains(#""type":"error""#) && message.contains(SessionWorkers.lostMessage), "\(message)")
      #expect(close?.status == 1011 && close?.reason == SessionWorkers.lostMessage)
    }
    #expect(othersAnswer == [true, true])
    #expect(replaced, "\(pids)")
    #expect(freshAnswers)
    #expect(freshWorker != nil && pids.contains(freshWorker))
  }

  @Test func aStuckWorkerHoldsOnlyItsOwnSessionsUntilItIsKilled() async throws {
    // Ten seconds: longer than any answer of a loaded machine, so that only the stopped worker is killed.
    let (othersAnswer, told) = try await live(answerTimeout: .seconds(10)) { port, workers in
      let sessions = try (0..<4).map { _ in try Self.session(port: port) }
      let stuck = try #require(workers.worker(of: sessions[0].id))
      let others = sessions.filter { workers.worker(of: $0.id) != stuck }
      kill(stuck, SIGSTOP)
      // More than the pipe holds, for a worker that reads nothing: the request waits in the front.
      try sessions[0].connection.sendText(#"{"type":"reset","padding":""# + String(repeating: "x", count: 600_000) + #""}"#)
      Thread.sleep(forTimeInterval: 0.3)
      let othersAnswer = try others.map { try Self.answers($0.connection) }
      // Unanswered for the timeout, the worker is killed: its session is told.
      return (othersAnswer, sessions[0].connection.readText() ?? "")
    }
    #expect(othersAnswer == [true, true])
    #expect(told.contains(SessionWorkers.lostMessage), "\(told)")
  }
}
