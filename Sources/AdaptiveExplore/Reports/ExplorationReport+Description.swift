import AdaptiveRendering

extension ExplorationReport {
  /// The summary, then each violation with its trace named as a scenario's steps: what a test that
  /// explores its app prints when the exploration finds something.
  ///
  /// ```swift
  /// let report = try Explorer(subject: subject).run()
  /// #expect(report.violations.isEmpty, Comment(rawValue: report.description(of: subject)))
  /// ```
  @MainActor
  public func description(of subject: ExplorationSubject) -> String {
    var lines = [summary]
    for (number, violation) in violations.enumerated() {
      let steps = (try? TraceScenario.steps(for: violation.trace, of: subject)) ?? violation.trace.map { "\($0)" }
      lines += violation.lines(number: number + 1, steps: steps)
    }
    return lines.joined(separator: "\n")
  }
}

extension Violation {
  /// A blank line, then `3. no-dead-end: … (and 2 more of the same shape)` and its trace, `steps`
  /// joined by arrows.
  public func lines(number: Int, steps: [String]) -> [String] {
    let more = occurrences > 1 ? " (and \(occurrences - 1) more of the same shape)" : ""
    return ["", "\(number). \(property): \(message)\(more)", "   trace: " + (steps.isEmpty ? "(the start)" : steps.joined(separator: " → "))]
  }
}
