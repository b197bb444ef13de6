import Foundation

/// What the real-browser tests need — Chromium, chromedriver and Python's selenium — and whether
/// this machine has them. `swift test` skips those tests when a tool is missing, unless
/// `ADAPTIVE_REQUIRE_BROWSER_TESTS=1` (set by `.ci/run`) turns the skip into a failure.
enum BrowserTestTools {
  /// The project's script that installs the tools.
  static let installScript = "Scripts/install-browser-test-tools.sh"

  /// The package's root directory.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The build products directory, where `adaptive` is.
  static var products: URL {
    let bundle = Bundle.main.bundleURL
    return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
  }

  /// Runs a program (found on `PATH`) in the package's root to its end; returns its status and
  /// its output and errors together.
  static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [program] + arguments
    process.currentDirectoryURL = packageRoot
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  /// The tools missing from the directories of `searchPath` (a `PATH`-style list), in the order
  /// Chromium, chromedriver, selenium; selenium counts as missing when no `python3` there can
  /// import it.
  static func missing(searchPath: String) -> [String] {
    func find(_ name: String) -> String? { executable(name, searchPath: searchPath) }
    var missing = ["chromium", "chromedriver"].filter { find($0) == nil }
    if !(find("python3").map(canImportSelenium) ?? false) { missing.append("selenium") }
    return missing
  }

  /// The path of the executable `name` in the first directory of `searchPath` (a `PATH`-style
  /// list) that has one; nil when none has.
  static func executable(_ name: String, searchPath: String) -> String? {
    searchPath.split(separator: ":").lazy
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name).path }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// The tools missing from this process's `PATH`.
  static let missingHere = missing(searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "")

  /// Whether a missing tool fails the browser tests instead of skipping them.
  static var required: Bool { ProcessInfo.processInfo.environment["ADAPTIVE_REQUIRE_BROWSER_TESTS"] == "1" }

  /// The one line said when tools are missing.
  static func skipReason(missing: [String]) -> String {
    "real-browser tests need \(missing.joined(separator: ", ")): run \(installScript) to install them"
  }

  private static func canImportSelenium(python: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", "import selenium"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
