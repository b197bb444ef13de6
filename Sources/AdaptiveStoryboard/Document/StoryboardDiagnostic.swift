/// Something in a storyboard file that AdaptiveKit skipped or changed, located by file and line.
public struct StoryboardDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// The storyboard file's name.
  public let file: String
  /// The line of the element.
  public let line: Int
  /// The element's name (`pageViewController`, `segue`, …).
  public let element: String
  /// What happened to it.
  public let message: String

  public var description: String { "\(file):\(line): <\(element)>: \(message)" }
}

/// A storyboard file that cannot be read at all: missing, not XML, or not a storyboard.
public struct StoryboardError: Error, Sendable, CustomStringConvertible {
  /// The file.
  public let file: String
  /// The line the problem is on, when known.
  public let line: Int?
  /// What is wrong.
  public let message: String

  public var description: String {
    line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
  }
}
