public import AdaptiveKit
import Foundation

/// What an action did: whether it could be taken, the new frame, the misuse UIKit reported, the
/// hierarchy invariants broken, and the transitions that happened.
@MainActor
public struct ActionOutcome {
  /// Whether the action could be taken, and what it touched.
  public enum Effect: Hashable, Sendable {
    /// The action was taken: what it touched or its result (`tapped nav0.bar.back: …`,
    /// `dismissed`, `cancelled`, `rotated to landscapeLeft`).
    case performed(String)
    /// The action could not be taken now, and why; nothing was changed.
    case unavailable(String)
  }

  /// The action played.
  public var action: UserAction
  /// Whether it was taken.
  public var effect: Effect
  /// The window rendered after the action: the new frame.
  public var frame: RenderedFrame
  /// The misuse UIKit reported while the action ran (`MisuseReport`).
  public var misuseReports: [MisuseReport]
  /// The hierarchy invariants broken after the action (`HierarchyInvariants`); empty when sound.
  public var invariantViolations: [String]
  /// The transitions the action caused, oldest first (the window's `TransitionJournal`).
  public var journal: [TransitionJournal.Entry]
  /// The callbacks and delegate calls the action caused, oldest first (`CallbackRecorder`).
  public var callbacks: [String]

  /// Whether the action was taken.
  public var wasPerformed: Bool {
    if case .performed = effect { return true }
    return false
  }
}
