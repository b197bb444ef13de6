import AdaptiveKit
import Foundation
import Yams

/// Parses hierarchy nodes: `screen:`, `navigation:`, `tabs:`, `split:`, `arrangement:`, or a plain
/// name.
struct NodeParser {
  let reader: YAMLReader
  /// Names defined under `screens:`; a plain name not among them is a new screen with that title.
  let screenNames: Set<String>

  static let kinds = ["screen", "navigation", "tabs", "split", "arrangement"]
  static let presentationKeys = [
    "style", "modalInPresentation", "prefersEdgeAttachedInCompactHeight", "preferredContentSize", "adaptiveStyle",
    "detents", "selectedDetentIdentifier", "largestUndimmedDetentIdentifier", "prefersGrabberVisible",
  ]
  /// A screen's keys besides its title, rows and presentation options.
  static let screenKeys = ["leftBarButtonItems", "rightBarButtonItems", "toolbarItems", "largeTitleDisplayMode"]
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
      let pairs = try reader.mapping(node, what: "a screen", allowed: ["screen", "rows"] + Self.screenKeys + Self.presentationKeys)
      let title = try reader.string(pairs.first { $0.key == "screen" }!.value, what: "screen title")
      var screen = ScreenSpec(title: title, location: location)
      if let rows = pairs.first(where: { $0.key == "rows" })?.value {
        for row in try reader.sequence(rows, what: "rows") { screen.rows.append(try self.row(row)) }
      }
      if let items = pairs.first(where: { $0.key == "leftBarButtonItems" })?.value {
        screen.leftBarButtonItems = try barButtonItems(items, what: "leftBarButtonItems")
      }
      if let items = pairs.first(where: { $0.key == "rightBarButtonItems" })?.value {
        screen.rightBarButtonItems = try barButtonItems(items, what: "rightBarButtonItems")
      }
      if let items = pairs.first(where: { $0.key == "toolbarItems" })?.value {
        screen.toolbarItems = try barButtonItems(items, what: "toolbarItems")
      }
      if let mode = pairs.first(where: { $0.key == "largeTitleDisplayMode" })?.value {
        screen.largeTitleDisplayMode = try reader.word(mode, what: "largeTitleDisplayMode", in: ScenarioVocabulary.largeTitleDisplayModes)
      }
      screen.presentation = try presentation(pairs)
      return .screen(screen)
    case "navigation":
      let pairs = try reader.mapping(node, what: "a navigation controller", allowed: ["navigation", "toolbarHidden", "prefersLargeTitles"] + Self.presentationKeys)
      let stackNode = pairs.first { $0.key == "navigation" }!.value
      var stack: [HierarchySpec] = []
      for item in try reader.sequence(stackNode, what: "navigation (its stack, root first)") {
        stack.append(try self.node(item, what: "a navigation stack entry"))
      }
      guard !stack.isEmpty else { throw reader.error("navigation needs at least a root screen", at: stackNode) }
      var spec = NavigationSpec(stack: stack, location: location)
      spec.presentation = try presentation(pairs)
      if let hidden = pairs.first(where: { $0.key == "toolbarHidden" })?.value {
        spec.isToolbarHidden = try reader.bool(hidden, what: "toolbarHidden")
      }
      if let large = pairs.first(where: { $0.key == "prefersLargeTitles" })?.value {
        spec.prefersLargeTitles = try reader.bool(large, what: "prefersLargeTitles")
      }
      return .navigation(spec)
    case "tabs":
      let pairs = try reader.mapping(node, what: "a tab bar controller", allowed: ["tabs", "tabBarMinimizeBehavior"])
      let tabsNode = pairs.first { $0.key == "tabs" }!.value
      var tabs: [HierarchySpec] = []
      for item in try reader.sequence(tabsNode, what: "tabs") { tabs.append(try self.node(item, what: "a tab")) }
      guard !tabs.isEmpty else { throw reader.error("tabs needs at least one tab", at: tabsNode) }
      var spec = TabsSpec(tabs: tabs, location: location)
      if let behavior = pairs.first(where: { $0.key == "tabBarMinimizeBehavior" })?.value {
        spec.tabBarMinimizeBehavior = try reader.word(behavior, what: "tab bar minimize behavior", in: ScenarioVocabulary.minimizeBehaviors)
      }
      return .tabs(spec)
    case "arrangement":
      let pairs = try reader.mapping(node, what: "an arrangement view controller", allowed: ["arrangement"])
      return .arrangement(try arrangement(pairs[0].value, location: location))
    default:
      let pairs = try reader.mapping(node, what: "a split view controller", allowed: ["split"])
      return .split(try split(pairs[0].value, location: location))
    }
  }
}
