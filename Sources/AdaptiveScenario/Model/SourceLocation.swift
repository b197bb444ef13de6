/// Where something was written in a scenario file: the file name, and the line and column (both
/// starting at 1) that Yams reports for the YAML node.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file the scenario was read from, as given to the parser.
  public var file: String
  /// The line, starting at 1; nil when unknown.
  public var line: Int?
  /// The column, starting at 1; nil when unknown.
  public var column: Int?

  /// Creates a location.
  public init(file: String, line: Int? = nil, column: Int? = nil) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, as compilers print it, or fewer parts when unknown.
  public var description: String {
    var text = file
    if let line {
      text += ":\(line)"
      if let column { text += ":\(column)" }
    }
    return text
  }
}

/// A scenario that cannot be read or run: the message names the file, the line and what is wrong,
/// for example `sc01.yaml:12:7: unknown step 'tapp'; expected one of tap, back, …`.
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the problem is.
  public var location: SourceLocation
  /// What is wrong, in one sentence.
  public var message: String

  /// Creates an error.
  public init(_ message: String, at location: SourceLocation) {
    self.location = location
    self.message = message
  }

  /// The one-line message `file:line:column: message`.
  public var description: String { "\(location): \(message)" }
}
