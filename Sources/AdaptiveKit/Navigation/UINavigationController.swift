import Foundation

/// A stack of view controllers, as UIKit's `UINavigationController` (R86–R90).
///
/// Every stack change — push, pop, pop-to, `setViewControllers` — runs through one
/// transition: containment calls, the delegate's will/did show, and appearance callbacks for the
/// old and new top (`isMovingToParent`/`isMovingFromParent` set), in UIKit's order:
/// `willShow` → old `viewWillDisappear` → new `viewWillAppear` → old `viewDidDisappear` →
/// new `viewDidAppear` → `didShow`.
open class UINavigationController: UIViewController {
  // Read at every layout or transition; the main actor serialises every access (no runtime
  // exclusivity check).
  /// The delegate told about shown controllers.
  @exclusivity(unchecked)
  open weak var delegate: (any UINavigationControllerDelegate)?
  /// Whether the navigation bar is hidden; changing it lays the view out again (the top
  /// controller's safe area changes).
  @exclusivity(unchecked)
  open var isNavigationBarHidden = false {
    didSet { if isNavigationBarHidden != oldValue { viewIfLoaded?.setNeedsLayout() } }
  }
  /// Whether the toolbar is hidden (default true); changing it lays the view out again (the top
  /// controller's safe area changes).
  @exclusivity(unchecked)
  open var isToolbarHidden = true {
    didSet { if isToolbarHidden != oldValue { viewIfLoaded?.setNeedsLayout() } }
  }
  /// Whether the bars hide in a vertically compact environment (R90); changing it lays the view out again.
  @exclusivity(unchecked)
  open var hidesBarsWhenVerticallyCompact = false {
    didSet { if hidesBarsWhenVerticallyCompact != oldValue { viewIfLoaded?.setNeedsLayout() } }
  }
  /// Set by a split view controller while it collapses, so a navigation controller may be pushed (R20).
  var allowsNestedNavigationControllers = false
  /// The navigation bar, once asked for.
  var storedNavigationBar: UINavigationBar?
  /// The top controller whose scrolling minimized the navigation bar; nil while the bar is not
  /// minimized (R124).
  @exclusivity(unchecked) var navigationBarMinimizedFor: ObjectIdentifier?
  private var storedToolbar: UIToolbar?
  /// The leading-edge pan that pops the top controller, once asked for.
  var storedInteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer?

  deinit {
    MainActor.assumeIsolated {
      storedNavigationBar?.navigationControllerWillGoAway()
      storedToolbar?.navigationControllerWillGoAway()
    }
  }

  /// The navigation bar's and the toolbar's heights, where they show (a minimized bar's as its
  /// item's safe-area adjustment asks, R124); on the iPhone Duo, the vertical bar's width on its
  /// side instead (``showsVerticalBar``).
  override var safeAreaBarHeights: (top: CGFloat, bottom: CGFloat, leading: CGFloat, side: CGFloat) {
    let navigationBar = isNavigationBarVisible, toolbar = isToolbarVisible
    guard navigationBar || toolbar else { return (0, 0, 0, 0) }
    if barAxis == .vertical { return (0, 0, 0, verticalBarIsOnTheRight ? BarMetrics.verticalBarWidth : -BarMetrics.verticalBarWidth) }
    return (navigationBar ? navigationBarSafeAreaHeight : 0, toolbar ? inlineBarHeight : 0, 0, 0)
  }

  /// The navigation bar, to configure it.
  public var navigationBar: UINavigationBar {
    if let bar = storedNavigationBar { return bar }
    let bar = UINavigationBar(navigationController: self)
    storedNavigationBar = bar
    return bar
  }
  /// The toolbar, to configure it; it shows the top controller's `toolbarItems`.
  public var toolbar: UIToolbar! {
    if let toolbar = storedToolbar { return toolbar }
    let toolbar = UIToolbar(navigationController: self)
    storedToolbar = toolbar
    return toolbar
  }
  /// Whether this is a tab bar controller's More navigation controller, which only that tab bar
  /// controller shows.
  var servesAsMoreTab = false
  /// The tab bar controller whose More navigation controller this is. It keeps this controller
  /// (and whatever is on its stack) even while the More tab is not shown, so it hosts it.
  /// Unowned, as ``UIViewController/parent`` is: the owner clears it when it goes away. A weak
  /// reference would give every tab bar controller a side table, making each of its retains slower.
  unowned(unsafe) var moreTabOwner: UITabBarController?
  /// Whether a stack transition is running; stack changes asked for meanwhile wait in
  /// ``queuedStackChanges`` and run, in order, when it ends.
  var isChangingStack = false
  /// Stack changes asked for from a callback of a running stack transition (a push from
  /// `willShow`, a pop from an appearance callback), run against the stack as it is then. Their
  /// closures are made only when a change waits: a closure holding the controller weakly would
  /// give it a side table, making its every retain slower.
  var queuedStackChanges: [() -> Void] = []

  /// Creates an empty navigation controller; `definesPresentationContext` is true (R63).
  public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    definesPresentationContext = true
  }
  /// Creates a navigation controller from a storyboard (its root comes from a relationship segue).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    definesPresentationContext = true
  }


  /// Creates a navigation controller with a root view controller.
  public convenience init(rootViewController: UIViewController) {
    self.init()
    setViewControllers([rootViewController], animated: false)
  }

  /// The stack, root first. Setting it equals `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack.
  open var topViewController: UIViewController? { children.last }
  /// The top view controller, whose vertical bar preference counts (iOS 27.1, R134).
  open override var childForPreferredVerticalBarBehavior: UIViewController? { topViewController }

  /// The top of the stack, or the top of a presentation chain on this navigation controller (R86).
  open var visibleViewController: UIViewController? {
    guard var presented = presentedViewController else { return topViewController }
    while let next = presented.storedPresentedViewController { presented = next }
    return presented
  }

  /// Shows or hides the navigation bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
  /// Shows or hides the toolbar.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

  /// Pushes a controller on the stack (R87).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    if queueIfChangingStack({ [weak self] in self?.pushViewController(viewController, animated: animated) }) { return }
    if viewController.parent === self {
      MisuseReport.exception(
        "\(debugName) is pushing the same view controller instance (\(viewController.debugName)) more than once which is not supported and is most likely an error in the application"
      ).report()
      return
    }
    changeStack(to: children + [viewController], animated: animated)
  }

  /// Pops the top controller and returns it; at the root, does nothing and returns nil (R88).
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    if queueIfChangingStack({ [weak self] in _ = self?.popViewController(animated: animated) }) { return nil }
    guard children.count > 1, let top = children.last else { return nil }
    changeStack(to: Array(children.dropLast()), animated: animated)
    return top
  }

  /// Pops until `viewController` is on top and returns the popped controllers (R88).
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    if queueIfChangingStack({ [weak self] in _ = self?.popToViewController(viewController, animated: animated) }) { return nil }
    guard let index = children.firstIndex(where: { $0 === viewController }) else {
      MisuseReport.exception("Tried to pop to a view controller that doesn't exist.").report()
      return nil
    }
    let popped = Array(children[(index + 1)...])
    guard !popped.isEmpty else { return [] }
    changeStack(to: Array(children[...index]), animated: animated)
    return popped
  }

  /// Pops to the root and returns the popped controllers (R88).
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = children.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Replaces the whole stack with one transition (R89).
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    if queueIfChangingStack({ [weak self] in self?.setViewControllers(viewControllers, animated: animated) }) { return }
    changeStack(to: viewControllers, animated: animated)
  }

  /// `show` pushes (R8).
  open override func show(_ vc: UIViewController, sender: Any?) {
    pushViewController(vc, animated: true)
  }

  open override class func overridesAction(_ action: Selector) -> Bool { action.isShow }

  /// The stack below the controller the unwind starts in, nearest first.
  open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
    let stack = viewControllers
    guard let containing = childContaining(source), let index = stack.firstIndex(where: { $0 === containing }) else {
      return stack.reversed()
    }
    return stack[..<index].reversed()
  }

  /// Pops to `subsequentVC` when it is on the stack below the top.
  open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
    guard topViewController !== subsequentVC, viewControllers.containsIdentical(subsequentVC) else { return }
    popToViewController(subsequentVC, animated: true)
  }

  /// Pushes the split's secondary onto this stack, nesting a navigation controller if need be (R20).
  open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
    allowsNestedNavigationControllers = true
    defer { allowsNestedNavigationControllers = false }
    pushViewController(secondaryViewController, animated: false)
  }

  /// Pops and returns the top controller; nil at the root (R22).
  open override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
    popViewController(animated: false)
  }

  override var visibleChildren: [UIViewController] { if let top = children.last { [top] } else { [] } }

  override func layoutChildViews(in bounds: CGRect) {
    let top = children.last
    restoreNavigationBarIfTopChanged()
    uninstallChildViews(except: visibleChildren)
    if let top { install(top, frame: bounds) }
  }

  override func role(ofChild child: UIViewController) -> String {
    let index = children.firstIndex { $0 === child } ?? 0
    return child === children.last ? "top \(index)" : "stack \(index)"
  }

  // MARK: The one stack transition

  /// Why `stack` cannot become the stack, or nil. One pass over the stack: O(count + depth).
  /// Each controller is checked in stack order, the repetition of an earlier one included, so the
  /// first problem in the stack is the one reported.
  private func refusal(for stack: [UIViewController], current: IdentitySet<UIViewController>) -> MisuseReport? {
    let firstRepeated = stack.firstIndexOfRepeatedIdentical()
    for (index, candidate) in stack.enumerated() {
      if index == firstRepeated {
        return .exception("\(debugName) is pushing the same view controller instance (\(candidate.debugName)) more than once which is not supported and is most likely an error in the application")
      }
      if candidate === self { return .exception("Pushing a navigation controller onto itself is not supported") }
      if candidate is UINavigationController, !allowsNestedNavigationControllers, !current.contains(candidate) {
        return .exception("Pushing a navigation controller is not supported")
      }
      if candidate is UITabBarController { return .exception("Pushing a tab bar controller is not supported") }
      if candidate.storedPresentingViewController != nil || candidate.windowHosting != nil {
        return .exception("Application tried to push \(candidate.debugName), which is presented or is a window's root view controller.")
      }
      if !current.contains(candidate), let cycle = cycleRefusal(adding: candidate) { return cycle }
    }
    return nil
  }

  /// Drops a child another container adopts from the stack, with the stack's own transition.
  override func releaseChildForAdoption(_ child: UIViewController, by adopter: UIViewController) {
    // A tab on the More stack that another container takes leaves the tabs (R93).
    if servesAsMoreTab, let tabBarController = moreTabOwner, adopter !== tabBarController {
      tabBarController.dropTabTakenElsewhere(child)
      guard child.parent === self else { return }
    }
    if !isChangingStack { changeStack(to: children.filter { $0 !== child }, animated: false) }
    if child.parent === self { releaseChildByRemoving(child) }
  }

  /// Queues `change` when a stack transition is running: it runs when the running transition
  /// ends, against the stack as it is then. Returns whether it was queued. `change` is made only
  /// when it is queued (see ``queuedStackChanges``).
  private func queueIfChangingStack(_ change: @autoclosure () -> () -> Void) -> Bool {
    guard isChangingStack else { return false }
    queuedStackChanges.append(change())
    return true
  }

  private func changeStack(to newStack: [UIViewController], animated: Bool) {
    let current = IdentitySet(children)
    if let refusal = refusal(for: newStack, current: current) {
      refusal.report()
      return
    }
    journalStackChange(to: newStack, animated: animated)
    let next = IdentitySet(newStack)
    isChangingStack = true
    defer {
      isChangingStack = false
      runQueuedStackChanges()
    }
    let oldTop = children.last
    // Loops over the sets (linear in depth), not `filter` closures (see `withTemporaryBuffer`).
    var removed: [UIViewController] = [], added: [UIViewController] = []
    for controller in children where !next.contains(controller) { removed.append(controller) }
    for controller in newStack where !current.contains(controller) { added.append(controller) }
    let onScreen = isOnScreen

    // [INF] A controller that leaves the stack takes what it presented with it (ended without
    // animation, as when a window's root is replaced) — except when a split moves its columns
    // in or out of a collapsed stack, where the presentations stay.
    if !allowsNestedNavigationControllers {
      for controller in removed { controller.dismissEveryPresentationWithoutAnimation() }
    }
    for controller in removed { controller.willMove(toParent: nil) }
    for controller in added { addChild(controller) }
    // A callback may have refused or moved one of the new children: keep only those adopted.
    children = adoptedChildren(among: newStack)
    let newTop = children.last

    let topChanged = oldTop !== newTop
    if topChanged, let newTop, let delegate {
      CallbackRecorder.recordDelegate("navigationController(_:willShow: \(newTop.debugName), animated: \(animated))")
      delegate.navigationController(self, willShow: newTop, animated: animated)
    }
    // A callback of `willShow` may have given the new top to another container (pushed it onto
    // another stack): the transition runs to the top the stack has now, and none runs when that is
    // the old top again. An old top given away meanwhile follows its new container's appearance.
    var shownTop = children.last
    // Loading the new top's view runs its `viewDidLoad` and first layout, whose callbacks may give
    // the old top to another container (push it onto another column's stack; legacy fuzz seed
    // 77000019) or the new top itself (add it as another controller's child; current seed
    // 3623800459): the view is loaded first, so the transition runs between the tops as they are
    // after those callbacks, and none runs when the old top is the top again.
    if shownTop !== oldTop, onScreen, let candidate = shownTop, candidate.appearanceState == .disappeared {
      candidate.loadViewIfNeeded()
      shownTop = children.last
    }
    if shownTop !== oldTop, onScreen {
      let leaving: [UIViewController] = if let oldTop, oldTop.parent === self || oldTop.isPlacedNowhere { [oldTop] } else { [] }
      let arriving: [UIViewController] = if let shownTop { [shownTop] } else { [] }
      if let oldTop { oldTop.movingFromParent = !next.contains(oldTop) }
      if let shownTop { shownTop.movingToParent = !current.contains(shownTop) }
      UIViewController.runAppearanceTransition(appearing: arriving, disappearing: leaving, animated: animated) {
        layoutForChildTransition()
      }
      oldTop?.movingFromParent = false
      shownTop?.movingToParent = false
    } else {
      layoutForChildTransition()
    }
    // A callback of the transition may have adopted a removed controller elsewhere: it stays there.
    for controller in removed where controller.parentIdentifier == ObjectIdentifier(self) {
      if let view = controller.storedView, view.superview === storedView { view.removeFromSuperview() }
      controller.removeFromParent()
    }
    for controller in added where controller.parentIdentifier == ObjectIdentifier(self) { controller.didMove(toParent: self) }
    if topChanged, let newTop, let delegate {
      CallbackRecorder.recordDelegate("navigationController(_:didShow: \(newTop.debugName), animated: \(animated))")
      delegate.navigationController(self, didShow: newTop, animated: animated)
    }
    if servesAsMoreTab, let tabBarController = moreTabOwner { tabBarController.adoptTabsLeftByMoreStack() }
    notifyKeyValueObservers()
  }

  func runQueuedStackChanges() {
    while !isChangingStack, !queuedStackChanges.isEmpty {
      queuedStackChanges.removeFirst()()
    }
  }
}
