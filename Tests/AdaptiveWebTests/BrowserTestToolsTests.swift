import Foundation
import Testing

/// Whether the real-browser tests run, skip or fail is decided by which tools a `PATH` holds.
@Suite
struct BrowserTestToolsTests {
  /// A fresh directory holding shell scripts named `names`, each exiting with `status`.
  private func directory(withExecutables names: [String], status: Int = 0) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("browser-tools-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in names {
      let file = folder.appendingPathComponent(name)
      try "#!/bin/sh\nexit \(status)\n".write(to: file, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }
    return folder
  }

  @Test func anEmptyPathMissesEveryTool() throws {
    let empty = try directory(withExecutables: [])
    #expect(BrowserTestTools.missing(searchPath: empty.path) == ["chromium", "chromedriver", "selenium"])
  }

  @Test func toolsOnAnyDirectoryOfThePathAreFound() throws {
    let browser = try directory(withExecutables: ["chromium", "chromedriver"])
    let python = try directory(withExecutables: ["python3"])
    #expect(BrowserTestTools.missing(searchPath: "/nonexistent:\(browser.path):\(python.path)") == [])
  }

  @Test func seleniumIsMissingWhenPythonCannotImportIt() throws {
    let browser = try directory(withExecutables: ["chromium", "chromedriver"])
    let python = try directory(withExecutables: ["python3"], status: 1)
    #expect(BrowserTestTools.missing(searchPath: "\(browser.path):\(python.path)") == ["selenium"])
  }

  @Test func theSkipNamesTheMissingToolsAndTheScriptThatInstallsThem() throws {
    let reason = BrowserTestTools.skipReason(missing: ["chromedriver", "selenium"])
    #expect(reason == "real-browser tests need chromedriver, selenium: run Scripts/install-browser-test-tools.sh to install them")
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    #expect(FileManager.default.isExecutableFile(atPath: root.appendingPathComponent(BrowserTestTools.installScript).path))
  }
}
