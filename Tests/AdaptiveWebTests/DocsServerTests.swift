import Foundation
import Testing
@testable import AdaptiveWeb

/// `adaptive docs`: a folder of documentation built for static hosting, served as it is.
@Suite
struct DocsServerTests {
  @Test func servesTheIndexAndEachPagesFolderAsItsIndexFile() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("AdaptiveKit/documentation/adaptivekit")
    try FileManager.default.createDirectory(at: page, withIntermediateDirectories: true)
    try "<p>AdaptiveKit's page</p>".write(to: page.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    try DocsServer.indexPage(targets: ["AdaptiveKit"]).write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)

    let answers = try await LiveServer.run(DocsServer(port: 0, folder: folder.path).httpServer()) { port in
      try ["/", "/AdaptiveKit/documentation/adaptivekit/", "/AdaptiveKit/documentation/missing/", "/../Package.swift",
           "/AdaptiveKit/%2e%2e/%2e%2e/Package.swift"].map { try RawConnection.get($0, port: port) }
    }
    #expect(answers[0].head.hasPrefix("HTTP/1.1 200"))
    #expect(answers[0].body.contains(#"<a href="AdaptiveKit/documentation/adaptivekit/">AdaptiveKit</a>"#))
    #expect(answers[1].head.hasPrefix("HTTP/1.1 200") && answers[1].head.contains("Content-Type: text/html; charset=utf-8"))
    #expect(answers[1].body == "<p>AdaptiveKit's page</p>")
    #expect(answers[2].head.hasPrefix("HTTP/1.1 404"))
    #expect(answers[3].head.hasPrefix("HTTP/1.1 400"))
    #expect(answers[4].head.hasPrefix("HTTP/1.1 400"))
  }
}
