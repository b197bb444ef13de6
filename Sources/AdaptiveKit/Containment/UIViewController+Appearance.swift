extension UIViewController {
  /// Whether the controller is appearing or disappearing because it is being added to a container
  /// (push, tab selection). Only meaningful inside the appearance callbacks.
  public var isMovingToParent: Bool { movingToParent }
  /// Whether the controller is disappearing because it is being removed from its container.
  public var isMovingFromParent: Bool { movingFromParent }
  /// Whether the controller is appearing because it is being presented.
  public var isBeingPresented: Bool { beingPresented }
  /// Whether the controller is disappearing because it is being dismissed.
  public var isBeingDismissed: Bool { beingDismissed }

  func performBeginAppearance(_ appearing: Bool, animated: Bool) {
    switch (appearing, appearanceState) {
    case (true, .appearing), (true, .appeared), (false, .disappearing), (false, .disappeared): return
    default: break
    }
    lastAppearanceAnimated = animated
    let state: AppearanceState = appearing ? .appearing : .disappearing
    if appearing {
      if storedView == nil {
        let host = parent
        let hostWasVisible = host?.appearanceState.isVisible ?? false
        loadViewIfNeeded()
        // A callback of the loading (the first layout) may have taken the container off screen (a
        // window emptied from `viewWillLayoutSubviews`), or moved this child to another container
        // (a split collapsing stacks a column in the primary's navigation controller): its
        // transition no longer shows this child, which, as in UIKit, gets no `viewWillAppear` it
        // could never end; a new container that shows it gives it its own.
        if hostWasVisible, let host, host !== parent || !host.appearanceState.isVisible { return }
      }
      appearanceState = .appearing
      isAppearingPending = true
      CallbackRecorder.record(self, "viewWillAppear(\(animated))")
      viewWillAppear(animated)
    } else {
      appearanceState = .disappearing
      isAppearingPending = false
      if pendingFirstResponder != nil { pendingFirstResponder = nil }
      CallbackRecorder.record(self, "viewWillDisappear(\(animated))")
      viewWillDisappear(animated)
    }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    // Appearing reaches the children shown in this controller's view; disappearing reaches every
    // child on screen, even one whose view a callback has not placed yet.
    var reached = appearing ? visibleChildren : []
    if !appearing { for child in children where child.appearanceState.isVisible { reached.append(child) } }
    for child in reached {
      // A callback may have ended or reversed this transition meanwhile (a full-screen
      // presentation from a child's `viewWillAppear` hides this controller): the children not
      // reached yet are left as that nested transition left them.
      guard appearanceState == state else { return }
      // A child a callback moved to another parent meanwhile is no longer this one's to forward to.
      guard child.parentIdentifier == ObjectIdentifier(self) else { continue }
      child.performBeginAppearance(appearing, animated: animated)
    }
  }

  func performEndAppearance() {
    switch appearanceState {
    case .appearing:
      deliverViewIsAppearing()
      guard appearanceState == .appearing else { return }
      appearanceState = .appeared
      CallbackRecorder.record(self, "viewDidAppear(\(lastAppearanceAnimated))")
      viewDidAppear(lastAppearanceAnimated)
    case .disappearing:
      appearanceState = .disappeared
      CallbackRecorder.record(self, "viewDidDisappear(\(lastAppearanceAnimated))")
      viewDidDisappear(lastAppearanceAnimated)
    case .appeared, .disappeared:
      return
    }
    if shouldAutomaticallyForwardAppearanceMethods { endTransitioningDescendants() }
    // A callback may have moved the view out meanwhile (a split collapsing on a resize from
    // `viewWillAppear` stacks a column out of sight): it disappears again at once.
    if appearanceState == .appeared, storedView != nil { settleAppearanceOffScreen() }
    // Once the children have appeared too: the container's own work (a split's pending inspector sheet).
    if appearanceState == .appeared, storedView?.window != nil { appearanceDidEnd() }
    // An inspector sheet that waited for this transition to end comes up (R112).
    if UISplitViewController.windowAwaitingAppearances != nil { UISplitViewController.presentSheetsAwaitingAppearances() }
  }

  /// Ends the appearance transition of every child that started one, and of the descendants of
  /// a child that did not: a callback may have moved a transitioning controller under another
  /// container meanwhile (a collapse from `viewWillDisappear` stacks the columns in the primary's
  /// navigation controller).
  ///
  /// A child still appeared under a controller that has disappeared disappears now: a callback of
  /// the container's `viewWillDisappear` (the window's root set to nil) ended its disappearance
  /// before it was forwarded to its children (fuzz seed 3746386320).
  ///
  /// Symmetrically, a child shown in this controller's view but disappeared when this controller
  /// has appeared appears now: the push that was taking it off screen lost its incoming controller
  /// to another stack (pushed there from its own `viewWillAppear`) while this controller was still
  /// appearing, so the child is the top again (current fuzz seed 620000076).
  private func endTransitioningDescendants() {
    for child in children {
      if child.appearanceState.isTransitioning {
        child.performEndAppearance()
      } else if appearanceState == .disappeared, child.appearanceState == .appeared, child.parentIdentifier == ObjectIdentifier(self) {
        child.performBeginAppearance(false, animated: lastAppearanceAnimated)
        child.performEndAppearance()
      } else if appearanceState == .appeared, child.appearanceState == .disappeared, child.isViewInVisibleWindow {
        child.settleAppearanceOnScreen()
        if child.appearanceState == .disappeared, child.shouldAutomaticallyForwardAppearanceMethods { child.endTransitioningDescendants() }
      } else if child.shouldAutomaticallyForwardAppearanceMethods {
        child.endTransitioningDescendants()
      }
    }
  }

  /// Calls `viewIsAppearing(_:)` once after `viewWillAppear(_:)`, when the view is in the
  /// hierarchy with its traits and geometry (iOS 17).
  func deliverViewIsAppearing() {
    guard isAppearingPending else { return }
    isAppearingPending = false
    if pendingFirstResponder != nil { honourPendingFirstResponder() }
    viewIsAppearing(lastAppearanceAnimated)
  }

  /// ``deliverViewIsAppearing()`` for this controller and every appearing controller inside it,
  /// parents first: the transition placed their views.
  func deliverAllViewIsAppearing() {
    guard appearanceState == .appearing else { return }
    deliverViewIsAppearing()
    for child in children where child.appearanceState == .appearing { child.deliverAllViewIsAppearing() }
  }

  /// Runs one appearance transition in `order` (R54): the `viewWill…` callbacks, then
  /// `swapViews`, `viewIsAppearing`, then the `viewDid…` callbacks. Controllers whose host is not on
  /// screen get none.
  static func runAppearanceTransition(
    appearing: [UIViewController], disappearing: [UIViewController], animated: Bool,
    order: AppearanceOrder = .navigation, swapViews: () -> Void
  ) {
    for controller in appearing where controller.appearanceState == .disappeared { controller.loadViewIfNeeded() }
    if order == .tabSwitch {
      for controller in appearing { controller.performBeginAppearance(true, animated: animated) }
      for controller in disappearing { controller.performBeginAppearance(false, animated: animated) }
    } else {
      for controller in disappearing { controller.performBeginAppearance(false, animated: animated) }
      for controller in appearing { controller.performBeginAppearance(true, animated: animated) }
    }
    swapViews()
    for controller in appearing { controller.deliverAllViewIsAppearing() }
    if order == .modal {
      for controller in appearing { controller.performEndAppearance() }
      for controller in disappearing { controller.performEndAppearance() }
    } else {
      for controller in disappearing { controller.performEndAppearance() }
      for controller in appearing { controller.performEndAppearance() }
    }
    // A callback may have taken the host off screen meanwhile (a dismissal from
    // `viewWillDisappear`): a controller that appeared off screen disappears again at once; one
    // that a callback put back on screen (a new window's root) appears again.
    for controller in appearing { controller.settleAppearanceOffScreen() }
    for controller in disappearing { controller.settleAppearanceOnScreen() }
  }

  /// Ends an appearance this controller can no longer finish because its view is in no shown window
  /// (its host left the screen or dropped it mid-transition): an appearing or appeared controller
  /// disappears at once, a disappearing one gets its `viewDidDisappear`. A callback of that
  /// disappearance may put the view back on screen (a display mode that shows its column again):
  /// it then appears again.
  func settleAppearanceOffScreen() {
    guard appearanceState != .disappeared, !isViewInVisibleWindow else { return }
    performBeginAppearance(false, animated: false)
    performEndAppearance()
    settleAppearanceOnScreen()
  }

  /// Whether this controller's view is in a window that is shown.
  var isViewInVisibleWindow: Bool {
    guard let window = storedView?.window else { return false }
    return !window.isHidden
  }

  /// Whether this controller's view is on screen (appeared or appearing).
  var isOnScreen: Bool { appearanceState.isVisible }
}
