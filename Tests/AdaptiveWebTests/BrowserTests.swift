import AdaptiveTestSupport
import Foundation
import Testing

/// `adaptive demo` in a real browser: runs the end-to-end script (headless Chromium driven by
/// selenium, Tests/BrowserTests/demo_in_browser.py) against the built `adaptive`. Skipped, with the
/// command that installs them, when the tools are missing (see ``BrowserTestTools``).
/// Screenshots go to .build/browser-artifacts/.
@Suite
struct BrowserTests {
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
    let binary = BrowserTestTools.products.appendingPathComponent("adaptive").path
    let script = BrowserTestTools.packageRoot.appendingPathComponent("Tests/BrowserTests/demo_in_browser.py").path
    // On a thread of its own: the script runs for a minute, which would hold a thread of the pool.
    let result = try await onOwnThread { try BrowserTestTools.run("python3", [script, "--binary", binary]) }
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("25 passed, 0 failed"), "\(result.output)")
  }
}
