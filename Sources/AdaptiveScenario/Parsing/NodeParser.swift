import AdaptiveKit
import Foundation
import Yams

/// Parses hierarchy nodes: `screen:`, `navigation:`, `tabs:`, `split:`, or a plain name.
struct NodeParser {
  let reader: YAMLReader
  /// Names defined under `screens:`; a plain name not among them is a new screen with that title.
  let screenNames: Set<String>

  static let kinds = ["screen", "navigation", "tabs", "split"]
  static let presentationKeys = ["style", "modalInPresentation", "prefersEdgeAttachedInCompactHeight", "preferredContentSize", "adaptiveStyle"]
  static let rowActions = RowSpec.Action.allCases.map(\.rawValue)

  /// A node. A scalar is a reference to `screens:` or a plain screen titled with it.
  func node(_ node: Node, what: String, defaultTitle: String? = nil) throws(ScenarioError) -> HierarchySpec {
    if case .scalar = node {
      let name = try reader.string(node, what: what)
      if screenNames.contains(name) { return .reference(name, reader.location(of: node)) }
      return .screen(ScreenSpec(title: name, location: reader.location(of: node)))
    }
    guard case .mapping(let mapping) = node else {
      throw reader.error("\(what) must be a screen name or a mapping with one of \(Self.kinds.joined(separator: ", "))", at: node)
    }
    let kinds = mapping.keys.compactMap(\.string).filter { Self.kinds.contains($0) }
    guard kinds.count == 1, let kind = kinds.first else {
      let problem = kinds.isEmpty ? "needs one of" : "has more than one of"
      throw reader.error("\(what) \(problem) \(Self.kinds.joined(separator: ", "))", at: node)
    }
    let location = reader.location(of: node)
    switch kind {
    case "screen":
      let pairs = try reader.mapping(node, what: "a screen", allowed: ["screen", "rows"] + Self.presentationKeys)
      let title = try reader.string(pairs.first { $0.key == "screen" }!.value, what: "screen title")
      var screen = ScreenSpec(title: title, location: location)
      if let rows = pairs.first(where: { $0.key == "rows" })?.value {
        for row in try reader.sequence(rows, what: "rows") { screen.rows.append(try self.row(row)) }
      }
      screen.presentation = try presentation(pairs)
      return .screen(screen)
    case "navigation":
      let pairs = try reader.mapping(node, what: "a navigation controller", allowed: ["navigation"] + Self.presentationKeys)
      let stackNode = pairs.first { $0.key == "navigation" }!.value
      var stack: [HierarchySpec] = []
      for item in try reader.sequence(stackNode, what: "navigation (its stack, root first)") {
        stack.append(try self.node(item, what: "a navigation stack entry"))
      }
      guard !stack.isEmpty else { throw reader.error("navigation needs at least a root screen", at: stackNode) }
      var spec = NavigationSpec(stack: stack, location: location)
      spec.presentation = try presentation(pairs)
      return .navigation(spec)
    case "tabs":
      let pairs = try reader.mapping(node, what: "a tab bar controller", allowed: ["tabs"])
      let tabsNode = pairs[0].value
      var tabs: [HierarchySpec] = []
      for item in try reader.sequence(tabsNode, what: "tabs") { tabs.append(try self.node(item, what: "a tab")) }
      guard !tabs.isEmpty else { throw reader.error("tabs needs at least one tab", at: tabsNode) }
      return .tabs(TabsSpec(tabs: tabs, location: location))
    default:
      let pairs = try reader.mapping(node, what: "a split view controller", allowed: ["split"])
      return .split(try split(pairs[0].value, location: location))
    }
  }

  private func split(_ node: Node, location: SourceLocation) throws(ScenarioError) -> SplitSpec {
    let keys = ["style", "primary", "supplementary", "secondary", "compact", "preferredDisplayMode", "delegate"]
    let pairs = try reader.mapping(node, what: "split", allowed: keys)
    func value(_ key: String) -> Node? { pairs.first { $0.key == key }?.value }
    var style = SplitSpec.Style.classic
    if let styleNode = value("style") {
      let text = try reader.string(styleNode, what: "split style")
      guard let parsed = SplitSpec.Style(rawValue: text) else {
        throw reader.error("unknown split style '\(text)'; expected one of \(SplitSpec.Style.allCases.map(\.rawValue).joined(separator: ", "))", at: styleNode)
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
        throw reader.error("unknown preferredDisplayMode '\(mode)'; expected one of \(ScenarioVocabulary.displayModes.joined(separator: ", "))", at: item)
      }
      spec.preferredDisplayMode = mode
    }
    if let item = value("delegate") { spec.delegate = try delegate(item) }
    return spec
  }

  private func delegate(_ node: Node) throws(ScenarioError) -> SplitDelegateSpec {
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
