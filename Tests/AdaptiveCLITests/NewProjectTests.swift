import Foundation
import Testing

/// A new project made as the README says: it depends on this package, snapshots a split on four
/// devices with one assertion, and runs a directory of scenarios with JUnit output, as its CI
/// would. It builds the package from scratch in a temporary folder (several minutes).
@Suite(.serialized)
struct NewProjectTests {
  /// A command's exit status and output.
  struct Outcome {
    var status: Int32
    var output: String
  }

  /// Runs `swift ARGUMENTS` in a folder, with the output of both streams.
  static func swift(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  /// Writes the files of the new project.
  static func makeProject(in root: URL) throws -> URL {
    let fileManager = FileManager.default
    // The package as a user's checkout next to the project.
    try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
    try fileManager.createSymbolicLink(at: root.appendingPathComponent("AdaptiveKit"), withDestinationURL: AdaptiveTool.packageRoot)
    let project = root.appendingPathComponent("MailApp")
    let files: [String: String] = [
      "Package.swift": """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
          name: "MailApp",
          platforms: [.macOS(.v14)],
          dependencies: [.package(path: "../AdaptiveKit")],
          targets: [
            .target(name: "MailUI", dependencies: [.product(name: "AdaptiveKit", package: "AdaptiveKit")]),
            .testTarget(name: "MailUITests", dependencies: [
              "MailUI",
              .product(name: "AdaptiveKit", package: "AdaptiveKit"),
              .product(name: "AdaptiveSnapshotTesting", package: "AdaptiveKit"),
            ]),
          ]
        )

        """,
      "Sources/MailUI/MailSplit.swift": """
        #if canImport(UIKit)
        import UIKit
        #else
        import AdaptiveKit
        #endif

        /// The app's root: mailboxes beside a message.
        @MainActor public func makeMailSplit() -> UISplitViewController {
          let mailboxes = UIViewController()
          mailboxes.title = "Mailboxes"
          let message = UIViewController()
          message.title = "Message"
          let split = UISplitViewController()
          split.viewControllers = [UINavigationController(rootViewController: mailboxes), UINavigationController(rootViewController: message)]
          split.preferredDisplayMode = .oneBesideSecondary
          return split
        }

        """,
      "Tests/MailUITests/MailSplitTests.swift": """
        import AdaptiveSnapshotTesting
        import MailUI
        import Testing

        @MainActor @Test func mailSplitAdapts() {
          assertSnapshots(of: makeMailSplit(), as: .hierarchy(on: SnapshotEnvironment.deviceMatrix))
        }

        """,
      "scenarios/inbox.yaml": """
        device: iphone-16
        root:
          navigation: [Inbox]
        steps:
          - expect: {top: Inbox}

        """,
      "scenarios/split.yaml": """
        device: ipad-air-11
        orientation: landscape
        root:
          split:
            primary:
              navigation: [Mailboxes]
            secondary: Message
        steps:
          - expect: {collapsed: false}
          - resize: 1/3
          - expect: {collapsed: true}

        """,
    ]
    for (path, text) in files {
      let url = project.appendingPathComponent(path)
      try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return project
  }

  @Test func aNewProjectSnapshotsASplitOnFourDevicesAndRunsScenariosWithJUnitOutput() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("new-project-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let project = try Self.makeProject(in: root)

    // The first run records the four references and fails, as swift-snapshot-testing does; the
    // second compares against them and passes.
    let recording = try Self.swift(["test"], in: project)
    #expect(recording.status != 0, "\(recording.output)")
    #expect(recording.output.contains("No reference was found on disk"), "\(recording.output.suffix(3000))")
    let snapshots = project.appendingPathComponent("Tests/MailUITests/__Snapshots__/MailSplitTests")
    let files = try FileManager.default.contentsOfDirectory(atPath: snapshots.path).sorted()
    #expect(files == [
      "mailSplitAdapts.ipad-air-11-landscape-1-3.txt", "mailSplitAdapts.ipad-air-11-landscape.txt",
      "mailSplitAdapts.iphone-16-pro-max.txt", "mailSplitAdapts.iphone-se.txt",
    ])
    let compared = try Self.swift(["test"], in: project)
    #expect(compared.status == 0, "\(compared.output.suffix(3000))")

    // The project's CI: a directory of scenarios with a JUnit report.
    let scenarios = try Self.swift(["run", "adaptive", "scenario", "run", "scenarios", "--junit", "report.xml"], in: project)
    #expect(scenarios.status == 0, "\(scenarios.output.suffix(3000))")
    let report = try String(contentsOf: project.appendingPathComponent("report.xml"), encoding: .utf8)
    #expect(report.contains(#"<testsuites name="adaptive scenario run" tests="4" failures="0">"#), "\(report)")
  }
}
