import Foundation

/// Where an exploration is: what a progress line shows.
public struct ExplorationProgress: Sendable, Hashable {
  /// Distinct states recorded.
  public var states: Int
  /// States whose actions have all been tried.
  public var expanded: Int
  /// The trace length of the state last expanded.
  public var depth: Int
  /// Violations found.
  public var violations: Int
  /// Seconds since the exploration began.
  public var elapsed: Double
  /// The limits it runs under.
  public var limits: ExplorationLimits

  /// States expanded per second.
  public var statesPerSecond: Double { elapsed > 0 ? Double(expanded) / elapsed : 0 }

  /// Seconds left before a limit stops the exploration, if it can be told: the time limit, or the
  /// state limit at the current pace.
  public var estimatedSecondsLeft: Double? {
    let byTime = limits.seconds.map { max(0, $0 - elapsed) }
    let rate = Double(states) / max(elapsed, 0.001)
    let byStates = rate > 0 ? Double(max(0, limits.states - states)) / rate : nil
    return [byTime, byStates].compactMap { $0 }.min()
  }

  /// `states 1234 (expanded 456) · depth 3/5 · 120 states/s · 2 violations · ETA 12 s`.
  public var line: String {
    var parts = ["states \(states) (expanded \(expanded))", "depth \(depth)/\(limits.depth)",
                 "\(Int(statesPerSecond.rounded())) states/s", "\(violations) violation\(violations == 1 ? "" : "s")"]
    if let left = estimatedSecondsLeft { parts.append("ETA ≤ \(Int(left.rounded(.up))) s") }
    return parts.joined(separator: " · ")
  }
}
