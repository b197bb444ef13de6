import AdaptiveKit
import AdaptiveRendering
import AdaptiveScenario

/// Tries every action in a state reached by a trace: the work an explorer does per state, in this
/// process or in a worker.
@MainActor
final class StateExpander {
  let subject: ExplorationSubject
  let limits: ExplorationLimits
  private var properties: [any ExplorationProperty]
  /// The tap each trace's last action resolved to on the first window it was replayed on, by
  /// trace (nil when it is not a tap a `ReplayedTap` records): later replays of the trace play it
  /// without laying their windows out to resolve it.
  private var replayedTaps: [[UserAction]: ReplayedTap?] = [:]

  init(subject: ExplorationSubject, limits: ExplorationLimits, properties: [any ExplorationProperty]) {
    self.subject = subject
    self.limits = limits
    self.properties = properties
  }

  /// Tries each action available at the end of `trace` on a window brought there, checking the
  /// properties after each; ``expand(_:startingOn:keepingWindowsOf:)`` without a kept window.
  func expand(_ trace: [UserAction]) throws(ScenarioError) -> StateExpansion {
    try expand(trace, startingOn: nil).expansion
  }

  /// Tries each action available at the end of `trace`, checking the properties after each.
  ///
  /// The first action is tried on `kept` when given — a live window whose actions since its
  /// launch are exactly `trace` — and otherwise on a fresh launch brought there by replaying
  /// `trace`. An action that leaves the state as it was is followed on the same window; after one
  /// that changes it, the next action starts on a fresh launch again. Such a window, when its
  /// actions since its launch are exactly `trace` and the action (none left the state as it was
  /// in between) and `keeps` wants the state it reached, is returned by the position of the
  /// action instead of being ended: the live window at that state, for its own expansion. A
  /// state `knows` names is already summarised: its target gets ``StateSummary/unread`` instead.
  func expand(_ trace: [UserAction], startingOn kept: WindowSession?,
              keepingWindowsOf keeps: (StateFingerprint) -> Bool = { _ in false },
              knowing knows: (StateFingerprint) -> Bool = { _ in false }) throws(ScenarioError)
    -> (expansion: StateExpansion, windows: [Int: WindowSession]) {
    var replayed = 0
    var session: WindowSession
    if let kept { session = kept } else { session = try restore(trace, counting: &replayed) }
    // Every window brought to this state draws this frame: after a restore it is not drawn again,
    // and no window is drawn after an action (its state is told by its fingerprint).
    let homeFrame = session.frame
    let home = StateFingerprint(session.window, layoutTree: homeFrame.layoutTree)
    var transitions: [StateExpansion.Transition] = []
    var windows: [Int: WindowSession] = [:]
    var needsRestore = false
    // Whether the window's actions since its launch are exactly `trace`.
    var isExact = true
    let actions = availableActions(in: session.window, frame: homeFrame)
    // Where each tap lands, found in the home frame: a window brought back to this state taps
    // there without laying itself out to resolve the action.
    let taps = actions.map { session.recordedTap(for: $0) }
    for (action, tap) in zip(actions, taps) {
      if needsRestore {
        session = try restore(trace, counting: &replayed)
        isExact = true
        needsRestore = false
      }
      let window = session.window
      for position in properties.indices { properties[position].willPerform(action, on: window) }
      // The recorded tap holds on a window whose actions since its launch are exactly `trace`.
      let played = session.performWithoutDrawing(action, recorded: isExact ? tap : nil)
      guard let layoutTree = played.layoutTree else {
        transitions.append(StateExpansion.Transition(action: action, target: nil))
        continue
      }
      let failures = failures(after: ExplorationStep(
        session: session, action: action, misuseReports: played.misuseReports,
        invariantViolations: played.invariantViolations, journal: played.journal, previousFrame: homeFrame))
      let fingerprint = StateFingerprint(window, layoutTree: layoutTree)
      transitions.append(StateExpansion.Transition(action: action, target: StateExpansion.Target(
        fingerprint: fingerprint, summary: knows(fingerprint) ? .unread : StateSummary(window, layoutTree: layoutTree),
        failures: failures)))
      // An action that leaves the screen as it was needs no restore before the next one.
      if fingerprint == home {
        isExact = false
        continue
      }
      needsRestore = true
      if isExact && keeps(fingerprint) {
        windows[transitions.count - 1] = session
      } else {
        AppCatalogue.end(window)
      }
    }
    if !needsRestore { AppCatalogue.end(session.window) }
    return (StateExpansion(transitions: transitions, replayedActions: replayed), windows)
  }

  /// The properties broken in the start state (`window` as `frame` draws it).
  func failuresAtStart(of window: UIWindow, frame: RenderedFrame) -> [StateExpansion.Failure] {
    failures(after: ExplorationStep(start: window, frame: frame))
  }

  /// What every property finds wrong after `step`, in the order they are checked.
  private func failures(after step: ExplorationStep) -> [StateExpansion.Failure] {
    var failures: [StateExpansion.Failure] = []
    for position in properties.indices {
      let name = properties[position].name
      failures += properties[position].violations(after: step).map { StateExpansion.Failure(property: name, message: $0) }
    }
    return failures
  }

  /// The actions to try in the window `frame` shows: the on-screen and environment actions, the
  /// iOS 18–26 containers' actions (``windowingActions(in:)``), the configured text sizes, and
  /// typing into a text field that has no unsaved typing.
  private func availableActions(in window: UIWindow, frame: RenderedFrame) -> [UserAction] {
    var actions = AdaptiveRenderer.availableActions(in: window, frame: frame)
    if !limits.changesEnvironment {
      actions.removeAll {
        switch $0 {
        case .rotate, .resize, .fold: true
        default: false
        }
      }
    }
    actions += windowingActions(in: window)
    for size in limits.textSizes where size != window.traitCollection.preferredContentSizeCategory {
      actions.append(.setTextSize(size))
    }
    if let text = limits.typedText, let field = ActionDriver.editableTextField(in: frame), !field.hasUnsavedTyping {
      actions.append(.typeText(text))
    }
    return actions
  }

  /// A session of a fresh window brought to the state `trace` reaches, its frame not yet drawn;
  /// adds the actions replayed to `replayed`.
  private func restore(_ trace: [UserAction], counting replayed: inout Int) throws(ScenarioError) -> WindowSession {
    let session = WindowSession(window: try subject.launch())
    for position in trace.indices {
      let steps = Array(trace[...position])
      let known = replayedTaps[steps]
      let tap = session.replay(trace[position], recorded: known ?? nil)
      if known == nil { replayedTaps[steps] = .some(tap) }
    }
    replayed += trace.count
    return session
  }
}
