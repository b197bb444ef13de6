import Foundation

/// The one path every presentation and dismissal takes (R57–R67, R94):
/// validate → resolve the style → choose the presenter → create the presentation controller →
/// adapt → link and apply traits → lay out → appearance callbacks → completion.
@MainActor
enum PresentationPipeline {
  /// The context of the window `controller`'s view is in (a detached presenter's view may be in a
  /// window its hierarchy is not rooted in), else of the window its hierarchy is in.
  static func context(of controller: UIViewController) -> WindowContext? {
    controller.storedView?.window?.context ?? controller.windowContext
  }

  static func present(_ presented: UIViewController, from source: UIViewController, animated: Bool, completion: (() -> Void)?) {
    if let reason = refusal(presenting: presented, from: source) {
      reason.report()
      return
    }
    let style = presented.modalPresentationStyle
    let presenter = resolvePresenter(from: source, style: style)
    if let reason = partialCurlRefusal(presenter, presenting: presented) ?? presenterRefusal(presenter, presenting: presented, from: source) {
      reason.report()
      return
    }
    detachedSourceFault(source, presenting: presented)?.report()
    guard let window = presenter.storedView?.window else { return }

    let controller = presented.presentationController(forStyle: style)
    controller.storedPresenting = presenter
    controller.source = source
    // R62: adapt against the presenter's traits; the delegate hears `.none` when nothing adapts.
    let outcome = PresentationAdaptation.decide(
      for: controller, traits: controller.adaptationTraits(presenterTraits: presenter.traitCollection, windowTraits: nil),
      coordinator: nil, current: nil, initial: true)
    controller.effectivePresentationStyle = outcome?.style ?? style
    if case .some(.some(let substitute)) = outcome?.substitute { controller.adaptiveSubstitute = substitute }
    // R79, R81: the style's own checks (a popover's anchor) abort before anything is linked. A
    // callback of the adaptation (the delegate, a substitute's `willMove(toParent:)`) may have
    // presented from the same presenter or taken its view out of the window: that change wins.
    if let reason = controller.prepareForTransition() ?? presenterRefusal(presenter, presenting: presented, from: source)
      ?? presenterMadeChildRefusal(presenter, presenting: presented, from: source)
      ?? placedElsewhereRefusal(presented, substitute: controller.adaptiveSubstitute) {
      // A callback may have presented the same controller meanwhile (`show` from
      // `willPresentWithAdaptiveStyle`): that presentation uses this presentation controller and
      // stays (fuzz seed 10001702).
      if !controller.isShowingItsPresentation {
        controller.storedPresenting = nil
        controller.source = nil
        controller.adaptiveSubstitute = nil
        controller.effectivePresentationStyle = style
      }
      reason.report()
      return
    }

    // A callback of the adaptation may have presented the same controller elsewhere with this
    // presentation controller, and that presentation ended since (its window was released): the
    // presentation controller names this presenter and source again (current-mix fuzz seed
    // 500001294).
    controller.storedPresenting = presenter
    controller.source = source
    let context = window.context
    context.presentationInProgress = true
    let root = controller.shownViewController
    presenter.journal(.present(controller.effectivePresentationStyle), animated: animated, from: presenter, to: root,
                      zoomSource: presenter.zoomSourceFrame(zooming: presented))
    presenter.storedPresentedViewController = root
    root.storedPresentingViewController = presenter
    root.storedPresentationController = controller
    presented.storedPresentationController = controller
    controller.presentingTraitsDidChange()

    let container = PresentationContainerView(frame: window.bounds)
    container.accessibilityIdentifier = "presentation-container"
    controller.containerView = container
    controller.presentationTransitionWillBegin()
    let removesPresenter = controller.removesPresentersViewNow
    root.beingPresented = true
    // Loading the presented view runs its `viewDidLoad`, which may end this presentation (a resize
    // that collapses the split it is presented in; current fuzz seed 500000087): the view is
    // loaded first, and an ended presentation runs no appearance transition, so the presenter is
    // not left disappeared behind nothing.
    if root.appearanceState == .disappeared { root.loadViewIfNeeded() }
    let isStillPresented = root.storedPresentingViewController === presenter
    UIViewController.runAppearanceTransition(
      appearing: isStillPresented ? [root] : [], disappearing: isStillPresented && removesPresenter ? [presenter] : [],
      animated: animated, order: .modal
    ) {
      defer { context.presentationInProgress = false }
      // A callback (`viewWillAppear`) may have ended the presentation meanwhile, or taken the
      // presenter out of this window (a new root): its views then stay out of the window.
      guard root.storedPresentingViewController === presenter, presenter.storedView?.window === window else { return }
      window.addSubview(container)
      controller.layoutPresentation()
      container.addSubview(root.view)
      controller.layoutPresentation()
      if removesPresenter { removePresenterView(of: controller) }
    }
    root.beingPresented = false
    controller.presentationTransitionDidEnd(true)
    completion?()
    // A collapsed split's inspector sheet held back while this presentation ran comes up (R112).
    UISplitViewController.presentPendingInspectorSheets(in: window)
  }

  /// Takes the presenter's view out of the window, remembering where it was.
  static func removePresenterView(of controller: UIPresentationController) {
    guard let presenterView = controller.storedPresenting?.storedView, let superview = presenterView.superview else { return }
    controller.removedPresenterViewSlot = (superview, superview.subviews.firstIndex { $0 === presenterView } ?? 0)
    presenterView.removeFromSuperview()
  }

  /// Whether `presenter` is still hosted where its view was taken from (`superview`): a callback
  /// of the dismissal may have moved it meanwhile (another container adopted it), and its view
  /// then stays where that move put it.
  static func isHost(_ superview: UIView, of presenter: UIViewController) -> Bool {
    if let parent = presenter.parent {
      guard let parentView = parent.storedView else { return false }
      return superview.isDescendant(of: parentView)
    }
    if let window = presenter.windowHosting { return superview === window }
    if let container = presenter.storedPresentationController?.containerView, presenter.storedPresentingViewController != nil {
      return superview.isDescendant(of: container)
    }
    return false
  }

  /// Dismisses what `receiver` presented (and everything above), or `receiver`'s own presentation
  /// when it presents nothing (R67).
  static func dismiss(from receiver: UIViewController, animated: Bool, completion: (() -> Void)?) {
    let target: UIViewController
    if let presented = receiver.presentedViewController {
      target = presented
    } else if receiver.presentingViewController != nil {
      target = receiver.containmentRoot
    } else {
      return
    }
    if PresentationPipeline.context(of: receiver)?.presentationInProgress == true {
      MisuseReport.log("Warning: Attempt to dismiss from view controller \(receiver.debugName) while a presentation or dismiss is in progress!").report()
      return
    }
    let window = receiver.storedView?.window ?? receiver.hostingWindow
    dismissPresentation(of: target, animated: animated, completion: completion)
    // The presentation that held a collapsed split's inspector sheet back has ended (R112).
    UISplitViewController.presentPendingInspectorSheets(in: window)
  }

  /// Removes the presentation of `presented` and every presentation above it; only the top-most
  /// animates.
  ///
  /// A dismissal run by a callback of another one (a split collapsing on a resize from a
  /// `viewWillAppear` of the outer dismissal) leaves the outer one in progress when it ends, so
  /// nothing is presented above the chain the outer one is taking down (fuzz seed 10000865).
  ///
  /// Once the outermost dismissal has ended, a collapsed split's inspector sheet that it (or a
  /// callback of it) held back comes up (R112), except in a tree whose presentations are being
  /// taken down with it (``takingDownPresentations(of:_:)``).
  static func dismissPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
    guard let presenter = presented.storedPresentingViewController else { return }
    let chain = presentationChain(from: presented)
    let context = PresentationPipeline.context(of: presented)
    let window = presenter.storedView?.window ?? presenter.hostingWindow
    let wasInProgress = context?.presentationInProgress ?? false
    context?.presentationInProgress = true
    for (index, controller) in chain.enumerated().reversed() {
      let isTop = index == chain.count - 1
      removePresentation(of: controller, animated: isTop && animated)
    }
    context?.presentationInProgress = wasInProgress
    completion?()
    // Fuzz seed 500000714 (current mix): a split made a window's root from a callback of a
    // dismissal that no public `dismiss` ran (a controller leaving a stack took its presentation
    // with it) collapsed and appeared meanwhile, and its sheet never came up.
    if !wasInProgress { UISplitViewController.presentPendingInspectorSheets(in: window) }
  }

  /// The trees whose presentations are being taken down with them, innermost last.
  private(set) static var treesTakingDownPresentations: [UIViewController] = []

  /// Runs `dismissals`, the presentations of `tree` ended because it leaves its place (a window's
  /// old root, a controller popped off a stack): an inspector sheet held back in `tree` does not
  /// come up after each of them, as it would be left behind where the tree was.
  static func takingDownPresentations(of tree: UIViewController, _ dismissals: () -> Void) {
    treesTakingDownPresentations.append(tree)
    dismissals()
    treesTakingDownPresentations.removeLast()
  }

  /// `presented` and every controller presented above it (by it or its descendants), bottom first.
  static func presentationChain(from presented: UIViewController) -> [UIViewController] {
    var chain = [presented]
    var index = 0
    while index < chain.count {
      chain[index].forEachInContainmentTree { controller in
        if let next = controller.storedPresentedViewController { chain.append(next) }
      }
      index += 1
    }
    return chain
  }

  private static func removePresentation(of presented: UIViewController, animated: Bool) {
    // The presentation controller names the presenter while the adaptation delegate is asked for
    // a substitute (the presented controller is released from its presenter for the call).
    guard let controller = presented.storedPresentationController,
          let presenter = presented.storedPresentingViewController ?? controller.storedPresenting,
          presenter.storedPresentedViewController === presented else { return }
    presenter.journal(.dismiss, animated: animated, from: presented, to: presenter,
                      zoomSource: presenter.zoomSourceFrame(zooming: presented))
    controller.dismissalTransitionWillBegin()
    let restoresPresenter = controller.removedPresenterViewSlot != nil
    presented.beingDismissed = true
    UIViewController.runAppearanceTransition(
      appearing: restoresPresenter ? [presenter] : [], disappearing: [presented], animated: animated, order: .modal
    ) {
      if let slot = controller.removedPresenterViewSlot, let presenterView = presenter.storedView,
         isHost(slot.superview, of: presenter) {
        slot.superview.insertSubview(presenterView, at: slot.index)
      }
      controller.removedPresenterViewSlot = nil
      presented.storedView?.removeFromSuperview()
      controller.containerView?.removeFromSuperview()
    }
    presented.beingDismissed = false
    // A callback may have ended this presentation and made another from the same presenter
    // meanwhile (a root swap from `viewDidDisappear`): that one stays. One that swapped in an
    // adaptive substitute (a resize) still ends: the substitute is unlinked too.
    if let shown = presenter.storedPresentedViewController, shown.storedPresentationController === controller {
      presenter.storedPresentedViewController = nil
      if shown.storedPresentingViewController === presenter { shown.storedPresentingViewController = nil }
    }
    if presented.storedPresentingViewController === presenter { presented.storedPresentingViewController = nil }
    // A callback may have rearranged the dismissed tree mid-transition (a split collapsing on a
    // resize from `viewWillDisappear`): whatever it left half-way finishes off screen.
    presented.forEachInContainmentTree { $0.settleAppearanceOffScreen() }
    controller.containerView = nil
    controller.dismissalTransitionDidEnd(true)
    controller.didFinishDismissal()
    presented.storedPresentationController = nil
    controller.adaptiveSubstitute = nil  // the substitute lets go of the presented controller
    // A split's inspector sheet that ends is the inspector hidden (R112).
    presented.columnHolder?.columnPresentationDidEnd(presented)
  }

  /// Unlinks the presentation `presenter` shows, without callbacks or transitions: the window it
  /// was in is freed (see `UIWindow`'s deinitializer). Kept, the presented controller would stay
  /// presented by a controller shown later in another window, outside that window's presentations
  /// and their trait updates.
  static func forgetPresentation(of presenter: UIViewController) {
    guard let shown = presenter.storedPresentedViewController else { return }
    let controller = shown.storedPresentationController
    presenter.storedPresentedViewController = nil
    if shown.storedPresentingViewController === presenter { shown.storedPresentingViewController = nil }
    shown.storedPresentationController = nil
    if let presented = controller?.presentedIfAlive, presented.storedPresentationController === controller {
      presented.storedPresentationController = nil
    }
    controller?.containerView = nil
    controller?.storedPresenting = nil
    controller?.adaptiveSubstitute = nil
  }

  // MARK: Presenter resolution (R63)

  /// The real presenter: for context styles the nearest controller (from the source up) that
  /// defines the presentation context, else the root of the source's containment tree.
  static func resolvePresenter(from source: UIViewController, style: UIModalPresentationStyle) -> UIViewController {
    if style.isContextStyle {
      var candidate: UIViewController? = source
      while let controller = candidate {
        if controller.definesPresentationContext { return controller }
        candidate = controller.parent
      }
    }
    return source.containmentRoot
  }
}
