import Foundation

/// Manages one modal presentation: its style and adaptation, its container view and the presented
/// view's frame, as UIKit's `UIPresentationController`.
///
/// Every style goes through the same internal pipeline: resolve the style, choose
/// the presenter, adapt to the presenter's traits, lay out, run the appearance callbacks. Style
/// subclasses (`UISheetPresentationController`, `UIPopoverPresentationController`, the internal
/// full-screen controller) only answer the questions that differ: frame, chrome, adaptation,
/// whether the presenter's view is removed, whether the user can dismiss.
@MainActor
open class UIPresentationController: UITraitEnvironment, UIContentContainer {
  /// The controller being presented.
  ///
  /// The presented controller owns its presentation controller (and its presenter owns it while it
  /// is presented), so this reference does not retain it: a controller whose
  /// `presentationController` was read but never presented, or was dismissed, is freed. Read after
  /// that controller was freed (possible only if you kept the presentation controller alone), it is
  /// a detached, empty controller.
  public var presentedViewController: UIViewController { weakPresented ?? UIViewController() }
  private weak var weakPresented: UIViewController?
  /// The controller that presents (the real presenter of R63); nil before presentation.
  public var presentingViewController: UIViewController! { storedPresenting }
  /// The adaptation and dismissal delegate.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  /// The view that contains the presented view, in the window; nil when not presented.
  public internal(set) var containerView: UIView?
  /// Traits applied on top of the presenter's for the presented controller.
  open var overrideTraitCollection: UITraitCollection? {
    didSet { if storedPresenting != nil { presentingTraitsDidChange() } }
  }
  /// Traits set on the presented controller and its descendants (iOS 17), on top of
  /// ``overrideTraitCollection``. Changing them updates the presented traits at once.
  open var traitOverrides = UITraitOverrides() {
    didSet { if traitOverrides != oldValue, storedPresenting != nil { presentingTraitsDidChange() } }
  }
  /// The traits of the presentation: the presenter's, with the style's and the override applied.
  public internal(set) var traitCollection = UITraitCollection()
  /// The size the presented content prefers.
  public var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
  /// The style the presentation shows in now, after adaptation (an AdaptiveKit addition: UIKit
  /// keeps it private). Equals ``presentationStyle`` when nothing adapted.
  public internal(set) var effectivePresentationStyle: UIModalPresentationStyle

  weak var storedPresenting: UIViewController?
  /// The layout environment the presented controller reads (R116): `.collapsed` for a collapsed
  /// split's inspector sheet, else `.none` (the presenter's).
  var splitLayoutEnvironment = UISplitViewController.LayoutEnvironment.none
  /// The controller `present` was called on.
  weak var source: UIViewController?
  /// Where the presenter's view was before a full-screen presentation removed it.
  /// Held weakly: the superview is usually the window, which owns the presenter, which owns this
  /// presentation; a strong reference would keep a released window and its hierarchy alive.
  var removedPresenterViewSlot: (superview: UIView, index: Int)? {
    get { removedPresenterSuperview.map { ($0, removedPresenterIndex) } }
    set {
      removedPresenterSuperview = newValue?.superview
      removedPresenterIndex = newValue?.index ?? 0
    }
  }
  private weak var removedPresenterSuperview: UIView?
  private var removedPresenterIndex = 0
  /// The controller the delegate substituted for the adapted style (R62), shown instead of
  /// ``presentedViewController``, which it usually contains. The presenter owns the substitute,
  /// and the substitute keeps the presented controller it stands in for
  /// (`UIViewController.standsInFor`), so ownership runs one way and nothing outlives its window.
  weak var adaptiveSubstitute: UIViewController? {
    didSet {
      guard oldValue !== adaptiveSubstitute else { return }
      oldValue?.standsInFor = nil
      oldValue?.substituteAnsweredFor = nil
      adaptiveSubstitute?.standsInFor = weakPresented
      adaptiveSubstitute?.substituteAnsweredFor = nil
    }
  }
  private let requestedStyle: UIModalPresentationStyle

  /// Creates a presentation controller; `presentingViewController` is set when presenting.
  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self.weakPresented = presentedViewController
    self.storedPresenting = presentingViewController
    self.requestedStyle = presentedViewController.modalPresentationStyle
    self.effectivePresentationStyle = presentedViewController.modalPresentationStyle
  }

  /// The style requested by the presented controller.
  open var presentationStyle: UIModalPresentationStyle { requestedStyle }

  /// Whether the presenter's view is removed when the presentation finishes (R60).
  open var shouldRemovePresentersView: Bool { false }
  /// Whether the presentation covers the whole screen.
  open var shouldPresentInFullscreen: Bool { true }

  /// The style this controller adapts to in a horizontally compact environment by default.
  open var adaptivePresentationStyle: UIModalPresentationStyle { .none }

  /// The traits the presentation adapts to (R61): the presenter's. A popover overrides this with
  /// the window's size classes (`windowTraits` while the window changes).
  func adaptationTraits(presenterTraits: UITraitCollection, windowTraits: UITraitCollection?) -> UITraitCollection {
    presenterTraits
  }

  /// The style this controller adapts to for `traitCollection` by default, or `.none` to keep its
  /// own (R61). The base class does not adapt.
  open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    traitCollection.horizontalSizeClass == .compact ? adaptivePresentationStyle : .none
  }

  /// The presented view's frame in the container's coordinates, for the effective style.
  open var frameOfPresentedViewInContainerView: CGRect {
    containerView?.bounds ?? .zero
  }

  /// The presented view: the root view of the presented controller, or of the controller the
  /// delegate substituted for the adapted style (R62).
  open var presentedView: UIView? { shownViewController.viewIfLoaded }

  /// Traits the style itself forces on the presented content (R53); none by default.
  var styleTraitOverrides: UITraitCollection? { nil }

  /// The presentation is about to start; the container view exists.
  open func presentationTransitionWillBegin() {}
  /// The presentation finished, after the presented controller's `viewDidAppear`.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// The dismissal is about to start.
  open func dismissalTransitionWillBegin() {}
  /// The dismissal finished; the container view is gone.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// The container is about to lay out the presented view.
  open func containerViewWillLayoutSubviews() {}
  /// The container laid out the presented view.
  open func containerViewDidLayoutSubviews() {}
  /// The presentation's traits changed.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// The presented content's preferred size changed: lay out again (popovers and form sheets resize).
  open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
    if storedPresenting != nil { presentingTraitsDidChange() }
  }
  /// The size of the presented content; the default is the parent's size.
  open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
    parentSize
  }

  /// Forwards the size change to the presented controller with its new frame's size.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    shownViewController.sendViewWillTransition(to: presentedSize(forContainerSize: size), with: coordinator)
  }

  /// Forwards the trait change to the presented controller.
  open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
    let shown = shownViewController
    let presentedTraits = shown.expectedTraits(fromHost: newCollection)
    if presentedTraits != shown.traitCollection {
      shown.willTransition(to: presentedTraits, with: coordinator)
    }
  }

  // MARK: Style hooks (internal; overridden by the style subclasses)

  /// Checks run as the presentation transition begins; a report aborts the presentation (R79, R81).
  func prepareForTransition() -> MisuseReport? { nil }
  /// The sheet layout, for controllers that show a sheet now; nil otherwise.
  var sheetLayoutMode: SheetLayoutMode? { nil }
  /// Whether this presentation is a card resting at its largest height, so that what is below is
  /// scaled back (R75).
  var isStackingCard: Bool { false }
  /// The chrome of the style, before card stacking is applied; `frame` is in window coordinates.
  func styleChrome(frame: CGRect) -> PresentationChrome {
    PresentationChrome(style: effectivePresentationStyle, frame: frame)
  }
  /// Whether the adaptation delegate is asked (R61–R62); false for styles that never adapt.
  var consultsAdaptationDelegate: Bool { true }
  /// Whether the user can dismiss the presentation with a gesture in its current style (R70), or
  /// because the presented controller zoomed in (R108: a zoom is dismissed by a swipe down).
  var isInteractivelyDismissible: Bool { presentedViewController.zooms }
  /// The controller handed to the delegate's `presentationController(_:prepare:)` (a popover's
  /// adaptive sheet).
  var adaptivePresentationControllerForDelegate: UIPresentationController { self }
  /// Resets per-presentation state after the dismissal finished.
  func didFinishDismissal() {}
  /// Sends style-specific callbacks after a user's dismissal (a popover's deprecated one).
  func didFinishUserDismissal() {}
}

extension UIPresentationController {
  /// The presented controller, or nil once it is freed (``presentedViewController`` answers a
  /// placeholder then).
  var presentedIfAlive: UIViewController? { weakPresented }
}
