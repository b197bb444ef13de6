import Foundation

/// A request's method, target and headers, as an HTTP/1.1 client sends them.
package struct HTTPRequestHead: Sendable {
  /// `GET`, `HEAD`, …
  package let method: String
  /// The target's path, still percent-encoded, without its query.
  package let path: String
  /// The query's parameters, decoded; the first of a repeated name wins.
  package let query: [String: String]
  /// `HTTP/1.1` or `HTTP/1.0`.
  package let version: String
  /// The header fields in order, names in lower case.
  package let headers: [(name: String, value: String)]

  /// Parses a head (request line, header lines, blank line); nil when it is not well formed.
  init?(_ bytes: ArraySlice<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    var lines = text.components(separatedBy: "\r\n")
    guard lines.count >= 3 else { return nil }
    let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
    guard requestLine.count == 3, !requestLine[0].isEmpty, requestLine[1].hasPrefix("/"),
      requestLine[2] == "HTTP/1.1" || requestLine[2] == "HTTP/1.0"
    else { return nil }
    method = String(requestLine[0])
    version = String(requestLine[2])
    let target = requestLine[1]
    let questionMark = target.firstIndex(of: "?")
    path = String(target[..<(questionMark ?? target.endIndex)])
    var query: [String: String] = [:]
    if let questionMark {
      for pair in target[target.index(after: questionMark)...].split(separator: "&") {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let decode = { (part: Substring) in part.replacingOccurrences(of: "+", with: " ").removingPercentEncoding }
        guard let name = decode(parts[0]), let value = parts.count == 2 ? decode(parts[1]) : "" else { continue }
        if query[name] == nil { query[name] = value }
      }
    }
    self.query = query
    var headers: [(name: String, value: String)] = []
    for line in lines where !line.isEmpty {
      // A field is `name: value`; a line folded onto the previous one (obsolete) is refused.
      guard let colon = line.firstIndex(of: ":"), colon > line.startIndex, !line.hasPrefix(" "), !line.hasPrefix("\t") else {
        return nil
      }
      let name = line[..<colon]
      guard !name.contains(where: { $0 == " " || $0 == "\t" }) else { return nil }
      headers.append((name.lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
    }
    self.headers = headers
  }

  /// The first value of a header field, by case-insensitive name.
  package func header(_ name: String) -> String? {
    let name = name.lowercased()
    return headers.first { $0.name == name }?.value
  }

  /// Whether the connection stays open after the response (HTTP/1.1 unless the client says
  /// `Connection: close`).
  var keepsAlive: Bool {
    let connection = header("connection")?.lowercased() ?? ""
    return version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
  }

  /// Whether the field's comma-separated values include `token`, ignoring case.
  func header(_ name: String, includes token: String) -> Bool {
    (header(name) ?? "").split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == token }
  }
}
