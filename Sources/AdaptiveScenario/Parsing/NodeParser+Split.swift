import AdaptiveKit
import Foundation
import Yams

extension NodeParser {
  /// A `split:` node's mapping.
  func split(_ node: Node, location: SourceLocation) throws(ScenarioError) -> SplitSpec {
    let keys = ["style", "primary", "supplementary", "secondary", "compact", "preferredDisplayMode", "delegate", "presentsWithGesture", "displayModeButtonItem"]
    let pairs = try reader.mapping(node, what: "split", allowed: keys)
    func value(_ key: String) -> Node? { pairs.first { $0.key == key }?.value }
    var style = SplitSpec.Style.classic
    if let styleNode = value("style") {
      let text = try reader.string(styleNode, what: "split style")
      guard let parsed = SplitSpec.Style(rawValue: text) else {
        throw reader.error("unknown split style '\(ScenarioError.excerpt(text))'; expected one of \(SplitSpec.Style.allCases.map(\.rawValue).joined(separator: ", "))", at: styleNode)
      }
      style = parsed
    }
    guard let primaryNode = value("primary") else { throw reader.error("split needs a primary", at: node) }
    var spec = SplitSpec(style: style, primary: try self.node(primaryNode, what: "primary"), location: location)
    if let item = value("secondary") { spec.secondary = try self.node(item, what: "secondary") }
    if let item = value("supplementary") {
      guard style == .tripleColumn else { throw reader.error("supplementary needs style tripleColumn", at: item) }
      spec.supplementary = try self.node(item, what: "supplementary")
    }
    if let item = value("compact") {
      guard style != .classic else { throw reader.error("compact needs a column style (doubleColumn or tripleColumn)", at: item) }
      spec.compact = try self.node(item, what: "compact")
    }
    if let item = value("preferredDisplayMode") {
      let mode = try reader.string(item, what: "preferredDisplayMode")
      guard ScenarioVocabulary.displayModes.contains(mode) else {
        throw reader.error("unknown preferredDisplayMode '\(ScenarioError.excerpt(mode))'; expected one of \(ScenarioVocabulary.displayModes.joined(separator: ", "))", at: item)
      }
      spec.preferredDisplayMode = mode
    }
    if let item = value("delegate") { spec.delegate = try delegate(item) }
    if let item = value("presentsWithGesture") { spec.presentsWithGesture = try reader.bool(item, what: "presentsWithGesture") }
    if let item = value("displayModeButtonItem") {
      guard style == .classic else {
        throw reader.error("displayModeButtonItem is for the classic style; a column-style split shows its sidebar button itself", at: item)
      }
      spec.showsDisplayModeButtonItem = try reader.bool(item, what: "displayModeButtonItem")
    }
    return spec
  }

  /// A split's `delegate:` answers.
  func delegate(_ node: Node) throws(ScenarioError) -> SplitDelegateSpec {
    let pairs = try reader.mapping(node, what: "split delegate", allowed: ["collapseSecondary", "topColumnForCollapsing"])
    var spec = SplitDelegateSpec()
    for pair in pairs {
      if pair.key == "collapseSecondary" {
        spec.collapseSecondary = try reader.bool(pair.value, what: "collapseSecondary")
      } else {
        let columns = ["primary": "primary", "supplementary": "supplementary", "secondary": "secondary"]
        spec.topColumnForCollapsing = try reader.word(pair.value, what: "column", in: columns)
      }
    }
    return spec
  }
}
