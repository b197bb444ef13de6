/// The state one window owns for itself: nothing in AdaptiveKit's core is shared between windows,
/// so two windows driven alternately behave exactly as if each were alone, and a window rebuilt and
/// replayed gives the same results every time.
///
/// Each ``UIWindow`` creates its context; code in the core reaches it through the window
/// (``UIWindow/context``) or, from a controller, through the window its hierarchy is in.
///
/// What it holds (internal unless said; the type is public so that a window's owner can see which
/// state belongs to it):
/// - the identities of the window's controllers and views, numbered as they first enter it
///   (``identity(of:)-(UIViewController)``, ``identity(of:)-(UIView)``): renderers build element ids
///   from these numbers, so an element keeps its id for as long as its object lives;
/// - the public ``journal`` of the transitions the window went through;
/// - the coordinators of the transitions running in the window, which
///   ``UIViewController/transitionCoordinator`` reports: a controller in another window sees none;
/// - whether a presentation or dismissal is running, which refuses re-entrant presentations and
///   dismissals in this window only;
/// - the answer-by-legacy-variant flag of the adaptation question a presentation asks its delegate;
/// - whether a running operation defers the window's layout to its end;
/// - the safe-area walk of the last view asked about, which the next question extends.
///
/// Nothing else in the core is process-wide: misuse reports go to a task-local
/// ``MisuseReport/handler``; unnamed custom detents are numbered by the sheet that holds them, so a
/// window rebuilt and replayed gets the same identifiers; and an action reaches the methods its
/// ``Selector`` carries, never a table of every selector made so far. The one shared table lists
/// selector-based notification observations, which belong to the notification centers, as
/// process-wide as `NotificationCenter.default` itself.
@MainActor
public final class WindowContext {
  /// The identities of the window's controllers and views.
  let identities = IdentityAllocator()
  /// The transitions this window went through, oldest first.
  public internal(set) var journal = TransitionJournal()
  /// The coordinators of the size, trait and display-mode transitions running in this window,
  /// innermost last (``UIViewController/transitionCoordinator`` reports the last).
  @exclusivity(unchecked) var transitionCoordinators: [TransitionCoordinator] = []
  /// Whether a presentation or dismissal is running in this window (re-entrant calls are refused).
  var presentationInProgress = false
  /// Set while an adaptation question is asked, when the delegate's default trait-collection
  /// variant forwarded to the legacy variant (whose valid answers are fewer).
  var adaptationAnsweredByLegacyVariant = false
  /// How many operations running in this window wait to lay it out once at their end
  /// (``UIWindow/deferringLayout(_:)``); while nonzero, ``UIView/setNeedsLayout()`` only marks.
  var layoutDeferrals = 0
  /// The window's safe-area walk, kept from one question to the next (set by the window).
  var safeAreaChain: SafeAreaChain?

  /// Forgets every safe area read in this window, and counts the change: the orientation the
  /// window's safe areas are computed for changes.
  func forgetSafeAreas() {
    SafeAreaChain.countChange()
    safeAreaChain?.cut(at: 0)
  }

  /// The window's own size, trait or orientation transition whose target layout uses now: the
  /// innermost one still running that no nested window transition has superseded
  /// (``TransitionCoordinator/isSuperseded``). A rotation started from a callback of a resize
  /// (or a fold from one of a rotation) lays out for its own size, orientation and posture, not the
  /// outer one's; once it has ended, the window's own values are the current ones.
  /// (Every safe-area walk asks: a loop, not a closure; see `withTemporaryBuffer`.)
  var windowTransition: TransitionCoordinator? {
    for coordinator in transitionCoordinators.reversed() where !coordinator.isSuperseded {
      if coordinator.targetOrientation != nil { return coordinator }
    }
    return nil
  }

  /// Marks every running transition but `coordinator` superseded: `coordinator`, a window
  /// transition, has just given the window its size, traits, orientation and posture, so what the
  /// others told their controllers is out of date (an outer transition that adopts its own target
  /// later takes the lead again).
  func windowTransitionDidAdopt(_ coordinator: TransitionCoordinator) {
    for running in transitionCoordinators { running.isSuperseded = running !== coordinator }
  }

  /// What the running transitions told `controller`: for each of traits and size, the value from
  /// the innermost transition that told it one (a trait override inside a rotation tells traits
  /// only; the rotation told the size).
  func runningTarget(of controller: AnyObject) -> TransitionCoordinator.Target {
    var result = TransitionCoordinator.Target()
    for coordinator in transitionCoordinators.reversed() {
      let target = coordinator.target(of: controller)
      result.traits = result.traits ?? target.traits
      result.size = result.size ?? target.size
    }
    return result
  }

  /// Creates the context of a new window.
  init() {}
}

extension UIViewController {
  /// The context of the window this controller's hierarchy is in: the window whose root it is,
  /// or the window of its parent's or presenter's hierarchy; nil when it is in no window.
  var windowContext: WindowContext? { hostingWindow?.context }

  /// The window this controller's hierarchy is in: the window hosting its root, reached through
  /// parents and presenters.
  var hostingWindow: UIWindow? {
    var controller: UIViewController? = self
    while let current = controller {
      if let window = current.windowHosting { return window }
      controller = current.parent ?? current.storedPresentingViewController
    }
    return nil
  }
}
