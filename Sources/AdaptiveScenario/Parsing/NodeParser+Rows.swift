import AdaptiveKit
import Foundation
import Yams

extension NodeParser {
  /// A row: a plain title, or a mapping with `title`, `id` and at most one of show/showDetail/present.
  func row(_ node: Node) throws(ScenarioError) -> RowSpec {
    if case .scalar = node { return RowSpec(title: try reader.string(node, what: "a row"), location: reader.location(of: node)) }
    let pairs = try reader.mapping(node, what: "a row", allowed: ["title", "id"] + Self.rowActions + Self.presentationKeys)
    guard let titleNode = pairs.first(where: { $0.key == "title" })?.value else { throw reader.error("a row needs a title", at: node) }
    var row = RowSpec(title: try reader.string(titleNode, what: "row title"), location: reader.location(of: node))
    if let idNode = pairs.first(where: { $0.key == "id" })?.value { row.id = try reader.string(idNode, what: "row id") }
    let actions = pairs.filter { Self.rowActions.contains($0.key) }
    guard actions.count <= 1 else {
      throw reader.error("a row can do only one of \(Self.rowActions.joined(separator: ", "))", at: actions[1].keyNode)
    }
    if let action = actions.first {
      row.action = RowSpec.Action(rawValue: action.key)
      row.target = try self.node(action.value, what: "the target of \(action.key)")
    }
    let options = try presentation(pairs)
    if options != PresentationOptions() {
      guard row.action != nil else { throw reader.error("presentation options need show, showDetail or present", at: node) }
      row.presentation = options
    }
    return row
  }

  /// The presentation options among a mapping's pairs.
  func presentation(_ pairs: [(key: String, keyNode: Node, value: Node)]) throws(ScenarioError) -> PresentationOptions {
    var options = PresentationOptions()
    for pair in pairs {
      switch pair.key {
      case "style": options.style = try reader.word(pair.value, what: "style", in: ScenarioVocabulary.presentationStyles)
      case "modalInPresentation": options.isModalInPresentation = try reader.bool(pair.value, what: "modalInPresentation")
      case "prefersEdgeAttachedInCompactHeight":
        options.prefersEdgeAttachedInCompactHeight = try reader.bool(pair.value, what: "prefersEdgeAttachedInCompactHeight")
      case "preferredContentSize": options.preferredContentSize = try size(pair.value, what: "preferredContentSize")
      case "adaptiveStyle":
        options.adaptiveStyle = try reader.word(pair.value, what: "adaptiveStyle", in: ScenarioVocabulary.presentationStyles)
      default: break
      }
    }
    return options
  }

  /// A size: `320x480`, `[320, 480]` or `{width: 320, height: 480}`.
  func size(_ node: Node, what: String) throws(ScenarioError) -> CGSize {
    let size = try anySize(node, what: what)
    let limit = Self.maximumDimension
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
          size.width <= limit, size.height <= limit else {
      throw reader.error("\(what) must be between 1x1 and \(Int(limit))x\(Int(limit)) points", at: node)
    }
    return size
  }

  /// The largest width or height a scenario may ask for.
  static let maximumDimension: CGFloat = 10_000

  private func anySize(_ node: Node, what: String) throws(ScenarioError) -> CGSize {
    switch node {
    case .scalar(let scalar):
      let parts = scalar.string.lowercased().split(separator: "x").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
      if parts.count == 2 { return CGSize(width: parts[0], height: parts[1]) }
    case .sequence(let sequence) where sequence.count == 2:
      return CGSize(width: try reader.number(sequence[0], what: "width"), height: try reader.number(sequence[1], what: "height"))
    case .mapping:
      let pairs = try reader.mapping(node, what: what, allowed: ["width", "height"])
      guard pairs.count == 2 else { break }
      let width = try reader.number(pairs.first { $0.key == "width" }!.value, what: "width")
      let height = try reader.number(pairs.first { $0.key == "height" }!.value, what: "height")
      return CGSize(width: width, height: height)
    default: break
    }
    throw reader.error("\(what) must be a size such as 320x480, [320, 480] or {width: 320, height: 480}", at: node)
  }
}
