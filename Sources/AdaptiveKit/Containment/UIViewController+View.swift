import Foundation

extension UIViewController {
  /// The root view, loaded on first access with ``loadView()`` then ``viewDidLoad()``.
  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return storedView
    }
    set {
      if let old = storedView, old.owningViewController === self { old.owningViewController = nil }
      storedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// The root view if it is loaded, without loading it.
  public var viewIfLoaded: UIView? { storedView }
  /// Whether the root view is loaded.
  public var isViewLoaded: Bool { storedView != nil }

  /// Loads the root view if it is not loaded yet.
  public func loadViewIfNeeded() {
    guard storedView == nil else { return }
    loadView()
    if storedView == nil { view = UIView(frame: defaultViewFrame) }
    applySizeClassInstallations()
    viewDidLoad()
    // The first layout runs at once, even while the window defers layout: the first-layout tests
    // pin it right after `viewDidLoad`, and a container placing the view reads what it laid out.
    layoutViewHierarchy()
  }

  /// The frame of a view `loadView()` creates: the bounds of the window the controller's hierarchy
  /// is in (its screen, or its share of the screen in multitasking), so `viewDidLoad` sees a real
  /// size as on iOS; the main screen's bounds for a controller in no window yet, as UIKit's.
  var defaultViewFrame: CGRect { hostingWindow?.bounds ?? UIScreen.mainBounds }

  /// Lays out this controller's view: `viewWillLayoutSubviews`, the container's child views, then
  /// `viewDidLayoutSubviews`.
  func layoutViewHierarchy() {
    guard let view = storedView else { return }
    // This is the view's layout, whoever asked for it: its layout is valid from here on.
    view.needsLayoutFlag = false
    let wasLayingOut = view.isLayingOut
    // Called from the view's own pass (`UIView.layoutIfNeeded()`), which has just read it.
    if !wasLayingOut, let insets = view.safeAreaInsetsInWindow { view.layOut(atSafeArea: insets) }
    view.runPropertiesUpdateIfNeeded()
    view.isLayingOut = true
    defer { view.isLayingOut = wasLayingOut }
    viewWillLayoutSubviews()
    let bounds = view.bounds
    layoutChildViews(in: bounds)
    // A callback of a child's first layout may have resized this view meanwhile (a child's
    // `viewWillLayoutSubviews` moving the hierarchy to another window): the children are placed
    // again at the new size (fuzz seed 995000091). The layout flag cannot tell: the move's own
    // layout of this view clears it. The stored size's two numbers are compared directly, as this
    // runs on every controller's layout (B1).
    let placedSize = view.frame.size
    if placedSize.width != bounds.size.width || placedSize.height != bounds.size.height {
      layoutChildViews(in: view.bounds)
    }
    if children.isEmpty { view.layoutStackedSubviews() }
    view.relayoutSubviewsWhoseSafeAreaChanged()
    viewDidLayoutSubviews()
    // A context presentation covers this view: follow its new size.
    if let presentation = storedPresentedViewController?.storedPresentationController,
       presentation.effectivePresentationStyle.isContextStyle {
      presentation.layoutPresentation()
    }
  }

  /// The layout a container runs while it changes the children it shows, between their appearance
  /// callbacks, so that an arriving view is in the window when it appears.
  ///
  /// Outside an operation that defers layout, it is this controller's whole layout pass, at once:
  /// the callback-order tests pin its `viewWillLayoutSubviews` / `viewDidLayoutSubviews` between
  /// the arriving child's `viewWillAppear` and `viewDidAppear`. While the window defers layout (a
  /// rotation that collapses or expands a split), the child views are only placed and the view is
  /// marked: the window's pass at the operation's end lays it out once, at its final size, instead
  /// of once now at the old size and again after the container above it resized it.
  func layoutForChildTransition() {
    guard let view = storedView else { return }
    // A change that a callback of a placement runs (a child's first layout pushing onto this
    // stack) is laid out in full, inside the placement, as it was before layout was deferred.
    guard view.window != nil, view.isLayoutDeferred, !view.isLayingOut, Self.childPlacements == 0 else {
      layoutViewHierarchy()
      return
    }
    Self.childPlacements += 1
    layoutChildViews(in: view.bounds)
    Self.childPlacements -= 1
    view.setNeedsLayout()
  }

  /// How many deferred child placements (`layoutForChildTransition()`) are running.
  private static var childPlacements = 0

  /// Shows `child`'s view filling `frame`, inside this controller's view.
  ///
  /// Only containers that decide which children show (navigation, tab bar and split controllers)
  /// call it, so ``visibleChildren`` names the children whose views belong here.
  func install(_ child: UIViewController, frame: CGRect) {
    // A child that a callback moved to another container meanwhile (from a layout this one is
    // still running) is that container's to place: its frame is not set here.
    guard let container = storedView, child.parent === self else { return }
    let childView = child.view!
    guard child.parent === self else { return }
    childView.frame = frame
    // Loading and laying out the child run its callbacks, which may have moved it to another
    // container: its view is not put back here.
    guard child.parent === self else { return }
    if childView.superview !== container {
      // Or changed what this container shows (a push from the child's `viewDidLayoutSubviews`,
      // whose transition already took its view out): as in UIKit, a container shows only its
      // current children, so the view is not put back.
      guard visibleChildren.containsIdentical(child) else { return }
      // Nor while a full-screen current-context presentation covers it: that presentation took
      // the view out, and its dismissal puts it back (fuzz seed 1554041597).
      guard !child.isViewTakenOutByItsPresentation else { return }
      container.addSubview(childView)
    }
  }

  /// Whether a presentation from this controller (a current-context one, for which it is the
  /// context) took its view out of its superview until the dismissal.
  var isViewTakenOutByItsPresentation: Bool {
    guard let presentation = storedPresentedViewController?.storedPresentationController,
          presentation.storedPresenting === self else { return false }
    return presentation.removedPresenterViewSlot != nil
  }

  /// Removes the views of every child that is not in `visible` from this controller's view, and
  /// the view of any controller that is no longer a child (a callback moved it during a change).
  func uninstallChildViews(except visible: [UIViewController]) {
    guard let container = storedView else { return }
    for child in children where !visible.containsIdentical(child) {
      guard let childView = child.storedView, childView.superview === container else { continue }
      let wasInWindow = childView.window != nil
      childView.removeFromSuperview()
      // Taken out while this appeared container's view was itself out of the window (an
      // arrangement the adaptation's navigation controller lays out before showing it), the
      // child's view left no window, so it did not disappear: it does now, as it will not come
      // back with this view (current fuzz seed 770001942). A container that has not appeared
      // yet leaves its children to its own appearance.
      if !wasInWindow, appearanceState == .appeared, child.appearanceState == .appeared, child.parent === self {
        child.settleAppearanceOffScreen()
      }
    }
    for subview in container.subviews where subview.isControllerRootView {
      if let owner = subview.owningViewController, owner.parent !== self, owner.storedPresentingViewController == nil {
        subview.removeFromSuperview()
      }
    }
  }

  /// Called by `UIView` when the root view enters or leaves a window: runs the appearance
  /// callbacks a view added by hand gets from UIKit, unless a container already runs them.
  func viewDidChangeWindowMembership(inWindow: Bool) {
    viewDidMoveToWindow(inWindow ? storedView?.window : nil)
    if inWindow {
      guard appearanceState == .disappeared, let hostState = appearanceHostState, hostState.isVisible else { return }
      performBeginAppearance(true, animated: false)
      if hostState != .appearing { performEndAppearance() }
    } else if appearanceState == .appeared || appearanceState == .appearing {
      performBeginAppearance(false, animated: false)
      performEndAppearance()
      // A callback of the disappearance may have put the view back (a layout of its container).
      settleAppearanceOnScreen()
    } else if appearanceState == .disappearing, isPlacedNowhere {
      // Dropped by its container in the middle of its disappearance (a column a collapse took
      // out while the split was being dismissed): no transition is left to end it.
      performEndAppearance()
    }
  }

  /// Appears again a controller that ended a disappearance while its view stayed in, or came back
  /// into, a shown window whose host is on screen: a callback made it the root of a shown window,
  /// or ended the presentation that was to cover it before its view was taken out.
  func settleAppearanceOnScreen() {
    guard appearanceState == .disappeared, isViewInVisibleWindow, appearanceHostState == .appeared else { return }
    if let window = windowHosting, storedView?.superview !== window { return }
    // A child its container no longer shows (a popped controller whose view leaves afterwards).
    if let parent, !parent.visibleChildren.containsIdentical(self) { return }
    performBeginAppearance(true, animated: false)
    performEndAppearance()
  }

  /// The appearance state of whatever shows this controller: its parent, its presenter's
  /// presentation, or the window.
  private var appearanceHostState: AppearanceState? {
    if let parent { return parent.appearanceState }
    if storedPresentingViewController != nil { return .appeared }
    if let window = storedView?.window, window.rootViewController === self { return window.isHidden ? nil : .appeared }
    return nil
  }

  /// A short, deterministic name for messages: `<TypeName "title">`.
  public var debugName: String {
    let type = String(describing: Swift.type(of: self))
    if let title { return "<\(type) \"\(title)\">" }
    return "<\(type)>"
  }
}
