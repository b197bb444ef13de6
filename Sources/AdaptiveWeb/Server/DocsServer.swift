public import Foundation

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

  /// The server: the folder's files, a folder answered with its `index.html`, a path that climbs
  /// out of the folder (`..`) refused with status 400.
  package func httpServer() -> HTTPServer {
    let root = URL(fileURLWithPath: folder, isDirectory: true)
    return HTTPServer(host: host, port: port, pingPeriod: nil) { request in
      guard let path = request.path.removingPercentEncoding else { return .response(.text(400, "malformed path\n")) }
      let components = path.split(separator: "/")
      guard !components.contains(where: { $0 == ".." || $0 == "." }) else { return .response(.text(400, "the path leaves the folder\n")) }
      var file = components.reduce(root) { $0.appendingPathComponent(String($1)) }
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) else { return .response(.text(404, "not found\n")) }
      if isFolder.boolValue { file.appendPathComponent("index.html") }
      guard let data = FileManager.default.contents(atPath: file.path) else { return .response(.text(404, "not found\n")) }
      return .response(HTTPResponse(status: 200, headers: [("Content-Type", MediaType.of(fileExtension: file.pathExtension))], body: Array(data)))
    }
  }

  /// Runs until the process is interrupted or the task is cancelled.
  public func run(onRunning: @escaping @Sendable (URL) async -> Void = { _ in }) async throws {
    try await httpServer().run(onRunning: onRunning)
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
