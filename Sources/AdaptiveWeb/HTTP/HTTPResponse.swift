/// A complete response: status, header fields and body.
package struct HTTPResponse: Sendable {
  /// The status code.
  package var status: Int
  /// Header fields besides `Content-Length`, `Connection` and `Server`, which are added.
  package var headers: [(name: String, value: String)]
  /// The body.
  package var body: [UInt8]

  /// A response with any fields.
  package init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A plain-text response.
  package static func text(_ status: Int, _ text: String) -> HTTPResponse {
    HTTPResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array(text.utf8))
  }

  /// The bytes on the wire; `closing` announces that the connection ends after it, and a
  /// response to `HEAD` carries no body.
  func serialized(closing: Bool, withBody: Bool = true) -> [UInt8] {
    var head = "HTTP/1.1 \(status) \(Self.reason(of: status))\r\nServer: AdaptiveKit\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    if status != 101 { head += "Content-Length: \(body.count)\r\n" }
    if closing { head += "Connection: close\r\n" }
    head += "\r\n"
    return Array(head.utf8) + (withBody ? body : [])
  }

  /// The reason phrase of the status codes the servers send.
  static func reason(of status: Int) -> String {
    switch status {
    case 101: "Switching Protocols"
    case 200: "OK"
    case 400: "Bad Request"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 421: "Misdirected Request"
    case 431: "Request Header Fields Too Large"
    case 503: "Service Unavailable"
    default: "Status \(status)"
    }
  }
}
