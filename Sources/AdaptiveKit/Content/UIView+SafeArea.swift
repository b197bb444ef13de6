import Foundation

extension UIView {
  /// How far the window's unsafe areas (status bar, sensor housing, home indicator), the bars and
  /// toolbars of the enclosing navigation and tab bar controllers, and the controllers'
  /// `additionalSafeAreaInsets` overlap this view, as UIKit's `safeAreaInsets`. Zero outside a
  /// window. See ``ContentLayout`` for the sizes.
  public var safeAreaInsets: UIEdgeInsets {
    SafeAreaChain.insets(of: self) ?? SafeAreaResolver.with(self) { $0.insets() }
  }

  /// The safe-area insets, or nil outside a window (one walk for both questions).
  var safeAreaInsetsInWindow: UIEdgeInsets? {
    SafeAreaChain.insets(of: self) ?? SafeAreaResolver.with(self) { $0.isInWindow ? $0.insets() : nil }
  }

  /// The bounds minus ``safeAreaInsets`` (UIKit reads it as `safeAreaLayoutGuide.layoutFrame`).
  public var safeAreaFrame: CGRect {
    let insets = safeAreaInsets
    return CGRect(x: insets.left, y: insets.top, width: max(bounds.width - insets.left - insets.right, 0),
                  height: max(bounds.height - insets.top - insets.bottom, 0))
  }
}

/// Safe-area insets computed in one walk up a view's superviews.
///
/// The safe region (in window coordinates) starts as the window's and narrows from the window
/// down: each ancestor that is a navigation controller's view takes off its bar and toolbar, each
/// tab bar controller's view its tab bar (where they overlap the view horizontally), and each
/// controller's `additionalSafeAreaInsets` moves it in from the controller's view. A bar's own
/// position depends on its container's insets; those are computed once per container, so the
/// cost is the depth times the number of bar containers, not exponential in them. The walk reads
/// each view once into a plain value. A window keeps its last walk (``SafeAreaChain``) and
/// extends it to the next view asked about; a fresh walk serves the views it does not hold.
@MainActor
struct SafeAreaResolver {
  /// What the walk needs of one view, read once: its frame in window coordinates, its bounds
  /// origin (a scroll view's offset), and its controller's additional insets and bars.
  ///
  /// Links and their ``Regions`` are kept apart and small, so that the temporary storage of a
  /// walk ten views deep stays on the stack (the standard library allocates more than 1 KB on
  /// the heap).
  struct Link {
    var frame: CGRect
    var boundsOrigin: CGPoint
    var extra = UIEdgeInsets.zero
    /// The height of the bar its controller draws at its top (a navigation bar); zero for none.
    var topBarHeight: CGFloat = 0
    /// The height above the bottom inset of the bar at its bottom (a toolbar or tab bar); zero for none.
    var bottomBarHeight: CGFloat = 0
    /// The width of the sidebar over its leading edge (a tab bar controller's); zero for none.
    var leadingBarWidth: CGFloat = 0
    /// The width of the vertical bar (iPhone Duo) along its right edge when positive, along its
    /// left edge when negative; zero for none.
    var sideBarWidth: CGFloat = 0
    /// Whether its controller draws a bar at its top or bottom, a sidebar or a vertical bar:
    /// decided once as the link is read, since every step of a walk below it asks (a device
    /// without vertical bars pays nothing for them there; B1 in BENCHMARKS.md, thirty-second run).
    private(set) var hasBars = false

    @MainActor init(_ view: UIView, frame: CGRect) { self.init(Unmanaged.passUnretained(view), frame: frame) }

    /// The link of `view`, read unretained: the chain's caller holds the view.
    @MainActor init(_ view: Unmanaged<UIView>, frame: CGRect) {
      self.frame = frame
      boundsOrigin = view.withObject { $0.bounds.origin }
      // Only a controller's root view has bars. The controller retains its view, and the walk
      // changes nothing: it is read unretained.
      guard let owner = view.withObject({ $0.owningViewControllerLink }) else { return }
      let (extra, bars) = owner.withObject { ($0.additionalSafeAreaInsets, $0.safeAreaBarHeights) }
      self.extra = extra
      topBarHeight = bars.top
      bottomBarHeight = bars.bottom
      leadingBarWidth = bars.leading
      sideBarWidth = bars.side
      hasBars = bars.top > 0 || bars.bottom > 0 || bars.leading > 0 || bars.side != 0
    }
  }
  /// A safe region in window coordinates; its edges may cross (the insets are clamped).
  struct Region {
    var minX, minY, maxX, maxY: CGFloat

    /// An empty region (outside a window).
    static let zero = Region(minX: 0, minY: 0, maxX: 0, maxY: 0)

    /// The safe region of `window` itself: its bounds less its unsafe areas.
    @MainActor static func of(_ window: UIWindow) -> Region {
      let unsafe = SafeArea.insets(for: window), size = window.bounds.size
      return Region(minX: unsafe.left, minY: unsafe.top, maxX: size.width - unsafe.right, maxY: size.height - unsafe.bottom)
    }
  }
  /// The regions of one chain view, once computed: its own (a bar container's, for its bars'
  /// positions), and the one for views that overlap every bar above it (``chainRegion(at:overlapping:)``).
  struct Regions {
    var own: Region?
    var shared: Region?
  }

  /// The view directly in the window (or with no superview), then its subviews down to the view.
  private let chain: UnsafeMutableBufferPointer<Link>
  /// The regions of the chain's views, once computed.
  private let regions: UnsafeMutableBufferPointer<Regions>
  /// The links in use.
  private var count: Int
  /// The window's own safe region.
  private let windowRegion: Region?

  /// Runs `body` with a resolver for `view`, whose links live in temporary (stack) storage.
  static func with<Result>(_ view: UIView, _ body: (inout SafeAreaResolver) -> Result) -> Result {
    // Unretained: each superview retains the view below it, and nothing changes the hierarchy
    // while the walk runs (it only reads).
    var depth = 1, top = Unmanaged.passUnretained(view)
    while let parent = top.withObject({ $0.superviewLink }), !parent.withObject({ $0 is UIWindow }) {
      depth += 1
      top = parent
    }
    return withTemporaryBuffer(of: Unmanaged<UIView>.self, capacity: depth) { views in
      var index = depth - 1, current = Unmanaged.passUnretained(view)
      views[index] = current
      while index > 0, let parent = current.withObject({ $0.superviewLink }) {
        index -= 1
        views[index] = parent
        current = parent
      }
      return withTemporaryBuffer(of: Link.self, capacity: depth) { links in
        withTemporaryBuffer(of: Regions.self, capacity: depth) { regions in
          regions.initialize(repeating: Regions())
          var resolver = top.withObject { SafeAreaResolver(views: views, top: $0, links: links, regions: regions) }
          return body(&resolver)
        }
      }
    }
  }

  /// A resolver over links already read (``SafeAreaChain``'s): `count` of them, the window's
  /// subview first.
  init(
    links: UnsafeMutableBufferPointer<Link>, regions: UnsafeMutableBufferPointer<Regions>, count: Int, windowRegion: Region
  ) {
    chain = links
    self.regions = regions
    self.count = count
    self.windowRegion = windowRegion
  }

  /// Reads `views` (the window's subview first) into `links`.
  private init(
    views: UnsafeMutableBufferPointer<Unmanaged<UIView>>, top: UIView, links: UnsafeMutableBufferPointer<Link>,
    regions: UnsafeMutableBufferPointer<Regions>
  ) {
    chain = links
    self.regions = regions
    count = 0
    let window: UIWindow, topFrame: CGRect
    if let container = top.superview as? UIWindow {
      // The usual case, read without a second walk.
      window = container
      topFrame = Self.frameInWindow(ofSubview: top, of: container)
    } else if let found = top as? UIWindow ?? top.containingView?.window {
      window = found
      topFrame = top.frameInWindow
    } else {
      windowRegion = nil
      return
    }
    windowRegion = .of(window)
    links.initializeElement(at: 0, to: Link(top, frame: topFrame))
    count = 1
    for index in views.indices.dropFirst() {
      let parent = links[index - 1]
      let link = views[index].withObject { Link($0, frame: Self.frameInWindow($0.frame, in: parent)) }
      links.initializeElement(at: index, to: link)
      count = index + 1
    }
  }

  /// Whether the view is in a window (outside one, its insets are zero).
  var isInWindow: Bool { windowRegion != nil }

  /// The view's insets.
  mutating func insets() -> UIEdgeInsets {
    guard windowRegion != nil else { return .zero }
    let last = count - 1
    return Self.clamped(region(at: last, for: chain[last].frame), to: chain[last].frame)
  }

  /// The frame in the window of a view whose frame is `frame` in the view of `parent`: the
  /// parent's frame origin, less its bounds origin, plus the frame's origin.
  static func frameInWindow(_ frame: CGRect, in parent: Link) -> CGRect {
    CGRect(x: parent.frame.minX - parent.boundsOrigin.x + frame.minX, y: parent.frame.minY - parent.boundsOrigin.y + frame.minY,
           width: frame.width, height: frame.height)
  }

  /// The frame in window coordinates of `view`, one of `window`'s subviews.
  static func frameInWindow(ofSubview view: UIView, of window: UIWindow) -> CGRect {
    let scrolled = window.bounds.origin
    return view.frame.offsetBy(dx: -scrolled.x, dy: -scrolled.y)
  }

  /// The insets `region` leaves inside `rect`, each between zero and the rect's size.
  private static func clamped(_ region: Region, to rect: CGRect) -> UIEdgeInsets {
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
    return UIEdgeInsets(top: clamp(region.minY - rect.minY, rect.height), left: clamp(region.minX - rect.minX, rect.width),
                        bottom: clamp(rect.maxY - region.maxY, rect.height), right: clamp(rect.maxX - region.maxX, rect.width))
  }

  /// The insets of chain view `index` itself (a bar container's, for its bars' positions).
  private mutating func ownInsets(at index: Int) -> UIEdgeInsets {
    let frame = chain[index].frame
    if let region = regions[index].own { return Self.clamped(region, to: frame) }
    let region = region(at: index, for: frame)
    regions[index].own = region
    return Self.clamped(region, to: frame)
  }

  /// The safe region at chain view `index` for a view at `rect` at or below it.
  ///
  /// Bars narrow the region only for views they overlap horizontally. Nearly every view overlaps
  /// every bar above it, and the region for such a view is kept once computed; a view beside a bar
  /// takes the exact path.
  private mutating func region(at index: Int, for rect: CGRect) -> Region {
    for container in 0..<index where chain[container].hasBars && !overlapsBars(of: container, rect) {
      return chainRegion(at: index, overlapping: rect)
    }
    return chainRegion(at: index, overlapping: nil)
  }

  /// The region at chain view `index`, from the window down: each bar above it narrows it where
  /// it overlaps `rect`, or everywhere when `rect` is nil (a view that every bar overlaps, whose
  /// region is the same for all such views and is kept).
  private mutating func chainRegion(at index: Int, overlapping rect: CGRect?) -> Region {
    if rect == nil, let kept = regions[index].shared { return kept }
    var region = windowRegion ?? .zero
    if index > 0 {
      region = chainRegion(at: index - 1, overlapping: rect)
      var narrows = chain[index - 1].hasBars
      if narrows, let rect { narrows = overlapsBars(of: index - 1, rect) }
      if narrows { narrow(&region, byBarsOf: index - 1) }
    }
    applyAdditionalInsets(at: index, to: &region)
    if rect == nil { regions[index].shared = region }
    return region
  }

  /// Whether the bars of chain view `container`, which span its width, overlap `rect` horizontally.
  private func overlapsBars(of container: Int, _ rect: CGRect) -> Bool {
    let minX = chain[container].frame.minX - chain[container].boundsOrigin.x
    return minX < rect.maxX && minX + chain[container].frame.width > rect.minX
  }

  /// Takes the bars of chain view `container` off `region`.
  private mutating func narrow(_ region: inout Region, byBarsOf container: Int) {
    let frame = chain[container].frame, scrolled = chain[container].boundsOrigin
    let originY = frame.minY - scrolled.y
    if case let height = chain[container].topBarHeight, height > 0 {
      let bar = BarMetrics.topBarFrame(width: frame.width, height: height, topInset: ownInsets(at: container).top)
      region.minY = max(region.minY, bar.maxY + originY)
    }
    if case let height = chain[container].bottomBarHeight, height > 0 {
      let bar = BarMetrics.bottomBarFrame(in: frame.size, height: height, bottomInset: ownInsets(at: container).bottom)
      region.maxY = min(region.maxY, bar.minY + originY)
    }
    if case let width = chain[container].leadingBarWidth, width > 0 {
      // [INF] The sidebar is drawn at the left edge (left-to-right layout).
      region.minX = max(region.minX, frame.minX - scrolled.x + width)
    }
    if case let width = chain[container].sideBarWidth, width != 0 {
      let own = ownInsets(at: container), originX = frame.minX - scrolled.x
      if width > 0 {
        region.maxX = min(region.maxX, originX + frame.width - own.right - width)
      } else {
        region.minX = max(region.minX, originX + own.left - width)
      }
    }
  }

  /// Moves `region` in from chain view `index`'s frame by its controller's additional insets.
  private func applyAdditionalInsets(at index: Int, to region: inout Region) {
    let extra = chain[index].extra
    guard extra != .zero else { return }
    let own = chain[index].frame
    region = Region(minX: max(region.minX, own.minX) + extra.left, minY: max(region.minY, own.minY) + extra.top,
                    maxX: min(region.maxX, own.maxX) - extra.right, maxY: min(region.maxY, own.maxY) - extra.bottom)
  }
}

extension UINavigationController {
  /// Whether the navigation bar shows: not hidden, not hidden by `hidesBarsWhenVerticallyCompact`
  /// in compact height (R90), and not a column's stack that a collapsed column-style split pushed
  /// onto its primary's, whose bar shows this stack's items instead (R41).
  public var isNavigationBarVisible: Bool {
    !isNavigationBarHidden && !(hidesBarsWhenVerticallyCompact && traitCollection.verticalSizeClass == .compact)
      && !isStackedColumn
  }

  /// The navigation bar's frame in this controller's view: full width, 44 pt (32 pt in compact
  /// height; 96 pt with a large title, ``showsLargeTitle``), just below the view's top safe-area inset (an AdaptiveKit
  /// addition; UIKit's `navigationBar.frame`). `.zero` when the bar does not show or the view is
  /// not loaded. On the iPhone Duo, the vertical bar's frame where the bars show vertically
  /// (``showsVerticalBar``).
  public var navigationBarFrame: CGRect {
    guard isNavigationBarVisible, let view = viewIfLoaded else { return .zero }
    if barAxis == .vertical { return verticalBarFrame }
    return BarMetrics.topBarFrame(width: view.bounds.width, height: navigationBarHeight, topInset: view.safeAreaInsets.top)
  }

  /// The bar's height: 44 pt (32 pt in compact height), 96 pt with a large title (more at larger
  /// text sizes, ``BarMetrics/largeTitleHeight(for:)``),
  /// ``BarMetrics/minimizedNavigationBarHeight`` while minimized (R124).
  var navigationBarHeight: CGFloat {
    isNavigationBarMinimized ? BarMetrics.minimizedNavigationBarHeight : expandedNavigationBarHeight
  }

  /// The bar's height when it is not minimized: 44 pt (32 pt in compact height), 96 pt with a
  /// large title.
  var expandedNavigationBarHeight: CGFloat {
    inlineBarHeight + (topItemWantsLargeTitle ? BarMetrics.largeTitleHeight(for: traitCollection.preferredContentSizeCategory) : 0)
  }

  /// The height of the bar's items and inline title: 44 pt, 32 pt in compact height (an iPhone in
  /// landscape).
  var inlineBarHeight: CGFloat { BarMetrics.barHeight(forVerticalSizeClass: traitCollection.verticalSizeClass) }

  /// Whether the bar shows the top item's title large: the bar `prefersLargeTitles`, and the top
  /// item's `largeTitleDisplayMode` is `.always`, or `.automatic` down to an `.always` item or
  /// the root; never while the bar is minimized (R124).
  public var showsLargeTitle: Bool { !isNavigationBarMinimized && topItemWantsLargeTitle }

  /// Whether the top item's title would show large in the full bar: never in compact height,
  /// where UIKit shows every title inline.
  private var topItemWantsLargeTitle: Bool {
    guard storedNavigationBar?.prefersLargeTitles == true, traitCollection.verticalSizeClass != .compact else { return false }
    for controller in viewControllers.reversed() {
      switch controller.navigationItem.largeTitleDisplayMode {
      case .always: return true
      case .never, .inline: return false
      case .automatic: continue
      }
    }
    return true
  }
}

extension UITabBarController {
  /// Whether the tab bar is hidden: set by the app (``setTabBarHidden(_:animated:)``, R105), and
  /// always when the bar has no tabs.
  public var isTabBarHidden: Bool {
    // The bar's tabs (``tabBarViewControllers``) are empty exactly when there are no view
    // controllers; every safe-area walk through the tab bar controller asks, so no list is built.
    get { tabSettings.isTabBarHidden || (tabModel == nil ? storedViewControllers?.isEmpty ?? true : tabModel!.tabs.isEmpty) }
    set { setTabBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the active tab bar (the bottom bar, or the floating top bar on an iPad in
  /// regular width); the content's safe area follows (R105).
  public func setTabBarHidden(_ hidden: Bool, animated: Bool) {
    guard tabSettings.isTabBarHidden != hidden else { return }
    tabSettings.isTabBarHidden = hidden
    viewIfLoaded?.setNeedsLayout()
  }

  /// The tab bar's frame in this controller's view: full width, 49 pt plus the bottom safe-area
  /// inset, at the bottom (an AdaptiveKit addition; UIKit's `tabBar.frame`). With ``tabs`` on an
  /// iPad in regular width, the floating bar at the top (``floatingTabBarFrame``).
  public var tabBarFrame: CGRect {
    guard !isTabBarHidden, let view = viewIfLoaded, !tabBarJoinsVerticalBar else { return .zero }
    if tabModel != nil {
      switch tabBarPosition {
      case .none: return .zero
      case .top: return floatingTabBarFrame
      case .bottom: break
      }
    }
    return BarMetrics.bottomBarFrame(in: view.bounds.size, height: bottomTabBarHeight, bottomInset: view.safeAreaInsets.bottom)
  }
}
