import Foundation

/// A rectangle in a window, as a minimal UIKit `UIView`: frame, bounds, subviews, superview and window.
///
/// AdaptiveKit draws nothing itself; views carry the geometry that renderers and hit-testing read.
/// A view controller's root view knows its controller, so adding it to or removing it from a view
/// in a window sends the controller its appearance callbacks, as UIKit does.
@MainActor
open class UIView: UIResponder {
  /// The frame in the superview's coordinate space.
  ///
  /// Read on every layout and safe-area walk; the main actor serialises every access, so the
  /// runtime's exclusivity checks are off for it (as for the other layout fields below).
  @exclusivity(unchecked)
  open var frame: CGRect {
    didSet {
      // Out of the chain too: the relayout check's stamps count every change (SafeAreaChain).
      if frame != oldValue { safeAreaChainDidChange() }
      if frame.size != oldValue.size { setNeedsLayout() }
    }
  }
  /// The view's own coordinate space: origin zero, size of ``frame``.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// The center of the frame in the superview's coordinate space.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  /// The views this view contains, back to front.
  @exclusivity(unchecked) public private(set) var subviews: [UIView] = []
  /// The view that contains this one.
  ///
  /// Held unowned, as UIKit holds it: a superview retains its subviews and clears this reference
  /// when it removes one or goes away (its `deinit`). A weak reference would give every superview a
  /// side table, making each of its retains and releases slower on every layout walk.
  public var superview: UIView? { superviewLink?.takeUnretainedValue() }
  /// ``superview``, unretained: the layout walks read it without retaining each view.
  @exclusivity(unchecked) private(set) var superviewLink: Unmanaged<UIView>?
  // The one-byte fields follow the 33-byte optional insets, in the bytes its alignment would
  // otherwise leave unused: 24 bytes less per view (M1 in BENCHMARKS.md).
  /// The safe area the view had at its last layout (nil before its first layout in a window).
  @exclusivity(unchecked) var laidOutSafeArea: UIEdgeInsets?
  /// Whether the view is hidden.
  @exclusivity(unchecked)
  open var isHidden = false
  /// Whether the view receives taps (hit-testing skips it and its subviews when false).
  open var isUserInteractionEnabled = true
  /// Whether the content stacking layout places this view: decided at its first layout (true when
  /// its frame was still `.zero`), see `UIView.layoutStackedSubviews()`.
  var isStackedByLayout: Bool?
  /// Whether the view's layout is invalid (``setNeedsLayout()``); a new view starts invalid.
  @exclusivity(unchecked) var needsLayoutFlag = true
  /// Whether this view is a ``UIWindow`` (set by the window's initializer): ``window`` tests it at
  /// each ancestor instead of a dynamic cast.
  @exclusivity(unchecked) final var isWindowView = false
  /// Whether a subview (or deeper view) may have an invalid layout.
  @exclusivity(unchecked) var descendantNeedsLayout = false
  /// Whether this view (or its controller) has a pending properties update
  /// (``setNeedsUpdateProperties()``); a new view starts with one.
  @exclusivity(unchecked) var needsPropertiesUpdate = true
  /// Whether the last properties update of this view (or its controller) read its traits: a trait
  /// change then asks for another.
  @exclusivity(unchecked) var updatePropertiesReadsTraits = false
  /// Whether ``layoutSubviews()`` (or the owning controller's layout) is running for this view.
  @exclusivity(unchecked) var isLayingOut = false
  /// Whether a change of the content size category can change this view (a label's font, a
  /// table's rows): only such views compare the category on a trait change, so the others pay
  /// nothing for Dynamic Type (B3 in BENCHMARKS.md, thirty-second run).
  @exclusivity(unchecked) final var followsContentSizeCategory = false
  /// The count of safe-area changes (``SafeAreaChain/changeCount``) when this view's safe area
  /// was last found equal to ``laidOutSafeArea`` (by its layout or a relayout check); 0 never.
  /// In the bytes after the one-byte fields, which alignment would otherwise leave unused (M1).
  @exclusivity(unchecked) final var safeAreaCheckStamp: UInt32 = 0
  /// An identifier for tests and automation.
  open var accessibilityIdentifier: String?
  /// An integer tag.
  open var tag = 0
  /// The background colour; nil is transparent.
  open var backgroundColor: UIColor?

  /// The view controller whose root view this is.
  ///
  /// Unowned, as ``superview`` is: the controller retains its view and clears this reference when
  /// it lets the view go or goes away (its `deinit`). A weak reference would give every controller
  /// a side table, making each of its retains and releases slower on every layout walk.
  var owningViewController: UIViewController? {
    get { owningViewControllerLink?.takeUnretainedValue() }
    set {
      safeAreaChainDidChange()
      owningViewControllerLink = if let newValue { .passUnretained(newValue) } else { nil }
    }
  }
  /// ``owningViewController``, unretained: the safe-area walks read it without retaining it.
  @exclusivity(unchecked) private(set) var owningViewControllerLink: Unmanaged<UIViewController>?
  /// Whether a controller owns this view.
  var isControllerRootView: Bool { owningViewControllerLink != nil }
  /// What the observations of this view's properties updates call back, once it has had one.
  @exclusivity(unchecked) var propertiesObservation: PropertiesUpdateTarget?
  /// The window's safe-area chain, while this view is in it (``SafeAreaChain``).
  @exclusivity(unchecked) var safeAreaChainLink: Unmanaged<SafeAreaChain>?
  /// This view's place in ``safeAreaChainLink`` (-1 for the window).
  @exclusivity(unchecked) var safeAreaChainSlot = 0
  /// The identity the window gave this view (`WindowContext.identity(of:)`).
  @exclusivity(unchecked) var allocatedIdentity: AllocatedIdentity?

  /// Creates a view with a frame.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }
  /// Creates a view with a zero frame.
  public override convenience init() { self.init(frame: .zero) }

  /// Creates a view from a storyboard's description of it (its frame and attributes). A coder that
  /// is not a storyboard's decodes nothing: the view is empty, at the origin.
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
    (coder as? any StoryboardDecoding)?.decode(into: self)
  }

  // MARK: Traits

  /// The view's traits: its controller's for a controller's root view, otherwise its superview's,
  /// with ``overrideUserInterfaceStyle`` applied.
  open var traitCollection: UITraitCollection {
    PropertiesUpdatePass.noteTraitRead()
    return traits(inheriting: inheritedTraits)
  }

  /// The traits this view inherits: its controller's, else its superview's.
  private var inheritedTraits: UITraitCollection {
    owningViewController?.traitCollection ?? superview?.traitCollection ?? UITraitCollection()
  }

  /// `inherited` with this view's ``overrideUserInterfaceStyle`` and accessory environment applied.
  func traits(inheriting inherited: UITraitCollection) -> UITraitCollection {
    traits(inheriting: inherited, style: overrideUserInterfaceStyle)
  }

  /// ``traits(inheriting:)`` with ``overrideUserInterfaceStyle`` already read as `style`.
  private func traits(inheriting inherited: UITraitCollection, style: UIUserInterfaceStyle) -> UITraitCollection {
    var result = inherited
    if style != .unspecified { result.userInterfaceStyle = style }
    if accessoryEnvironment != .unspecified { result.tabAccessoryEnvironment = accessoryEnvironment }
    return result
  }

  /// The tab accessory environment this view and its subviews see, set by the tab bar controller
  /// on its bottom accessory's content view (R123); `.unspecified` to inherit.
  @exclusivity(unchecked) var accessoryEnvironment = UITabAccessory.Environment.unspecified

  /// The appearance this view and its subviews use, whatever they inherit (`.unspecified`: inherit).
  @exclusivity(unchecked)
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
    didSet {
      guard overrideUserInterfaceStyle != oldValue, !(self is UIWindow) else { return }
      let inherited = inheritedTraits
      var previous = traits(inheriting: inherited)
      previous.userInterfaceStyle = oldValue == .unspecified ? inherited.userInterfaceStyle : oldValue
      deliverTraitChange(from: previous, to: traitCollection)
    }
  }

  /// Called after the view's traits changed: when its controller's traits change, or an ancestor
  /// view's ``overrideUserInterfaceStyle``.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Traits are always current in AdaptiveKit (every change is applied when it is made), so there
  /// is nothing to update.
  open func updateTraitsIfNeeded() {}

  /// Tells this view, then its subviews, that their traits changed from `previous` to `current`
  /// (this view's old and new traits). Subviews that are another controller's root view hear from
  /// that controller instead.
  func deliverTraitChange(from previous: UITraitCollection, to current: UITraitCollection) {
    guard current != previous else { return }
    if followsContentSizeCategory, current.contentSizeCategoryNumber != previous.contentSizeCategoryNumber {
      contentSizeCategoryDidChange(to: current)
    }
    traitCollectionDidChange(previous)
    if updatePropertiesReadsTraits { setNeedsUpdateProperties() }
    // A leaf (a label, an image) holds no list to walk: not even the list's retain.
    guard !subviews.isEmpty else { return }
    // Unretained: the list's storage keeps each subview alive (UnretainedWalks.swift).
    subviews.forEachUnretained { subview in
      if !subview.isControllerRootView { subview.deliverTraitChange(inheritedFrom: previous, to: current) }
    }
  }

  /// Text follows the content size category (R50): called on a view that
  /// ``followsContentSizeCategory`` when the category changed. A label that adjusts takes its
  /// style's new size, and a table measures its rows again.
  func contentSizeCategoryDidChange(to current: UITraitCollection) {}

  /// ``deliverTraitChange(from:to:)`` for inherited traits that changed from `previous` to
  /// `current`; without traits of its own (``overrideUserInterfaceStyle``) they are this view's own,
  /// as they are.
  func deliverTraitChange(inheritedFrom previous: UITraitCollection, to current: UITraitCollection) {
    // The style is read once: the getter is `open`, a call each time (R123's accessory
    // environment made it six per view; B3 in BENCHMARKS.md, twenty-third run).
    let style = overrideUserInterfaceStyle
    if style == .unspecified, accessoryEnvironment == .unspecified {
      deliverTraitChange(from: previous, to: current)
    } else {
      deliverTraitChange(from: traits(inheriting: previous, style: style), to: traits(inheriting: current, style: style))
    }
  }

  /// The controller whose root view this is, otherwise the superview.
  open override var next: UIResponder? { owningViewController ?? superview }

  override var responderWindow: UIWindow? { window }

  /// The controller whose root view is the top of this view's hierarchy, while it appears.
  override var appearingControllerForFirstResponderRequest: UIViewController? {
    var top = self
    while let superview = top.superview { top = superview }
    guard let controller = top.owningViewController, controller.appearanceState == .appearing else { return nil }
    return controller
  }

  /// The window this view is in, if any.
  open var window: UIWindow? { windowLink?.takeUnretainedValue() }

  /// ``window``, unretained: read without retaining the window or any view on the way up.
  final var windowLink: Unmanaged<UIWindow>? {
    // Each superview retains the view below it.
    var current = Unmanaged.passUnretained(self)
    while true {
      if current.withObject({ $0.isWindowView }) {
        return .passUnretained(current.withObject { unsafeDowncast($0, to: UIWindow.self) })
      }
      if let parent = current.withObject({ $0.superviewLink }) {
        current = parent
        continue
      }
      // A navigation controller's bar, kept out of `subviews`, is contained in its controller's view.
      guard let container = current.withObject({ $0.containingView }) else { return nil }
      current = .passUnretained(container)
    }
  }

  /// The view this one is drawn in: its superview. A navigation controller's bar, which AdaptiveKit
  /// keeps out of `subviews` (the controller draws it), answers the controller's view, so that its
  /// window, its frame in the window and `isDescendant(of:)` are UIKit's.
  var containingView: UIView? { superview }

  /// Adds a view on top of the others, removing it from its old superview first.
  open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

  /// Inserts a view at an index of ``subviews``.
  open func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    // Unretained reads: only whether the view is in a window, and which view holds it.
    let hadWindow = view.windowLink != nil
    if view.superviewLink?.toOpaque() == Unmanaged.passUnretained(self).toOpaque(), let old = subviews.firstIndexOfIdentical(view) {
      subviews.remove(at: old)
      subviews.insert(view, at: min(index, subviews.count))
      return
    }
    view.detachFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superviewLink = .passUnretained(self)
    // Its safe area now follows this view's: a change for the relayout checks' count.
    SafeAreaChain.countChange()
    if !hadWindow, let window { view.windowMembershipDidChange(inWindow: true, context: window.context) }
    if view.needsLayoutFlag || view.descendantNeedsLayout { view.markAncestorsNeedLayout() }
    // A subview added outside this view's own layout invalidates it; one added while it lays
    // out is already accounted for.
    if isLayingOut {
      view.layoutIfNeeded()
    } else {
      setNeedsLayout()
    }
  }

  /// Inserts a view just above another subview.
  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    let index = subviews.firstIndex(where: { $0 === sibling }).map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Inserts a view just below another subview.
  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    insertSubview(view, at: subviews.firstIndex(where: { $0 === sibling }) ?? 0)
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    let hadWindow = windowLink != nil
    detachFromSuperview()
    if hadWindow { windowMembershipDidChange(inWindow: false, context: nil) }
  }

  /// Whether `view` is this view or one of its descendants.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.containingView
    }
    return false
  }

  /// Converts a rectangle from this view's coordinates to another view's (or the window's, if nil).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let origin = boundsOriginInWindow
    let target = view?.boundsOriginInWindow ?? .zero
    return rect.offsetBy(dx: origin.x - target.x, dy: origin.y - target.y)
  }

  /// This view's frame in window coordinates.
  public var frameInWindow: CGRect { convert(bounds, to: nil) }

  /// Marks the layout as invalid. AdaptiveKit has no run loop, so the layout pass UIKit runs at the
  /// end of the event runs before this call returns (``layoutIfNeeded()``), with three exceptions
  /// where the call only marks the view: while the view is laying itself out (the running pass
  /// lays it out once more), while it is in no window (UIKit's pass lays out windows: the view is
  /// laid out when it enters one, or when asked with ``layoutIfNeeded()``), and while its window
  /// runs an operation that lays the window out once at its end (a size or trait transition).
  /// A change of frame size, a subview added and entering a window invalidate a view.
  open func setNeedsLayout() {
    // A relayout check that has just read this view's safe area keeps the chain: nothing changed.
    if SafeAreaChain.relayoutTarget == ObjectIdentifier(self) {
      SafeAreaChain.relayoutTarget = nil
    } else {
      safeAreaChainDidChange()
    }
    needsLayoutFlag = true
    markAncestorsNeedLayout()
    guard !isLayingOut, !isLayoutDeferred else { return }
    layoutIfNeeded()
  }

  /// Whether this view is in no window, or its window is running an operation that lays the
  /// window out at its end.
  var isLayoutDeferred: Bool {
    // Read unretained, as ``window`` is: every `setNeedsLayout()` asks (B1 in BENCHMARKS.md).
    guard let window = windowLink else { return true }
    return window.withObject { $0.context.layoutDeferrals > 0 }
  }

  /// Lays out this view if its layout is invalid, then every invalid view below it, parents before
  /// children. A view whose layout is valid is not laid out again: ``layoutSubviews()`` (and a
  /// root view's controller's `viewWillLayoutSubviews` / `viewDidLayoutSubviews`) runs only after
  /// ``setNeedsLayout()``.
  open func layoutIfNeeded() {
    runPropertiesUpdateIfNeeded()
    var passes = 0
    while needsLayoutFlag, passes < 2 {
      needsLayoutFlag = false
      isLayingOut = true
      if layoutCanDependOnSafeArea, let insets = safeAreaInsetsInWindow { layOut(atSafeArea: insets) }
      layoutSubviews()
      isLayingOut = false
      passes += 1
      relayoutSubviewsWhoseSafeAreaChanged()
    }
    guard descendantNeedsLayout else { return }
    descendantNeedsLayout = false
    // Unretained: the list's storage keeps each subview alive (UnretainedWalks.swift).
    subviews.forEachUnretained { subview in
      if subview.needsLayoutFlag || subview.descendantNeedsLayout || subview.needsPropertiesUpdate { subview.layoutIfNeeded() }
    }
  }

  /// Lays out the subviews; a view controller's root view asks its controller.
  open func layoutSubviews() { owningViewController?.layoutViewHierarchy() }

  /// Configures the view's content and styling before layout. Override it and set what depends on
  /// state there; call ``setNeedsUpdateProperties()`` to have it run again. Don't call it
  /// directly. Reads of `@Observable` properties and of ``traitCollection`` here are tracked: a
  /// change runs it again.
  open func updateProperties() {}

  /// Asks for a properties update of this view, coalesced into the next update pass (at once when
  /// the view is in a window and no operation is running, as every AdaptiveKit pass is).
  open func setNeedsUpdateProperties() {
    needsPropertiesUpdate = true
    markAncestorsNeedLayout()
    guard !isLayingOut, !isLayoutDeferred else { return }
    layoutIfNeeded()
  }

  /// Runs every pending properties update of this view (and its controller) and of its subtree
  /// now, parents before children, without laying anything out that is not invalid.
  open func updatePropertiesIfNeeded() {
    runPropertiesUpdateIfNeeded()
    for subview in subviews { subview.updatePropertiesIfNeeded() }
  }

  /// Whether this view or a view below it has an invalid layout: always false between
  /// operations in a window, since the core lays out before every call returns.
  public var hasPendingLayout: Bool {
    needsLayoutFlag || subviews.contains { $0.hasPendingLayout }
  }

  /// Lays out again the subviews whose safe area changed since their last layout without their
  /// size changing (a bar shown or hidden, a view moved under the status bar), as UIKit's
  /// `safeAreaInsetsDidChange()` does. Each subview's safe area extends this view's in the
  /// window's ``SafeAreaChain``: no walk to the window per subview.
  ///
  /// A subview whose safe area was found as laid out at the current count of safe-area changes is
  /// not read again: nothing that can move a safe area happened since. A view's layout ends with
  /// this check and its `layoutIfNeeded()` runs it once more, for what `viewDidLayoutSubviews`
  /// and the later siblings' layouts changed: so each safe area is computed once per pass. A
  /// foldable device's window keeps no chain, and its changes are not all counted: there every
  /// subview is read.
  func relayoutSubviewsWhoseSafeAreaChanged() {
    let countsChanges = safeAreaChainLink != nil
    subviews.forEachUnretained { subview in
      guard let last = subview.laidOutSafeArea else { return }
      if countsChanges, subview.safeAreaCheckStamp == SafeAreaChain.changeCount {
        assert(subview.safeAreaInsets == last, "A safe-area change of \(type(of: subview)) was not counted")
        return
      }
      if subview.safeAreaInsets != last {
        SafeAreaChain.relayoutTarget = ObjectIdentifier(subview)
        subview.setNeedsLayout()
        SafeAreaChain.relayoutTarget = nil
      } else {
        subview.safeAreaCheckStamp = SafeAreaChain.changeCount
      }
    }
  }

  /// Records the safe area this view is laid out at, as the relayout checks compare it.
  final func layOut(atSafeArea insets: UIEdgeInsets) {
    laidOutSafeArea = insets
    safeAreaCheckStamp = SafeAreaChain.changeCount
  }

  /// Whether a change of this view's safe area can change its layout, so that the relayout check
  /// after its superview's layout must compare it. False for AdaptiveKit's own labels and image
  /// views without subviews, whose layout ignores the safe area; an app's subclass may read it in
  /// `layoutSubviews()`, so subclasses are compared.
  final var layoutCanDependOnSafeArea: Bool {
    guard subviews.isEmpty else { return true }
    let viewType = type(of: self)
    return viewType != UILabel.self && viewType != UIImageView.self
  }

  /// Marks every ancestor up to one already marked as having a descendant that needs the pass.
  func markAncestorsNeedLayout() {
    // Unretained: each superview retains the view below it, and only flags change.
    var view = superviewLink
    while let current = view, !current.withObject({ $0.descendantNeedsLayout }) {
      view = current.withObject {
        $0.descendantNeedsLayout = true
        return $0.superviewLink
      }
    }
  }
  /// The size that best fits `size`: used by the content stacking layout. The default keeps the
  /// current height (44 pt when zero) and takes the proposed width.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: frame.height > 0 ? frame.height : 44)
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
  open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

  /// The size the content needs by itself; ``noIntrinsicMetric`` in a dimension it does not decide.
  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

  /// No intrinsic size in a dimension.
  public static let noIntrinsicMetric: CGFloat = -1
  /// The smallest size that fits, for ``systemLayoutSizeFitting(_:)``.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The largest size that fits, for ``systemLayoutSizeFitting(_:)``.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

  /// The size that fits `targetSize`. AdaptiveKit has no Auto Layout engine: this is
  /// ``sizeThatFits(_:)`` of the target size ([INF]).
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { sizeThatFits(targetSize) }

  /// The size that fits `targetSize`; a `.required` priority keeps that dimension of the target.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let fitting = systemLayoutSizeFitting(targetSize)
    return CGSize(width: horizontalFittingPriority == .required ? targetSize.width : fitting.width,
                  height: verticalFittingPriority == .required ? targetSize.height : fitting.height)
  }

  /// Called after the view moves into or out of a window.
  open func didMoveToWindow() {}

  /// Whether `point`, in this view's coordinates, is inside the view: within its bounds by default.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

  /// The farthest descendant (or this view) that contains `point`, in this view's coordinates, and
  /// can receive touches: hidden views and views with user interaction disabled are skipped with
  /// their subviews, and the front-most subview wins, as in UIKit.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
    for subview in subviews.reversed() {
      let inSubview = CGPoint(x: point.x - subview.frame.minX + subview.bounds.minX,
                              y: point.y - subview.frame.minY + subview.bounds.minY)
      if let hit = subview.hitTest(inSubview, with: event) { return hit }
    }
    return self
  }

  // MARK: Gesture recognizers

  /// The recognizers attached with ``addGestureRecognizer(_:)``, in the order they were added.
  var attachedGestureRecognizers: [UIGestureRecognizer] = []

  /// The recognizers attached to the view, in the order they were added; nil when there are none.
  /// Setting it detaches the old ones and attaches the new ones.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set {
      for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches a recognizer, which the view retains; one attached to another view moves here.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if gestureRecognizer.view === self, attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    attachedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches a recognizer attached to the view.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
    attachedGestureRecognizers.remove(at: index)
    gestureRecognizer.reset()
    gestureRecognizer.view = nil
  }

  /// Whether a recognizer attached to this view (or a superview) may begin its gesture: true by
  /// default. Override to refuse some gestures.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Plays a user's one-finger tap on the view (an AdaptiveKit addition): the gesture
  /// recognizers of the view and its superviews recognize it as UIKit arbitrates them (see
  /// `recognizeSingleTap()`); a control also sends its actions. Nothing happens when the view or
  /// a superview is hidden or does not take touches.
  open func simulateTap() {
    guard receivesTouches else { return }
    _ = recognizeSingleTap()
  }

  /// Whether touches reach the view: neither it nor a superview is hidden or has user
  /// interaction disabled.
  var receivesTouches: Bool {
    var current: UIView? = self
    while let view = current {
      if view.isHidden || !view.isUserInteractionEnabled { return false }
      current = view.superview
    }
    return true
  }

  /// Where the origin of this view's coordinate space lies in the window: each frame's origin,
  /// less each superview's bounds origin (a scroll view's content offset) and this view's own.
  var boundsOriginInWindow: CGPoint {
    let own = bounds.origin
    var point = CGPoint(x: -own.x, y: -own.y)
    var view: UIView? = self
    while let current = view, !(current is UIWindow) {
      point.x += current.frame.origin.x
      point.y += current.frame.origin.y
      let parent = current.containingView
      if let parent {
        let scrolled = parent.bounds.origin
        point.x -= scrolled.x
        point.y -= scrolled.y
      }
      view = parent
    }
    return point
  }

  /// Subviews that outlive this view forget it (``superview`` is unowned). Not an `isolated
  /// deinit`, so that a subclass may write a plain `deinit`; released on the main actor.
  deinit {
    MainActor.assumeIsolated {
      propertiesObservation?.isAlive = false
      safeAreaChainDidChange()
      for subview in subviews where subview.superview === self { subview.superviewLink = nil }
    }
  }

  private func detachFromSuperview() {
    guard let parent = superview else { return }
    safeAreaChainDidChange()
    for index in parent.subviews.indices.reversed() where parent.subviews[index] === self {
      parent.subviews.remove(at: index)
      break
    }
    superviewLink = nil
  }

  /// Tells the view and its subtree they entered (`context` is the window's) or left a window.
  /// A view entering a window receives its identity there (a view before its subviews, a root
  /// view with its controller) and needs layout (its safe area changed).
  ///
  /// A controller's callback may move views again (a root made another window's root from its
  /// `viewDidDisappear`): that move tells the moved subtree itself, so the walk skips it. Returns
  /// whether this view is still where the walk thinks it is.
  @discardableResult
  private func windowMembershipDidChange(inWindow: Bool, context: WindowContext?) -> Bool {
    if let context {
      _ = context.identity(of: self)
      if let controller = owningViewControllerLink { controller.withObject { _ = context.identity(of: $0) } }
      needsLayoutFlag = true
      descendantNeedsLayout = !subviews.isEmpty
    }
    didMoveToWindow()
    if let controller = owningViewController {
      controller.viewDidChangeWindowMembership(inWindow: inWindow)
      guard (windowLink != nil) == inWindow else { return false }
    }
    // Unretained: the list's storage keeps each subview alive (UnretainedWalks.swift); a subview
    // a callback moved elsewhere meanwhile no longer names this view as its superview.
    let me = Unmanaged.passUnretained(self).toOpaque()
    return subviews.allUnretained { subview in
      guard subview.superviewLink?.toOpaque() == me else { return true }
      return subview.windowMembershipDidChange(inWindow: inWindow, context: context) || (windowLink != nil) == inWindow
    }
  }
}
