import AdaptiveKit
import AdaptiveRendering
public import AdaptiveScenario
import Foundation

/// Walks every sequence of user actions on a subject, breadth first, and checks properties after
/// every action.
///
/// From each state it tries every action a user could take there — each element a tap reaches, the
/// back button, a completed and an abandoned swipe down, a tap outside, each tab, each other
/// orientation and multitasking width, the configured text sizes, and typing into a text field —
/// and records the state it leads to by its ``StateFingerprint``. A state is reached again by
/// launching the subject afresh and replaying its trace, so the same command always gives the same
/// report, and the first trace found for a violation is a shortest one. An explorer expanding in
/// its own process keeps the live window of a newly found state (up to ``liveWindowLimit`` of
/// them) when the window's actions since its launch are exactly the state's trace, and starts the
/// state's expansion on it instead of on a fresh launch: the same window a replay would give.
///
/// ```swift
/// let subject = try ExplorationSubject.app("photo-browser", variant: "naive", device: .iPhone16, orientation: .portrait)
/// let report = try Explorer(subject: subject, limits: ExplorationLimits(depth: 4)).run()
/// for violation in report.violations { print(violation.property, violation.message) }
/// ```
@MainActor
public final class Explorer {
  /// The properties every exploration checks unless told otherwise.
  public static var builtInProperties: [any ExplorationProperty] {
    [HierarchyInvariantsHold(), NoMisuse(), AppearanceSettles(), DetailSurvivesCollapseAndExpand(),
     NoNestedNavigationBars(), NoStalePopover(), NoLostEdits()]
  }

  /// What is explored.
  public let subject: ExplorationSubject
  /// How far.
  public let limits: ExplorationLimits
  /// Whether the no-dead-end property (``NoDeadEnd``) is checked.
  public let checksDeadEnds: Bool
  /// The worker processes that expand the states, one depth at a time; nil to expand them here.
  public let workers: WorkerPool?
  /// The part of the exploration this explorer does, for a run split across machines; nil for all
  /// of it.
  public let shard: ExplorationShard?
  private let expander: StateExpander

  /// An explorer of `subject` checking `properties` (and dead ends, unless `checksDeadEnds` is
  /// false). With `workers`, worker processes expand the states; a worker rebuilds the subject from
  /// its name and checks the built-in properties, so a subject built in code, or properties other
  /// than the built-in ones, are explored in this process instead, and ``workers`` is nil.
  public init(subject: ExplorationSubject, properties: [any ExplorationProperty] = Explorer.builtInProperties,
              checksDeadEnds: Bool = true, limits: ExplorationLimits = ExplorationLimits(), workers: WorkerPool? = nil,
              shard: ExplorationShard? = nil) {
    self.subject = subject
    self.shard = shard
    self.checksDeadEnds = checksDeadEnds
    self.limits = limits
    let workersCanCheck = subject.source != .code && properties.map(\.name) == Explorer.builtInProperties.map(\.name)
    self.workers = workersCanCheck ? workers : nil
    expander = StateExpander(subject: subject, limits: limits, properties: properties)
  }

  /// One explored state.
  struct State {
    var fingerprint: StateFingerprint
    var trace: [UserAction]
    var summary: StateSummary
    var isExpanded = false
    /// The states one action away, by any action but a completed swipe down.
    var successorsWithoutSwipes: [Int] = []
  }

  /// The most live windows an explorer keeps for states it has found and not yet expanded.
  public static let liveWindowLimit = 512

  private var states: [State] = []
  /// Live windows at found states not yet expanded, by state number; each window's actions since
  /// its launch are exactly its state's trace.
  private var liveWindows: [Int: WindowSession] = [:]
  /// The windows the last expansion here left at the states its actions reached, by the position
  /// of the action, until ``integrate(_:of:)`` keeps those that found a new state.
  private var reachedWindows: [Int: WindowSession] = [:]
  private var index: [StateFingerprint: Int] = [:]
  private var violations: [Violation] = []
  /// The violation recorded for each property and state shape.
  private var reported: [String: Int] = [:]
  private var transitions = 0
  private var replayedActions = 0
  private var started = Date()
  /// A shard's split: the depth whose states the shards share out, and the first state of it.
  private var split: (depth: Int, first: Int)?
  /// What a shard expanded, in order.
  private var recording: [ExplorationShardRecord.Expansion] = []
  /// For a merge: the shards' expansions of each state, instead of expanding it here.
  private var recorded: [StateFingerprint: [ExplorationShardRecord.Expansion]]?
  /// For a merge: the seconds the shards spent, added to the merge's own.
  private var shardSeconds = 0.0
  /// When the last run ended.
  private var finished: Date?

  /// Explores and returns the report; `progress` is called after each expanded state (after each
  /// depth with workers).
  public func run(progress: (ExplorationProgress) -> Void = { _ in }) throws(ScenarioError) -> ExplorationReport {
    started = Date()
    defer { endLiveWindows() }
    let session = WindowSession(window: try subject.launch())
    let window = session.window, frame = session.frame
    add(State(fingerprint: StateFingerprint(window, layoutTree: frame.layoutTree), trace: [], summary: StateSummary(window, frame: frame)))
    let startSummary = states[0].summary
    for failure in expander.failuresAtStart(of: window, frame: frame) {
      record(failure.property, failure.message, trace: [], shape: startSummary.shape)
    }
    AppCatalogue.end(window)
    var next = 0
    var stoppedBy: ExplorationReport.Stop = .exhausted
    while next < states.count {
      let depth = states[next].trace.count
      if depth >= limits.depth { stoppedBy = .depth; break }
      if isOutOfTime { stoppedBy = .time; break }
      // With workers, every state of this depth at once; else one state.
      var end = next + 1
      if workers != nil { while end < states.count, states[end].trace.count == depth { end += 1 } }
      let numbers = Array(next..<end).filter(isInShard)
      let expansions = try expansions(of: numbers)
      for (number, expansion) in zip(numbers, expansions) {
        guard let expansion else { continue }
        if shard != nil {
          recording.append(ExplorationShardRecord.Expansion(fingerprint: states[number].fingerprint, trace: states[number].trace, expansion: expansion))
        }
        integrate(expansion, of: number)
      }
      next = end
      // Workers stop at the time limit and leave the rest of their states unexpanded.
      if expansions.contains(where: { $0 == nil }) { stoppedBy = .time; break }
      progress(ExplorationProgress(states: states.count, expanded: next, depth: depth,
                                   violations: violations.count, elapsed: elapsed, limits: limits))
      if states.count >= limits.states { stoppedBy = .states; break }
    }
    endLiveWindows()
    if checksDeadEnds && shard == nil { try findDeadEnds() }
    finished = Date()
    return ExplorationReport(
      subject: subject.name, device: subject.device.identifier, orientation: Vocabulary.name(of: subject.orientation),
      states: states.count, expandedStates: states.filter(\.isExpanded).count, transitions: transitions,
      replayedActions: replayedActions, deepestTrace: states.last?.trace.count ?? 0,
      seconds: shardSeconds + elapsed, stoppedBy: stoppedBy, limits: limits, violations: violations
    )
  }

  /// What this shard expanded, once ``run(progress:)`` has run (nil without a shard): the record
  /// to merge with the other shards' (``merge(_:of:properties:checksDeadEnds:)``).
  public var shardRecord: ExplorationShardRecord? {
    shard.map {
      ExplorationShardRecord(source: subject.source, subject: subject.name, device: subject.device.identifier, orientation: Vocabulary.name(of: subject.orientation),
                             limits: limits, shard: $0, expansions: recording, seconds: finished?.timeIntervalSince(started) ?? 0)
    }
  }

  /// The report of the whole exploration whose shards wrote `records` — the one an unsharded run
  /// of `subject` gives under the same limits, but for its seconds: the shards' added up, and the
  /// merge's own. Throws when the records are not
  /// every shard of one exploration of `subject`, or miss a state (a shard stopped by its state or
  /// time limit). Dead ends are searched here, on `subject`.
  public static func merge(_ records: [ExplorationShardRecord], of subject: ExplorationSubject,
                           properties: [any ExplorationProperty] = Explorer.builtInProperties,
                           checksDeadEnds: Bool = true) throws(ScenarioError) -> ExplorationReport {
    let place = SourceLocation(file: "shards")
    guard let first = records.first else { throw ScenarioError("no shard reports to merge", at: place) }
    let device = subject.device.identifier, orientation = Vocabulary.name(of: subject.orientation)
    for record in records where record.subject != subject.name || record.device != device || record.orientation != orientation {
      throw ScenarioError("shard \(record.shard) explored \(record.subject) on \(record.device) (\(record.orientation)), not \(subject.name) on \(device) (\(orientation))", at: place)
    }
    for record in records where record.limits != first.limits {
      throw ScenarioError("shard \(record.shard) explored under other limits than shard \(first.shard)", at: place)
    }
    let found = records.map(\.shard.index).sorted()
    guard records.allSatisfy({ $0.shard.count == first.shard.count }), found == Array(0..<first.shard.count) else {
      throw ScenarioError("expected shards 0…\(first.shard.count - 1) of \(first.shard.count) once each, found \(found.map(String.init).joined(separator: ", "))", at: place)
    }
    let explorer = Explorer(subject: subject, properties: properties, checksDeadEnds: checksDeadEnds, limits: first.limits)
    explorer.recorded = Dictionary(grouping: records.flatMap(\.expansions), by: \.fingerprint)
    explorer.shardSeconds = records.reduce(0) { $0 + $1.seconds }
    return try explorer.run()
  }

  private var elapsed: Double { Date().timeIntervalSince(started) }
  private var isOutOfTime: Bool { limits.seconds.map { elapsed >= $0 } ?? false }

  // MARK: Expanding states

  /// Whether state `number` is this explorer's to expand: always without a shard; with one, the
  /// states above the split depth, the shard's share of that depth, and everything found below.
  private func isInShard(_ number: Int) -> Bool {
    guard let shard else { return true }
    let depth = states[number].trace.count
    if split == nil {
      // The states of a depth are all known once the depth above is expanded.
      let width = states[number...].prefix { $0.trace.count == depth }.count
      if depth >= 1 && (width >= 4 * shard.count || depth >= limits.depth - 1) { split = (depth, number) }
    }
    guard let split, depth == split.depth else { return true }
    return (number - split.first) % shard.count == shard.index
  }

  /// The expansions of states `numbers`, by the workers or here (or, for a merge, from the
  /// shards' records); nil for a state a worker left unexpanded at the time limit.
  private func expansions(of numbers: [Int]) throws(ScenarioError) -> [StateExpansion?] {
    if let recorded {
      return try numbers.map { number throws(ScenarioError) in
        let state = states[number]
        let candidates = recorded[state.fingerprint] ?? []
        guard let found = candidates.first(where: { $0.trace == state.trace }) ?? candidates.first else {
          let steps = state.trace.map { "\($0)" }.joined(separator: " → ")
          throw ScenarioError("no shard expanded the state reached by \(steps.isEmpty ? "the start" : steps): "
                              + "merge the reports of every shard, explored with the same limits", at: SourceLocation(file: "shards"))
        }
        return found.expansion
      }
    }
    let traces = numbers.map { states[$0].trace }
    if let workers {
      let deadline = limits.seconds.map { started.addingTimeInterval($0) }
      return try workers.expand(traces, of: subject, limits: limits, until: deadline)
    }
    var expansions: [StateExpansion] = []
    for number in numbers {
      // The states this one's actions reach are one deeper; a window is kept for a state not known yet.
      let expandsReached = states[number].trace.count + 1 < limits.depth
      let kept = liveWindows.removeValue(forKey: number)
      // A known state's summary is the one recorded when it was found (a shard's record keeps
      // every summary, for the merge).
      let (expansion, windows) = try expander.expand(
        states[number].trace, startingOn: kept,
        keepingWindowsOf: { fingerprint in
          expandsReached && self.index[fingerprint] == nil && self.liveWindows.count < Self.liveWindowLimit
        },
        knowing: { fingerprint in self.shard == nil && self.index[fingerprint] != nil })
      reachedWindows = windows
      expansions.append(expansion)
    }
    return expansions
  }

  /// Ends the live windows kept for states left unexpanded.
  private func endLiveWindows() {
    for session in liveWindows.values { AppCatalogue.end(session.window) }
    liveWindows = [:]
  }

  /// Records what trying every action in state `number` gave: new states, edges and violations.
  private func integrate(_ expansion: StateExpansion, of number: Int) {
    replayedActions += expansion.replayedActions
    let trace = states[number].trace
    let windows = reachedWindows
    reachedWindows = [:]
    for (position, transition) in expansion.transitions.enumerated() {
      transitions += 1
      guard let reached = transition.target else { continue }
      let nextTrace = trace + [transition.action]
      let known = index[reached.fingerprint]
      let summary = known.map { states[$0].summary } ?? reached.summary
      for failure in reached.failures { record(failure.property, failure.message, trace: nextTrace, shape: summary.shape) }
      let target = known ?? add(State(fingerprint: reached.fingerprint, trace: nextTrace, summary: summary))
      if let session = windows[position] {
        if known == nil && liveWindows.count < Self.liveWindowLimit { liveWindows[target] = session } else { AppCatalogue.end(session.window) }
      }
      if transition.action != .swipeDown(completing: true) { states[number].successorsWithoutSwipes.append(target) }
    }
    states[number].isExpanded = true
  }

  @discardableResult
  private func add(_ state: State) -> Int {
    states.append(state)
    index[state.fingerprint] = states.count - 1
    return states.count - 1
  }

  /// Records a violation the first time its property fails in a state of this shape; counts it after.
  private func record(_ property: String, _ message: String, trace: [UserAction], shape: String) {
    let key = property + "\u{0}" + shape
    if let known = reported[key] {
      violations[known].occurrences += 1
      return
    }
    reported[key] = violations.count
    violations.append(Violation(property: property, message: message, trace: trace, device: subject.device.identifier,
                                orientation: Vocabulary.name(of: subject.orientation)))
  }

  // MARK: Dead ends

  /// Reports the expanded states from which no sequence of actions without a swipe down reaches a
  /// home state (``NoDeadEnd``), each trace once per screen in front.
  private func findDeadEnds() throws(ScenarioError) {
    guard let start = states.first else { return }
    let check = NoDeadEnd(start: start.summary)
    var reachesHome = states.map { check.isHome($0.summary) }
    var changed = true
    while changed {
      changed = false
      for number in states.indices where !reachesHome[number] && states[number].successorsWithoutSwipes.contains(where: { reachesHome[$0] }) {
        reachesHome[number] = true
        changed = true
      }
    }
    var searched = Set<String>()
    for number in states.indices where states[number].isExpanded && !reachesHome[number] {
      if isOutOfTime { break }
      let summary = states[number].summary
      if reported[NoDeadEnd.name + "\u{0}" + summary.shape] != nil {
        record(NoDeadEnd.name, check.message(for: summary), trace: states[number].trace, shape: summary.shape)
        continue
      }
      // One search per shape: a shape found to lead home is taken to lead home everywhere.
      guard searched.insert(summary.shape).inserted,
            try !searchHome(from: states[number].trace, check: check, reachesHome: reachesHome) else { continue }
      record(NoDeadEnd.name, check.message(for: summary), trace: states[number].trace, shape: summary.shape)
    }
  }

  /// Whether a home state, or a state known to reach one, is reachable from the end of `trace`
  /// within ``ExplorationLimits/depth`` more actions, none of them a completed swipe down.
  private func searchHome(from trace: [UserAction], check: NoDeadEnd, reachesHome: [Bool]) throws(ScenarioError) -> Bool {
    var frontier = [trace]
    var seen = Set<StateFingerprint>()
    for _ in 0..<limits.depth {
      var next: [[UserAction]] = []
      for path in frontier {
        let expansion = try expander.expand(path)
        replayedActions += expansion.replayedActions
        transitions += expansion.transitions.count
        for transition in expansion.transitions where transition.action != .swipeDown(completing: true) {
          guard let reached = transition.target else { continue }
          if let known = index[reached.fingerprint], reachesHome[known] { return true }
          if check.isHome(reached.summary) { return true }
          if seen.insert(reached.fingerprint).inserted { next.append(path + [transition.action]) }
        }
      }
      frontier = next
      if frontier.isEmpty || seen.count > 500 { break }
    }
    return false
  }
}
