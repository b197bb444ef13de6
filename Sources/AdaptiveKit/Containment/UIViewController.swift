import Foundation

/// An object that manages a view hierarchy, as UIKit's `UIViewController`.
///
/// Everything UIKit lets a subclass override is declared here, so UIKit subclasses compile
/// unchanged; each concern's behaviour lives in its own file (`UIViewController+Appearance`,
/// `+Traits`, `+Containment`, `+Presentation`, `+Show`). All state changes are synchronous and
/// deterministic: when a call returns, the hierarchy is final.
@MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
  // MARK: Stored state
  // Fields that every trait pass, appearance transition and layout walk reads are marked
  // `@exclusivity(unchecked)`: the main actor serialises every access, and the runtime's checks
  // cost more than the reads.

  /// The controller that contains this one.
  ///
  /// Held unowned, as UIKit holds it and as `UIView.superview` is: the parent keeps every
  /// controller that names it in `linkedChildren` and clears their link when it goes away (its
  /// `deinit`), and a child leaving its parent, or freed, takes itself off that list. A weak
  /// reference would give every container a side table (slower retains and releases everywhere)
  /// and make each load an atomic operation. Routing (B2) loads it at every level, so it is
  /// declared first, ahead of the larger fields. Stored as `parentLink`, which the climbs read
  /// without a retain (`UnretainedWalks.swift`).
  public internal(set) var parent: UIViewController? {
    get { parentLink?.takeUnretainedValue() }
    set {
      let oldValue = parentLink?.takeUnretainedValue()
      guard newValue !== oldValue else { return }
      parentLink = if let newValue { .passUnretained(newValue) } else { nil }
      oldValue?.linkedChildren.remove(self)
      newValue?.linkedChildren.add(self)
      parentIdentifier = if let newValue { ObjectIdentifier(newValue) } else { nil }
    }
  }
  /// The storage of ``parent``: unretained (see `UnretainedWalks.swift`).
  @exclusivity(unchecked) private(set) var parentLink: Unmanaged<UIViewController>?
  // What the trait passes read of every controller follows, together, so that a pass over many
  // controllers touches few cache lines of each (B1 in BENCHMARKS.md).
  /// The identity of ``parent``, kept with it so the trait passes recognise the parent without
  /// loading the reference (see `expectedTraits(fromHost:listedBy:)`).
  @exclusivity(unchecked) var parentIdentifier: ObjectIdentifier?
  /// The child view controllers, in order.
  @exclusivity(unchecked) public internal(set) var children: [UIViewController] = [] {
    // A navigation controller's bar height follows its stack (a large title).
    didSet { storedView?.safeAreaChainDidChange() }
  }
  @exclusivity(unchecked) var storedView: UIView?
  /// The controller this one presents (the presenter owns it).
  @exclusivity(unchecked) var storedPresentedViewController: UIViewController?
  @exclusivity(unchecked) var traitChangeObservers: [TraitChangeObserver] = []
  @exclusivity(unchecked) var storedTraitCollection = UITraitCollection()
  @exclusivity(unchecked) var hasReceivedTraits = false
  /// Whether this container changes its children's traits beyond the overrides set for them (a
  /// split's sidebars, in ``traits(forChild:parentTraits:)``): the trait passes ask it only then.
  @exclusivity(unchecked) var adjustsTraitsOfChildren = false
  /// The trait overrides set for this controller; nil when it has none.
  @exclusivity(unchecked) var traitOverrideStorage: TraitOverrideStorage?
  var storedNavigationItem: UINavigationItem?
  /// The fields few controllers set, allocated when the first of them is set (nil until then).
  @exclusivity(unchecked) var sideStorage: ControllerSideStorage?
  var storedToolbarItems: [UIBarButtonItem]? {
    get { sideStorage?.toolbarItems }
    set { if newValue != nil || sideStorage != nil { side.toolbarItems = newValue } }
  }
  var storedTabBarItem: UITabBarItem? {
    get { sideStorage?.tabBarItem }
    set { if newValue != nil || sideStorage != nil { side.tabBarItem = newValue } }
  }
  /// The tab whose provider made this controller (``tab``).
  weak var storedTab: UITab? { didSet { wasMadeByTab = storedTab != nil } }
  /// Whether a tab's provider made this controller and the tab still names it: read before
  /// ``storedTab`` on walks up the hosts, a plain load instead of a weak one.
  @exclusivity(unchecked) var wasMadeByTab = false
  var nextTraitRegistrationID: Int {
    get { sideStorage?.nextTraitRegistrationID ?? 0 }
    set { side.nextTraitRegistrationID = newValue }
  }
  @exclusivity(unchecked) package var appearanceState = AppearanceState.disappeared
  /// Whether this controller was ever given to `showDetailViewController(_:sender:)`: a detail,
  /// for checks that follow details through collapses and expansions (an explorer's).
  package var wasShownAsDetail = false
  @exclusivity(unchecked) var lastAppearanceAnimated = false
  /// Set by `viewWillAppear`'s delivery; `viewIsAppearing` follows once the view is in the window.
  @exclusivity(unchecked) var isAppearingPending = false
  @exclusivity(unchecked) var movingToParent = false
  @exclusivity(unchecked) var movingFromParent = false
  @exclusivity(unchecked) var beingPresented = false
  @exclusivity(unchecked) var beingDismissed = false
  // The one-byte public settings follow the appearance flags, in the bytes the next field's
  // alignment would otherwise leave unused (M1 in BENCHMARKS.md).
  /// The transition style used when presenting this controller.
  open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
  /// Whether this controller's view is covered by a current-context presentation from a descendant.
  open var definesPresentationContext = false
  /// Whether this context controller's transition style replaces the presented controller's.
  open var providesPresentationContextTransitionStyle = false
  /// Whether the tab bar hides while this controller is pushed on a navigation stack.
  open var hidesBottomBarWhenPushed = false
  /// Whether the presented controller refuses interactive dismissal (R68).
  open var isModalInPresentation = false
  /// The window whose root this controller is. Unowned, as ``parent`` is: the window keeps its
  /// root and clears this link when it lets the root go or goes away. A weak reference would give
  /// every window a side table, making each of its retains slower.
  @exclusivity(unchecked) unowned(unsafe) var windowHosting: UIWindow?
  /// The controller that presents this one, when this is a presented root.
  weak var storedPresentingViewController: UIViewController?
  var storedPresentationController: UIPresentationController?
  /// The presented controller this controller stands in for, as the adaptation delegate's
  /// substitute (held so that it lives as long as the substitute is shown).
  var standsInFor: UIViewController? {
    get { sideStorage?.standsInFor }
    set { if newValue != nil || sideStorage != nil { side.standsInFor = newValue } }
  }
  /// The presented controller the adaptation delegate answered this controller for, from the
  /// answer until a transition shows this controller in its place (``standsInFor`` is set then).
  /// Held weakly.
  var substituteAnsweredFor: UIViewController? {
    get { sideStorage?.substituteAnsweredFor }
    set { if newValue != nil || sideStorage != nil { side.substituteAnsweredFor = newValue } }
  }
  var requestedModalPresentationStyle: UIModalPresentationStyle {
    get { sideStorage?.requestedModalPresentationStyle ?? .automatic }
    set { if newValue != .automatic || sideStorage != nil { side.requestedModalPresentationStyle = newValue } }
  }
  /// The identity the window gave this controller (`WindowContext.identity(of:)`).
  @exclusivity(unchecked) var allocatedIdentity: AllocatedIdentity?
  /// The split that keeps this controller for a column (or as the detail kept at a collapse), even
  /// while the controller is not its child: containment cycles are checked through it. Unowned,
  /// as ``parent`` is: the split lists the controllers that name it and clears their link when it
  /// goes away, and a controller freed first takes itself off that list. A weak reference would
  /// give every split a side table, making each of its retains slower.
  @exclusivity(unchecked) unowned(unsafe) var columnHolder: UISplitViewController? {
    didSet {
      guard columnHolder !== oldValue else { return }
      oldValue?.linkedColumnControllers.remove(self)
      columnHolder?.linkedColumnControllers.add(self)
    }
  }
  /// The responder asked to become first responder while this controller appeared, before its
  /// view was in the window.
  var pendingFirstResponder: UIResponder? {
    get { sideStorage?.pendingFirstResponder }
    set { if newValue != nil || sideStorage != nil { side.pendingFirstResponder = newValue } }
  }
  /// The storyboard's views installed for some size classes only.
  var sizeClassInstallations: [SizeClassInstallation] {
    get { sideStorage?.sizeClassInstallations ?? [] }
    set { side.sizeClassInstallations = newValue }
  }
  /// The key-path observations made with `observe(_:options:changeHandler:)`.
  var keyValueObservers: [KeyValueObserver] {
    get { sideStorage?.keyValueObservers ?? [] }
    set { side.keyValueObservers = newValue }
  }
  /// The storyboard this controller came from (set by the storyboard when it makes the controller).
  public package(set) var storyboard: UIStoryboard? {
    get { sideStorage?.storyboard }
    set { if newValue != nil || sideStorage != nil { side.storyboard = newValue } }
  }
  /// The segues that start from this controller in its storyboard, by identifier.
  package var storyboardSegues: [String: any StoryboardSegueTemplate] {
    get { sideStorage?.storyboardSegues ?? [:] }
    set { side.storyboardSegues = newValue }
  }
  /// Builds the root view a storyboard describes for this controller (`loadView` uses it).
  package var storyboardViewBuilder: (@MainActor (UIViewController) -> UIView)? {
    get { sideStorage?.storyboardViewBuilder }
    set { if newValue != nil || sideStorage != nil { side.storyboardViewBuilder = newValue } }
  }
  /// The side storage, allocated on first use.
  var side: ControllerSideStorage {
    if let storage = sideStorage { return storage }
    let storage = ControllerSideStorage()
    sideStorage = storage
    return storage
  }

  /// The controllers whose ``parent`` is this one (unretained: each takes itself off the list when
  /// its link changes or it is freed), so that this controller clears their link when it goes away.
  /// Usually the same as ``children``; a container may drop a child from `children` before
  /// `removeFromParent()` clears its link.
  private(set) var linkedChildren = UnownedLinks()

  /// The title; setting it also sets the navigation item's and tab bar item's titles, as UIKit does.
  open var title: String? {
    didSet {
      storedNavigationItem?.title = title
      storedTabBarItem?.title = title
    }
  }

  /// How this controller arrives when pushed or presented (iOS 18, R107–R108): a zoom or a modal
  /// transition style, which wins over ``modalTransitionStyle``; nil (the default) for the
  /// container's default.
  public var preferredTransition: Transition? {
    get { sideStorage?.preferredTransition }
    set { if newValue != nil || sideStorage != nil { side.preferredTransition = newValue } }
  }
  /// Supplies the presentation controller of a `.custom` presentation.
  /// Held weakly, as UIKit holds it.
  open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
    get { sideStorage?.transitioningDelegate }
    set { if newValue != nil || sideStorage != nil { side.transitioningDelegate = newValue } }
  }
  /// The size this controller prefers for its content (popovers and form sheets read it). A size
  /// that is not usable (NaN, infinite, negative or larger than 100,000 points) is reported and
  /// ignored: the previous size stays.
  /// Kept in the side storage: most controllers never set it.
  open var preferredContentSize: CGSize {
    get { sideStorage?.preferredContentSize ?? .zero }
    set {
      let oldValue = preferredContentSize
      if let problem = SizeValidation.problem(with: newValue) {
        MisuseReport.log("\(debugName) cannot prefer the content size \(newValue): \(problem). It keeps \(oldValue).").report()
        return
      }
      guard newValue != oldValue else { return }
      side.preferredContentSize = newValue
      parent?.preferredContentSizeDidChange(forChildContentContainer: self)
      if let controller = storedPresentationController, storedPresentingViewController != nil {
        controller.preferredContentSizeDidChange(forChildContentContainer: self)
      }
    }
  }

  /// Insets added to the safe area this controller's view gets from its container and the window:
  /// for content the app draws over its edges (a custom bar, a player's controls). Children's views
  /// inside it inherit the larger safe area.
  @exclusivity(unchecked)
  open var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet {
      guard additionalSafeAreaInsets != oldValue, let view = storedView else { return }
      view.setNeedsLayout()
      if view.window != nil { view.layoutIfNeeded() }
    }
  }

  /// The heights of the bars this controller draws over its view's top and bottom edges, and the
  /// width of a sidebar over its leading edge and of a vertical bar along a side (`side`: the right
  /// edge when positive, the left when negative; zero where none shows), which the safe area of
  /// the content below them leaves out. Navigation and
  /// tab bar controllers answer theirs; asking every controller on a safe-area walk costs less
  /// than casting each to the two.
  var safeAreaBarHeights: (top: CGFloat, bottom: CGFloat, leading: CGFloat, side: CGFloat) { (0, 0, 0, 0) }

  /// Creates a view controller. The nib arguments exist for source compatibility and are ignored.
  public init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) { super.init() }

  /// Creates a view controller from a storyboard's description of it: the storyboard decodes its
  /// title, items and view here, so a subclass's `init?(coder:)` sees them after `super.init(coder:)`.
  /// A coder that is not a storyboard's decodes nothing.
  public required init?(coder: NSCoder) {
    super.init()
    (coder as? any StoryboardDecoding)?.decode(into: self)
  }

  /// Clears the links that name this controller: its parent's record of it, its children's
  /// ``parent``, and its view's and navigation item's link back to it (which may outlive it).
  /// Not an `isolated deinit`, so that a subclass may write a plain `deinit` as UIKit code does;
  /// the controller is released on the main actor, as every AdaptiveKit object is.
  deinit {
    MainActor.assumeIsolated {
      if let view = storedView, view.owningViewController === self { view.owningViewController = nil }
      if let item = storedNavigationItem, item.owningViewController === self { item.owningViewController = nil }
      parent?.linkedChildren.remove(self)
      columnHolder?.linkedColumnControllers.remove(self)
      for child in linkedChildren.removeAll() { child.takeUnretainedValue().parent = nil }
    }
  }

  // MARK: Responder chain

  /// The presenter for a presented controller; otherwise the superview of this controller's view,
  /// or, before the view is placed, the parent controller or the window this is the root of.
  open override var next: UIResponder? {
    if let presenter = storedPresentingViewController { return presenter }
    if let superview = storedView?.superview { return superview }
    return parent ?? windowHosting
  }

  override var responderWindow: UIWindow? { storedView?.window }
  override var appearingControllerForFirstResponderRequest: UIViewController? {
    appearanceState == .appearing ? self : nil
  }

  // MARK: View

  /// Creates the root view. Override to supply your own; the default is the view the storyboard
  /// describes, or a plain `UIView`.
  open func loadView() {
    if let build = storyboardViewBuilder {
      view = build(self)
    } else {
      view = UIView(frame: defaultViewFrame)
    }
  }
  /// Called once after the view is loaded.
  open func viewDidLoad() {}
  /// Called before the view lays out its subviews.
  open func viewWillLayoutSubviews() {}

  /// Configures the controller's content and styling before its view's layout (before
  /// `viewWillLayoutSubviews()`). Override it, call `super`, and set what depends on state there;
  /// call ``setNeedsUpdateProperties()`` to have it run again. Don't call it directly.
  open func updateProperties() {}

  /// Asks for a properties update of this controller, coalesced into its view's next update pass.
  open func setNeedsUpdateProperties() {
    storedView?.setNeedsUpdateProperties()
  }

  /// Runs the pending properties updates of this controller, its view and everything below now.
  open func updatePropertiesIfNeeded() {
    storedView?.updatePropertiesIfNeeded()
  }

  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  // MARK: Appearance

  /// The view is about to be added to a view hierarchy in a window.
  open func viewWillAppear(_ animated: Bool) {}
  /// The view is in the hierarchy with up-to-date traits, before it appears.
  open func viewIsAppearing(_ animated: Bool) {}
  /// The view was added to a view hierarchy in a window.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called once an appearance transition has ended with `viewDidAppear(_:)`, for the containers'
  /// own work (a subclass's override of `viewDidAppear(_:)` need not call `super` for it).
  func appearanceDidEnd() {}
  /// The view is about to be removed from the window.
  open func viewWillDisappear(_ animated: Bool) {}
  /// The view was removed from the window.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Whether appearance callbacks are forwarded to the visible children automatically.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
  /// Tells the controller its view is about to appear or disappear; pair with
  /// ``endAppearanceTransition()``. Repeating the current direction does nothing.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    performBeginAppearance(isAppearing, animated: animated)
  }
  /// Finishes the transition begun by ``beginAppearanceTransition(_:animated:)``.
  open func endAppearanceTransition() { performEndAppearance() }

  // MARK: Containment

  /// Adds a child; calls `willMove(toParent:)` on it. The container must add the child's view and
  /// call `didMove(toParent:)`. A child of another container is removed from it first.
  open func addChild(_ childController: UIViewController) { performAddChild(childController) }
  /// Removes this controller from its parent; calls `didMove(toParent: nil)`.
  open func removeFromParent() { performRemoveFromParent() }
  /// Called before the controller is added to or removed from a container.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller is added to or removed from a container.
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Traits and size

  /// Called after the traits changed (not when the controller first receives traits, as from iOS 17).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Called before the traits change. Call `super`: it forwards to children and presentations.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    forwardTraitTransition(to: newCollection, with: coordinator)
  }
  /// Called before the view's size changes. Call `super`: it forwards to children and presentations.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    forwardSizeTransition(to: size, with: coordinator)
  }
  /// Overrides some of a child's traits (R52). Pass nil to remove the override.
  open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
    performSetOverrideTraitCollection(collection, forChild: childViewController)
  }
  /// The override set for a child, or nil.
  open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
    childViewController.parent === self ? childViewController.parentTraitOverride : nil
  }
  /// The size of a child's content; the default is the parent's size.
  open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
    parentSize
  }
  /// Called when a child's preferred content size changes.
  open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

  // MARK: Showing

  /// Shows a controller in a primary context: the nearest ancestor that overrides `show` handles it,
  /// otherwise it is presented modally (R2).
  open func show(_ vc: UIViewController, sender: Any?) { performShow(vc, sender: sender, asDetail: false) }
  /// Shows a controller in a secondary (detail) context (R2).
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    vc.wasShownAsDetail = true
    performShow(vc, sender: sender, asDetail: true)
  }
  /// The controller that handles `action`: this one or the nearest ancestor that can perform it and
  /// overrides it (R4–R6). Walks `parent`, never `presentingViewController`.
  open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
    // `show` and `showDetailViewController` are UIKit's own: only a class can say it overrides them.
    let overrides = Self.overridesAction(action)
      || (!action.isShowAction && action.isOverridden(below: UIViewController.self, for: self))
    if overrides, canPerformAction(action, withSender: sender) { return self }
    // Unretained: a climb that only asks (UnretainedWalks.swift).
    var next = parentLink
    if action.isShowAction {
      // A parent of exactly this class overrides neither this method nor `overridesAction(_:)`:
      // it would answer as its own parent does, so the climb passes it without a call
      // (B2 in BENCHMARKS.md, twenty-fifth run).
      let plain = ObjectIdentifier(UIViewController.self)
      while let parent = next, parent.withObject({ ObjectIdentifier(type(of: $0)) == plain }) {
        next = parent.withObject { $0.parentLink }
      }
    }
    return next?.withObject { $0.targetViewController(forAction: action, sender: sender) }
  }
  /// A view controller implements `show` and `showDetailViewController`; override
  /// ``UIResponder/canPerformAction(_:withSender:)`` to opt out of being their target (R5).
  override class func instancesImplement(_ aSelector: Selector) -> Bool { aSelector.isShowAction }
  /// Whether this class overrides the method for `action` (R4b), for
  /// ``UIViewController/targetViewController(forAction:sender:)``.
  ///
  /// Swift on Linux has no Objective-C runtime to look this up. `show` and
  /// `showDetailViewController` reach a custom container's overrides without it, and an action
  /// made with `#Selector` in a subclass (or an extension of one) counts as overridden there; a
  /// class can also say so here.
  /// `UINavigationController` returns true for ``Selector/show``; `UISplitViewController` for both.
  ///
  /// ```swift
  /// override class func overridesAction(_ action: Selector) -> Bool { action == .show }
  /// ```
  open class func overridesAction(_ action: Selector) -> Bool { false }

  // MARK: Presenting

  /// Presents a controller modally (R57–R67).
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    PresentationPipeline.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
  }
  /// Dismisses the controller this one presented and everything above it, or, on a presented
  /// controller with nothing presented, asks its presenter to dismiss it (R67).
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    PresentationPipeline.dismiss(from: self, animated: flag, completion: completion)
  }

  // MARK: Orientation

  /// The interface orientations this controller supports (R33). The default is `.all` for the pad
  /// idiom and `.allButUpsideDown` for every other idiom (UIKit: "for the iPhone idiom"); the
  /// idiom is read from the controller's traits. Containers may answer from their children:
  /// ``UISplitViewController`` asks its delegate first.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
  }

  /// Whether this controller prefers to lock its scene's interface orientation while it is
  /// visible (iOS 26, R120). The default is false. Call
  /// ``setNeedsUpdateOfPrefersInterfaceOrientationLocked()`` when the answer changes.
  open var prefersInterfaceOrientationLocked: Bool { false }

  /// The child whose ``prefersInterfaceOrientationLocked`` counts instead of this controller's;
  /// nil (the default) for this controller's own.
  open var childForInterfaceOrientationLock: UIViewController? { nil }

  /// Whether this controller lets the system use its vertical bar on the iPhone Duo (iOS 27.1,
  /// R134): `.automatic` (the default) lets it, `.disabled` keeps horizontal bars. The preference of
  /// the controller at the end of the ``childForPreferredVerticalBarBehavior`` chain from the
  /// window's root, or from the nearest presentation, counts (see ``barAxis``).
  open var preferredVerticalBarBehavior: UIVerticalBarBehavior { .automatic }

  /// The child whose ``preferredVerticalBarBehavior`` counts instead of this controller's; nil (the
  /// default) for this controller's own. A navigation controller answers its top view controller,
  /// a tab bar controller its selected one.
  open var childForPreferredVerticalBarBehavior: UIViewController? { nil }

  // MARK: Storyboards and segues

  /// Whether a segue triggered by a control, cell or bar button item should run. The default is
  /// true. Not asked for ``performSegue(withIdentifier:sender:)``, as in UIKit.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
  /// Called before a segue from this controller performs, with its destination made: pass it
  /// what it shows. The default does nothing.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
  /// Runs the segue with this identifier from this controller's storyboard scene. An identifier
  /// the scene does not have is reported with UIKit's message and nothing happens.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    guard let segue = storyboardSegues[identifier] else {
      MisuseReport.exception("Receiver (\(debugName)) has no segue with identifier '\(identifier)'").report()
      return
    }
    segue.perform(from: self, sender: sender, triggered: false)
  }
  /// Whether this controller is the destination of an unwind segue with `action`. The default is
  /// true when the controller implements the action and is not the one unwinding.
  open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
    fromViewController !== self && responds(to: action)
  }
  /// The children an unwind search looks into, nearest first. The default is every child except
  /// the one that contains the unwind's source.
  open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
    let containing = childContaining(source)
    return children.filter { $0 !== containing }
  }
  /// The child that is or contains the unwind's source, if any.
  open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
    children.first { source.source.isHosted(by: $0) }
  }
  /// Brings `subsequentVC`, a child of this container on the way to an unwind's destination, to
  /// the front. The default does nothing; navigation controllers pop to it and tab bar controllers
  /// select it.
  open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

  // MARK: Split view collapse and separation

  /// Collapses a split's secondary onto this (primary) controller. The default does nothing, so the
  /// secondary disappears (R19).
  open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {}
  /// Separates a secondary from this (primary) controller when a split expands. The default returns
  /// nil, so the split restores the detail it kept at collapse (R21).
  open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }

  // MARK: Container hooks (internal)

  /// The children whose views are shown; they receive forwarded appearance callbacks.
  /// The default is every child whose view is inside this controller's view.
  var visibleChildren: [UIViewController] {
    guard let view = storedView else { return [] }
    var visible: [UIViewController] = []
    for child in children where child.storedView?.isDescendant(of: view) == true { visible.append(child) }
    return visible
  }
  /// Places the visible children's views in this controller's view. The default leaves the views
  /// where the app put them, as a custom container does.
  func layoutChildViews(in bounds: CGRect) {}
  /// The traits a child should have when this controller's traits are `traits`.
  func traits(forChild child: UIViewController, parentTraits traits: UITraitCollection) -> UITraitCollection {
    child.parentTraitOverride.map { traits.overlaid(with: $0) } ?? traits
  }
  /// Called when this controller's root view moved into or out of a window.
  func viewDidMoveToWindow(_ window: UIWindow?) {}
  /// Takes `child` out of this container so another container can adopt it (a controller added
  /// elsewhere moves, as in UIKit). Navigation and tab bar controllers drop it from their lists with
  /// their own transitions, so their new top or selection appears.
  func releaseChildForAdoption(_ child: UIViewController, by adopter: UIViewController) { releaseChildByRemoving(child) }
  /// Called on the former parent once `child` has left it (`removeFromParent()`, by its container
  /// or by the app). The default does nothing; an arrangement lays out the other child again.
  func childDidLeave(_ child: UIViewController) {}
  /// Called once this controller's traits changed layout direction. The default does nothing; an
  /// arrangement lays its children out again (its primary is on the leading side).
  func layoutDirectionDidChange() {}
  /// A one-word role for the hierarchy dump (`column: primary`, …), given by the parent.
  func role(ofChild child: UIViewController) -> String { "child" }
  /// The style a popover presenting this controller adapts to in a compact environment (R84).
  var compactPopoverAdaptiveStyle: UIModalPresentationStyle { .formSheet }
}
