import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import AdaptiveWeb

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

    try await DocsServer(port: 0, folder: folder.path).application().test(.router) { client in
      try await client.execute(uri: "/", method: .get) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body).contains(#"<a href="AdaptiveKit/documentation/adaptivekit/">AdaptiveKit</a>"#))
      }
      try await client.execute(uri: "/AdaptiveKit/documentation/adaptivekit/", method: .get) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body) == "<p>AdaptiveKit's page</p>")
      }
      try await client.execute(uri: "/AdaptiveKit/documentation/missing/", method: .get) { response in
        #expect(response.status == .notFound)
      }
      try await client.execute(uri: "/../Package.swift", method: .get) { response in
        #expect(response.status == .badRequest)
      }
    }
  }
}
