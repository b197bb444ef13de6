public import AdaptiveKit
import Foundation

/// A scenario: a device, an initial hierarchy and the steps to play on it.
///
/// Read one with ``Scenario/load(contentsOf:)`` or ``ScenarioParser/parse(yaml:file:)``, then play
/// it with ``ScenarioRunner``. The YAML format is described in the documentation catalog
/// ("Scenario format").
public struct Scenario: Sendable, Hashable {
  /// A human-readable name (defaults to the file's name).
  public var name: String
  /// The file the scenario was read from.
  public var file: String
  /// The device the scenario runs on unless overridden.
  public var device: Device
  /// The initial orientation.
  public var orientation: UIInterfaceOrientation
  /// How a foldable device is held at the start (`posture:` at the top of the file); nil starts
  /// it closed. Ignored when the scenario runs on a device that does not fold.
  public var posture: Device.Posture?
  /// The window's root.
  public var root: HierarchySpec
  /// Screens defined once and referred to by name from rows and steps.
  public var screens: [String: HierarchySpec]
  /// Controllers presented when the window is built, each from the top controller (a sheet or
  /// popover that is up in the initial state).
  public var presented: [HierarchySpec] = []
  /// The steps, in order.
  public var steps: [ScenarioStep]

  /// Creates a scenario.
  public init(
    name: String, file: String, device: Device, orientation: UIInterfaceOrientation,
    root: HierarchySpec, screens: [String: HierarchySpec] = [:], steps: [ScenarioStep]
  ) {
    self.name = name
    self.file = file
    self.device = device
    self.orientation = orientation
    self.root = root
    self.screens = screens
    self.steps = steps
  }

  /// Reads and parses a scenario file. Throws ``ScenarioError`` for a missing file or bad YAML.
  public static func load(contentsOf path: String) throws(ScenarioError) -> Scenario {
    let location = SourceLocation(file: path)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ScenarioError("no such file", at: location)
    }
    guard !isDirectory.boolValue else { throw ScenarioError("is a directory, not a scenario file", at: location) }
    if path.hasSuffix(".storyboard") {
      // A storyboard alone is a scenario with no steps whose root is its initial scene.
      try StoryboardSpec.check(path, at: location)
      let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
      return Scenario(name: name, file: path, device: .iPhone16, orientation: .portrait,
                      root: .storyboard(StoryboardSpec(path: path, location: location)), steps: [])
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ScenarioError("cannot read the file", at: location)
    }
    return try ScenarioParser.parse(data: data, file: path)
  }
}
