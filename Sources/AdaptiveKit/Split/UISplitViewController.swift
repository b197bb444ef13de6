import Foundation

/// A container that shows a primary column beside a secondary one and collapses into a single
/// column in horizontally compact environments, as UIKit's `UISplitViewController`.
///
/// Created with `UISplitViewController()` it is the classic two-child split of iOS 8–13 (R13–R35);
/// created with ``init(style:)`` it is the iOS 14 column-style split (R36–R46). Both collapse when
/// their horizontal size class becomes compact and expand when it becomes regular, asking the
/// ``delegate`` in UIKit's order, so a `UISplitViewControllerDelegate` written for iOS behaves the
/// same here.
///
/// ```swift
/// let split = UISplitViewController()
/// split.viewControllers = [UINavigationController(rootViewController: list), detail]
/// window.rootViewController = split        // on an iPhone: collapses at first display
/// split.isCollapsed                        // true; the detail was pushed onto the list's stack
/// ```
///
/// > Important: `isCollapsed` changes only when a collapse or expansion has finished (R14), and
/// > ``UIViewController/showDetailTargetDidChangeNotification`` is posted exactly then (R12).
///
/// The sequences, with a diagram, are in <doc:HowASplitViewCollapsesAndExpands>.
open class UISplitViewController: UIViewController {
  /// The style chosen at creation; `.unspecified` for a classic split (R36).
  public let style: Style
  /// What the style keeps: the classic children, or the columns (R13, R38).
  let styleState: SplitStyleState
  // The delegate and the layout preferences below (plain values) are read at every layout or
  // transition; the main actor serialises every access, so they have no run-time exclusivity check.
  /// The delegate asked at every collapse, expansion, show and display-mode change.
  @exclusivity(unchecked)
  open weak var delegate: (any UISplitViewControllerDelegate)?
  /// The display mode you would like; a preference the split may not honour (R25–R26).
  @exclusivity(unchecked) open var preferredDisplayMode: DisplayMode = .automatic {
    didSet { preferredDisplayModeDidChange(from: oldValue) }
  }
  /// Whether a swipe (and the display-mode button) can show and hide the primary (R29).
  open var presentsWithGesture = true { didSet { updateDisplayModeButtonItem() } }
  /// The primary column's background: `.sidebar` for a sidebar's look (recorded; the renderer draws
  /// every primary the same).
  open var primaryBackgroundStyle = BackgroundStyle.none
  /// The side of the primary column (R30).
  @exclusivity(unchecked) open var primaryEdge: PrimaryEdge = .leading { didSet { storedView?.setNeedsLayout() } }
  // Each width preference is ``automaticDimension`` or a usable number of points (a fraction: a
  // usable number); NaN, an infinity, a negative or an absurd value is reported and ignored.
  /// The primary column's share of the split's width, or ``automaticDimension`` (R31).
  @exclusivity(unchecked) open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
    didSet { preferredPrimaryColumnWidthFraction = widthPreference(preferredPrimaryColumnWidthFraction, named: "preferredPrimaryColumnWidthFraction", keeping: oldValue) }
  }
  /// The primary column's width in points, or ``automaticDimension``; wins over the fraction (R31).
  @exclusivity(unchecked) open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
    didSet { preferredPrimaryColumnWidth = widthPreference(preferredPrimaryColumnWidth, named: "preferredPrimaryColumnWidth", keeping: oldValue) }
  }
  /// The smallest primary column width, or ``automaticDimension`` (0 pt) (R31).
  @exclusivity(unchecked) open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
    didSet { minimumPrimaryColumnWidth = widthPreference(minimumPrimaryColumnWidth, named: "minimumPrimaryColumnWidth", keeping: oldValue) }
  }
  /// The largest primary column width, or ``automaticDimension`` (the default maximum, R32).
  @exclusivity(unchecked) open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
    didSet { maximumPrimaryColumnWidth = widthPreference(maximumPrimaryColumnWidth, named: "maximumPrimaryColumnWidth", keeping: oldValue) }
  }
  /// The supplementary column's share of the width, or ``automaticDimension`` (R46).
  @exclusivity(unchecked) open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
    didSet { preferredSupplementaryColumnWidthFraction = widthPreference(preferredSupplementaryColumnWidthFraction, named: "preferredSupplementaryColumnWidthFraction", keeping: oldValue) }
  }
  /// The supplementary column's width in points, or ``automaticDimension`` (R46).
  @exclusivity(unchecked) open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
    didSet { preferredSupplementaryColumnWidth = widthPreference(preferredSupplementaryColumnWidth, named: "preferredSupplementaryColumnWidth", keeping: oldValue) }
  }
  /// The smallest supplementary column width, or ``automaticDimension`` (R46).
  @exclusivity(unchecked) open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
    didSet { minimumSupplementaryColumnWidth = widthPreference(minimumSupplementaryColumnWidth, named: "minimumSupplementaryColumnWidth", keeping: oldValue) }
  }
  /// The largest supplementary column width, or ``automaticDimension`` (R46).
  @exclusivity(unchecked) open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
    didSet { maximumSupplementaryColumnWidth = widthPreference(maximumSupplementaryColumnWidth, named: "maximumSupplementaryColumnWidth", keeping: oldValue) }
  }
  /// The inspector column's share of the split's width, or ``automaticDimension`` (iOS 26, R113).
  @exclusivity(unchecked) open var preferredInspectorColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
    didSet { preferredInspectorColumnWidthFraction = widthPreference(preferredInspectorColumnWidthFraction, named: "preferredInspectorColumnWidthFraction", keeping: oldValue) }
  }
  /// The inspector column's width in points, or ``automaticDimension``; wins over the fraction (R113).
  @exclusivity(unchecked) open var preferredInspectorColumnWidth: CGFloat = UISplitViewController.automaticDimension {
    didSet { preferredInspectorColumnWidth = widthPreference(preferredInspectorColumnWidth, named: "preferredInspectorColumnWidth", keeping: oldValue) }
  }
  /// The smallest inspector column width, or ``automaticDimension`` (0 pt) (R113).
  @exclusivity(unchecked) open var minimumInspectorColumnWidth: CGFloat = UISplitViewController.automaticDimension {
    didSet { minimumInspectorColumnWidth = widthPreference(minimumInspectorColumnWidth, named: "minimumInspectorColumnWidth", keeping: oldValue) }
  }
  /// The largest inspector column width, or ``automaticDimension`` (320 pt) (R113).
  @exclusivity(unchecked) open var maximumInspectorColumnWidth: CGFloat = UISplitViewController.automaticDimension {
    didSet { maximumInspectorColumnWidth = widthPreference(maximumInspectorColumnWidth, named: "maximumInspectorColumnWidth", keeping: oldValue) }
  }
  /// The secondary column's share of the width beside a shown inspector, or ``automaticDimension``
  /// (iOS 26, R113).
  @exclusivity(unchecked) open var preferredSecondaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
    didSet { preferredSecondaryColumnWidthFraction = widthPreference(preferredSecondaryColumnWidthFraction, named: "preferredSecondaryColumnWidthFraction", keeping: oldValue) }
  }
  /// The secondary column's width in points beside a shown inspector, or ``automaticDimension``;
  /// wins over the fraction (R113).
  @exclusivity(unchecked) open var preferredSecondaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
    didSet { preferredSecondaryColumnWidth = widthPreference(preferredSecondaryColumnWidth, named: "preferredSecondaryColumnWidth", keeping: oldValue) }
  }
  /// The smallest secondary column width a shown inspector leaves, or ``automaticDimension`` (R113).
  @exclusivity(unchecked) open var minimumSecondaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
    didSet { minimumSecondaryColumnWidth = widthPreference(minimumSecondaryColumnWidth, named: "minimumSecondaryColumnWidth", keeping: oldValue) }
  }
  /// The split behaviour you would like (column style, R44).
  open var preferredSplitBehavior: SplitBehavior = .automatic { didSet { applyResolvedDisplayMode(animated: false) } }
  /// When the column-style display-mode button shows (R45).
  open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic { didSet { updateDisplayModeButtonItem() } }
  /// Whether a triple-column split adds a button that toggles `secondaryOnly` (R45).
  open var showsSecondaryOnlyButton = false { didSet { updateDisplayModeButtonItem() } }

  // MARK: State

  var collapseState = SplitCollapseState.expanded
  /// The mode the columns are laid out in while expanded; nil until first resolved.
  var currentDisplayMode: DisplayMode?
  /// A mode chosen by the button, `show`/`hide` or `.automatic` keeping the current one; cleared by
  /// size transitions.
  var chosenDisplayMode: DisplayMode?
  var lastAnnouncedDisplayMode: DisplayMode?
  var hasMovedToWindow = false
  var hasPendingCollapseOrExpand = false
  var storedDisplayModeButtonItem: UIBarButtonItem?
  var storedSecondaryOnlyButtonItem: UIBarButtonItem?
  /// The mode the secondary-only button left, restored by its next tap (R45).
  var modeBeforeSecondaryOnly: DisplayMode?
  /// The controllers whose ``UIViewController/columnHolder`` is this split, which it clears when
  /// it goes away (they may outlive it).
  var linkedColumnControllers = UnownedLinks()

  /// Creates a classic split view controller (`style == .unspecified`).
  public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
    style = .unspecified
    styleState = SplitStyleState(style: .unspecified)
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    adjustsTraitsOfChildren = true
  }

  /// Creates a split view controller of a style: `.doubleColumn` or `.tripleColumn` for the
  /// column-based interface, `.unspecified` for the classic one (R36).
  public init(style: Style) {
    self.style = style
    styleState = SplitStyleState(style: style)
    super.init(nibName: nil, bundle: nil)
    adjustsTraitsOfChildren = true
  }

  /// Creates a split view controller from a storyboard, in the style it names.
  public required init?(coder: NSCoder) {
    style = (coder as? any StoryboardDecoding)?.splitStyle ?? .unspecified
    styleState = SplitStyleState(style: style)
    super.init(coder: coder)
    adjustsTraitsOfChildren = true
  }

  /// Controllers kept for a column that outlive the split forget it (their link is unowned), and
  /// so do its bar button items.
  deinit {
    MainActor.assumeIsolated {
      for controller in linkedColumnControllers.removeAll() { controller.takeUnretainedValue().columnHolder = nil }
      storedDisplayModeButtonItem?.ownerWillGoAway()
      storedSecondaryOnlyButtonItem?.ownerWillGoAway()
    }
  }

  // MARK: Children

  /// Classic: `[primary, secondary]` when expanded, `[primary]` when collapsed (R13). Column style:
  /// the columns' installed controllers, or the single collapsed one (R40).
  open var viewControllers: [UIViewController] {
    get { currentViewControllers }
    set { setViewControllers(newValue) }
  }

  /// Whether the split shows one column (R14): true once a collapse has finished, and until an
  /// expansion has finished.
  open var isCollapsed: Bool { collapseState == .collapsed || collapseState == .expanding }

  /// The current arrangement of the columns (R24). Never `.automatic`. While collapsed it reports
  /// `oneBesideSecondary`: the single visible column is the primary, tiled.
  open var displayMode: DisplayMode {
    if collapseState == .collapsed || collapseState == .collapsing { return .oneBesideSecondary }
    return currentDisplayMode ?? resolvedDisplayMode(for: splitSize)
  }

  /// The display mode the button and gesture would switch to now (R27).
  open var targetDisplayModeForAction: DisplayMode { computeTargetDisplayModeForAction() }

  /// A bar button item that toggles the primary column (R28); put it in a navigation bar yourself.
  open var displayModeButtonItem: UIBarButtonItem { makeDisplayModeButtonItemIfNeeded() }

  /// The primary column's current width in points (0 while collapsed, full width never).
  open var primaryColumnWidth: CGFloat { columnWidths(for: splitSize, mode: displayMode).primary }
  /// The supplementary column's current width in points (triple column).
  open var supplementaryColumnWidth: CGFloat { columnWidths(for: splitSize, mode: displayMode).supplementary }

  // MARK: Showing

  /// Classic: asks the delegate, then replaces a child (expanded) or presents (compact) (R9).
  open override func show(_ vc: UIViewController, sender: Any?) { performSplitShow(vc, sender: sender) }
  /// Classic: asks the delegate, then replaces the secondary (expanded) or forwards `show` to the
  /// primary (collapsed) (R10).
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    vc.wasShownAsDetail = true
    performSplitShowDetail(vc, sender: sender)
  }
  /// The split overrides both `show` and `showDetailViewController`, so it is their target (R4, R7).
  open override class func overridesAction(_ action: Selector) -> Bool { action.isShowAction }

  // MARK: Columns (column style)

  /// Installs a controller in a column, wrapping it in a navigation controller where needed (R38–R39).
  open func setViewController(_ vc: UIViewController?, for column: Column) {
    behavior.setViewController(vc, for: column)
    notifyKeyValueObservers()
  }
  /// The controller set for a column (your controller, not the wrapper).
  open func viewController(for column: Column) -> UIViewController? { behavior.viewController(for: column) }
  /// Shows a column, changing the display mode or the collapsed stack (R43).
  open func show(_ column: Column) { behavior.showColumn(column) }
  /// Hides a column, changing the display mode or the collapsed stack (R43).
  open func hide(_ column: Column) { behavior.hideColumn(column) }
  /// Whether a column is visible now (iOS 26, R114): in the display mode when expanded, on top of
  /// the stack (or the compact column) when collapsed; the inspector while its column or, collapsed,
  /// its sheet is shown.
  open func isShowing(_ column: Column) -> Bool { behavior.isShowing(column) }

  // MARK: Orientation

  /// The delegate's `splitViewControllerSupportedInterfaceOrientations(_:)` if it answers a
  /// non-empty mask; otherwise the orientations every child supports (R33).
  open override var supportedInterfaceOrientations: UIInterfaceOrientationMask { resolvedSupportedInterfaceOrientations }

  // MARK: Transitions

  /// Calls `super`, then collapses (regular → compact) or expands (compact → regular) alongside the
  /// transition; the new state is final in the coordinator's completion (R14–R15).
  open override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
    (coordinator as? TransitionCoordinator)?.record(traits: newCollection, for: self)
    super.willTransition(to: newCollection, with: coordinator)
    scheduleCollapseOrExpand(to: newCollection, with: coordinator)
    if newCollection.layoutDirection != traitCollection.layoutDirection {
      coordinator.animate(alongsideTransition: { _ in self.storedView?.setNeedsLayout() }, completion: nil)
    }
  }

  /// Calls `super`, then re-resolves the display mode for the new size alongside the transition.
  /// Until the transition ends, the split reads its new size and the screen's new orientation
  /// from the transition (``UIViewController/transitionCoordinator``).
  open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    (coordinator as? TransitionCoordinator)?.record(size: size, for: self)
    super.viewWillTransition(to: size, with: coordinator)
    scheduleDisplayModeUpdate(with: coordinator)
  }

  /// The size of a column for a split of `parentSize`.
  open override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
    guard let child = container as? UIViewController else { return parentSize }
    return columnSize(of: child, forSplitSize: parentSize)
  }

  // MARK: Container hooks

  override var visibleChildren: [UIViewController] { visibleColumnControllers }

  override func layoutChildViews(in bounds: CGRect) { layoutColumns(in: bounds) }

  /// A child's traits: the split's, with its layout environment (R116) and, for a sidebar,
  /// compact width (R34).
  override func traits(forChild child: UIViewController, parentTraits traits: UITraitCollection) -> UITraitCollection {
    var result = super.traits(forChild: child, parentTraits: traits)
    result.splitViewControllerLayoutEnvironment = layoutEnvironment
    if isSidebar(child) { result.horizontalSizeClass = .compact }
    return result
  }

  override func viewDidMoveToWindow(_ window: UIWindow?) {
    guard let window else { return }
    splitDidMoveToWindow(window)
  }

  override func role(ofChild child: UIViewController) -> String { columnRole(of: child) }

  override func appearanceDidEnd() { inspectorDidAppear() }
}
