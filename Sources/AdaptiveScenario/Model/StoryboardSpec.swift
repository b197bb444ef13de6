import AdaptiveStoryboard
import Foundation

/// A storyboard a scenario launches as its root instead of declaring a hierarchy:
/// `storyboard: Main.storyboard` (a path relative to the scenario file), with
/// `storyboardIdentifier: Settings` to start from another scene than the initial one.
public struct StoryboardSpec: Sendable, Hashable {
  /// The storyboard file's path, resolved against the scenario file's folder.
  public var path: String
  /// The storyboard ID of the scene to start from; nil for the initial view controller.
  public var identifier: String?
  /// Where `storyboard:` was written.
  public var location: SourceLocation

  /// Creates the spec of a storyboard root.
  public init(path: String, identifier: String? = nil, location: SourceLocation) {
    self.path = path
    self.identifier = identifier
    self.location = location
  }

  /// Checks that the file is a readable, well-formed storyboard; the error names the storyboard's
  /// line, or `location` when the file cannot be read.
  static func check(_ path: String, at location: SourceLocation) throws(ScenarioError) {
    do {
      try StoryboardFile.check(URL(fileURLWithPath: path))
    } catch {
      if let line = error.line {
        throw ScenarioError(error.reason, at: SourceLocation(file: path, line: line))
      }
      throw ScenarioError("storyboard \(error.description)", at: location)
    }
  }

  /// A path as written in a scenario, resolved against the scenario file's folder.
  static func resolve(_ path: String, relativeTo scenarioFile: String) -> String {
    guard !path.hasPrefix("/") else { return path }
    return URL(fileURLWithPath: scenarioFile).deletingLastPathComponent().appendingPathComponent(path).path
  }
}
