import AdaptiveKit
import AdaptiveRendering
import Foundation

/// Writes scenario steps as the parser reads them: the inverse of the `steps:` parser, so that a
/// step written and parsed again is the same step. The explorer writes the traces it finds this way.
///
/// ```swift
/// try ScenarioWriter.step(.action(.rotate(.landscapeLeft)))   // "rotate: landscapeLeft"
/// try ScenarioWriter.step(.action(.tapLabel("Ansel Adams")))  // "tap: \"Ansel Adams\""
/// ```
public enum ScenarioWriter {
  /// One step as the text of its list entry, without the dash: `back`, `tap: "Inbox"`,
  /// `expect: {top: "Inbox", presented: none}`. Throws for what a scenario cannot name: a tap on an
  /// element id or a point, or a tab by index (name the element by its label instead), and a
  /// `present` step of a hierarchy other than a plain screen (a title) or one named under
  /// `screens:` (name it there).
  public static func step(_ kind: ScenarioStep.Kind) throws(ScenarioError) -> String {
    switch kind {
    case .action(let action): return try step(for: action)
    case .resizeToMultitaskingWidth(let label): return "resize: \"\(label)\""
    case .present(.reference(let name, _)): return "present: \(quoted(name))"
    case .present(.screen(let screen)) where screen == ScreenSpec(title: screen.title, location: screen.location):
      return "present: \(quoted(screen.title))"
    case .present(let spec):
      throw ScenarioError("a present step writes a plain screen or one named under screens:, not \(spec.summary)", at: SourceLocation(file: "writer"))
    case .dismiss: return "dismiss"
    case .expect(let expectation): return "expect: \(fields(of: expectation))"
    }
  }

  /// A user action as a step.
  private static func step(for action: UserAction) throws(ScenarioError) -> String {
    switch action {
    case let .tapLabel(label): return "tap: \(quoted(label))"
    case let .typeText(text): return "type: \(quoted(text))"
    case .back: return "back"
    case let .rotate(orientation): return "rotate: \(Vocabulary.name(of: orientation))"
    case let .resize(size): return "resize: \(self.size(size))"
    case let .fold(posture): return "posture: \(posture)"
    case let .dragResize(size, ended): return "\(ended ? "dragResizeEnd" : "dragResize"): \(self.size(size))"
    case let .swipeDown(completing): return completing ? "swipeDown" : "abandonSwipeDown"
    case let .dragToDetent(identifier): return "dragToDetent: \(quoted(Vocabulary.name(of: identifier)))"
    case .tapOutside: return "tapOutside"
    case .edgeSwipe: return "edgeSwipe"
    case .toggleSidebar: return "toggleSidebar"
    case .toggleInspector: return "toggleInspector"
    case let .dragWindowEdge(size): return "dragWindowEdge: \(self.size(size))"
    case let .scroll(direction): return "scroll: \(direction.rawValue)"
    case let .setTextSize(category): return "textSize: \(category)"
    case .tapElement, .tapPoint, .selectTab:
      throw ScenarioError("a scenario taps by label: \(action) names no label", at: SourceLocation(file: "writer"))
    }
  }

  /// An expectation's fields as a YAML flow mapping, in the parser's key order.
  private static func fields(of expectation: Expectation) -> String {
    var fields: [String] = []
    if let collapsed = expectation.collapsed { fields.append("collapsed: \(collapsed)") }
    if let top = expectation.top { fields.append("top: \(quoted(top))") }
    if let presented = expectation.presented { fields.append("presented: \(presented.description)") }
    if let horizontal = expectation.horizontal { fields.append("horizontal: \(Vocabulary.name(of: horizontal))") }
    if let vertical = expectation.vertical { fields.append("vertical: \(Vocabulary.name(of: vertical))") }
    if let visible = expectation.visible { fields.append("visible: \(list(visible))") }
    if let stack = expectation.stack { fields.append("stack: \(list(stack))") }
    if let rows = expectation.rows { fields.append("rows: \(list(rows))") }
    if !expectation.traits.isEmpty {
      let traits = expectation.traits.map {
        "\(quoted($0.title)): \(Vocabulary.name(of: $0.horizontal))/\(Vocabulary.name(of: $0.vertical))"
      }
      fields.append("traits: {\(traits.joined(separator: ", "))}")
    }
    if !expectation.frames.isEmpty {
      let frames = expectation.frames.map { frame in
        let rect = frame.frame
        return "\(quoted(frame.title)): [\([rect.minX, rect.minY, rect.width, rect.height].map(UserAction.number).joined(separator: ", "))]"
      }
      fields.append("frames: {\(frames.joined(separator: ", "))}")
    }
    if let detent = expectation.detent { fields.append("detent: \(Vocabulary.name(of: detent))") }
    if let posture = expectation.posture { fields.append("posture: \(posture)") }
    if let misuse = expectation.misuse { fields.append("misuse: \(list(misuse))") }
    if let tabBar = expectation.tabBar { fields.append("tabBar: \(ScenarioVocabulary.name(of: tabBar))") }
    if let sidebar = expectation.sidebar { fields.append("sidebar: \(sidebar)") }
    if let minimized = expectation.tabBarMinimized { fields.append("tabBarMinimized: \(minimized)") }
    if let inspector = expectation.inspector { fields.append("inspector: \(inspector.rawValue)") }
    return "{\(fields.joined(separator: ", "))}"
  }

  /// `320x1024`: each side as a whole number when it is one, else with every digit it needs.
  static func size(_ size: CGSize) -> String {
    "\(UserAction.number(size.width))x\(UserAction.number(size.height))"
  }

  /// A YAML flow sequence of double-quoted strings.
  private static func list(_ items: [String]) -> String {
    "[\(items.map(quoted).joined(separator: ", "))]"
  }

  /// A YAML double-quoted string.
  public static func quoted(_ text: String) -> String {
    var escaped = ""
    for character in text.unicodeScalars {
      switch character {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\t": escaped += "\\t"
      case "\r": escaped += "\\r"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return "\"\(escaped)\""
  }
}
