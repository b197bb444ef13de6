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
  /// The frame after it, drawn when first read (the explorer tells states apart without drawing
  /// them).
  public var frame: RenderedFrame { render() }
  /// The frame of the state the action was taken in, as the state was first drawn (the same frame
  /// at the start).
  public let previousFrame: RenderedFrame
  /// The titles of the screens on screen after the action, in hierarchy order.
  public var visibleTitles: [String] { StateSummary(window, frame: frame).visibleTitles }
  /// Draws the window after the action.
  private let render: @MainActor () -> RenderedFrame

  /// The step of an action `session` has just played: what it did, the misuse it caused, the
  /// invariants broken after it and the transitions it caused.
  init(session: WindowSession, action: UserAction, misuseReports: [MisuseReport], invariantViolations: [String],
       journal: [TransitionJournal.Entry], previousFrame: RenderedFrame) {
    window = session.window
    self.action = action
    self.journal = journal
    self.misuseReports = misuseReports
    self.invariantViolations = invariantViolations
    self.previousFrame = previousFrame
    render = { session.frame }
  }

  /// The start state of `window`, drawn in `frame`.
  init(start window: UIWindow, frame: RenderedFrame) {
    self.window = window
    action = nil
    journal = []
    misuseReports = []
    invariantViolations = HierarchyInvariants.violations(in: window)
    previousFrame = frame
    render = { frame }
  }
}
