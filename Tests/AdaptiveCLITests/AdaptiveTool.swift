import Foundation
import Testing

/// Runs the built `adaptive` executable, as swift-argument-parser's example tests do: the binary is
/// found in the build products directory next to the test bundle.
enum AdaptiveTool {
  /// The outcome of one run.
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The build products directory (`.build/debug`): the test bundle's directory, or its parent
  /// when the bundle is an `.xctest` package (macOS).
  static var productsDirectory: URL {
    let bundle = Bundle.main.bundleURL
    return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
  }

  /// The `adaptive` executable.
  static var executable: URL { productsDirectory.appendingPathComponent("adaptive") }

  /// The package root, for the example scenarios.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The path of an example scenario.
  static func example(_ name: String) -> String {
    packageRoot.appendingPathComponent("Examples/scenarios").appendingPathComponent(name).path
  }

  /// Runs `adaptive` with arguments and waits for it.
  static func run(_ arguments: String...) throws -> Run {
    try run(arguments)
  }

  /// Runs `adaptive`, terminating it after `timeout` seconds (a hang then shows as a test failure
  /// with status 15, not a stuck test run).
  static func run(_ arguments: [String], timeout: Double) throws -> (run: Run, timedOut: Bool) {
    let started = Date()
    let run = try run(arguments, limit: timeout)
    return (run, Date().timeIntervalSince(started) >= timeout)
  }

  /// Runs `adaptive` in `directory` (by default, this process's), stopping it after `limit` seconds.
  static func run(_ arguments: [String], limit: Double? = nil, in directory: String? = nil) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    if let limit {
      DispatchQueue.global().asyncAfter(deadline: .now() + limit) { [process] in
        if process.isRunning { process.terminate() }
      }
    }
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
  }

  /// A new temporary directory.
  static func temporaryDirectory() -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-cli-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Writes bytes into a temporary file and returns its path.
  static func scenarioFile(bytes: [UInt8], name: String = "scenario.yaml") -> String {
    let path = (temporaryDirectory() as NSString).appendingPathComponent(name)
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    return path
  }

  /// Writes a scenario into a temporary file and returns its path.
  static func scenarioFile(_ yaml: String, name: String = "scenario.yaml") -> String {
    let path = (temporaryDirectory() as NSString).appendingPathComponent(name)
    _ = FileManager.default.createFile(atPath: path, contents: Data(yaml.utf8))
    return path
  }

  /// A started `adaptive` that keeps running (a server), with the first line it printed.
  struct Started {
    let process: Process
    let firstLine: String
  }

  /// Starts `adaptive` and waits for its first line of output.
  static func start(_ arguments: [String]) throws -> Started {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    return Started(process: process, firstLine: String(decoding: line, as: UTF8.self))
  }

}

