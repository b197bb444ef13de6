import AdaptiveKit
import AdaptiveRendering
import Foundation
import Yams

/// Parses the `steps:` list.
struct StepParser {
  let reader: YAMLReader
  let nodes: NodeParser

  static let bareSteps = ["back", "swipeDown", "abandonSwipeDown", "tapOutside", "edgeSwipe", "toggleSidebar", "toggleInspector", "dismiss"]
  static let valueSteps = ["tap", "type", "rotate", "resize", "dragResize", "dragResizeEnd", "dragWindowEdge", "dragToDetent", "scroll", "textSize", "posture", "present", "expect"]
  static var allSteps: String { (valueSteps.prefix(1) + bareSteps + valueSteps.dropFirst()).joined(separator: ", ") }
  static let expectKeys = [
    "collapsed", "top", "presented", "horizontal", "vertical", "visible", "stack", "rows", "traits", "frames", "detent", "misuse", "tabBar", "sidebar", "tabBarMinimized", "inspector", "posture",
  ]

  /// The postures of a foldable device by name: `closed`, `flat`, `partially-folded`.
  static let postures = Dictionary(uniqueKeysWithValues: Device.Posture.allCases.map { ($0.rawValue, $0) })

  func step(_ node: Node) throws(ScenarioError) -> ScenarioStep {
    let location = reader.location(of: node)
    if case .scalar(let scalar) = node {
      switch scalar.string {
      case "back": return ScenarioStep(.action(.back), location: location)
      case "swipeDown": return ScenarioStep(.action(.swipeDown(completing: true)), location: location)
      case "abandonSwipeDown": return ScenarioStep(.action(.swipeDown(completing: false)), location: location)
      case "tapOutside": return ScenarioStep(.action(.tapOutside), location: location)
      case "edgeSwipe": return ScenarioStep(.action(.edgeSwipe), location: location)
      case "toggleSidebar": return ScenarioStep(.action(.toggleSidebar), location: location)
      case "toggleInspector": return ScenarioStep(.action(.toggleInspector), location: location)
      case "dismiss": return ScenarioStep(.dismiss, location: location)
      case let word where Self.valueSteps.contains(word):
        throw reader.error("step '\(word)' needs a value, as in '\(word): …'", at: node)
      case let word:
        throw reader.error("unknown step '\(ScenarioError.excerpt(word))'; expected one of \(Self.allSteps)", at: node)
      }
    }
    guard case .mapping(let mapping) = node, mapping.count == 1, let (keyNode, value) = mapping.first else {
      throw reader.error("a step must be a word such as 'back' or one 'key: value' such as 'tap: Inbox'", at: node)
    }
    guard let key = keyNode.string else { throw reader.error("a step name must be a word", at: keyNode) }
    switch key {
    case "tap":
      return ScenarioStep(.action(.tapLabel(try reader.string(value, what: "tap (a label or id)"))), location: location)
    case "type":
      return ScenarioStep(.action(.typeText(try reader.string(value, what: "type (the text to type)"))), location: location)
    case "rotate":
      return ScenarioStep(.action(.rotate(try reader.word(value, what: "orientation", in: Vocabulary.orientations))), location: location)
    case "resize":
      return ScenarioStep(try resize(value), location: location)
    case "dragResize", "dragResizeEnd":
      return ScenarioStep(.action(.dragResize(try nodes.size(value, what: key), ended: key == "dragResizeEnd")), location: location)
    case "dragWindowEdge":
      return ScenarioStep(.action(.dragWindowEdge(try nodes.size(value, what: "dragWindowEdge"))), location: location)
    case "dragToDetent":
      let detent = try reader.string(value, what: "dragToDetent (a detent identifier)")
      return ScenarioStep(.action(.dragToDetent(Vocabulary.detent(named: detent))), location: location)
    case "scroll":
      let directions = Dictionary(uniqueKeysWithValues: UserAction.ScrollDirection.allCases.map { ($0.rawValue, $0) })
      return ScenarioStep(.action(.scroll(try reader.word(value, what: "scroll direction", in: directions))), location: location)
    case "posture":
      return ScenarioStep(.action(.fold(try reader.word(value, what: "posture", in: Self.postures))), location: location)
    case "textSize":
      return ScenarioStep(.action(.setTextSize(try reader.word(value, what: "text size", in: Vocabulary.textSizes))), location: location)
    case "present":
      return ScenarioStep(.present(try nodes.node(value, what: "present")), location: location)
    case "expect":
      return ScenarioStep(.expect(try expectation(value)), location: location)
    case let word where Self.bareSteps.contains(word):
      throw reader.error("step '\(word)' takes no value; write '- \(word)'", at: keyNode)
    default:
      throw reader.error("unknown step '\(ScenarioError.excerpt(key))'; expected one of \(Self.allSteps)", at: keyNode)
    }
  }

  private func resize(_ node: Node) throws(ScenarioError) -> ScenarioStep.Kind {
    if case .scalar(let scalar) = node, ["1/3", "1/2", "2/3", "full"].contains(scalar.string) {
      return .resizeToMultitaskingWidth(scalar.string)
    }
    if case .scalar(let scalar) = node, !scalar.string.lowercased().contains("x") {
      throw reader.error("resize must be 1/3, 1/2, 2/3, full, or a size such as 320x1024", at: node)
    }
    return .action(.resize(try nodes.size(node, what: "resize")))
  }

  private func expectation(_ node: Node) throws(ScenarioError) -> Expectation {
    let pairs = try reader.mapping(node, what: "expect", allowed: Self.expectKeys)
    guard !pairs.isEmpty else { throw reader.error("expect needs at least one of \(Self.expectKeys.joined(separator: ", "))", at: node) }
    var expectation = Expectation()
    for pair in pairs {
      switch pair.key {
      case "collapsed": expectation.collapsed = try reader.bool(pair.value, what: "collapsed")
      case "top": expectation.top = try reader.string(pair.value, what: "top (a title)")
      case "presented":
        expectation.presented = try reader.word(pair.value, what: "presentation style", in: ScenarioVocabulary.presentationStyles)
      case "horizontal": expectation.horizontal = try reader.word(pair.value, what: "size class", in: Vocabulary.sizeClasses)
      case "vertical": expectation.vertical = try reader.word(pair.value, what: "size class", in: Vocabulary.sizeClasses)
      case "visible": expectation.visible = try titles(pair.value, what: "visible")
      case "stack": expectation.stack = try titles(pair.value, what: "stack")
      case "rows": expectation.rows = try titles(pair.value, what: "rows")
      case "frames": expectation.frames = try frames(pair.value)
      case "detent": expectation.detent = try reader.word(pair.value, what: "detent", in: Vocabulary.detents)
      case "posture": expectation.posture = try reader.word(pair.value, what: "posture", in: Self.postures)
      case "misuse": expectation.misuse = try titles(pair.value, what: "misuse")
      case "tabBar": expectation.tabBar = try reader.word(pair.value, what: "tab bar position", in: ScenarioVocabulary.tabBarPositions)
      case "sidebar": expectation.sidebar = try reader.bool(pair.value, what: "sidebar")
      case "tabBarMinimized": expectation.tabBarMinimized = try reader.bool(pair.value, what: "tabBarMinimized")
      case "inspector":
        expectation.inspector = try reader.word(pair.value, what: "inspector placement", in: ScenarioVocabulary.inspectorPlacements)
      default: expectation.traits = try traits(pair.value)
      }
    }
    return expectation
  }

  private func titles(_ node: Node, what: String) throws(ScenarioError) -> [String] {
    if case .sequence(let sequence) = node, sequence.isEmpty { return [] }
    return try reader.strings(node, what: what)
  }

  /// `frames: {Inbox: [0, 0, 390, 844]}`: titles to `[x, y, width, height]` in window coordinates.
  private func frames(_ node: Node) throws(ScenarioError) -> [FrameExpectation] {
    guard case .mapping(let mapping) = node else { throw reader.error("frames must map titles to [x, y, width, height]", at: node) }
    var result: [FrameExpectation] = []
    for (key, value) in mapping {
      let title = try reader.string(key, what: "a title")
      guard case .sequence(let numbers) = value, numbers.count == 4 else {
        throw reader.error("the frame of '\(ScenarioError.excerpt(title))' must be [x, y, width, height]", at: value)
      }
      var parts: [Double] = []
      let limit = Double(NodeParser.maximumDimension)
      for (number, name) in zip(numbers, ["x", "y", "width", "height"]) {
        let value = try reader.number(number, what: name)
        guard value.isFinite, abs(value) <= limit else {
          throw reader.error("\(name) must be a number between -\(Int(limit)) and \(Int(limit))", at: number)
        }
        parts.append(value)
      }
      result.append(FrameExpectation(title: title, frame: CGRect(x: parts[0], y: parts[1], width: parts[2], height: parts[3])))
    }
    return result
  }

  /// `traits: {Inbox: compact/regular, Detail: R/R}`.
  private func traits(_ node: Node) throws(ScenarioError) -> [TraitExpectation] {
    guard case .mapping(let mapping) = node else { throw reader.error("traits must map titles to size classes such as compact/regular", at: node) }
    var result: [TraitExpectation] = []
    for (key, value) in mapping {
      let title = try reader.string(key, what: "a title")
      let text = try reader.string(value, what: "size classes")
      let parts = text.split(separator: "/").map(String.init)
      guard parts.count == 2, let horizontal = Vocabulary.sizeClasses[parts[0]], let vertical = Vocabulary.sizeClasses[parts[1]] else {
        throw reader.error("size classes must be horizontal/vertical such as compact/regular or C/R, not '\(ScenarioError.excerpt(text))'", at: value)
      }
      result.append(TraitExpectation(title: title, horizontal: horizontal, vertical: vertical))
    }
    return result
  }
}
