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
      files[name] = (data, MediaType.of(fileExtension: (name as NSString).pathExtension))
    }
    self.files = files
  }
}
