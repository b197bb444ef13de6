import Foundation

/// The page's files (HTML, CSS, JavaScript), read once from the package's resources. Only these
/// names can be served, so no request reaches another file.
struct PageResources: Sendable {
  /// File name → contents and media type.
  let files: [String: (data: Data, type: String)]

  /// Reads every file of the `Page` resource folder.
  init(bundle: Bundle = .module) {
    var files: [String: (data: Data, type: String)] = [:]
    let folder = bundle.resourceURL?.appendingPathComponent("Page")
    let names = folder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0.path) } ?? []
    for name in names {
      guard let folder, let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { continue }
      files[name] = (data, Self.mediaType(of: name))
    }
    self.files = files
  }

  private static func mediaType(of name: String) -> String {
    switch (name as NSString).pathExtension {
    case "html": "text/html; charset=utf-8"
    case "css": "text/css; charset=utf-8"
    case "js": "text/javascript; charset=utf-8"
    case "svg": "image/svg+xml"
    default: "application/octet-stream"
    }
  }
}
