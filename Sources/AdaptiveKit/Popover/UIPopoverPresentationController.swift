import Foundation

/// The presentation controller of `.popover`, as UIKit's `UIPopoverPresentationController`
/// (R78–R85).
///
/// Shown as a popover, the content takes its size from `preferredContentSize` (a side ≤ 0 uses
/// ``defaultContentSize``), sits next to its anchor with an arrow chosen from
/// ``permittedArrowDirections``, stays inside ``popoverLayoutMargins`` and gets a compact
/// horizontal size class (R53). In a compact width or height it adapts to a form sheet laid out by
/// ``adaptiveSheetPresentationController``, unless the delegate answers `.none` (R84).
open class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at.
  open var sourceView: UIView? { didSet { relayout() } }
  /// The rectangle in ``sourceView`` the popover points at; `.null` (the default) means its bounds.
  open var sourceRect = CGRect.null { didSet { relayout() } }
  /// The bar button item the popover points at; ``sourceRect`` is ignored when set.
  open var barButtonItem: UIBarButtonItem? { didSet { relayout() } }
  /// The view or bar button item the popover points at (iOS 16); it replaces ``sourceView`` and
  /// ``barButtonItem`` when set.
  open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? { didSet { relayout() } }
  /// The directions the arrow may point (default `.any`).
  open var permittedArrowDirections = UIPopoverArrowDirection.any { didSet { relayout() } }
  /// The direction the arrow points; `.unknown` before and after presentation (R80).
  public internal(set) var arrowDirection = UIPopoverArrowDirection.unknown
  /// Views that receive touches while the popover shows instead of dismissing it (default nil).
  open var passthroughViews: [UIView]?
  /// Margins kept between the popover and the window edges; the top one counts from below the
  /// status bar (default 10 pt on every edge, R80).
  open var popoverLayoutMargins = PopoverMetrics.defaultLayoutMargins { didSet { relayout() } }
  /// Whether the popover may cover its source rectangle when it does not fit beside it.
  open var canOverlapSourceViewRect = false { didSet { relayout() } }
  /// The popover's background colour name; nil is the system default (kept for renderers).
  open var backgroundColor: String?

  /// The default content size when a side of `preferredContentSize` is not positive ([INF], R82).
  public static let defaultContentSize = PopoverMetrics.defaultContentSize

  /// The sheet the popover becomes in a compact environment; configure it in the delegate's
  /// `presentationController(_:prepare:)` (R62, R84).
  public private(set) lazy var adaptiveSheetPresentationController: UISheetPresentationController = {
    let sheet = UISheetPresentationController(presentedViewController: presentedViewController, presenting: nil)
    sheet.prefersPageSizing = false
    return sheet
  }()

  /// A popover becomes a form sheet in a compact environment (an action sheet: its own
  /// presentation over the dimmed screen).
  open override var adaptivePresentationStyle: UIModalPresentationStyle { presentedViewController.compactPopoverAdaptiveStyle }

  /// A form sheet in a compact width or height (R61, R84); an action sheet shows over the dimmed
  /// screen instead.
  open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    traitCollection.horizontalSizeClass == .compact || traitCollection.verticalSizeClass == .compact
      ? presentedViewController.compactPopoverAdaptiveStyle : .none
  }

  /// A popover adapts to the size classes of the window it shows in, not to the compact traits
  /// UIKit forces on its presenter (a classic split's primary column, the content of a form sheet
  /// on iPad): an action sheet from a form sheet on a full-screen iPad is a popover ([INF]).
  override func adaptationTraits(presenterTraits: UITraitCollection, windowTraits: UITraitCollection?) -> UITraitCollection {
    guard let window = windowTraits ?? window?.traitCollection else { return presenterTraits }
    return presenterTraits.modifyingTraits {
      $0.horizontalSizeClass = window.horizontalSizeClass
      $0.verticalSizeClass = window.verticalSizeClass
    }
  }

  /// The popover's frame beside its anchor, or the adaptive sheet's frame.
  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView?.bounds else { return .zero }
    if let sheet = adaptedSheetLayout(in: container) {
      arrowDirection = .unknown
      return sheet.frame
    }
    guard effectivePresentationStyle == .popover else {
      arrowDirection = .unknown
      return container
    }
    return popoverLayout(in: container).frame
  }

  // MARK: Style hooks

  override func prepareForTransition() -> MisuseReport? {
    (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
    guard effectivePresentationStyle == .popover, sourceView == nil, barButtonItem == nil, sourceItem == nil else { return nil }
    if presentedViewController is UIAlertController {
      return .exception(
        "Your application has presented a UIAlertController (\(presentedViewController.debugName)) of style UIAlertControllerStyleActionSheet from \(storedPresenting?.debugName ?? "nil"). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.",
        name: "NSGenericException")
    }
    return .exception(
      "UIPopoverPresentationController (\(presentedViewController.debugName)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.",
      name: "NSGenericException")
  }

  override var styleTraitOverrides: UITraitCollection? {
    if effectivePresentationStyle == .popover { return UITraitCollection(horizontalSizeClass: .compact) }
    guard effectivePresentationStyle.isSheet, let window, let presenter = storedPresenting else { return nil }
    return adaptiveSheetPresentationController.sheetTraitOverrides(
      container: window.bounds, window: window, presenterTraits: presenter.traitCollection, style: effectivePresentationStyle)
  }

  override var sheetLayoutMode: SheetLayoutMode? {
    guard let container = containerView?.bounds else { return nil }
    return adaptedSheetLayout(in: container)?.mode
  }

  override var isStackingCard: Bool {
    guard let container = containerView?.bounds, let layout = adaptedSheetLayout(in: container) else { return false }
    return layout.mode == .card && layout.frame.minY <= SafeArea.topInset(for: window) + SheetMetrics.topOffset + 0.5
  }

  override var isInteractivelyDismissible: Bool {
    effectivePresentationStyle == .popover || effectivePresentationStyle.isSheet || super.isInteractivelyDismissible
  }

  override var adaptivePresentationControllerForDelegate: UIPresentationController { adaptiveSheetPresentationController }

  override func styleChrome(frame: CGRect) -> PresentationChrome {
    guard let container = containerView?.bounds else { return PresentationChrome(style: effectivePresentationStyle, frame: frame) }
    if let layout = adaptedSheetLayout(in: container) {
      let sheet = adaptiveSheetPresentationController
      sheet.containerView = containerView
      defer { sheet.containerView = nil }
      return sheet.sheetChrome(layout: layout, frame: frame, style: effectivePresentationStyle)
    }
    var chrome = PresentationChrome(style: effectivePresentationStyle, frame: frame)
    guard effectivePresentationStyle == .popover else { return chrome }
    let layout = popoverLayout(in: container)
    chrome.cornerRadius = PopoverMetrics.cornerRadius
    chrome.dimmingFrame = window?.bounds
    chrome.dimmingAlpha = 0
    chrome.arrowDirection = layout.arrowDirection
    chrome.arrowPoint = containerView.map { view in
      let converted = view.convert(CGRect(origin: layout.arrowPoint, size: .zero), to: nil)
      return converted.origin
    }
    return chrome
  }

  /// Places the popover before the presented controller's appearance callbacks, so its
  /// `viewWillAppear(_:)` already reads the ``arrowDirection``.
  open override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    if effectivePresentationStyle == .popover, let container = containerView?.bounds { _ = popoverLayout(in: container) }
  }

  override func didFinishDismissal() {
    arrowDirection = .unknown
  }

  override func didFinishUserDismissal() {
    (presentedViewController as? UIAlertController)?.userDidDismiss()
    (delegate as? any UIPopoverPresentationControllerDelegate)?.popoverPresentationControllerDidDismissPopover(self)
  }

  /// Moves the anchor through the delegate when the window's size changes (R85), then forwards.
  open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    if effectivePresentationStyle == .popover, (adaptationInTransition?.style ?? .popover) == .popover, var view = sourceView,
       let delegate = delegate as? any UIPopoverPresentationControllerDelegate {
      var rect = sourceRect.isNull ? view.bounds : sourceRect
      let proposedRect = rect, proposedView = view
      delegate.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &view)
      if view !== proposedView { sourceView = view }
      if rect != proposedRect { sourceRect = rect }
    }
    super.viewWillTransition(to: size, with: coordinator)
  }

  private func relayout() {
    guard storedPresenting != nil, containerView != nil else { return }
    layoutPresentation()
  }
}
