import Foundation

extension PresentationPipeline {
  // MARK: Re-adaptation (R62)

  /// The shown style changed during a trait transition: swap in or out the delegate's substitute
  /// and remove or restore the presenter's view, with appearance callbacks ([INF]).
  static func styleDidChange(_ controller: UIPresentationController, substitute: UIViewController??) {
    if let change = substitute {
      swapShownController(of: controller, substitute: change)
    }
    guard let presenter = controller.storedPresenting else { return }
    let removed = controller.removedPresenterViewSlot != nil
    if controller.removesPresentersViewNow, !removed, presenter.storedView?.window != nil {
      UIViewController.runAppearanceTransition(appearing: [], disappearing: [presenter], animated: true) {
        removePresenterView(of: controller)
      }
    } else if !controller.removesPresentersViewNow, controller.removedPresenterViewSlot != nil, let view = presenter.storedView {
      UIViewController.runAppearanceTransition(appearing: [presenter], disappearing: [], animated: true) {
        // A callback of the presenter's `viewWillAppear` may have ended the presentation (which
        // put the view back) or moved the presenter elsewhere: its view stays where it is.
        if let slot = controller.removedPresenterViewSlot, isHost(slot.superview, of: presenter) {
          slot.superview.insertSubview(view, at: slot.index)
        }
        controller.removedPresenterViewSlot = nil
      }
    }
  }

  /// Shows `substitute` (usually a container of the presented controller) instead of the presented
  /// controller, or, with nil, shows the presented controller again in place of the substitute.
  private static func swapShownController(of controller: UIPresentationController, substitute: UIViewController?) {
    guard let presenter = controller.storedPresenting, let container = controller.containerView else { return }
    let old = controller.shownViewController
    let original = controller.presentedViewController
    if let substitute {
      // A substitute that does not contain the presented controller replaces it on screen.
      let contains = isDescendant(original, of: substitute)
      old.storedPresentingViewController = nil
      presenter.storedPresentedViewController = substitute
      substitute.storedPresentingViewController = presenter
      substitute.storedPresentationController = controller
      controller.adaptiveSubstitute = substitute
      UIViewController.runAppearanceTransition(appearing: [substitute], disappearing: contains ? [] : [old], animated: true) {
        // A callback of the swap (a resize from a `viewWillAppear`) may have swapped again: only
        // what the presentation shows now goes in (fuzz seed 10002408).
        if !contains, controller.shownViewController !== old { old.storedView?.removeFromSuperview() }
        guard controller.shownViewController === substitute else { return }
        container.addSubview(substitute.view)
        controller.layoutPresentation()
      }
      // A push onto the substitute before it was on screen (from the presented controller's
      // `viewWillLayoutSubviews` as the delegate wrapped it) covered the presented controller,
      // which kept the appearance of its own presentation: it disappears now (fuzz seed 10002963).
      // Pushed over from its `didMove(toParent:)`, it never entered the substitute's view: its own
      // is still in the container, in the window, and leaves it (current fuzz seed 800001055).
      if contains, let view = original.storedView, view.superview === container { view.removeFromSuperview() }
      if contains, original.appearanceState == .appeared, original.storedView?.window == nil {
        UIViewController.runAppearanceTransition(appearing: [], disappearing: [original], animated: true) {}
      }
      // The replaced controller left the screen: what it presented (even from a callback of its
      // disappearance) ends with it.
      if !contains { old.dismissEveryPresentationWithoutAnimation() }
    } else {
      if let parent = original.parent {
        // Moved out of the substitute meanwhile (made a tab of another controller; legacy fuzz
        // seed 900000070), it leaves that container as when another adopts it, so the container's
        // list (tabs, stack) no longer names it.
        if isDescendant(parent, of: old) { original.removeFromParent() } else { parent.releaseChildForAdoption(original, by: original) }
      }
      controller.adaptiveSubstitute = nil
      old.storedPresentingViewController = nil
      old.storedPresentationController = nil
      presenter.storedPresentedViewController = original
      original.storedPresentingViewController = presenter
      original.storedPresentationController = controller
      let wasShown = original.appearanceState == .appeared && original.storedView?.window != nil
      // A view moved within the window keeps its appearance; otherwise it appears now.
      if wasShown { container.addSubview(original.view) }
      UIViewController.runAppearanceTransition(appearing: wasShown ? [] : [original], disappearing: [old], animated: true) {
        // A callback of the swap (a resize from the presented controller's `viewWillAppear`) may
        // have swapped a new substitute in: the presented controller's view stays out of the
        // container (fuzz seed 10002408).
        if !wasShown, controller.shownViewController === original { container.addSubview(original.view) }
        if controller.shownViewController !== old { old.storedView?.removeFromSuperview() }
      }
      controller.layoutPresentation()
      if !isDescendant(original, of: old) { old.dismissEveryPresentationWithoutAnimation() }
    }
  }

  /// Whether `controller` is `ancestor` or inside it.
  private static func isDescendant(_ controller: UIViewController, of ancestor: UIViewController) -> Bool {
    var current: UIViewController? = controller
    while let candidate = current {
      if candidate === ancestor { return true }
      current = candidate.parent
    }
    return false
  }
}
