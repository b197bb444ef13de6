import Foundation
import Yams

/// Reads Yams nodes with errors that name the file, line and column of the offending node.
struct YAMLReader {
  /// The file name used in errors.
  let file: String

  /// The location of a node.
  func location(of node: Node?) -> SourceLocation {
    SourceLocation(file: file, line: node?.mark?.line, column: node?.mark?.column)
  }

  /// An error at a node.
  func error(_ message: String, at node: Node?) -> ScenarioError {
    ScenarioError(message, at: location(of: node))
  }

  /// Composes a YAML document, turning Yams' errors into ``ScenarioError``s with a line.
  func compose(_ yaml: String) throws(ScenarioError) -> Node {
    let node: Node?
    do {
      node = try Yams.compose(yaml: yaml)
    } catch let error as YamlError {
      throw translate(error)
    } catch {
      throw ScenarioError("malformed YAML: \(error)", at: SourceLocation(file: file))
    }
    guard let node else { throw ScenarioError("the file is empty", at: SourceLocation(file: file, line: 1)) }
    return node
  }

  private func translate(_ error: YamlError) -> ScenarioError {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
      return ScenarioError("malformed YAML: \(problem)", at: SourceLocation(file: file, line: mark.line, column: mark.column))
    case .duplicatedKeysInMapping(let duplicates, let context):
      return ScenarioError("duplicate key \(duplicates.joined(separator: ", "))",
                           at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column))
    case .reader(let problem, _, _, _):
      return ScenarioError("malformed YAML: \(problem)", at: SourceLocation(file: file))
    default:
      return ScenarioError("malformed YAML: \(error)", at: SourceLocation(file: file))
    }
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
        throw error("unknown key '\(scalar.string)' in \(what); expected one of \(allowed.joined(separator: ", "))", at: keyNode)
      }
      if pairs.contains(where: { $0.key == scalar.string }) {
        throw error("duplicate key '\(scalar.string)' in \(what)", at: keyNode)
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

  /// The node as a non-empty string scalar.
  func string(_ node: Node, what: String) throws(ScenarioError) -> String {
    guard case .scalar(let scalar) = node, !scalar.string.isEmpty else {
      throw error("\(what) must be a text value", at: node)
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
      throw error("unknown \(what) '\(text)'; expected one of \(vocabulary.keys.sorted().joined(separator: ", "))", at: node)
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
