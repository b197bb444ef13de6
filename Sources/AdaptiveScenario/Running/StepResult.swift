/// The outcome of one step.
public struct StepResult: Sendable, Hashable {
  /// The step's number, starting at 1.
  public var number: Int
  /// The step.
  public var step: ScenarioStep
  /// Why the step failed; empty when it passed.
  public var failures: [String]
  /// What else happened: the element tapped, a dismissal's outcome, misuse reports.
  public var notes: [String]

  /// Creates a result.
  public init(number: Int, step: ScenarioStep, failures: [String], notes: [String]) {
    self.number = number
    self.step = step
    self.failures = failures
    self.notes = notes
  }

  /// Whether the step passed.
  public var passed: Bool { failures.isEmpty }

  /// `PASS  3 tap "Inbox"` or `FAIL  4 expect top=Inbox: top is "Message"`, with the location of
  /// a failing step.
  public var line: String {
    let head = "\(passed ? "PASS" : "FAIL")  \(number) \(step.summary)"
    if passed { return notes.isEmpty ? head : "\(head)  (\(notes.joined(separator: "; ")))" }
    return "\(head)\n      \(step.location): \(failures.joined(separator: "\n      \(step.location): "))"
  }
}

/// The outcome of a whole scenario on one device.
public struct ScenarioReport: Sendable, Hashable {
  /// The scenario's name.
  public var name: String
  /// The device identifier it ran on.
  public var device: String
  /// One result per step run.
  public var results: [StepResult]

  /// Creates a report.
  public init(name: String, device: String, results: [StepResult]) {
    self.name = name
    self.device = device
    self.results = results
  }

  /// How many steps passed.
  public var passedCount: Int { results.count { $0.passed } }
  /// How many steps failed.
  public var failedCount: Int { results.count { !$0.passed } }
  /// Whether every step passed.
  public var passed: Bool { failedCount == 0 }

  /// `SC01 (iphone-16): 4 passed, 0 failed`.
  public var summary: String { "\(name) (\(device)): \(passedCount) passed, \(failedCount) failed" }
}
