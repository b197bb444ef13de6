import Foundation

extension UIViewController {
  /// The controller's traits: its host's (window, parent or presentation) with the parent's override
  /// for it applied (R50–R53).
  public var traitCollection: UITraitCollection { storedTraitCollection }

  /// Sets this controller's traits from its host's and pushes them down to children and
  /// presentations, calling `traitCollectionDidChange(_:)` where they change.
  func applyTraitsFromHost(_ hostTraits: UITraitCollection) {
    let newTraits = parent?.traits(forChild: self, parentTraits: hostTraits) ?? hostTraits
    let previous = storedTraitCollection
    let first = !hasReceivedTraits
    storedTraitCollection = newTraits
    hasReceivedTraits = true
    // As from iOS 17, the first traits a controller receives are not announced as a change.
    if !first, previous != newTraits { traitCollectionDidChange(previous) }
    for child in children { child.applyTraitsFromHost(newTraits) }
    if let presented = storedPresentedViewController { presented.storedPresentationController?.presentingTraitsDidChange() }
  }

  func forwardTraitTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
    for child in children {
      let childTraits = traits(forChild: child, parentTraits: newCollection)
      if childTraits != child.traitCollection { child.willTransition(to: childTraits, with: coordinator) }
    }
    if let presented = storedPresentedViewController, let controller = presented.storedPresentationController {
      controller.presentingWillTransition(to: newCollection, with: coordinator)
    }
  }

  func forwardSizeTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    for child in children {
      child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
    }
    if let presented = storedPresentedViewController, let controller = presented.storedPresentationController {
      controller.viewWillTransition(to: size, with: coordinator)
    }
  }

  func performSetOverrideTraitCollection(_ collection: UITraitCollection?, forChild child: UIViewController) {
    guard child.parent === self else {
      MisuseReport.log(
        "setOverrideTraitCollection: \(child.debugName) is not a child of \(debugName); the override is ignored."
      ).report()
      return
    }
    let override = collection == UITraitCollection() ? nil : collection
    guard override != child.parentTraitOverride else { return }
    child.parentTraitOverride = override
    let newTraits = traits(forChild: child, parentTraits: traitCollection)
    guard newTraits != child.traitCollection else { return }
    let coordinator = TransitionCoordinator(animated: false)
    child.willTransition(to: newTraits, with: coordinator)
    child.applyTraitsFromHost(traitCollection)
    coordinator.runAnimations()
    coordinator.complete()
  }
}
