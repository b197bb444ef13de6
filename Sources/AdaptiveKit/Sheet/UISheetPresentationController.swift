import Foundation

/// The presentation controller of page and form sheets, as UIKit's `UISheetPresentationController`
/// (R71–R77).
///
/// In a horizontally compact, vertically regular environment the sheet is a card attached to the
/// bottom edge, resting at one of its ``detents``; in compact height it becomes full screen unless
/// ``prefersEdgeAttachedInCompactHeight``; in a regular environment it floats centred, page-sized
/// (readable width) or form-sized (`preferredContentSize`). Every property can be set before or
/// while presenting; a change lays the sheet out again.
open class UISheetPresentationController: UIPresentationController {
  /// The heights the sheet rests at, smallest first; default `[.large()]` (R72).
  open var detents: [Detent] = [.large()] {
    didSet {
      if detents.isEmpty {
        MisuseReport.exception("The detents array must not be empty.", name: "NSInternalInconsistencyException").report()
        detents = oldValue
        return
      }
      Detent.assignGeneratedIdentifiers(in: detents)
      optionsDidChange()
    }
  }
  /// The detent the sheet rests at; nil means the smallest (R73).
  open var selectedDetentIdentifier: Detent.Identifier? { didSet { optionsDidChange() } }
  /// The largest detent at which the sheet does not dim what is behind; nil dims at every detent.
  open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { optionsDidChange() } }
  /// Whether the sheet shows a grabber (default false).
  open var prefersGrabberVisible = false { didSet { optionsDidChange() } }
  /// Whether the sheet stays attached to the bottom edge in compact height instead of going full
  /// screen (default false, R61, R73).
  open var prefersEdgeAttachedInCompactHeight = false { didSet { optionsDidChange(readapt: true) } }
  /// Whether an edge-attached sheet in compact height takes its width from `preferredContentSize`.
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false { didSet { optionsDidChange() } }
  /// Whether scrolling at the top edge expands the sheet to a larger detent (default true).
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Page sizing (true: readable width) or `preferredContentSize` sizing (false), iOS 17 (R73).
  open var prefersPageSizing: Bool { didSet { optionsDidChange() } }
  /// The view an edge-attached sheet centres on; nil centres it on its edge (R73).
  open var sourceView: UIView? { didSet { optionsDidChange() } }
  /// The corner radius; nil uses the system's 10 pt (R74).
  open var preferredCornerRadius: CGFloat? { didSet { optionsDidChange() } }
  /// Where a floating sheet sits within the presenting controller's view (iOS 27, R125): on its
  /// leading or trailing edge, or centred on it; `.automatic` centres it in the container, as
  /// before iOS 27. An edge-attached full-width card is placed the same whatever this says.
  open var preferredPlacement = Placement.automatic { didSet { optionsDidChange() } }

  /// Where a sheet is placed within its presenting view (R125).
  public enum Placement: Int, Sendable {
    /// The system places the sheet: centred in its container.
    case automatic = 0
    /// On the leading edge of the presenting view.
    case leading = 1
    /// Centred on the presenting view.
    case center = 2
    /// On the trailing edge of the presenting view.
    case trailing = 3
  }

  /// The sheet's corner radius (R74).
  public static let cornerRadius: CGFloat = SheetMetrics.cornerRadius
  /// The gap above a card (R74).
  public static let topOffset: CGFloat = SheetMetrics.topOffset

  /// Creates a sheet controller; page sizing unless the presented controller's style is `.formSheet`.
  public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    prefersPageSizing = presentedViewController.modalPresentationStyle != .formSheet
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
  }

  /// Runs `changes`, then lays the sheet out once (UIKit animates the changes).
  open func animateChanges(_ changes: () -> Void) {
    batchingChanges = true
    changes()
    batchingChanges = false
    optionsDidChange(readapt: true)
  }

  /// Resolves the custom detents again, after what their resolvers read changed (R72).
  open func invalidateDetents() { optionsDidChange() }

  /// Full screen in compact height unless edge-attached; otherwise no adaptation (R61).
  open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    if traitCollection.verticalSizeClass == .compact, !prefersEdgeAttachedInCompactHeight { return .fullScreen }
    return .none
  }

  /// The sheet's frame for its layout: card, edge-attached, floating or full screen.
  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView?.bounds else { return .zero }
    return currentLayout(in: container).frame
  }

  /// The detent the sheet rests at now (an AdaptiveKit addition: UIKit reports it only through
  /// ``selectedDetentIdentifier``); nil when the sheet is not laid out with detents.
  public var currentDetentIdentifier: Detent.Identifier? {
    guard let container = containerView?.bounds else { return nil }
    return currentLayout(in: container).detent
  }

  private var batchingChanges = false

  func optionsDidChange(readapt shouldReadapt: Bool = false) {
    guard !batchingChanges, let presenter = storedPresenting, containerView != nil else { return }
    let outcome = shouldReadapt ? readapt(to: presenter.traitCollection, with: nil) : nil
    presentingTraitsDidChange(adopting: outcome)
  }

  // MARK: Style hooks

  override var sheetLayoutMode: SheetLayoutMode? {
    guard let container = containerView?.bounds else { return nil }
    return currentLayout(in: container).mode
  }

  override var isStackingCard: Bool {
    guard let container = containerView?.bounds else { return false }
    let layout = currentLayout(in: container)
    return layout.mode == .card && layout.frame.minY <= cardTop + 0.5
  }

  override var isInteractivelyDismissible: Bool { effectivePresentationStyle.isSheet || super.isInteractivelyDismissible }

  override var styleTraitOverrides: UITraitCollection? {
    guard let window, let presenter = storedPresenting else { return nil }
    return sheetTraitOverrides(container: window.bounds, window: window, presenterTraits: presenter.traitCollection, style: effectivePresentationStyle)
  }

  override func styleChrome(frame: CGRect) -> PresentationChrome {
    guard let container = containerView?.bounds else { return PresentationChrome(style: effectivePresentationStyle, frame: frame) }
    return sheetChrome(layout: currentLayout(in: container), frame: frame, style: effectivePresentationStyle)
  }

  private var cardTop: CGFloat { SafeArea.topInset(for: window, orientation: window?.layoutOrientation) + SheetMetrics.topOffset }

  func currentLayout(in container: CGRect) -> SheetLayout {
    layout(container: container, window: window, presenterTraits: presenterTraitsForLayout,
           style: effectivePresentationStyle, preferredContentSize: presentedViewController.preferredContentSize)
  }
}
