import Foundation

extension PresentationPipeline {
  // MARK: Preconditions (R65, R94)

  static func refusal(presenting presented: UIViewController, from source: UIViewController) -> MisuseReport? {
    if presented.isMoreNavigationController { return presented.moreNavigationRefusal }
    if let parent = presented.parent {
      return .exception("Application tried to present modally a view controller \(presented.debugName) that has a parent view controller \(parent.debugName).")
    }
    if presented === source {
      return .exception("Application tried to present modal view controller on itself. Presenting controller is \(presented.debugName).")
    }
    if source.isHosted(by: presented) {
      return .exception("Application tried to present modally a view controller \(presented.debugName) that contains or presents the presenting view controller \(source.debugName).")
    }
    if let presenter = presented.storedPresentingViewController ?? presented.presenterBehindSubstitute
      ?? presented.presenterAwaitingSubstitute {
      return .exception("Application tried to present modally a view controller \(presented.debugName) that is already being presented by \(presenter.debugName).")
    }
    if presented.windowHosting != nil || presented.appearanceState != .disappeared {
      return .exception("Application tried to present modally an active controller \(presented.debugName).")
    }
    if let active = activeDescendant(of: presented) {
      return .exception("Application tried to present modally \(presented.debugName), which contains an active controller \(active.debugName).")
    }
    return nil
  }

  /// [INF] A child of `controller` that is on screen elsewhere (a presented controller that an
  /// adaptation delegate is wrapping in a new container), or nil: presenting `controller` would
  /// show it twice.
  static func activeDescendant(of controller: UIViewController) -> UIViewController? {
    var found: UIViewController?
    for child in controller.children where found == nil {
      child.forEachInContainmentTree { if found == nil, $0.appearanceState != .disappeared { found = $0 } }
    }
    return found
  }

  static func presenterRefusal(_ presenter: UIViewController, presenting presented: UIViewController, from source: UIViewController) -> MisuseReport? {
    let prefix = "Attempt to present \(presented.debugName) on \(presenter.debugName) (from \(source.debugName))"
    if context(of: presenter)?.presentationInProgress == true {
      return .log("\(prefix) while a presentation is in progress.")
    }
    if let current = presenter.presentedViewController {
      return .log("\(prefix) which is already presenting \(current.debugName).")
    }
    if presenter.storedView?.window == nil {
      return .log("\(prefix) whose view is not in the window hierarchy.")
    }
    return nil
  }

  /// The report for presenting `presented` from `presenter` when a callback of the adaptation made
  /// the presenter a child (a collapsed split's inspector sheet that became a column as the split
  /// expanded), or nil: only a controller that defines the presentation context presents from
  /// inside a hierarchy, and one that is not would keep the presentation where nothing reaches it
  /// (fuzz seed 500000591, current mix).
  static func presenterMadeChildRefusal(_ presenter: UIViewController, presenting presented: UIViewController, from source: UIViewController) -> MisuseReport? {
    guard presenter.parent != nil, !(presented.modalPresentationStyle.isContextStyle && presenter.definesPresentationContext) else { return nil }
    return .log("Attempt to present \(presented.debugName) on \(presenter.debugName) (from \(source.debugName)), which a callback of the presentation made a child of \(presenter.parent?.debugName ?? "another controller").")
  }

  /// The report for presenting `presented` when a callback of the adaptation (the delegate's
  /// `willPresentWithAdaptiveStyle`) placed it elsewhere — made it a window's root, presented it or
  /// gave it a parent other than the adaptation's `substitute` — or nil. That change wins (fuzz
  /// seed 6000176: the controller was presented and a window's root at once).
  static func placedElsewhereRefusal(_ presented: UIViewController, substitute: UIViewController?) -> MisuseReport? {
    let inSubstitute = substitute.map { presented.isContained(in: $0) } ?? false
    guard presented.windowHosting != nil || presented.storedPresentingViewController != nil || (presented.parent != nil && !inSubstitute) else {
      return nil
    }
    return .log("Attempt to present \(presented.debugName), which a callback of its presentation placed elsewhere.")
  }

  /// R65: a partial curl needs a full-screen presentation from a full-screen presenter
  /// (message [INF]).
  static func partialCurlRefusal(_ presenter: UIViewController, presenting presented: UIViewController) -> MisuseReport? {
    guard presented.effectiveModalTransitionStyle == .partialCurl else { return nil }
    let presenterStyle = presenter.storedPresentingViewController == nil ? nil : presenter.storedPresentationController?.effectivePresentationStyle
    guard presented.modalPresentationStyle != .fullScreen || (presenterStyle != nil && presenterStyle != .fullScreen) else { return nil }
    return .exception("Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller \(presented.debugName).")
  }

  /// R65: a source outside the window's controller hierarchy (and not in a popover) still
  /// presents, with a fault log.
  static func detachedSourceFault(_ source: UIViewController, presenting presented: UIViewController) -> MisuseReport? {
    let root = source.containmentRoot
    guard root.windowHosting == nil, root.storedPresentingViewController == nil else { return nil }
    return .log("Presenting view controller \(presented.debugName) from detached view controller \(source.debugName) is not supported, and may result in incorrect safe area insets and a corrupt root presentation. Make sure \(source.debugName) is in the view controller hierarchy before presenting from it. Will become a hard exception in a future release.")
  }
}
