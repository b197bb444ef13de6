public import AdaptiveRendering

/// A broken property and the shortest trace the explorer found that breaks it.
public struct Violation: Sendable, Hashable, Codable {
  /// The property's name (`no-stale-popover`).
  public var property: String
  /// What is wrong.
  public var message: String
  /// The actions from the start that reach the broken state, in order.
  public var trace: [UserAction]
  /// The device's identifier (`iphone-16`).
  public var device: String
  /// The orientation the window started in.
  public var orientation: String
  /// How many times the property failed this way in states of the same shape (the same screens
  /// showing other items); only the first, with the shortest trace, is kept.
  public var occurrences = 1
}
