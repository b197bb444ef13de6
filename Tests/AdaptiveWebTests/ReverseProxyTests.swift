import AdaptiveTestSupport
import Foundation
import Testing

/// Several `adaptive demo` processes behind nginx with the repository's configuration
/// (`Deploy/nginx/adaptive-demo.conf`): runs `Tests/DeployTests/nginx_sticky_sessions.py` against
/// the built `adaptive`. Skipped, with the command that installs them, when nginx or Python's
/// websocket-client is missing; `ADAPTIVE_REQUIRE_BROWSER_TESTS=1` (as `.ci/run` sets) turns the
/// skip into a failure.
@Suite
struct ReverseProxyTests {
  /// What the test needs that this machine lacks: nginx (on `PATH` or in /usr/sbin) and a
  /// `python3` that imports websocket-client.
  static let missingHere: [String] = {
    let path = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/sbin"
    let nginx = BrowserTestTools.executable("nginx", searchPath: path) != nil
    return (nginx ? [] : ["nginx"]) + ((try? BrowserTestTools.run("python3", ["-c", "import websocket"]).status) == 0 ? [] : ["websocket-client"])
  }()

  @Test(
    .enabled(
      if: missingHere.isEmpty || BrowserTestTools.required,
      Comment(rawValue: "the reverse-proxy test needs \(missingHere.joined(separator: ", ")): run \(BrowserTestTools.installScript)")
    )
  )
  func twentySessionsThroughNginxStayOnTheirProcessesAndResume() async throws {
    guard Self.missingHere.isEmpty else {
      Issue.record("ADAPTIVE_REQUIRE_BROWSER_TESTS=1, but the reverse-proxy test needs \(Self.missingHere.joined(separator: ", "))")
      return
    }
    let binary = BrowserTestTools.products.appendingPathComponent("adaptive").path
    let script = BrowserTestTools.packageRoot.appendingPathComponent("Tests/DeployTests/nginx_sticky_sessions.py").path
    let result = try await onOwnThread { try BrowserTestTools.run("python3", [script, "--binary", binary, "--sessions", "20"]) }
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("7 passed, 0 failed"), "\(result.output)")
  }
}
