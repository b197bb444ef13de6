import Foundation

/// The state and steps the pipeline drives on every presentation controller.
extension UIPresentationController {
  /// The window context adaptation questions are asked in: the presenter's window's.
  var adaptationContext: WindowContext? { storedPresenting.flatMap(PresentationPipeline.context(of:)) }

  /// The controller on screen for this presentation: the substitute, or the presented controller.
  var shownViewController: UIViewController { adaptiveSubstitute ?? presentedViewController }

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
    return result
  }

  /// The presented view's size for a container size, using the style and presenter traits the
  /// running transition is about to adopt.
  func presentedSize(forContainerSize size: CGSize) -> CGSize {
    guard let containerView else { return size }
    let savedFrame = containerView.frame, savedStyle = effectivePresentationStyle
    containerView.frame.size = size
    if let pendingStyle { effectivePresentationStyle = pendingStyle }
    defer {
      containerView.frame = savedFrame
      effectivePresentationStyle = savedStyle
    }
    return frameOfPresentedViewInContainerView.size
  }

  /// The presenter's traits that layout uses: the incoming ones during a trait transition.
  var presenterTraitsForLayout: UITraitCollection {
    pendingPresenterTraits ?? storedPresenting?.traitCollection ?? traitCollection
  }

  /// The window the presentation is in.
  var window: UIWindow? { containerView?.window ?? storedPresenting?.storedView?.window }

  /// Called when the presenter's traits are about to change: re-adapt (R62) and forward.
  func presentingWillTransition(to presenterTraits: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
    readapt(to: presenterTraits, with: coordinator)
    willTransition(to: presentedTraits(fromPresenter: presenterTraits), with: coordinator)
  }

  /// Asks the adaptation questions again for `presenterTraits`; a new style is adopted when the
  /// traits are applied (``presentingTraitsDidChange()``).
  func readapt(to presenterTraits: UITraitCollection, with coordinator: (any UIViewControllerTransitionCoordinator)?) {
    if coordinator != nil { pendingPresenterTraits = presenterTraits }
    let decision = PresentationAdaptation.decide(for: self, traits: presenterTraits, coordinator: coordinator, current: effectivePresentationStyle)
    if let decision { pendingStyle = decision }
  }

  /// Called after the presenter's traits changed: adopt the new style, traits and frames.
  func presentingTraitsDidChange() {
    guard let presenter = storedPresenting else { return }
    pendingPresenterTraits = nil
    if let pendingStyle {
      self.pendingStyle = nil
      if pendingStyle != effectivePresentationStyle {
        effectivePresentationStyle = pendingStyle
        PresentationPipeline.styleDidChange(self)
      }
    }
    let previous = traitCollection
    traitCollection = presentedTraits(fromPresenter: presenter.traitCollection)
    if previous != traitCollection { traitCollectionDidChange(previous) }
    layoutPresentation()
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
