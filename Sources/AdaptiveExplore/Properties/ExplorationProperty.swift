import AdaptiveKit
import AdaptiveRendering

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
  /// What is wrong after the step, one message each; empty when the property holds.
  mutating func violations(after step: ExplorationStep) -> [String]
}

extension ExplorationProperty {
  /// Does nothing.
  public mutating func willPerform(_ action: UserAction, on window: UIWindow) {}
}

/// One action the explorer took, and the window after it.
@MainActor
public struct ExplorationStep {
  /// The window after the action.
  public let window: UIWindow
  /// The action and what it did: the transition journal, misuse reports, invariant violations and
  /// the frame after it.
  public let outcome: ActionOutcome
  /// The frame before the action.
  public let previousFrame: RenderedFrame
  /// The titles of the screens on screen after the action, in hierarchy order.
  public var visibleTitles: [String] { StateSummary(window).visibleTitles }

  /// The action taken.
  public var action: UserAction { outcome.action }
}
