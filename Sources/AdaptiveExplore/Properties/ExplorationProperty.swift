public import AdaptiveKit
public import AdaptiveRendering

/// Something that must hold after every action the explorer takes: the explorer calls
/// ``willPerform(_:on:)`` just before an action and ``violations(after:)`` just after it, and
/// reports each message returned with the shortest trace that reaches it.
///
/// State your own property for your app with a type of your own:
///
/// ```swift
/// struct SelectedPhotoIsVisible: ExplorationProperty {
///   let name = "selected-photo-visible"
///   func violations(after step: ExplorationStep) -> [String] {
///     guard let photo = Selection.current, !step.visibleTitles.contains(photo.title) else { return [] }
///     return ["'\(photo.title)' is selected but not on screen"]
///   }
/// }
/// let explorer = Explorer(subject: subject, properties: Explorer.builtInProperties + [SelectedPhotoIsVisible()])
/// ```
///
/// A property sees one step; it must not change the window. Keep what it learns in
/// ``willPerform(_:on:)`` for the step that follows only: the explorer reaches states by replaying
/// traces, so a property is not called for every action of a replay.
@MainActor
public protocol ExplorationProperty {
  /// A short name in kebab case (`no-stale-popover`), used in reports and on the command line.
  var name: String { get }
  /// Called just before `action` is taken on `window`.
  mutating func willPerform(_ action: UserAction, on window: UIWindow)
  /// What is wrong after the step, one message each; empty when the property holds. The start
  /// state is checked too, as a step with no action.
  mutating func violations(after step: ExplorationStep) -> [String]
}

extension ExplorationProperty {
  /// Does nothing.
  public mutating func willPerform(_ action: UserAction, on window: UIWindow) {}
}

/// One action the explorer took, and the window after it; or the start state, with no action.
@MainActor
public struct ExplorationStep {
  /// The window after the action.
  public let window: UIWindow
  /// The action taken; nil for the start state.
  public let action: UserAction?
  /// The transitions the action caused (none at the start).
  public let journal: [TransitionJournal.Entry]
  /// What UIKit reported during the action (at the start: while the window was built).
  public let misuseReports: [MisuseReport]
  /// The hierarchy invariants broken after it.
  public let invariantViolations: [String]
  /// The frame after it.
  public let frame: RenderedFrame
  /// The frame before it (the same frame at the start).
  public let previousFrame: RenderedFrame
  /// The titles of the screens on screen after the action, in hierarchy order.
  public var visibleTitles: [String] { StateSummary(window, frame: frame).visibleTitles }

  /// The step of an action's outcome.
  init(window: UIWindow, outcome: ActionOutcome, previousFrame: RenderedFrame) {
    self.window = window
    action = outcome.action
    journal = outcome.journal
    misuseReports = outcome.misuseReports
    invariantViolations = outcome.invariantViolations
    frame = outcome.frame
    self.previousFrame = previousFrame
  }

  /// The start state of `window`, drawn in `frame`.
  init(start window: UIWindow, frame: RenderedFrame) {
    self.window = window
    action = nil
    journal = []
    misuseReports = []
    invariantViolations = HierarchyInvariants.violations(in: window)
    self.frame = frame
    previousFrame = frame
  }
}
