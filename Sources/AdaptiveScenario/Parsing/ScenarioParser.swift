public import AdaptiveKit
import AdaptiveRendering
import Foundation
import Yams

/// Parses the YAML scenario format into a ``Scenario``. Every error names the file, the line and
/// column (from Yams' node marks) and what is wrong.
public enum ScenarioParser {
  static let topLevelKeys = ["name", "description", "device", "orientation", "posture", "screens", "root", "app", "variant", "storyboard", "storyboardIdentifier", "presented", "steps"]

  /// Parses a scenario file's bytes: UTF-8 text (an optional UTF-8 byte-order mark is skipped) of
  /// at most ``ScenarioLimits/maximumFileSize`` bytes. Other encodings and invalid bytes are
  /// refused with the line and column where they start.
  public static func parse(data: Data, file: String) throws(ScenarioError) -> Scenario {
    try parse(yaml: ScenarioText.decode(data, file: file), file: file)
  }

  /// Parses a scenario. `file` is used in error messages and as the default name.
  public static func parse(yaml: String, file: String) throws(ScenarioError) -> Scenario {
    let reader = YAMLReader(file: file)
    let document = try reader.compose(yaml)
    let pairs = try reader.mapping(document, what: "a scenario", allowed: topLevelKeys)
    func value(_ key: String) -> Node? { pairs.first { $0.key == key }?.value }

    var name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    if let node = value("name") { name = try reader.string(node, what: "name") }
    guard let deviceNode = value("device") else { throw reader.error("missing key 'device' (one of \(deviceList))", at: document) }
    let deviceID = try reader.string(deviceNode, what: "device")
    guard let device = Device.named(deviceID) else {
      throw reader.error("unknown device '\(ScenarioError.excerpt(deviceID))'; expected one of \(deviceList)", at: deviceNode)
    }
    var orientation = UIInterfaceOrientation.portrait
    if let node = value("orientation") {
      orientation = try reader.word(node, what: "orientation", in: Vocabulary.orientations)
    }
    var posture: Device.Posture?
    if let node = value("posture") {
      posture = try reader.word(node, what: "posture", in: StepParser.postures)
      guard device.isFoldable else { throw reader.error("posture: \(device.identifier) does not fold; a posture needs iphone-duo", at: node) }
    }
    var screenNames: Set<String> = []
    var screenNodes: [(String, Node)] = []
    if let node = value("screens") {
      guard case .mapping(let mapping) = node else { throw reader.error("screens must be a mapping of names to screens", at: node) }
      for (key, body) in mapping {
        let screenName = try reader.string(key, what: "a screen name")
        screenNames.insert(screenName)
        screenNodes.append((screenName, body))
      }
    }
    let nodes = NodeParser(reader: reader, screenNames: screenNames)
    var screens: [String: HierarchySpec] = [:]
    for (screenName, body) in screenNodes {
      screens[screenName] = try nodes.node(body, what: "screen '\(ScenarioError.excerpt(screenName))'", defaultTitle: screenName)
    }
    let root: HierarchySpec
    if let storyboardNode = value("storyboard") {
      root = try storyboardRoot(storyboardNode, identifier: value("storyboardIdentifier"), conflicting: [value("root"), value("app")],
                                file: file, reader: reader)
    } else {
      if let node = value("storyboardIdentifier") { throw reader.error("storyboardIdentifier needs a storyboard (storyboard: Main.storyboard)", at: node) }
      root = try self.root(value("root"), app: value("app"), variant: value("variant"), document: document, nodes: nodes)
    }
    var steps: [ScenarioStep] = []
    if let node = value("steps") {
      if case .scalar(let scalar) = node, scalar.string.isEmpty {
        // `steps:` with nothing after it: no steps.
      } else {
        let stepNodes = try reader.sequence(node, what: "steps")
        if stepNodes.count > ScenarioLimits.maximumSteps {
          throw reader.error("steps lists \(stepNodes.count) steps; a scenario has at most \(ScenarioLimits.maximumSteps)",
                             at: stepNodes[ScenarioLimits.maximumSteps])
        }
        for stepNode in stepNodes {
          steps.append(try StepParser(reader: reader, nodes: nodes).step(stepNode))
        }
      }
    }
    var scenario = Scenario(name: name, file: file, device: device, orientation: orientation, root: root, screens: screens, steps: steps)
    scenario.posture = posture
    if let node = value("presented") {
      for item in try reader.sequence(node, what: "presented (controllers presented at the start)") {
        scenario.presented.append(try nodes.node(item, what: "a presented controller"))
      }
    }
    return scenario
  }

  /// The window's root: the `root` node, or the app that `app` (and `variant`) name.
  private static func root(_ rootNode: Node?, app appNode: Node?, variant variantNode: Node?, document: Node,
                           nodes: NodeParser) throws(ScenarioError) -> HierarchySpec {
    let reader = nodes.reader
    guard let appNode else {
      if let variantNode { throw reader.error("variant needs an app (app: photo-browser)", at: variantNode) }
      guard let rootNode else { throw reader.error("missing key 'root' (the window's root controller) or 'app'", at: document) }
      return try nodes.node(rootNode, what: "root")
    }
    if let rootNode { throw reader.error("a scenario has either a root or an app, not both", at: rootNode) }
    let name = try reader.string(appNode, what: "app")
    let variant = try variantNode.map { node throws(ScenarioError) in try reader.string(node, what: "variant") }
    return .app(AppSpec(name: name, variant: variant, location: reader.location(of: appNode),
                        variantLocation: variantNode.map(reader.location(of:))))
  }

  /// The window's root from a storyboard file (a path relative to the scenario).
  private static func storyboardRoot(_ node: Node, identifier: Node?, conflicting: [Node?], file: String,
                                     reader: YAMLReader) throws(ScenarioError) -> HierarchySpec {
    if let other = conflicting.compactMap({ $0 }).first {
      throw reader.error("a scenario has one root: a root, an app or a storyboard", at: other)
    }
    let path = try reader.string(node, what: "storyboard")
    guard path.hasSuffix(".storyboard") else {
      throw reader.error("storyboard names a .storyboard file, not '\(ScenarioError.excerpt(path))'", at: node)
    }
    let storyboardIdentifier = try identifier.map { node throws(ScenarioError) in try reader.string(node, what: "storyboardIdentifier") }
    let resolved = StoryboardSpec.resolve(path, relativeTo: file)
    let location = reader.location(of: node)
    guard FileManager.default.fileExists(atPath: resolved) else {
      throw ScenarioError("no storyboard at '\(ScenarioError.excerpt(resolved))'", at: location)
    }
    try StoryboardSpec.check(resolved, at: location)
    return .storyboard(StoryboardSpec(path: resolved, identifier: storyboardIdentifier, location: location))
  }

  static var deviceList: String { Device.all.map(\.identifier).joined(separator: ", ") }
}
