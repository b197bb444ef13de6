import Foundation

extension UISplitViewController {
  /// First display in a window (R15): resolve the display mode for the real size, and collapse at
  /// once, without animation, when horizontally compact — or expand when a collapsed split arrives
  /// in a regular-width window.
  func splitDidMoveToWindow(_ window: UIWindow) {
    hasMovedToWindow = true
    if currentDisplayMode == nil {
      let mode = resolvedDisplayMode(for: targetSplitSize)
      currentDisplayMode = mode
      lastAnnouncedDisplayMode = mode
      // Laid out at once, with the mode just resolved, even inside the pass that put the view in
      // the window (which has laid it out without a mode): the columns are placed before the
      // window's first display is rendered or tapped (the photo browser's iPad scenarios).
      layoutViewHierarchy()
    }
    guard !hasPendingCollapseOrExpand else { return }
    if collapseState == .expanded, traitCollection.horizontalSizeClass == .compact {
      beginCollapse(animated: false)
      finishCollapse()
    } else if collapseState == .collapsed, traitCollection.horizontalSizeClass != .compact {
      // A collapsed split moved into a regular-width window (another window's root) expands.
      beginExpand(animated: false)
      finishExpand()
    }
  }

  /// Registers the collapse or expansion with a trait transition's coordinator (R15): the work runs
  /// alongside the animations; the state is final in the completion.
  func scheduleCollapseOrExpand(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
    guard hasMovedToWindow else { return }
    let compact = newCollection.horizontalSizeClass == .compact
    guard !hasPendingCollapseOrExpand else { return }
    if compact, collapseState == .expanded {
      hasPendingCollapseOrExpand = true
      coordinator.animate(alongsideTransition: { context in
        self.beginCollapse(animated: context.isAnimated)
      }, completion: { _ in
        self.finishCollapse()
      })
    } else if !compact, collapseState == .collapsed {
      hasPendingCollapseOrExpand = true
      coordinator.animate(alongsideTransition: { context in
        self.beginExpand(animated: context.isAnimated)
      }, completion: { _ in
        self.finishExpand()
      })
    }
  }

  func beginCollapse(animated: Bool) {
    // A shown inspector leaves its column first; it comes back as a sheet once collapsed (R112).
    // A callback of its leaving may have expanded the split meanwhile (a resize from a column's
    // `viewDidLayoutSubviews`), which made it a column again: it leaves again (current fuzz seed
    // 780000127).
    var attempts = 0
    while columnState?.inspectorPlacement == .column, attempts < 4 {
      inspectorWillCollapse()
      attempts += 1
    }
    collapseState = .collapsing
    journal(.collapse, animated: animated, from: nil, to: nil)
    dismissContextPresentations()
    behavior.collapse()
  }

  func finishCollapse() {
    hasPendingCollapseOrExpand = false
    guard collapseState == .collapsing else { return }
    collapseState = .collapsed
    layoutEnvironmentDidChange()
    NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
    completeAnnouncedColumnChanges()
    if delegate != nil { CallbackRecorder.recordDelegate("splitViewControllerDidCollapse(_:)") }
    delegate?.splitViewControllerDidCollapse(self)
    inspectorDidCollapse()
    notifyKeyValueObservers()
    updateDisplayModeButtonItem()
    followTraitsChangedMeanwhile()
  }

  /// A size class change the split could not follow when it came catches up at once, without
  /// animation ([INF]):
  /// - a trait transition nested in a running collapse or expansion (a rotation from a column's
  ///   `viewWillAppear`) could not schedule its own: the split follows once the running one ends;
  /// - traits that reach the split with no `willTransition(to:with:)` of their own (a resize from
  ///   a callback of another expanded the split, then the outer resize gave it its compact traits;
  ///   a presentation's traits adopted after its style changed): the split follows as it takes
  ///   them, before its children take theirs. Fuzz sweeps found a split left expanded in compact
  ///   width, or collapsed in regular width, in about a quarter of the seeds tried.
  func followTraitsChangedMeanwhile() {
    guard hasMovedToWindow, !hasPendingCollapseOrExpand, storedView?.window != nil else { return }
    let compact = traitCollection.horizontalSizeClass == .compact
    if compact, collapseState == .expanded {
      beginCollapse(animated: false)
      finishCollapse()
    } else if !compact, collapseState == .collapsed {
      beginExpand(animated: false)
      finishExpand()
    }
  }

  func beginExpand(animated: Bool) {
    collapseState = .expanding
    journal(.expand, animated: animated, from: nil, to: nil)
    chosenDisplayMode = nil
    // The inspector's sheet ends first; it comes back as a column (R112).
    inspectorWillExpand()
    behavior.expand(animated: animated)
  }

  func finishExpand() {
    hasPendingCollapseOrExpand = false
    guard collapseState == .expanding else { return }
    collapseState = .expanded
    layoutEnvironmentDidChange()
    NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
    completeAnnouncedColumnChanges()
    if delegate != nil { CallbackRecorder.recordDelegate("splitViewControllerDidExpand(_:)") }
    delegate?.splitViewControllerDidExpand(self)
    notifyKeyValueObservers()
    updateDisplayModeButtonItem()
    followTraitsChangedMeanwhile()
  }

  /// Runs `body` with the primary's navigation controller accepting a pushed navigation controller
  /// (R20: the split allows the nested navigation controller for the collapse).
  func withNestedNavigationAllowed(on primary: UIViewController?, _ body: () -> Void) {
    let navigation = (primary as? UINavigationController) ?? (primary?.children.first as? UINavigationController)
    let previous = navigation?.allowsNestedNavigationControllers ?? false
    navigation?.allowsNestedNavigationControllers = true
    body()
    navigation?.allowsNestedNavigationControllers = previous
  }

  /// R18: on entering compact, current-context presentations hosted by the columns are dismissed
  /// without animation.
  func dismissContextPresentations() {
    for child in children { child.dismissContextPresentationsInContainmentTree() }
  }

  // MARK: Layout environment (R116)

  /// The layout environment the split gives its descendants: collapsed while ``isCollapsed``.
  var layoutEnvironment: LayoutEnvironment { isCollapsed ? .collapsed : .expanded }

  /// Gives the children (and their descendants) the new layout environment once a collapse or an
  /// expansion has finished, with `traitCollectionDidChange(_:)` and registered handlers where it
  /// changed (R116, [INF] timing: with R12's notification, just before it).
  func layoutEnvironmentDidChange() {
    for child in children where child.parentIdentifier == ObjectIdentifier(self) {
      child.applyTraitsFromHost(traitCollection)
    }
  }
}
