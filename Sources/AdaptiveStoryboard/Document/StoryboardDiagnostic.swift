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

  /// `file:line: <element>: message`.
  public var description: String { "\(file):\(line): <\(element)>: \(message)" }
}

/// A storyboard file that cannot be used at all: missing, too large, not XML, not a storyboard, or
/// nesting too deeply or in a cycle.
public struct StoryboardError: Error, Sendable, CustomStringConvertible {
  /// The file.
  public let file: String
  /// The line the problem is on, when known.
  public let line: Int?
  /// The element the problem is in, as its start tag begins (`navigationController id="abc"`),
  /// when there is one.
  public let element: String?
  /// What is wrong.
  public let message: String

  init(file: String, line: Int?, element: String? = nil, message: String) {
    self.file = file
    self.line = line
    self.element = element
    self.message = message
  }

  /// The element and what is wrong, without the file and line: `<segue id="x">: …`.
  public var reason: String {
    element.map { "<\($0)>: \(message)" } ?? message
  }

  /// `file:line: <element>: message`, without the parts not known.
  public var description: String {
    line.map { "\(file):\($0): \(reason)" } ?? "\(file): \(reason)"
  }
}
