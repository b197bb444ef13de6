import AdaptiveKit
import Foundation
import Yams

extension NodeParser {
  /// An `arrangement:` node's mapping: `primary`, optional `secondary`, `style` (`split` or
  /// `overlay`) and `axes` (`both`, `horizontal` or `vertical`).
  func arrangement(_ node: Node, location: SourceLocation) throws(ScenarioError) -> ArrangementSpec {
    let pairs = try reader.mapping(node, what: "arrangement", allowed: ["primary", "secondary", "style", "axes"])
    func value(_ key: String) -> Node? { pairs.first { $0.key == key }?.value }
    guard let primaryNode = value("primary") else { throw reader.error("arrangement needs a primary", at: node) }
    var spec = ArrangementSpec(primary: try self.node(primaryNode, what: "primary"), location: location)
    if let item = value("secondary") { spec.secondary = try self.node(item, what: "secondary") }
    if let item = value("style") {
      spec.style = try reader.word(item, what: "arrangement style", in: Dictionary(uniqueKeysWithValues: ArrangementSpec.Style.allCases.map { ($0.rawValue, $0) }))
    }
    if let item = value("axes") {
      spec.axes = try reader.word(item, what: "arrangement axes", in: ["both": "both", "horizontal": "horizontal", "vertical": "vertical"])
    }
    return spec
  }
}
