import Foundation

/// A container that lays out two view controllers, a primary and a secondary, through an
/// arrangement, as UIKit's `UIArrangementViewController` (iOS 27.1; R129–R133).
///
/// The default ``UISplitArrangement`` puts them side by side when the container is wider than
/// tall, stacks them when it is taller, and shows the primary alone when there is no room for
/// both; ``UIOverlayArrangement`` layers the primary above the secondary. The layout is worked out
/// again on every size change (a rotation, a window resize). There is no delegate: read where a
/// view went with ``state(for:)``.
///
/// ```swift
/// let arrangement = UIArrangementViewController()
/// arrangement.setViewController(photo, for: .primary)
/// arrangement.setViewController(details, for: .secondary)
/// navigationController.setViewControllers([arrangement], animated: false)
/// ```
///
/// > Important: An arrangement is layout, not navigation (R133): put it inside a navigation
/// > controller, not around one, and not in a split view controller's column. It takes no part
/// > in `show(_:sender:)` or `showDetailViewController(_:sender:)`: they pass through it to its
/// > ancestors.
open class UIArrangementViewController: UIViewController {
  /// The controllers as placed; a controller a callback or the app took out since is ignored
  /// (`placedController(for:)`).
  private var storedPrimary: UIViewController?
  private var storedSecondary: UIViewController?
  /// The arrangement in use, as a copy (R130).
  var storedArrangement = StoredArrangement.split(UISplitArrangement()) {
    didSet { layoutGeneration &+= 1 }
  }
  /// Counts the changes of placements and arrangement, so a layout knows when a callback of a
  /// child's loading or layout made one meanwhile.
  var layoutGeneration = 0
  /// Whether ``setViewController(_:for:animated:)`` is running; calls made meanwhile from its
  /// callbacks wait in `queuedChanges` and run, in order, when it ends.
  private var isChangingPlacements = false
  private var queuedChanges: [() -> Void] = []

  /// The arrangement in use.
  enum StoredArrangement: Equatable {
    case split(UISplitArrangement)
    case overlay(UIOverlayArrangement)
  }

  // MARK: Placements

  /// Places `viewController` in `placement`, replacing the one there, or empties the placement
  /// for nil (R129).
  ///
  /// The arriving controller becomes a child (taken from any container that had it, as
  /// `addChild(_:)` does) and gets `willMove(toParent:)`; the leaving one gets
  /// `willMove(toParent: nil)`; then, if the arrangement is on screen, the leaving controller's
  /// `viewWillDisappear`, the arriving one's `viewWillAppear`, their `viewDidDisappear` and
  /// `viewDidAppear`; last the leaving one's `didMove(toParent: nil)` and the arriving one's
  /// `didMove(toParent:)`. A controller already in the other placement is refused (reported, and
  /// nothing changes) [INF].
  public final func setViewController(_ viewController: UIViewController?, for placement: ViewPlacement, animated: Bool = false) {
    if isChangingPlacements {
      queuedChanges.append { [weak self] in self?.setViewController(viewController, for: placement, animated: animated) }
      return
    }
    isChangingPlacements = true
    defer {
      isChangingPlacements = false
      while !isChangingPlacements, !queuedChanges.isEmpty { queuedChanges.removeFirst()() }
    }
    replaceViewController(with: viewController, for: placement, animated: animated)
  }

  private func replaceViewController(with viewController: UIViewController?, for placement: ViewPlacement, animated: Bool) {
    let old = placedController(for: placement)
    guard old !== viewController else { return }
    if let viewController {
      if viewController === placedController(for: placement.other) {
        MisuseReport.exception(
          "Application tried to place \(viewController.debugName) in both the primary and the secondary placements of \(debugName)."
        ).report()
        return
      }
      if let refusal = adoptionRefusal(of: viewController) {
        refusal.report()
        return
      }
    }
    let onScreen = isOnScreen
    let oldWasShown = old.map { visibleChildren.containsIdentical($0) } ?? false
    if let viewController, viewController.parent !== self {
      addChild(viewController)
      // Refused, or placed elsewhere by a callback of its adoption: nothing changes.
      guard viewController.parent === self else { return }
    }
    old?.willMove(toParent: nil)
    // A callback of the leaving controller may have filled the placement meanwhile: this change
    // still replaces whatever is there.
    setStored(viewController, for: placement)
    let arrivingShown = viewController.map { visibleChildren.containsIdentical($0) } ?? false
    let appearing = onScreen && arrivingShown ? viewController.map { [$0] } ?? [] : []
    let disappearing = onScreen && oldWasShown ? old.map { [$0] } ?? [] : []
    old?.movingFromParent = true
    viewController?.movingToParent = true
    if storedView != nil {
      UIViewController.runAppearanceTransition(
        appearing: appearing, disappearing: disappearing, animated: animated && onScreen, order: .navigation
      ) { [self] in
        layoutForChildTransition()
      }
    }
    old?.movingFromParent = false
    viewController?.movingToParent = false
    if let old, old.parent === self {
      old.storedView.map { if $0.superview === storedView { $0.removeFromSuperview() } }
      old.removeFromParent()
    }
    if let viewController, viewController.parent === self { viewController.didMove(toParent: self) }
  }

  private func setStored(_ viewController: UIViewController?, for placement: ViewPlacement) {
    if placement.isPrimary { storedPrimary = viewController } else { storedSecondary = viewController }
    layoutGeneration &+= 1
  }

  /// The controller in `placement` if it is still this arrangement's child.
  func placedController(for placement: ViewPlacement) -> UIViewController? {
    let stored = placement.isPrimary ? storedPrimary : storedSecondary
    return stored?.parent === self ? stored : nil
  }

  /// The view controller in `placement`, or nil.
  public final func viewController(for placement: ViewPlacement) -> UIViewController? {
    placedController(for: placement)
  }

  /// The placement of `viewController`, or nil for a controller not placed explicitly in this
  /// arrangement (UIKit's `none`): another child, a descendant, or any other controller.
  public final func placement(for viewController: UIViewController) -> ViewPlacement? {
    if placedController(for: .primary) === viewController { return .primary }
    if placedController(for: .secondary) === viewController { return .secondary }
    return nil
  }

  /// Where the current layout puts the view of `placement`: its z-index, split axis and whether it
  /// is hidden; nil when the placement is empty.
  public final func state(for placement: ViewPlacement) -> ViewState? {
    let layout = geometry(size: storedView?.bounds.size ?? defaultViewFrame.size).layout
    return (placement.isPrimary ? layout.primary : layout.secondary)?.state
  }

  // MARK: Arrangement

  /// Lays the two view controllers out with `arrangement` from now on (R130): switches between
  /// split and overlay, or changes the axes or view properties. The arrangement is copied.
  ///
  /// A dimension that is not a finite, non-negative size or a fraction between 0 and 1, or a
  /// minimum above the maximum in the same unit, is reported and the arrangement is not applied
  /// [INF]. Views that the new layout hides or shows get their appearance callbacks.
  public final func updateArrangement<A: Arrangement>(_ arrangement: A, animated: Bool = false) {
    let stored: StoredArrangement
    switch arrangement {
    case let split as UISplitArrangement:
      if let problem = split.invalidity {
        MisuseReport.exception("Invalid UISplitArrangement for \(debugName): \(problem).").report()
        return
      }
      stored = .split(split)
    case let overlay as UIOverlayArrangement:
      stored = .overlay(overlay)
    default:
      MisuseReport.log(
        "\(debugName) lays out only UISplitArrangement and UIOverlayArrangement; \(type(of: arrangement)) is ignored."
      ).report()
      return
    }
    guard stored != storedArrangement else { return }
    storedArrangement = stored
    storedView?.setNeedsLayout()
  }

  // MARK: Container hooks

  override var visibleChildren: [UIViewController] { shownPlacedChildren }
  override func layoutChildViews(in bounds: CGRect) { layOutPlacedChildren() }
  override func releaseChildForAdoption(_ child: UIViewController, by adopter: UIViewController) { releasePlacedChild(child) }
  override func role(ofChild child: UIViewController) -> String { placementRole(ofChild: child) }
  /// A child that left (taken by the app with `removeFromParent()`) frees its placement: the other
  /// child is laid out again.
  override func childDidLeave(_ child: UIViewController) {
    // Forgotten for good: added again later, it is not back in its old placement.
    if storedPrimary === child { storedPrimary = nil }
    if storedSecondary === child { storedSecondary = nil }
    layoutGeneration &+= 1
    storedView?.setNeedsLayout()
  }
  /// The primary is on the leading side: a new layout direction lays the children out again.
  override func layoutDirectionDidChange() {
    layoutGeneration &+= 1
    storedView?.setNeedsLayout()
  }

  /// A placed child's `preferredContentSize` is its intrinsic size along the split: a change lays
  /// the children out again.
  open override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
    super.preferredContentSizeDidChange(forChildContentContainer: container)
    guard let child = container as? UIViewController, child === storedPrimary || child === storedSecondary else { return }
    layoutGeneration &+= 1
    storedView?.setNeedsLayout()
  }

  /// A placed child's size is its frame in the layout for `parentSize` (a rotation tells each
  /// child its own new size); a hidden or unplaced child's is the parent's size.
  open override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
    placedChildSize(container, parentSize: parentSize)
  }
}
