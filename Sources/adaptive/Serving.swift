import AdaptiveWeb
import Foundation

/// Runs a web server until Ctrl-C, for `adaptive demo`, `adaptive serve` and `adaptive docs`.
enum Serving {
  /// Serves, printing the URL once listening; a port in use or another failure to listen is one
  /// line on standard error and status 2.
  static func run(_ server: WebServer, serving what: String) async -> Never {
    await run(host: server.host, port: server.port, serving: what, server.run)
  }

  /// Serves a documentation folder.
  static func run(_ server: DocsServer, serving what: String) async -> Never {
    await run(host: server.host, port: server.port, serving: what, server.run)
  }

  private static func run(
    host: String, port: Int, serving what: String,
    _ serve: @escaping @Sendable (@escaping @Sendable (URL) async -> Void) async throws -> Void
  ) async -> Never {
    // The server runs off the main actor; while this waits, the main actor runs the sessions' windows.
    do {
      try await serve { url in
        FileHandle.standardOutput.write(Data("Serving \(what): open \(url)  (Ctrl-C stops)\n".utf8))
      }
      Foundation.exit(0)
    } catch {
      let reason = "\(error)".contains("ddress already in use") ? "port \(port) is in use (try --port 0)" : "cannot serve on \(host):\(port): \(error)"
      FileHandle.standardError.write(Data("error: \(reason)\n".utf8))
      Foundation.exit(2)
    }
  }
}
