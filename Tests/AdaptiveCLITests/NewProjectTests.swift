import AdaptiveTestSupport
import Foundation
import Testing

/// A new project made from the README's own text (``ReadmePackage``), so the two cannot drift: its
/// `Package.swift` and files as written, beside a checkout of this package in a folder of another
/// name. It builds the view-controller target without swift-syntax, records the snapshots of a
/// split on four devices, compares against them, and re-records with the README's command. It
/// builds the package from scratch in a temporary folder (several minutes).
@Suite(.serialized)
struct NewProjectTests {
  /// A command's exit status and output.
  struct Outcome {
    var status: Int32
    var output: String
  }

  /// Runs `/bin/sh -c COMMAND` in a folder, with the output of both streams, waiting on a thread
  /// of its own (a cold build takes minutes).
  static func shell(_ command: String, in folder: URL) async throws -> Outcome {
    try await onOwnThread { try runShell(command, in: folder) }
  }

  private static func runShell(_ command: String, in folder: URL) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  /// The package the README describes.
  static func readmePackage() throws -> ReadmePackage {
    ReadmePackage(readme: try String(contentsOf: AdaptiveTool.packageRoot.appendingPathComponent("README.md"), encoding: .utf8))
  }

  /// The most build steps a package that depends on the `AdaptiveKit` product alone may take:
  /// half of the 547 it took when the core built swift-syntax for its macros (273), plus the
  /// source files iOS 27.1's arrangement view controller and iPhone Duo added to the core (295
  /// steps were measured with them).
  static let stepLimit = 310

  /// The number of steps a `swift build` output reports (`[12/245] Compiling …` is 245).
  static func steps(in output: String) -> Int {
    output.matches(of: /\[\d+\/(\d+)\]/).compactMap { Int($0.1) }.max() ?? 0
  }

  @Test func theReadmeHoldsAWholePackageAndTheCommandThatReRecords() throws {
    let package = try Self.readmePackage()
    #expect(package.files.keys.sorted() == [
      "Package.swift", "Sources/MailUI/MailSplit.swift", "Tests/MailUITests/MailSplitTests.swift", "Tests/MailUITests/ShowTests.swift",
    ])
    #expect(package.files["Package.swift"]?.contains(#".package(name: "AdaptiveKit", path: "../AdaptiveKit")"#) == true)
    #expect(package.files["Sources/MailUI/MailSplit.swift"]?.contains("func makeMailSplit()") == true)
    #expect(package.rerecordCommand == "SNAPSHOT_TESTING_RECORD=failed swift test")
  }

  @Test func theStepCountIsReadFromTheProgressLines() {
    #expect(Self.steps(in: "[1/3] Compiling A a.swift\n[12/245] Compiling B b.swift\nBuild complete!") == 245)
    #expect(Self.steps(in: "Build complete!") == 0)
  }

  @Test func theReadmesPackageBuildsWithoutSwiftSyntaxAndRecordsComparesAndReRecordsSnapshots() async throws {
    let package = try Self.readmePackage()
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("new-project-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    // The checkout in a folder not named AdaptiveKit: the README's one edit is its `path:`.
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("adaptive-kit-checkout"), withDestinationURL: AdaptiveTool.packageRoot)
    let project = root.appendingPathComponent("my-mail-app")
    for (path, text) in package.files {
      let url = project.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let edited = path == "Package.swift" ? text.replacingOccurrences(of: #"path: "../AdaptiveKit""#, with: #"path: "../adaptive-kit-checkout""#) : text
      try edited.write(to: url, atomically: true, encoding: .utf8)
    }

    // The view controllers' target depends on AdaptiveKit alone: no swift-syntax, few steps.
    let build = try await Self.shell("swift build --target MailUI", in: project)
    try #require(build.status == 0, "\(build.output.suffix(3000))")
    #expect(!build.output.contains("SwiftSyntax"), "\(build.output)")
    #expect((1...Self.stepLimit).contains(Self.steps(in: build.output)), "\(build.output.suffix(3000))")

    // The first run records the four references and fails, as swift-snapshot-testing does; the
    // second compares against them and passes.
    let recording = try await Self.shell("swift test", in: project)
    #expect(recording.status != 0, "\(recording.output.suffix(3000))")
    #expect(recording.output.contains("No reference was found on disk"), "\(recording.output.suffix(3000))")
    let snapshots = project.appendingPathComponent("Tests/MailUITests/__Snapshots__/MailSplitTests")
    let files = try FileManager.default.contentsOfDirectory(atPath: snapshots.path).sorted()
    #expect(files == [
      "mailSplitAdapts.ipad-air-11-landscape-1-3.txt", "mailSplitAdapts.ipad-air-11-landscape.txt",
      "mailSplitAdapts.iphone-16-pro-max.txt", "mailSplitAdapts.iphone-se.txt",
    ])
    let compared = try await Self.shell("swift test", in: project)
    #expect(compared.status == 0, "\(compared.output.suffix(3000))")
    #expect(!compared.output.contains("warning:"), "\(compared.output.suffix(3000))")

    // A reference that no longer matches fails; the README's command re-records it.
    let reference = snapshots.appendingPathComponent("mailSplitAdapts.iphone-se.txt")
    let recorded = try String(contentsOf: reference, encoding: .utf8)
    try "stale\n".write(to: reference, atomically: true, encoding: .utf8)
    let failing = try await Self.shell("swift test", in: project)
    #expect(failing.status != 0)
    let rerecordCommand = try #require(package.rerecordCommand)
    let rerecord = try await Self.shell(rerecordCommand, in: project)
    #expect(rerecord.output.contains("A new snapshot was automatically recorded"), "\(rerecord.output.suffix(3000))")
    #expect(try String(contentsOf: reference, encoding: .utf8) == recorded)
    let again = try await Self.shell("swift test", in: project)
    #expect(again.status == 0, "\(again.output.suffix(3000))")
  }
}
