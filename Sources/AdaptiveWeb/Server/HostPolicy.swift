/// Which host names a request may address: the defence against DNS rebinding.
///
/// A page on any site can make its own domain name resolve to 127.0.0.1 and then talk to a server
/// on this machine as if it were that site; its requests still name the site's domain in their
/// `Host` header. So a server bound to the loopback interface answers only requests whose `Host`
/// names loopback (`localhost`, `*.localhost`, `127.x.x.x`, `[::1]`) or one of the allowed hosts
/// (`adaptive demo --allowed-host NAME`). A server bound to another interface accepts any `Host`
/// unless allowed hosts are given, and then only those and loopback. A page request for another
/// name gets status 421 and says how to allow it; a WebSocket is not opened (status 400). A
/// request without `Host` (an HTTP/1.0 tool; browsers always send one) is accepted.
package struct HostPolicy: Sendable, Equatable {
  /// Host names accepted besides loopback ones: lower case, without a port.
  package let allowedHosts: Set<String>
  /// Whether the server listens on a loopback address.
  package let isBoundToLoopback: Bool

  /// The policy of a server bound to `address` that also accepts `allowedHosts`.
  package init(boundTo address: String, allowedHosts: [String] = []) {
    self.allowedHosts = Set(allowedHosts.compactMap { Self.hostName(of: $0) })
    isBoundToLoopback = Self.isLoopback(Self.hostName(of: address) ?? address)
  }

  /// Whether a request whose `Host` header (or HTTP/2 authority) is `authority` is answered.
  package func allows(_ authority: String?) -> Bool {
    guard let authority else { return true }
    guard let host = Self.hostName(of: authority) else { return false }
    if Self.isLoopback(host) || allowedHosts.contains(host) { return true }
    return !isBoundToLoopback && allowedHosts.isEmpty
  }

  /// The answer to a request for a host this server does not serve (421 Misdirected Request).
  package func refusal(of authority: String) -> HTTPResponse {
    let host = authority.count > 100 ? String(authority.prefix(100)) + "…" : authority
    let text = "This server answers requests for localhost only, not for '\(host)'. "
      + "To serve it under that name, start it with --allowed-host NAME.\n"
    return .text(421, text)
  }

  /// The host name of an authority (`Example.com:8080` → `example.com`, `[::1]:80` → `::1`); nil
  /// when it is empty or malformed.
  static func hostName(of authority: String) -> String? {
    var text = Substring(authority.lowercased())
    if text.hasPrefix("[") {
      guard let close = text.firstIndex(of: "]") else { return nil }
      let rest = text[text.index(after: close)...]
      guard rest.isEmpty || (rest.hasPrefix(":") && rest.dropFirst().allSatisfy(\.isNumber)) else { return nil }
      text = text[text.index(after: text.startIndex)..<close]
    } else if let colon = text.lastIndex(of: ":"), text.firstIndex(of: ":") == colon {
      guard text[text.index(after: colon)...].allSatisfy(\.isNumber) else { return nil }
      text = text[..<colon]
    }
    if text.hasSuffix(".") { text = text.dropLast() }
    return text.isEmpty ? nil : String(text)
  }

  /// Whether a host name names this machine's loopback interface.
  static func isLoopback(_ host: String) -> Bool {
    if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return true }
    let octets = host.split(separator: ".", omittingEmptySubsequences: false)
    guard octets.count == 4, octets.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCII) && UInt8($0) != nil }) else {
      return false
    }
    return octets[0] == "127"
  }
}
