import AdaptiveKit
public import AdaptiveRendering
public import AdaptiveScenario
import Foundation

/// Writes a violation's trace as a scenario file that `adaptive scenario run` replays: the
/// subject's root, its device and orientation, one step per action (a tap names the element by its
/// visible text when that finds it, else by its id), and an `expect` of the state reached.
@MainActor
public enum TraceScenario {
  /// The scenario text for `violation` of `subject`; the trace is played on a fresh window to name
  /// each tapped element as the screen showed it.
  public static func yaml(for violation: Violation, of subject: ExplorationSubject) throws(ScenarioError) -> String {
    try yaml(for: violation, of: subject, steps: steps(for: violation.trace, of: subject, expecting: true))
  }

  /// The scenario text for `violation` of `subject` with its `steps` already named.
  static func yaml(for violation: Violation, of subject: ExplorationSubject, steps: [String]) throws(ScenarioError) -> String {
    guard let header = subject.header else {
      throw ScenarioError("\(subject.name) is built in code: its traces cannot be written as scenarios", at: SourceLocation(file: subject.name))
    }
    let message = violation.message.split(separator: "\n").map { "#   \($0)" }.joined(separator: "\n")
    return """
      # Found by adaptive explore: \(violation.property)
      \(message)
      name: \(ScenarioWriter.quoted("\(violation.property) — \(subject.name)"))
      \(header.trimmingCharacters(in: .newlines))
      \(subject.placement.trimmingCharacters(in: .newlines))
      steps:
      \(steps.map { "  - \($0)" }.joined(separator: "\n"))

      """
  }

  /// The scenario steps that play `trace` on a fresh window of `subject` (a tap named as the screen
  /// showed it), with an `expect` of the state reached when `expecting`.
  public static func steps(for trace: [UserAction], of subject: ExplorationSubject, expecting: Bool = false) throws(ScenarioError) -> [String] {
    let session = WindowSession(window: try subject.launch())
    var steps: [String] = []
    for action in trace {
      steps.append(step(for: action, in: session.frame))
      session.play(action)
    }
    if expecting { steps.append(expectation(of: session.window)) }
    AppCatalogue.end(session.window)
    return steps
  }

  /// The step that plays `action` on the window `frame` shows: a tap on an element, at a point
  /// or on a tab names the element as the screen showed it, then ``ScenarioWriter`` writes it.
  static func step(for action: UserAction, in frame: RenderedFrame) -> String {
    let named: UserAction = switch action {
    case let .tapElement(id): .tapLabel(tapLabel(forID: id, in: frame))
    case let .tapPoint(point): .tapLabel(frame.hitTest(point).map { tapLabel(forID: $0.elementID, in: frame) } ?? "(\(point.x), \(point.y))")
    case let .selectTab(index):
      .tapLabel(frame.hitTargets.first { $0.description.hasPrefix("tab \(index) \"") || $0.description.hasPrefix("tab \(index):") }
        .map { tapLabel(forID: $0.elementID, in: frame) } ?? "tab \(index)")
    default: action
    }
    // Every action but the three above has a step of its own.
    return (try? ScenarioWriter.step(.action(named))) ?? "# \(action)"
  }

  /// The visible text of the element, when a tap on that text reaches it; else its id.
  private static func tapLabel(forID id: String, in frame: RenderedFrame) -> String {
    guard let target = frame.hitTargets.first(where: { $0.elementID == id }) else { return id }
    for name in [target.text, target.elementLabel].compactMap({ $0 }) where frame.target(labelOrID: name)?.elementID == id {
      return name
    }
    return id
  }

  /// An `expect` step describing the state reached.
  private static func expectation(of window: UIWindow) -> String {
    var expectation = Expectation()
    if let split = WindowInspector.firstSplitViewController(in: window) { expectation.collapsed = split.isCollapsed }
    if let top = WindowInspector.topViewController(in: window) { expectation.top = WindowInspector.title(of: top) }
    expectation.presented = WindowInspector.frontmostPresented(in: window)?.presentationController?.effectivePresentationStyle ?? UIModalPresentationStyle.none
    return (try? ScenarioWriter.step(.expect(expectation))) ?? ""
  }
}
