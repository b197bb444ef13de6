/// The media types the servers send, by file extension: the page's files and a documentation
/// site's.
enum MediaType {
  /// The `Content-Type` of a file with this extension; `application/octet-stream` for others.
  static func of(fileExtension: String) -> String {
    switch fileExtension.lowercased() {
    case "html": "text/html; charset=utf-8"
    case "css": "text/css; charset=utf-8"
    case "js": "text/javascript; charset=utf-8"
    case "json": "application/json"
    case "svg": "image/svg+xml"
    case "png": "image/png"
    case "jpg", "jpeg": "image/jpeg"
    case "ico": "image/x-icon"
    case "woff2": "font/woff2"
    case "txt": "text/plain; charset=utf-8"
    default: "application/octet-stream"
    }
  }
}
