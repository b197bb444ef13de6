import AdaptiveKit
public import AdaptiveRendering
import Foundation

/// One step of a scenario: a user action, a resize to a multitasking width, a programmatic call,
/// or an expectation.
///
/// A user's steps are `UserAction` values, the same type the web page and the explorer play:
/// `tap: Inbox` is `UserAction.tapLabel(_:)`, `abandonSwipeDown` is
/// `UserAction.swipeDown(completing:)` with `false`, `resize: 320x1024` is
/// `UserAction.resize(_:)`. ``ScenarioWriter`` writes a step back as the parser reads it.
public struct ScenarioStep: Sendable, Hashable {
  /// What the step does.
  public enum Kind: Sendable, Hashable {
    /// A user action: a tap by label, typing, back, a rotation, a resize to a size, a swipe
    /// down (completed or abandoned), a drag to a detent, a text size, a tap outside, an edge
    /// swipe or a scroll.
    case action(UserAction)
    /// Resizes the window to one of the device's multitasking widths (`1/3`, `1/2`, `2/3`,
    /// `full`) in its orientation, height unchanged: which width that is depends on the device.
    case resizeToMultitaskingWidth(String)
    /// Presents a node from the frontmost controller.
    case present(HierarchySpec)
    /// Dismisses the frontmost presentation programmatically.
    case dismiss
    /// Checks the state of the window.
    case expect(Expectation)
  }

  /// What the step does.
  public var kind: Kind
  /// Where the step was written.
  public var location: SourceLocation

  /// Creates a step.
  public init(_ kind: Kind, location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// The longest summary of a step's argument, in characters.
  static let summaryLimit = 200

  /// A short description such as `tap "Inbox"` or `rotate landscapeLeft`.
  public var summary: String {
    switch kind {
    case .action(let action): Self.summary(of: action)
    case .resizeToMultitaskingWidth(let label): "resize \(label)"
    case .present(let node): "present \(ScenarioError.excerpt(node.summary, limit: Self.summaryLimit))"
    case .dismiss: "dismiss"
    case .expect(let expectation): "expect \(ScenarioError.excerpt(expectation.summary, limit: Self.summaryLimit))"
    }
  }

  private static func summary(of action: UserAction) -> String {
    switch action {
    case .tapLabel(let label): "tap \"\(ScenarioError.excerpt(label, limit: summaryLimit))\""
    case .typeText(let text): "type \"\(ScenarioError.excerpt(text, limit: summaryLimit))\""
    case .rotate(let orientation): "rotate \(Vocabulary.name(of: orientation))"
    case .resize(let size): "resize \(ScenarioWriter.size(size))"
    case .fold(let posture): "posture \(posture)"
    case .dragWindowEdge(let size): "dragWindowEdge \(ScenarioWriter.size(size))"
    case .swipeDown(let completing): completing ? "swipeDown" : "abandonSwipeDown"
    case .dragToDetent(let detent): "dragToDetent \(ScenarioError.excerpt(Vocabulary.name(of: detent), limit: summaryLimit))"
    case .setTextSize(let category): "textSize \(category)"
    case .scroll(let direction): "scroll \(direction.rawValue)"
    default: ScenarioError.excerpt(action.description, limit: summaryLimit)
    }
  }
}

extension HierarchySpec {
  /// A short description: `screen "Settings"`, `navigation [Inbox]`.
  public var summary: String {
    switch self {
    case .screen(let spec): "screen \"\(ScenarioError.excerpt(spec.title))\""
    case .navigation(let spec): "navigation [\(spec.stack.map(\.summary).joined(separator: ", "))]"
    case .tabs(let spec): "tabs [\(spec.tabs.map(\.summary).joined(separator: ", "))]"
    case .split(let spec): "split \(spec.style.rawValue)"
    case .arrangement(let spec): "arrangement \(spec.style.rawValue) [\(([spec.primary] + (spec.secondary.map { [$0] } ?? [])).map(\.summary).joined(separator: ", "))]"
    case .reference(let name, _): "screen \"\(ScenarioError.excerpt(name))\""
    case .app(let spec): "app \(ScenarioError.excerpt(spec.name))\(spec.variant.map { " (\(ScenarioError.excerpt($0)))" } ?? "")"
    case .storyboard(let spec): "storyboard \((spec.path as NSString).lastPathComponent)"
    }
  }
}
