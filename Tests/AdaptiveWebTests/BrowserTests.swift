import AdaptiveTestSupport
import Foundation
import Testing

/// `adaptive demo` in a real browser: runs the end-to-end script (headless Chromium driven by
/// selenium, Tests/BrowserTests/demo_in_browser.py) against the built `adaptive`. Skipped, with the
/// command that installs them, when the tools are missing (see ``BrowserTestTools``).
/// Screenshots go to .build/browser-artifacts/.
@Suite
struct BrowserTests {
  /// The package's root directory.
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The build products directory, where `adaptive` is.
  private static var products: URL {
    let bundle = Bundle.main.bundleURL
    return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
  }

  /// Runs a program to its end; returns its status and output.
  private static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [program] + arguments
    process.currentDirectoryURL = Self.root
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  @Test(
    .enabled(
      if: BrowserTestTools.missingHere.isEmpty || BrowserTestTools.required,
      Comment(rawValue: BrowserTestTools.skipReason(missing: BrowserTestTools.missingHere))
    )
  )
  func theDemoAndAServedStoryboardWorkInARealBrowser() async throws {
    let missing = BrowserTestTools.missingHere
    guard missing.isEmpty else {
      Issue.record("ADAPTIVE_REQUIRE_BROWSER_TESTS=1, but the \(BrowserTestTools.skipReason(missing: missing))")
      return
    }
    let binary = Self.products.appendingPathComponent("adaptive").path
    let script = Self.root.appendingPathComponent("Tests/BrowserTests/demo_in_browser.py").path
    // On a thread of its own: the script runs for a minute, which would hold a thread of the pool.
    let result = try await onOwnThread { try Self.run("python3", [script, "--binary", binary]) }
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("24 passed, 0 failed"), "\(result.output)")
  }
}
