import AdaptiveWeb
import ArgumentParser
import Foundation

struct DocsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "docs",
    abstract: "Build the DocC documentation for static hosting and serve it locally.",
    discussion: """
      Run from the package's folder. Builds each library's DocC catalog with swift-docc-plugin \
      (about 15 s each) into --output, one folder per target with an index page linking them, \
      then serves the folder so the articles can be read in a browser without Xcode. The folder \
      can be copied to any static web host as it is.
      """
  )

  /// The libraries with a DocC catalog.
  static let libraries = [
    "AdaptiveKit", "AdaptiveMacros", "AdaptiveRendering", "AdaptiveScenario", "AdaptiveStoryboard", "AdaptiveSnapshotTesting",
    "AdaptiveExplore", "AdaptiveWeb", "PhotoBrowser", "PNGCodec",
  ]

  @Option(name: .long, help: ArgumentHelp("Build only this library's documentation (repeatable).", valueName: "target"))
  var target: [String] = []

  @Option(name: .long, help: ArgumentHelp("The folder to build the site into.", valueName: "folder"))
  var output = ".build/docs-site"

  @Flag(name: .long, help: "Build the site and exit without serving it.")
  var noServe = false

  @Option(name: .long, help: ArgumentHelp("The address to listen on.", valueName: "host"))
  var host = "127.0.0.1"

  @Option(name: .long, help: ArgumentHelp("The port to listen on; 0 picks a free one.", valueName: "port"))
  var port = 8000

  func validate() throws {
    if let unknown = target.first(where: { !Self.libraries.contains($0) }) {
      throw ValidationError("unknown target '\(unknown)'; expected one of \(Self.libraries.joined(separator: ", "))")
    }
    guard (0...65_535).contains(port) else { throw ValidationError("port \(port) is not between 0 and 65535") }
  }

  @MainActor
  func run() async throws {
    guard FileManager.default.fileExists(atPath: "Package.swift") else {
      throw CLIError("run 'adaptive docs' from the AdaptiveKit package's folder (no Package.swift here)")
    }
    let targets = target.isEmpty ? Self.libraries : target
    let site = URL(fileURLWithPath: output, isDirectory: true)
    try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
    for target in targets {
      FileHandle.standardError.write(Data("Building the documentation of \(target)…\n".utf8))
      try Self.generate(target, into: site.appendingPathComponent(target))
    }
    try DocsServer.indexPage(targets: targets).write(to: site.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    print("The documentation is in \(site.path)")
    if noServe { return }
    await Serving.run(DocsServer(host: host, port: port, folder: site.path), serving: "the documentation")
  }

  /// Runs swift-docc-plugin for one target, for static hosting under `/target/`.
  static func generate(_ target: String, into folder: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--disable-sandbox", "--allow-writing-to-directory", folder.path,
      "generate-documentation", "--target", target, "--transform-for-static-hosting", "--hosting-base-path", target,
      "--output-path", folder.path,
    ]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CLIError("building the documentation of \(target) failed (swift package generate-documentation exited \(process.terminationStatus))")
    }
  }
}
