import AdaptiveTestSupport
import Foundation

/// The built `adaptive` serving in a process of its own for the length of a test: the server a
/// user runs, with a main actor and a task pool that no other suite shares.
enum ServerProcess {
  /// Starts `adaptive ARGUMENTS --port 0`, runs `body` with its port on a thread of its own (raw
  /// connections block their thread while they wait), then stops the server.
  static func run<T: Sendable>(_ arguments: [String], _ body: @escaping @Sendable (Int) throws -> T) async throws -> T {
    let executable = BrowserTestTools.products.appendingPathComponent("adaptive")
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw RawConnectionError("build `adaptive` first (swift build --build-tests)")
    }
    return try await onOwnThread { try serve(executable, arguments, body) }
  }

  private static func serve<T>(_ executable: URL, _ arguments: [String], _ body: (Int) throws -> T) throws -> T {
    // The server's output goes to a file, which never fills up and stops it the way a pipe nobody
    // reads would.
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-server-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments + ["--port", "0"]
    process.standardOutput = try FileHandle(forWritingTo: log)
    process.standardError = process.standardOutput
    try process.run()
    defer {
      process.terminate()
      process.waitUntilExit()
    }
    return try body(try port(printedIn: log, by: process))
  }

  /// The port in the URL the server prints once it listens (it has five minutes to: a loaded CI
  /// machine has taken over a minute to start it and open a session).
  private static func port(printedIn log: URL, by process: Process) throws -> Int {
    let deadline = Date().addingTimeInterval(300)
    while Date() < deadline {
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      if let range = text.range(of: #"http://127\.0\.0\.1:[0-9]+/"#, options: .regularExpression),
         let port = Int(text[range].dropFirst("http://127.0.0.1:".count).dropLast()) {
        return port
      }
      guard process.isRunning else { throw RawConnectionError("the server stopped: \(text)") }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw RawConnectionError("the server printed no URL within five minutes")
  }
}
