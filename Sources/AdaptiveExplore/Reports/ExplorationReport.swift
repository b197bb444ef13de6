import Foundation

/// What an exploration found, and how much it did.
public struct ExplorationReport: Sendable, Codable {
  /// Why the exploration ended.
  public enum Stop: String, Sendable, Codable {
    /// Every state within the depth was expanded and nothing new remained.
    case exhausted
    /// The next state to expand lies at the depth limit.
    case depth
    /// The state limit was reached.
    case states
    /// The time limit was reached.
    case time
  }

  /// The subject's name.
  public var subject: String
  /// The device's identifier.
  public var device: String
  /// The starting orientation.
  public var orientation: String
  /// Distinct states recorded.
  public var states: Int
  /// States whose actions were all tried.
  public var expandedStates: Int
  /// Actions tried (each one a transition, taken or found unavailable).
  public var transitions: Int
  /// Actions replayed to bring fresh windows back to states: a measure of the work done, which
  /// depends on how the states were expanded (fewer in one process, which starts a state's
  /// expansion on the live window that found it when it can, than with worker processes).
  public var replayedActions: Int
  /// The longest trace recorded.
  public var deepestTrace: Int
  /// Seconds spent.
  public var seconds: Double
  /// Why it stopped.
  public var stoppedBy: Stop
  /// The limits it ran under.
  public var limits: ExplorationLimits
  /// What was found, each with its shortest trace, in the order found.
  public var violations: [Violation]

  /// Transitions per second.
  public var transitionsPerSecond: Double { seconds > 0 ? Double(transitions) / seconds : 0 }

  /// A table of the violations by property, then one line per violation.
  public var summary: String {
    var lines = ["\(subject) on \(device) (\(orientation)): \(states) states, \(transitions) transitions in \(String(format: "%.1f", seconds)) s "
                 + "(\(Int(transitionsPerSecond.rounded())) transitions/s), stopped: \(stoppedBy.rawValue); "
                 + "\(violations.count) violation\(violations.count == 1 ? "" : "s")"]
    guard !violations.isEmpty else { return lines[0] }
    var counts: [String: Int] = [:]
    for violation in violations { counts[violation.property, default: 0] += 1 }
    let width = max(8, counts.keys.map(\.count).max() ?? 0)
    lines.append("  " + "property".padding(toLength: width, withPad: " ", startingAt: 0) + "  found  shortest trace")
    for property in counts.keys.sorted() {
      let shortest = violations.filter { $0.property == property }.map(\.trace.count).min() ?? 0
      lines.append("  " + property.padding(toLength: width, withPad: " ", startingAt: 0)
                   + "  " + String(counts[property]!).padding(toLength: 5, withPad: " ", startingAt: 0) + "  \(shortest) action\(shortest == 1 ? "" : "s")")
    }
    return lines.joined(separator: "\n")
  }
}
