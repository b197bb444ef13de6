import Foundation
import Yams

/// Reads Yams nodes with errors that name the file, line and column of the offending node.
struct YAMLReader {
  /// The file name used in errors.
  let file: String

  /// The location of a node.
  func location(of node: Node?) -> SourceLocation {
    SourceLocation(file: file, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1)
  }

  /// An error at a node.
  func error(_ message: String, at node: Node?) -> ScenarioError {
    ScenarioError(message, at: location(of: node))
  }

  /// Composes a YAML document, turning Yams' errors into ``ScenarioError``s with a line and column,
  /// and refusing documents beyond ``ScenarioLimits``: too large, too deeply nested, or expanding
  /// (through aliases) to too many values.
  func compose(_ yaml: String) throws(ScenarioError) -> Node {
    let size = yaml.utf8.count
    guard size <= ScenarioLimits.maximumFileSize else {
      throw ScenarioError("the file is \(size) bytes; scenario files are limited to \(ScenarioLimits.maximumFileSize) bytes",
                          at: SourceLocation(file: file, line: 1, column: 1))
    }
    if let (offset, scalar) = Self.firstForbiddenScalar(in: yaml) {
      throw ScenarioError("control character U+\(Self.hex(scalar.value)) is not allowed in a scenario file",
                          at: location(ofScalarOffset: offset, in: yaml))
    }
    let node: Node?
    do {
      node = try Yams.compose(yaml: yaml)
    } catch let error as YamlError {
      throw translate(error, yaml: yaml)
    } catch {
      throw ScenarioError("malformed YAML", at: SourceLocation(file: file, line: 1, column: 1))
    }
    guard let node else { throw ScenarioError("the file is empty", at: SourceLocation(file: file, line: 1, column: 1)) }
    try checkSize(of: node)
    return node
  }

  /// Walks the document as the parser will (every alias expanded), refusing it as soon as it nests
  /// deeper than ``ScenarioLimits/maximumNesting`` or holds more than
  /// ``ScenarioLimits/maximumNodes`` values. The walk stops at the bound, so it is cheap even for a
  /// "billion laughs" document.
  private func checkSize(of root: Node) throws(ScenarioError) {
    var count = 0
    var stack: [(node: Node, depth: Int)] = [(root, 1)]
    while let (node, depth) = stack.popLast() {
      count += 1
      guard count <= ScenarioLimits.maximumNodes else {
        throw error("the document expands to more than \(ScenarioLimits.maximumNodes) values (aliases that repeat content count each time)", at: node)
      }
      guard depth <= ScenarioLimits.maximumNesting else {
        throw error("the document nests deeper than \(ScenarioLimits.maximumNesting) levels", at: node)
      }
      switch node {
      case .scalar, .alias: break
      case .sequence(let sequence): for item in sequence.reversed() { stack.append((item, depth + 1)) }
      case .mapping(let mapping):
        for (key, value) in mapping.reversed() {
          stack.append((value, depth + 1))
          stack.append((key, depth + 1))
        }
      }
    }
  }

  private func translate(_ error: YamlError, yaml: String) -> ScenarioError {
    func at(_ mark: Mark) -> SourceLocation { SourceLocation(file: file, line: max(mark.line, 1), column: max(mark.column, 1)) }
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
      return ScenarioError("malformed YAML: \(Self.describe(problem))", at: at(mark))
    case .duplicatedKeysInMapping(let duplicates, let context):
      return ScenarioError("duplicate key \(duplicates.map { "'\(ScenarioError.excerpt($0))'" }.joined(separator: ", "))", at: at(context.mark))
    case .reader(let problem, let offset, _, _):
      let place = offset.map { self.location(ofCharacterOffset: $0, in: yaml) } ?? SourceLocation(file: file, line: 1, column: 1)
      return ScenarioError("malformed YAML: \(Self.describe(problem))", at: place)
    case .memory:
      return ScenarioError("the YAML is too large to read", at: SourceLocation(file: file, line: 1, column: 1))
    default:
      return ScenarioError("malformed YAML", at: SourceLocation(file: file, line: 1, column: 1))
    }
  }

  /// libyaml's problem text, with its nesting-limit message put in the file's terms.
  private static func describe(_ problem: String) -> String {
    problem.hasPrefix("Maximum nesting level") ? "the document nests too deeply" : ScenarioError.excerpt(problem)
  }

  /// The first character libyaml would refuse (C0 controls other than tab, line feed and carriage
  /// return, DEL, C1 controls other than NEL, and noncharacters), with its offset in Unicode scalars.
  static func firstForbiddenScalar(in yaml: String) -> (Int, Unicode.Scalar)? {
    for (offset, scalar) in yaml.unicodeScalars.enumerated() {
      let value = scalar.value
      let allowed: Bool = switch value {
      case 0x09, 0x0A, 0x0D, 0x85: true
      case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: false
      default: true
      }
      if !allowed { return (offset, scalar) }
    }
    return nil
  }

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// The line and column (from 1, columns in Unicode scalars as libyaml counts them) of the scalar
  /// at `offset`.
  func location(ofScalarOffset offset: Int, in yaml: String) -> SourceLocation {
    var line = 1, column = 1
    for scalar in yaml.unicodeScalars.prefix(offset) {
      if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
    }
    return SourceLocation(file: file, line: line, column: column)
  }

  /// The line and column of the character at `offset` (as Yams reports reader errors).
  func location(ofCharacterOffset offset: Int, in yaml: String) -> SourceLocation {
    var line = 1, column = 1
    for character in yaml.prefix(offset) {
      if character == "\n" || character == "\r\n" { line += 1; column = 1 } else { column += character.unicodeScalars.count }
    }
    return SourceLocation(file: file, line: line, column: column)
  }

  /// The node as a mapping with string keys, in file order, rejecting keys not in `allowed`.
  func mapping(_ node: Node, what: String, allowed: [String]) throws(ScenarioError) -> [(key: String, keyNode: Node, value: Node)] {
    guard case .mapping(let mapping) = node else {
      throw error("\(what) must be a mapping (key: value lines)", at: node)
    }
    var pairs: [(key: String, keyNode: Node, value: Node)] = []
    for (keyNode, value) in mapping {
      guard case .scalar(let scalar) = keyNode else { throw error("\(what) has a key that is not a plain word", at: keyNode) }
      guard allowed.contains(scalar.string) else {
        throw error("unknown key '\(ScenarioError.excerpt(scalar.string))' in \(what); expected one of \(allowed.joined(separator: ", "))", at: keyNode)
      }
      if pairs.contains(where: { $0.key == scalar.string }) {
        throw error("duplicate key '\(ScenarioError.excerpt(scalar.string))' in \(what)", at: keyNode)
      }
      pairs.append((scalar.string, keyNode, value))
    }
    return pairs
  }

  /// The node as a sequence.
  func sequence(_ node: Node, what: String) throws(ScenarioError) -> [Node] {
    guard case .sequence(let sequence) = node else { throw error("\(what) must be a list (lines starting with '-')", at: node) }
    return Array(sequence)
  }

  /// The node as a non-empty string scalar of at most ``ScenarioLimits/maximumTextLength``
  /// characters.
  func string(_ node: Node, what: String) throws(ScenarioError) -> String {
    guard case .scalar(let scalar) = node, !scalar.string.isEmpty else {
      throw error("\(what) must be a text value", at: node)
    }
    let limit = ScenarioLimits.maximumTextLength
    guard scalar.string.utf8.count <= limit || scalar.string.count <= limit else {
      throw error("\(what) is \(scalar.string.count) characters long; the limit is \(limit)", at: node)
    }
    return scalar.string
  }

  /// The node as a Boolean.
  func bool(_ node: Node, what: String) throws(ScenarioError) -> Bool {
    guard case .scalar = node, let value = node.bool else { throw error("\(what) must be true or false", at: node) }
    return value
  }

  /// The node as a number.
  func number(_ node: Node, what: String) throws(ScenarioError) -> Double {
    guard case .scalar = node, let value = node.float ?? node.int.map(Double.init) else {
      throw error("\(what) must be a number", at: node)
    }
    return value
  }

  /// The node's string looked up in a vocabulary.
  func word<T>(_ node: Node, what: String, in vocabulary: [String: T]) throws(ScenarioError) -> T {
    let text = try string(node, what: what)
    guard let value = vocabulary[text] else {
      throw error("unknown \(what) '\(ScenarioError.excerpt(text))'; expected one of \(vocabulary.keys.sorted().joined(separator: ", "))", at: node)
    }
    return value
  }

  /// A list of strings: a sequence of scalars (a single scalar is a one-element list).
  func strings(_ node: Node, what: String) throws(ScenarioError) -> [String] {
    if case .scalar = node { return [try string(node, what: what)] }
    var result: [String] = []
    for item in try sequence(node, what: what) { result.append(try string(item, what: "each entry of \(what)")) }
    return result
  }
}
