public import AdaptiveKit

/// A window and the frame its user last saw: the one way the scenario runner, the web page's
/// sessions and the explorer drive a window.
///
/// ``perform(_:)`` resolves an action against the frame the user saw (what they saw is what they
/// tapped), plays it, and renders one new frame — one layout tree and one display list per action.
///
/// ```swift
/// let session = WindowSession(window: window)
/// let seen = session.frame                        // what the page draws
/// let outcome = session.perform(.tapLabel("Ansel Adams"))
/// outcome.frame == session.frame                  // the frame after the tap, rendered once
/// ```
///
/// Change the window other than by an action (present a controller from code) and call
/// ``windowDidChange()``: the next ``frame`` is rendered anew.
@MainActor
public final class WindowSession {
  /// The window.
  public let window: UIWindow
  /// The frame the user last saw, while the window has not changed since.
  private var seen: RenderedFrame?
  /// The window's layout tree built after the last action without drawing
  /// (``performWithoutDrawing(_:recorded:)``), while the window has not changed since: the next
  /// ``frame`` and hit tests start from it.
  private var laidOut: LayoutNode?

  /// A session for `window`; its first ``frame`` is rendered when first read.
  public init(window: UIWindow) {
    self.window = window
  }

  /// Releases the window on the main actor, where UIKit's objects must be freed.
  isolated deinit {}

  /// The frame the user sees: the one rendered after the last action, or the window rendered now
  /// when it changed since (or was never rendered).
  public var frame: RenderedFrame {
    if let seen { return seen }
    let frame = laidOut.map { AdaptiveRenderer.frame(for: window, layoutTree: $0) } ?? AdaptiveRenderer.frame(for: window)
    seen = frame
    laidOut = nil
    return frame
  }

  /// Plays `action`, resolved against ``frame``, and renders the window once after it. An action
  /// that cannot be taken changes nothing, and the frame it returns is the one the user saw.
  public func perform(_ action: UserAction) -> ActionOutcome {
    let mark = window.context.journal.mark
    let recorder = CallbackRecorder()
    let hits = HitIndexSource(window: window, seen: seen?.hitIndex, laidOut: laidOut)
    let (effect, reports) = MisuseReport.capture {
      CallbackRecorder.$current.withValue(recorder) { ActionDriver.play(action, on: window, hits: hits) }
    }
    if case .performed = effect { windowDidChange() }
    return ActionOutcome(
      action: action, effect: effect, frame: frame,
      misuseReports: reports, invariantViolations: HierarchyInvariants.violations(in: window),
      journal: Array(window.context.journal.entries(since: mark)), callbacks: recorder.calls
    )
  }

  /// Plays `action` as ``perform(_:)`` does and checks the hierarchy's invariants after it, but
  /// draws no frame and records no callbacks, for a driver that tells states apart by their
  /// layout tree and draws a frame only when it needs one (the explorer): ``frame`` draws it when
  /// first read. With `recorded`, on a window whose actions since its launch are those of the
  /// window `recorded` was resolved on, the recorded tap is played as ``replay(_:recorded:)``
  /// plays it. Returns what the action did, the misuse it caused, the window's layout tree after
  /// it (nil when it could not be taken), the invariants broken after it and the transitions it
  /// caused.
  package func performWithoutDrawing(_ action: UserAction, recorded: ReplayedTap? = nil)
    -> (effect: ActionOutcome.Effect, misuseReports: [MisuseReport], layoutTree: LayoutNode?, invariantViolations: [String],
        journal: [TransitionJournal.Entry]) {
    let mark = window.context.journal.mark
    let (effect, reports, _) = play(action, recorded: recorded)
    guard case .performed = effect else { return (effect, reports, nil, [], []) }
    let tree = AdaptiveRenderer.layoutTree(for: window)
    laidOut = tree
    return (effect, reports, tree, HierarchyInvariants.violations(in: window), Array(window.context.journal.entries(since: mark)))
  }

  /// The tap `action` resolves to in ``frame`` (what the user sees), recorded to be played on
  /// another window whose actions since its launch are this window's (``replay(_:recorded:)``);
  /// nil when it is not a tap a ``ReplayedTap`` can record.
  package func recordedTap(for action: UserAction) -> ReplayedTap? {
    ActionDriver.tapTarget(of: action, in: window, index: frame.hitIndex).flatMap { ReplayedTap($0, in: window) }
  }

  /// Plays `action` as ``perform(_:)`` does but renders nothing and checks nothing after it, for a
  /// driver that checks the window itself (the scenario runner) or replays actions to reach a
  /// state (the explorer): an action refused costs only the hit-test it needs. Returns what the
  /// action did and the misuse it caused.
  @discardableResult
  public func play(_ action: UserAction) -> (effect: ActionOutcome.Effect, misuseReports: [MisuseReport]) {
    let hits = HitIndexSource(window: window, seen: seen?.hitIndex, laidOut: laidOut)
    let result = MisuseReport.capture { ActionDriver.play(action, on: window, hits: hits) }
    if case .performed = result.0 { windowDidChange() }
    return result
  }

  /// Plays `action` as ``play(_:)`` does, on a window whose actions since its launch are the
  /// same as those of the window `recorded` was resolved on, before this action: the tap
  /// `recorded` is played without resolving `action` against a layout tree when its paths lead to
  /// objects of the kinds recorded. Otherwise `action` is resolved and played as ``play(_:)``
  /// does. Returns the tap to give such a window next time: `recorded`, or the one `action`
  /// resolved to now (nil when it is not a tap a ``ReplayedTap`` can record).
  package func replay(_ action: UserAction, recorded: ReplayedTap?) -> ReplayedTap? {
    play(action, recorded: recorded).tap
  }

  /// Plays the tap `recorded` when its paths lead to objects of the kinds recorded, else
  /// resolves and plays `action`, recording the tap it resolves to.
  private func play(_ action: UserAction, recorded: ReplayedTap?)
    -> (effect: ActionOutcome.Effect, misuseReports: [MisuseReport], tap: ReplayedTap?) {
    if let recorded {
      let (played, reports) = MisuseReport.capture { recorded.play(on: window) }
      if played {
        windowDidChange()
        return (.performed("replayed \(action)"), reports, recorded)
      }
    }
    var resolved: ReplayedTap?
    let played = window
    ActionDriver.tapWillPlay = { resolved = ReplayedTap($0, in: played) }
    defer { ActionDriver.tapWillPlay = nil }
    let (effect, reports) = play(action)
    return (effect, reports, resolved)
  }

  /// Tells the session that the window changed other than by one of its actions (a controller
  /// presented from code, a scenario's `present` step): the next ``frame`` is rendered anew.
  public func windowDidChange() {
    seen = nil
    laidOut = nil
  }

}
