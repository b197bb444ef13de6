public import Foundation
public import Hummingbird
import Logging

/// Serves a folder of documentation built for static hosting (`adaptive docs`): each DocC
/// archive under its target's name, and an index page linking them.
public struct DocsServer: Sendable {
  /// The address to listen on.
  public var host: String
  /// The port; 0 picks a free one.
  public var port: Int
  /// The folder served.
  public var folder: String

  /// Creates a server for a folder.
  public init(host: String = "127.0.0.1", port: Int = 8000, folder: String) {
    self.host = host
    self.port = port
    self.folder = folder
  }

  /// The application: the folder's files, a directory answered with its `index.html`.
  public func application(onRunning: @escaping @Sendable (URL) async -> Void = { _ in }) -> some ApplicationProtocol {
    var logger = Logger(label: "adaptive-docs")
    logger.logLevel = .warning
    let router = Router()
    router.add(middleware: FileMiddleware(folder, searchForIndexHtml: true, logger: logger))
    let (host, port) = (self.host, self.port)
    return Application(
      router: router,
      configuration: .init(address: .hostname(host, port: port), serverName: "AdaptiveKit"),
      onServerRunning: { channel in
        await onRunning(URL(string: "http://\(host):\(channel.localAddress?.port ?? port)/")!)
      },
      logger: logger)
  }

  /// Runs until the process is interrupted.
  public func run(onRunning: @escaping @Sendable (URL) async -> Void = { _ in }) async throws {
    try await application(onRunning: onRunning).runService()
  }

  /// The index page of a site: a link to each target's documentation.
  public static func indexPage(targets: [String]) -> String {
    let links = targets.map { target in
      "<li><a href=\"\(target)/documentation/\(target.lowercased())/\">\(target)</a></li>"
    }.joined(separator: "\n")
    return """
      <!doctype html><html lang="en"><head><meta charset="utf-8"><title>AdaptiveKit documentation</title></head>
      <body style="font-family: -apple-system, Helvetica, sans-serif; margin: 40px">
      <h1>AdaptiveKit documentation</h1>
      <ul>
      \(links)
      </ul></body></html>

      """
  }
}
