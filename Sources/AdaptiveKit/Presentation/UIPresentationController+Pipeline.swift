import Foundation

/// The state and steps the pipeline drives on every presentation controller.
extension UIPresentationController {
  /// The window context adaptation questions are asked in: the presenter's window's.
  var adaptationContext: WindowContext? { storedPresenting.flatMap(PresentationPipeline.context(of:)) }

  /// The controller on screen for this presentation: the substitute, or the presented controller.
  package var shownViewController: UIViewController { adaptiveSubstitute ?? presentedViewController }

  /// Whether a presentation runs through this presentation controller: the presenter it names
  /// presents a controller whose presentation controller this is.
  var isShowingItsPresentation: Bool {
    storedPresenting?.storedPresentedViewController?.storedPresentationController === self
  }

  /// Whether the presenter's view is removed in the current (possibly adapted) style: an adapted
  /// `.fullScreen` removes it, an adapted `.overFullScreen` or sheet keeps it (R60, [INF]).
  var removesPresentersViewNow: Bool {
    if effectivePresentationStyle != presentationStyle { return effectivePresentationStyle == .fullScreen }
    return shouldRemovePresentersView
  }

  /// Traits for the presented controller from the presenter's traits.
  func presentedTraits(fromPresenter traits: UITraitCollection) -> UITraitCollection {
    var result = traits
    if let forced = styleTraitOverrides { result = result.overlaid(with: forced) }
    if let override = overrideTraitCollection { result = result.overlaid(with: override) }
    if traitOverrides.collection != UITraitCollection() { result = result.overlaid(with: traitOverrides.collection) }
    if splitLayoutEnvironment != .none { result.splitViewControllerLayoutEnvironment = splitLayoutEnvironment }
    return result
  }

  /// The presented view's size for a container size, using the style and presenter traits the
  /// running transition is about to adopt.
  func presentedSize(forContainerSize size: CGSize) -> CGSize {
    guard let containerView else { return size }
    let savedFrame = containerView.frame, savedStyle = effectivePresentationStyle
    containerView.frame.size = size
    if let style = adaptationInTransition?.style { effectivePresentationStyle = style }
    defer {
      containerView.frame = savedFrame
      effectivePresentationStyle = savedStyle
    }
    return frameOfPresentedViewInContainerView.size
  }

  /// The running transitions of this presentation's window, innermost first.
  private var runningTransitions: ReversedCollection<[TransitionCoordinator]> {
    (adaptationContext?.transitionCoordinators ?? []).reversed()
  }

  /// The adaptation the running transition decided for this presentation, not yet adopted.
  var adaptationInTransition: PresentationAdaptation.Outcome? {
    runningTransitions.lazy.compactMap { $0.adaptation(of: self) }.first
  }

  /// The presenter's traits that layout uses: the incoming ones during a trait transition (what
  /// the running transition told the presenter), else the presenter's.
  var presenterTraitsForLayout: UITraitCollection {
    if let presenter = storedPresenting,
       let incoming = runningTransitions.lazy.compactMap({ $0.target(of: presenter).traits }).first {
      return incoming
    }
    return storedPresenting?.traitCollection ?? traitCollection
  }

  /// The window the presentation is in.
  var window: UIWindow? { containerView?.window ?? storedPresenting?.storedView?.window }

  /// Called when the presenter's traits are about to change: re-adapt (R62) and forward.
  func presentingWillTransition(to presenterTraits: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
    if let coordinator = coordinator as? TransitionCoordinator, let presenter = storedPresenting {
      coordinator.record(traits: presenterTraits, for: presenter)
    }
    let outcome = readapt(to: presenterTraits, with: coordinator)
    if let outcome, let coordinator = coordinator as? TransitionCoordinator {
      coordinator.record(adaptation: outcome, for: self)
    }
    willTransition(to: presentedTraits(fromPresenter: presenterTraits), with: coordinator)
  }

  /// Asks the adaptation questions again for `presenterTraits`; returns the new style and
  /// substitute when the style changes, to adopt when the traits are applied
  /// (``presentingTraitsDidChange(adopting:)``).
  @discardableResult
  func readapt(to presenterTraits: UITraitCollection, with coordinator: (any UIViewControllerTransitionCoordinator)?) -> PresentationAdaptation.Outcome? {
    let traits = adaptationTraits(presenterTraits: presenterTraits, windowTraits: (coordinator as? TransitionCoordinator)?.targetTraits)
    return PresentationAdaptation.decide(for: self, traits: traits, coordinator: coordinator, current: effectivePresentationStyle)
  }

  /// Called after the presenter's traits changed: adopt the new style (`outcome`, or the one the
  /// running transition decided), traits and frames.
  ///
  /// A presented controller that its presenter took back as a child meanwhile, its dismissal
  /// still to come, takes its traits and frame from its presenter as its parent only: a collapsed
  /// split's inspector sheet that a nested resize expanded into a column is not given the sheet's
  /// compact width again when the outer resize adopts its traits (fuzz seed 920001234). A
  /// controller a callback made another container's child still gets the presentation's traits,
  /// which it keeps when that container lets it go (fuzz seed 484229612).
  func presentingTraitsDidChange(adopting outcome: PresentationAdaptation.Outcome? = nil) {
    guard let presenter = storedPresenting else { return }
    if let outcome = outcome ?? adaptationInTransition, outcome.style != effectivePresentationStyle {
      effectivePresentationStyle = outcome.style
      PresentationPipeline.styleDidChange(self, substitute: outcome.substitute)
    }
    guard shownViewController.parent !== presenter else { return }
    let previous = traitCollection
    traitCollection = presentedTraits(fromPresenter: presenter.traitCollection)
    if previous != traitCollection { traitCollectionDidChange(previous) }
    let wasShowing = isShowingItsPresentation
    layoutPresentation()
    // A callback of that layout may have ended the presentation: a rotation from the presented
    // controller's `viewDidLayoutSubviews` that expands the split whose inspector sheet it is
    // (fuzz seed 3746386334).
    guard !wasShowing || isShowingItsPresentation, shownViewController.parent !== presenter else { return }
    shownViewController.applyTraitsFromHost(traitCollection)
  }

  /// Sizes the container and the presented view.
  func layoutPresentation() {
    guard let containerView, let window else { return }
    containerView.frame = containerFrame(in: window)
    containerViewWillLayoutSubviews()
    presentedView?.frame = frameOfPresentedViewInContainerView
    containerViewDidLayoutSubviews()
  }

  /// The container's frame: the context controller's view for context styles, else the window.
  func containerFrame(in window: UIWindow) -> CGRect {
    if effectivePresentationStyle.isContextStyle, let context = storedPresenting, let view = context.storedView, view.window != nil {
      return view.frameInWindow
    }
    return window.bounds
  }
}
