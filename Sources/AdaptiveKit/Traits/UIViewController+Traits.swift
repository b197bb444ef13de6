import Foundation

extension UIViewController {
  /// The controller's traits: its host's (window, parent or presentation) with the parent's override
  /// for it applied (R50–R53).
  public var traitCollection: UITraitCollection {
    PropertiesUpdatePass.noteTraitRead()
    return storedTraitCollection
  }

  /// Sets this controller's traits from its host's and pushes them down to children and
  /// presentations, calling `traitCollectionDidChange(_:)` where they change.
  func applyTraitsFromHost(_ hostTraits: UITraitCollection) {
    applyTraits(expectedTraits(fromHost: hostTraits), recorder: CallbackRecorder.current)
  }

  /// Sets this controller's traits to `newTraits`, already resolved for it, then pushes them down;
  /// `recorder` is the bound ``CallbackRecorder``, read once for the whole pass.
  private func applyTraits(_ newTraits: UITraitCollection, recorder: CallbackRecorder?) {
    let previous = storedTraitCollection
    storedTraitCollection = newTraits
    if !hasReceivedTraits {
      // As from iOS 17, the first traits a controller receives are not announced as a change.
      hasReceivedTraits = true
      storedView?.safeAreaChainDidChange()
      applySizeClassInstallations()
      // A properties update that ran before the first traits read none yet (R126).
      if let view = storedView, view.updatePropertiesReadsTraits { view.setNeedsUpdateProperties() }
    } else if previous != newTraits {
      // Bars that hide in compact height follow the traits.
      storedView?.safeAreaChainDidChange()
      recorder?.record(self, "traitCollectionDidChange(_:) → \(newTraits.horizontalSizeClass)/\(newTraits.verticalSizeClass)")
      applySizeClassInstallations()
      traitCollectionDidChange(previous)
      for observer in traitChangeObservers { observer.notifyIfAffected(self, previous: previous) }
      storedView?.deliverTraitChange(inheritedFrom: previous, to: newTraits)
      if previous.layoutDirection != newTraits.layoutDirection { layoutDirectionDidChange() }
      // A split (the one container that adjusts its children's traits) collapses or expands on
      // a size class change that no transition told it of (R15).
      if adjustsTraitsOfChildren, previous.horizontalSizeClass != newTraits.horizontalSizeClass,
         let split = self as? UISplitViewController {
        split.followTraitsChangedMeanwhile()
      }
    }
    // Each child inherits this controller's traits as they are now: a callback above may have run
    // a nested trait transition that already gave this controller newer ones. A child that a
    // callback moved to another parent meanwhile got its traits there, and keeps them.
    // Unretained: the list's storage keeps each child alive (UnretainedWalks.swift).
    children.forEachUnretained { child in
      guard child.parentIdentifier == ObjectIdentifier(self) else { return }
      child.applyTraits(child.expectedTraits(fromHost: storedTraitCollection, listedBy: self), recorder: recorder)
    }
    if let presented = storedPresentedViewController { presented.storedPresentationController?.presentingTraitsDidChange() }
  }

  /// The traits this controller should have when its host's are `hostTraits`: the parent's override
  /// for it, then its own `traitOverrides`.
  func expectedTraits(fromHost hostTraits: UITraitCollection) -> UITraitCollection {
    withOwnTraitOverrides(parent?.traits(forChild: self, parentTraits: hostTraits) ?? hostTraits)
  }

  /// ``expectedTraits(fromHost:)`` for a controller in `container`'s `children`. When `container`
  /// is its parent — always, unless a callback moved it during the pass — the parent is taken from
  /// there instead of loading the `parent` reference (a retain and release per child; B1 in
  /// BENCHMARKS.md). Equal identities mean the same controller: `container` is alive, and a
  /// controller is only ever listed in `children` by the parent that adopted it.
  func expectedTraits(fromHost hostTraits: UITraitCollection, listedBy container: UIViewController) -> UITraitCollection {
    guard parentIdentifier == ObjectIdentifier(container) else { return expectedTraits(fromHost: hostTraits) }
    // Most children inherit their parent's traits as they are: nothing to overlay.
    if traitOverrideStorage == nil, !container.adjustsTraitsOfChildren { return hostTraits }
    return withOwnTraitOverrides(container.traits(forChild: self, parentTraits: hostTraits))
  }

  /// The override this controller's parent set with `setOverrideTraitCollection(_:forChild:)`.
  var parentTraitOverride: UITraitCollection? {
    get { traitOverrideStorage?.fromParent }
    set { updateTraitOverrideStorage { $0.fromParent = newValue } }
  }

  /// The traits this controller overrides on itself (`traitOverrides`, R56).
  var ownTraitOverrides: UITraitCollection? {
    get { traitOverrideStorage?.own }
    set { updateTraitOverrideStorage { $0.own = newValue } }
  }

  /// Changes the override storage, making it when needed and dropping it once it holds nothing.
  private func updateTraitOverrideStorage(_ change: (TraitOverrideStorage) -> Void) {
    let storage = traitOverrideStorage ?? TraitOverrideStorage()
    change(storage)
    traitOverrideStorage = storage.fromParent == nil && storage.own == nil ? nil : storage
  }

  /// `inherited` with this controller's own `traitOverrides` applied on top.
  private func withOwnTraitOverrides(_ inherited: UITraitCollection) -> UITraitCollection {
    guard let ownTraitOverrides else { return inherited }
    return inherited.overlaid(with: ownTraitOverrides)
  }

  /// The traits this controller overrides on itself and its descendants (iOS 17, R56). Changing
  /// them updates the traits at once, with `traitCollectionDidChange(_:)` and registered handlers.
  public var traitOverrides: UITraitOverrides {
    get { UITraitOverrides(collection: ownTraitOverrides ?? UITraitCollection()) }
    set {
      let collection = newValue.collection == UITraitCollection() ? nil : newValue.collection
      guard collection != ownTraitOverrides else { return }
      ownTraitOverrides = collection
      applyTraitsFromHost(hostTraitCollection)
    }
  }

  /// The appearance of this controller and its descendants (`.unspecified`: inherit); a shorthand for
  /// `traitOverrides.userInterfaceStyle`, as from iOS 17.
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { traitOverrides.userInterfaceStyle }
    set { traitOverrides.userInterfaceStyle = newValue }
  }

  /// Traits are always current in AdaptiveKit, so there is nothing to update.
  public func updateTraitsIfNeeded() {}

  /// Calls `handler` with the controller and its previous traits after any of `traits` changes
  /// (iOS 17, R56). The returned token is optional to keep.
  @discardableResult
  public func registerForTraitChanges<Environment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(id: nextTraitRegistrationID)
    nextTraitRegistrationID += 1
    traitChangeObservers.append(TraitChangeObserver(registration: registration, traits: traits) { controller, previous in
      if let environment = controller as? Environment { handler(environment, previous) }
    })
    return registration
  }

  /// Stops a handler registered with `registerForTraitChanges(_:handler:)`.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    guard let registration = registration as? TraitChangeRegistration else { return }
    traitChangeObservers.removeAll { $0.registration == registration }
  }

  /// The coordinator of the size or trait transition running now, or nil outside one.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    windowContext?.transitionCoordinators.last
  }

  /// The traits this controller inherits from: its parent's, its presentation's, or its window's.
  var hostTraitCollection: UITraitCollection {
    if let parent { return parent.traitCollection }
    if let presentation = storedPresentationController, let presenter = storedPresentingViewController {
      return presentation.presentedTraits(fromPresenter: presenter.traitCollection)
    }
    if let window = windowHosting { return window.traitCollection }
    return storedTraitCollection
  }

  func forwardTraitTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
    children.forEachUnretained { child in
      let childTraits = child.expectedTraits(fromHost: newCollection, listedBy: self)
      if childTraits != child.traitCollection { child.willTransition(to: childTraits, with: coordinator) }
    }
    if let presented = storedPresentedViewController, let controller = presented.storedPresentationController {
      controller.presentingWillTransition(to: newCollection, with: coordinator)
    }
  }

  /// Calls `viewWillTransition(to:with:)`, recorded as the call is made (``CallbackRecorder``): an
  /// override that calls `super` late records where UIKit calls it, not where `super` runs. The
  /// recorder is the one AdaptiveKit's coordinator read when the transition began.
  func sendViewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    let recorder = if let ours = coordinator as? TransitionCoordinator { ours.callbackRecorder } else { CallbackRecorder.current }
    recorder?.record(self, "viewWillTransition(to: \(CallbackRecorder.describe(size)), with:)")
    viewWillTransition(to: size, with: coordinator)
  }

  func forwardSizeTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    children.forEachUnretained { child in
      child.sendViewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
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
    let newTraits = child.expectedTraits(fromHost: traitCollection)
    guard newTraits != child.traitCollection else { return }
    let coordinator = TransitionCoordinator(animated: false)
    coordinator.whileActive(in: windowContext) {
      child.willTransition(to: newTraits, with: coordinator)
      child.applyTraitsFromHost(traitCollection)
      coordinator.runAnimations()
      coordinator.complete()
    }
  }
}
