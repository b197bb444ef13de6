import Foundation

extension PresentationPipeline {
  // MARK: Re-adaptation (R62)

  /// The shown style changed during a trait transition: swap in or out the delegate's substitute
  /// and remove or restore the presenter's view, with appearance callbacks ([INF]).
  static func styleDidChange(_ controller: UIPresentationController) {
    if let change = controller.pendingSubstitute {
      controller.pendingSubstitute = nil
      swapShownController(of: controller, substitute: change)
    }
    guard let presenter = controller.storedPresenting else { return }
    let removed = controller.removedPresenterViewSlot != nil
    if controller.removesPresentersViewNow, !removed, presenter.storedView?.window != nil {
      UIViewController.runAppearanceTransition(appearing: [], disappearing: [presenter], animated: true) {
        removePresenterView(of: controller)
      }
    } else if !controller.removesPresentersViewNow, let slot = controller.removedPresenterViewSlot, let view = presenter.storedView {
      UIViewController.runAppearanceTransition(appearing: [presenter], disappearing: [], animated: true) {
        slot.superview.insertSubview(view, at: slot.index)
        controller.removedPresenterViewSlot = nil
      }
    }
  }

  /// Shows `substitute` (which contains the presented controller) instead of the presented
  /// controller, or, with nil, takes the presented controller back out of the substitute.
  private static func swapShownController(of controller: UIPresentationController, substitute: UIViewController?) {
    guard let presenter = controller.storedPresenting, let container = controller.containerView else { return }
    let old = controller.shownViewController
    let original = controller.presentedViewController
    if let substitute {
      old.storedPresentingViewController = nil
      presenter.storedPresentedViewController = substitute
      substitute.storedPresentingViewController = presenter
      substitute.storedPresentationController = controller
      controller.adaptiveSubstitute = substitute
      UIViewController.runAppearanceTransition(appearing: [substitute], disappearing: [], animated: true) {
        container.addSubview(substitute.view)
        controller.layoutPresentation()
      }
    } else {
      if original.parent === old { original.removeFromParent() }
      container.addSubview(original.view)
      controller.adaptiveSubstitute = nil
      old.storedPresentingViewController = nil
      old.storedPresentationController = nil
      presenter.storedPresentedViewController = original
      original.storedPresentingViewController = presenter
      UIViewController.runAppearanceTransition(appearing: [], disappearing: [old], animated: true) {
        old.storedView?.removeFromSuperview()
      }
      controller.layoutPresentation()
    }
  }
}
