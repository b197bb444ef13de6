public import AdaptiveRendering

/// What trying every action in one state gave: for each action, whether it could be taken, and if
/// so the state it led to and the properties it broke. An explorer computes it itself or reads it
/// from a worker process, and records it the same way.
public struct StateExpansion: Sendable, Codable, Hashable {
  /// One action tried.
  public struct Transition: Sendable, Codable, Hashable {
    /// The action.
    public var action: UserAction
    /// The state it led to; nil when it could not be taken.
    public var target: Target?
  }

  /// The state an action led to.
  public struct Target: Sendable, Codable, Hashable {
    /// Its fingerprint.
    public var fingerprint: StateFingerprint
    /// What it shows.
    public var summary: StateSummary
    /// The properties broken by the action, in the order they are checked.
    public var failures: [Failure]
  }

  /// A property broken by an action.
  public struct Failure: Sendable, Codable, Hashable {
    /// The property's name.
    public var property: String
    /// What is wrong.
    public var message: String
  }

  /// The actions tried, in order.
  public var transitions: [Transition]
  /// The actions replayed to bring fresh windows back to the state.
  public var replayedActions: Int
}
