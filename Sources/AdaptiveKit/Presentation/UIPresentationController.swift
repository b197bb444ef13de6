import Foundation

/// Manages one modal presentation: its style and adaptation, its container view and the presented
/// view's frame, as UIKit's `UIPresentationController`.
///
/// Every style goes through the same internal pipeline: resolve the style, choose
/// the presenter, adapt to the presenter's traits, lay out, run the appearance callbacks. Style
/// subclasses (`UISheetPresentationController`, `UIPopoverPresentationController`, the internal
/// full-screen controller) only answer the questions that differ: frame, adaptation, whether the
/// presenter's view is removed.
@MainActor
open class UIPresentationController: UITraitEnvironment, UIContentContainer {
  /// The controller being presented.
  public let presentedViewController: UIViewController
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
  /// The traits of the presentation: the presenter's, with the style's and the override applied.
  public private(set) var traitCollection = UITraitCollection()
  /// The size the presented content prefers.
  public var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
  /// The style the presentation shows in now, after adaptation (an AdaptiveKit addition: UIKit
  /// keeps it private). Equals ``presentationStyle`` when nothing adapted.
  public internal(set) var effectivePresentationStyle: UIModalPresentationStyle

  weak var storedPresenting: UIViewController?
  /// The controller `present` was called on.
  weak var source: UIViewController?
  /// Where the presenter's view was before a full-screen presentation removed it.
  var removedPresenterViewSlot: (superview: UIView, index: Int)?
  private let requestedStyle: UIModalPresentationStyle

  /// Creates a presentation controller; `presentingViewController` is set when presenting.
  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self.presentedViewController = presentedViewController
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

  /// The style this controller adapts to for `traitCollection` by default, or `.none` to keep its
  /// own (R61). The base class does not adapt.
  open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    traitCollection.horizontalSizeClass == .compact ? adaptivePresentationStyle : .none
  }

  /// The presented view's frame in the container's coordinates, for the effective style.
  open var frameOfPresentedViewInContainerView: CGRect {
    containerView?.bounds ?? .zero
  }

  /// The presented view (the presented controller's root view).
  open var presentedView: UIView? { presentedViewController.viewIfLoaded }

  /// Traits the style itself forces on the presented content (R53); none by default.
  var styleTraitOverrides: UITraitCollection? { nil }

  open func presentationTransitionWillBegin() {}
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  open func dismissalTransitionWillBegin() {}
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  open func containerViewWillLayoutSubviews() {}
  open func containerViewDidLayoutSubviews() {}
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
    layoutPresentation()
  }
  open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
    parentSize
  }

  /// Forwards the size change to the presented controller with its new frame's size.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    presentedViewController.viewWillTransition(to: presentedSize(forContainerSize: size), with: coordinator)
  }

  /// Forwards the trait change to the presented controller.
  open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
    let presentedTraits = presentedViewController.expectedTraits(fromHost: newCollection)
    if presentedTraits != presentedViewController.traitCollection {
      presentedViewController.willTransition(to: presentedTraits, with: coordinator)
    }
  }

  // MARK: Pipeline hooks

  /// The adapted style for the presenter's traits (R61–R62): the delegate is asked only in a
  /// compact environment, and an invalid answer falls back to the controller's own.
  func adaptedStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
    let isCompact = traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact
    guard isCompact else { return .none }
    let ownChoice = adaptivePresentationStyle(for: traits)
    guard let delegate else { return ownChoice }
    let answer = delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
    return Self.validDelegateStyles.contains(answer) ? answer : ownChoice
  }

  static let validDelegateStyles: Set<UIModalPresentationStyle> = [.fullScreen, .overFullScreen, .formSheet, .pageSheet, .none]

  /// Traits for the presented controller from the presenter's traits.
  func presentedTraits(fromPresenter traits: UITraitCollection) -> UITraitCollection {
    var result = traits
    if let forced = styleTraitOverrides { result = result.overlaid(with: forced) }
    if let override = overrideTraitCollection { result = result.overlaid(with: override) }
    return result
  }

  /// The presented view's size for a container size, using the current style.
  func presentedSize(forContainerSize size: CGSize) -> CGSize {
    guard let containerView else { return size }
    let saved = containerView.frame
    containerView.frame.size = size
    defer { containerView.frame = saved }
    return frameOfPresentedViewInContainerView.size
  }

  /// Called when the presenter's traits are about to change: re-adapt (R62) and forward.
  func presentingWillTransition(to presenterTraits: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
    let adapted = adaptedStyle(for: presenterTraits)
    let newStyle = adapted == .none ? presentationStyle : adapted
    if newStyle != effectivePresentationStyle {
      delegate?.presentationController(self, willPresentWithAdaptiveStyle: adapted, transitionCoordinator: coordinator)
      pendingStyle = newStyle
    }
    willTransition(to: presentedTraits(fromPresenter: presenterTraits), with: coordinator)
  }

  private var pendingStyle: UIModalPresentationStyle?

  /// Called after the presenter's traits changed: adopt the new style, traits and frames.
  func presentingTraitsDidChange() {
    guard let presenter = storedPresenting else { return }
    if let pendingStyle {
      effectivePresentationStyle = pendingStyle
      self.pendingStyle = nil
    }
    let previous = traitCollection
    traitCollection = presentedTraits(fromPresenter: presenter.traitCollection)
    if previous != traitCollection { traitCollectionDidChange(previous) }
    layoutPresentation()
    presentedViewController.applyTraitsFromHost(traitCollection)
  }

  /// Sizes the container and the presented view.
  func layoutPresentation() {
    guard let containerView, let window = containerView.window ?? storedPresenting?.storedView?.window else { return }
    containerView.frame = containerFrame(in: window)
    containerViewWillLayoutSubviews()
    presentedView?.frame = frameOfPresentedViewInContainerView
    containerViewDidLayoutSubviews()
  }

  /// The container's frame: the context controller's view for context styles, else the window.
  func containerFrame(in window: UIWindow) -> CGRect {
    if effectivePresentationStyle.isContextStyle, let context = storedPresenting, let view = context.storedView, view.window != nil {
      return view.frameInWindow
    }
    return window.bounds
  }
}
