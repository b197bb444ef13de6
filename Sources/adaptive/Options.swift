import AdaptiveKit
import AdaptiveRendering
import AdaptiveScenario
public import ArgumentParser
import Foundation

/// The output format of `adaptive render`.
enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
  case text, svg, png
}

/// The picture format of `adaptive filmstrip`: `svg` or `png`.
extension Filmstrip.PictureFormat: ExpressibleByArgument {}

/// Options shared by the commands that play one scenario on one device.
struct DeviceOptions: ParsableArguments {
  @Option(name: .long, help: ArgumentHelp("The device to run on, overriding the scenario's (see 'adaptive devices').", valueName: "id"))
  var device: String?

  @Option(name: .long, help: ArgumentHelp("The initial orientation, overriding the scenario's: \(Vocabulary.orientationNames).", valueName: "orientation"))
  var orientation: String?

  /// The device, if one was given; throws for an unknown identifier.
  func resolvedDevice() throws -> Device? {
    try device.map(Lookup.device)
  }

  /// The orientation, if one was given; throws for an unknown name.
  func resolvedOrientation() throws -> UIInterfaceOrientation? {
    guard let orientation else { return nil }
    guard let value = Vocabulary.orientations[orientation] else {
      throw CLIError("unknown orientation '\(ScenarioError.excerpt(orientation))'; expected one of \(Vocabulary.orientationNames)")
    }
    return value
  }
}

/// Options shared by the commands that serve pages: where to listen and which host names to answer.
struct ServerOptions: ParsableArguments {
  @Option(name: .long, help: ArgumentHelp("The address to listen on.", valueName: "host"))
  var host = "127.0.0.1"

  @Option(name: .long, help: ArgumentHelp("The port to listen on; 0 picks a free one.", valueName: "port"))
  var port = 8080

  @Option(name: .customLong("allowed-host"), help: ArgumentHelp(
    "A host name pages may use besides localhost, 127.0.0.1 and [::1] (repeatable); other names are refused, against DNS rebinding.",
    valueName: "name"))
  var allowedHosts: [String] = []

  func validate() throws {
    guard (0...65_535).contains(port) else { throw CLIError("port \(port) is not between 0 and 65535") }
  }
}

/// Looks up devices and scenario files, turning failures into one-line errors.
enum Lookup {
  static func device(_ identifier: String) throws -> Device {
    guard let device = Device.named(identifier) else {
      throw CLIError("unknown device '\(ScenarioError.excerpt(identifier))'; expected one of \(Device.all.map(\.identifier).joined(separator: ", "))")
    }
    return device
  }

  static func scenario(_ path: String) throws -> Scenario {
    try Scenario.load(contentsOf: path)
  }

  /// A runner for the scenario; an initial hierarchy that is refused is a failing run
  /// (``RunFailure``), not bad input.
  @MainActor
  static func runner(_ scenario: Scenario, device: Device?, orientation: UIInterfaceOrientation?) throws -> ScenarioRunner {
    do {
      return try ScenarioRunner(scenario: scenario, device: device, orientation: orientation, apps: Apps.catalogue)
    } catch {
      throw RunFailure(error: error)
    }
  }

  /// Writes bytes to a file.
  static func write(_ data: Data, toFile path: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: data) else {
      throw CLIError("cannot write '\(path)'")
    }
  }

  /// Writes text to a file, or to standard output when `path` is nil.
  static func write(_ text: String, to path: String?) throws {
    guard let path else {
      print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
      return
    }
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
      throw CLIError("cannot write '\(path)'")
    }
  }
}
