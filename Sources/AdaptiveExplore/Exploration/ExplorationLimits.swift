public import AdaptiveKit

/// How far the explorer goes, and which actions besides the on-screen ones it tries.
public struct ExplorationLimits: Sendable, Hashable, Codable {
  /// The longest trace explored: states this many actions from the start are reached, not expanded.
  public var depth: Int
  /// The most distinct states recorded; exploration stops when it is reached.
  public var states: Int
  /// The most seconds spent exploring (the dead-end check after it included); nil for no limit.
  public var seconds: Double?
  /// The text sizes the explorer switches to (besides the one in effect), as a user changes them in
  /// Settings. Empty by default: each size multiplies the states to visit.
  public var textSizes: [UIContentSizeCategory]
  /// The text typed into a text field that has no unsaved typing yet; nil to never type.
  public var typedText: String?
  /// Whether the device is turned and, on an iPad, the window resized to its multitasking widths.
  public var changesEnvironment: Bool

  /// Limits with the given values.
  public init(depth: Int = 5, states: Int = 20_000, seconds: Double? = nil,
              textSizes: [UIContentSizeCategory] = [], typedText: String? = "x", changesEnvironment: Bool = true) {
    self.depth = depth
    self.states = states
    self.seconds = seconds
    self.textSizes = textSizes
    self.typedText = typedText
    self.changesEnvironment = changesEnvironment
  }
}
