import AdaptiveKit
import AdaptiveRendering
import Foundation
import Yams

extension NodeParser {
  /// A row: a plain title, or a mapping with `title`, `id` and at most one of
  /// show/showDetail/present/popover.
  func row(_ node: Node) throws(ScenarioError) -> RowSpec {
    if case .scalar = node { return RowSpec(title: try reader.string(node, what: "a row"), location: reader.location(of: node)) }
    let pairs = try reader.mapping(node, what: "a row", allowed: ["title", "id"] + Self.rowActions + Self.presentationKeys)
    guard let titleNode = pairs.first(where: { $0.key == "title" })?.value else { throw reader.error("a row needs a title", at: node) }
    var row = RowSpec(title: try reader.string(titleNode, what: "row title"), location: reader.location(of: node))
    if let idNode = pairs.first(where: { $0.key == "id" })?.value { row.id = try reader.string(idNode, what: "row id") }
    (row.action, row.target, row.presentation) = try trigger(pairs, of: node, what: "a row")
    return row
  }

  /// A bar button item: a plain title, or a mapping with `title` or `system` (a system item),
  /// optional `id` and `itemStyle: done`, and at most one of show/showDetail/present/popover.
  func barButtonItem(_ node: Node) throws(ScenarioError) -> BarButtonSpec {
    let location = reader.location(of: node)
    if case .scalar = node { return BarButtonSpec(title: try reader.string(node, what: "a bar button item"), location: location) }
    let what = "a bar button item"
    let pairs = try reader.mapping(node, what: what, allowed: ["title", "system", "id", "itemStyle"] + Self.rowActions + Self.presentationKeys)
    let titleNode = pairs.first { $0.key == "title" }?.value
    let systemNode = pairs.first { $0.key == "system" }?.value
    guard (titleNode == nil) != (systemNode == nil) else {
      throw reader.error("a bar button item needs a title or a system item (such as 'system: add'), not both", at: node)
    }
    var item = BarButtonSpec(location: location)
    if let titleNode { item.title = try reader.string(titleNode, what: "bar button item title") }
    if let systemNode { item.systemItem = try reader.word(systemNode, what: "system item", in: ScenarioVocabulary.systemItems) }
    if let idNode = pairs.first(where: { $0.key == "id" })?.value { item.id = try reader.string(idNode, what: "bar button item id") }
    if let styleNode = pairs.first(where: { $0.key == "itemStyle" })?.value {
      item.isDone = try reader.word(styleNode, what: "itemStyle", in: ["plain": false, "done": true])
    }
    (item.action, item.target, item.presentation) = try trigger(pairs, of: node, what: what)
    return item
  }

  /// A list of bar button items.
  func barButtonItems(_ node: Node, what: String) throws(ScenarioError) -> [BarButtonSpec] {
    var items: [BarButtonSpec] = []
    for entry in try reader.sequence(node, what: what) { items.append(try barButtonItem(entry)) }
    return items
  }

  /// What a row or an item does: at most one of show/showDetail/present/popover with its target,
  /// and the presentation options applied to the target (which need an action).
  private func trigger(
    _ pairs: [(key: String, keyNode: Node, value: Node)], of node: Node, what: String
  ) throws(ScenarioError) -> (RowSpec.Action?, HierarchySpec?, PresentationOptions?) {
    let actions = pairs.filter { Self.rowActions.contains($0.key) }
    guard actions.count <= 1 else {
      throw reader.error("\(what) can do only one of \(Self.rowActions.joined(separator: ", "))", at: actions[1].keyNode)
    }
    let action = actions.first.flatMap { RowSpec.Action(rawValue: $0.key) }
    let target = try actions.first.map { pair throws(ScenarioError) in try self.node(pair.value, what: "the target of \(pair.key)") }
    let options = try presentation(pairs)
    guard options != PresentationOptions() else { return (action, target, nil) }
    guard action != nil else { throw reader.error("presentation options need show, showDetail, present or popover", at: node) }
    return (action, target, options)
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
      case "detents":
        var detents: [UISheetPresentationController.Detent.Identifier] = []
        for entry in try reader.sequence(pair.value, what: "detents") {
          let detent = try reader.word(entry, what: "detent", in: Vocabulary.detents)
          guard !detents.contains(detent) else { throw reader.error("detent '\(detent.rawValue)' is listed twice", at: entry) }
          detents.append(detent)
        }
        guard !detents.isEmpty else { throw reader.error("detents needs at least one detent (medium, large)", at: pair.value) }
        options.detents = detents
      case "selectedDetentIdentifier":
        options.selectedDetentIdentifier = try reader.word(pair.value, what: "selectedDetentIdentifier", in: Vocabulary.detents)
      case "largestUndimmedDetentIdentifier":
        options.largestUndimmedDetentIdentifier = try reader.word(pair.value, what: "largestUndimmedDetentIdentifier", in: Vocabulary.detents)
      case "prefersGrabberVisible": options.prefersGrabberVisible = try reader.bool(pair.value, what: "prefersGrabberVisible")
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

  /// The largest width or height a scenario may ask for, and the farthest a tap may reach: the
  /// bound every action from outside the process shares.
  static let maximumDimension: CGFloat = UserAction.maximumCoordinate

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
