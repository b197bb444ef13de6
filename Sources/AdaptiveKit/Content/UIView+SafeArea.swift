import Foundation

extension UIView {
  /// How far the window's unsafe areas (status bar, sensor housing, home indicator), the bars and
  /// toolbars of the enclosing navigation and tab bar controllers, and the controllers'
  /// `additionalSafeAreaInsets` overlap this view, as UIKit's `safeAreaInsets`. Zero outside a
  /// window. See ``ContentLayout`` for the sizes.
  public var safeAreaInsets: UIEdgeInsets {
    SafeAreaResolver.with(self) { $0.insets() }
  }

  /// The safe-area insets, or nil outside a window (one walk for both questions).
  var safeAreaInsetsInWindow: UIEdgeInsets? {
    SafeAreaResolver.with(self) { $0.isInWindow ? $0.insets() : nil }
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
/// each view once into a plain value; one resolver also answers for each subview of its view
/// (``insets(ofSubview:)``) without walking again.
@MainActor
struct SafeAreaResolver {
  /// What the walk needs of one view, read once: its frame in window coordinates, its bounds
  /// origin (a scroll view's offset), its controller's additional insets and bars, and its own
  /// safe region once computed (for bar containers only).
  private struct Link {
    var frame: CGRect
    var boundsOrigin: CGPoint
    var extra = UIEdgeInsets.zero
    /// The height of the bar its controller draws at its top (a navigation bar), if one shows.
    var topBarHeight: CGFloat?
    /// The height above the bottom inset of the bar at its bottom (a toolbar or tab bar), if one shows.
    var bottomBarHeight: CGFloat?
    var ownRegion: Region?

    @MainActor init(_ view: UIView, frame: CGRect) {
      self.frame = frame
      boundsOrigin = view.bounds.origin
      // Only a controller's root view has bars; the flag saves loading the weak reference.
      guard view.isControllerRootView, let owner = view.owningViewController else { return }
      extra = owner.additionalSafeAreaInsets
      if let navigation = owner as? UINavigationController {
        if navigation.isNavigationBarVisible { topBarHeight = navigation.navigationBarHeight }
        if navigation.isToolbarVisible { bottomBarHeight = BarMetrics.toolbarHeight }
      } else if let tabs = owner as? UITabBarController, !tabs.isTabBarHidden {
        bottomBarHeight = BarMetrics.tabBarHeight
      }
    }
  }
  /// A safe region in window coordinates; its edges may cross (the insets are clamped).
  private struct Region {
    var minX, minY, maxX, maxY: CGFloat
  }

  /// The view directly in the window (or with no superview), then its subviews down to the view,
  /// with room for one subview more (``insets(ofSubview:)``).
  private let chain: UnsafeMutableBufferPointer<Link>
  /// The links in use.
  private var count: Int
  /// The window's own safe region.
  private let windowRegion: Region?

  /// Runs `body` with a resolver for `view`, whose links live in temporary (stack) storage.
  static func with<Result>(_ view: UIView, _ body: (inout SafeAreaResolver) -> Result) -> Result {
    var depth = 1, top = view
    while let parent = top.superview, !(parent is UIWindow) {
      depth += 1
      top = parent
    }
    // Unretained: each superview retains the view below it, and nothing changes the hierarchy
    // while the walk runs (it only reads).
    return withUnsafeTemporaryAllocation(of: Unmanaged<UIView>.self, capacity: depth) { views in
      var index = depth - 1, current = view
      views[index] = .passUnretained(current)
      while index > 0, let parent = current.superview {
        index -= 1
        views[index] = .passUnretained(parent)
        current = parent
      }
      return withUnsafeTemporaryAllocation(of: Link.self, capacity: depth + 1) { links in
        var resolver = SafeAreaResolver(views: views, top: top, links: links)
        return body(&resolver)
      }
    }
  }

  /// Reads `views` (the window's subview first) into `links`.
  private init(views: UnsafeMutableBufferPointer<Unmanaged<UIView>>, top: UIView, links: UnsafeMutableBufferPointer<Link>) {
    chain = links
    count = 0
    guard let window = top as? UIWindow ?? top.superview as? UIWindow ?? top.containingView?.window else {
      windowRegion = nil
      return
    }
    let unsafe = SafeArea.insets(for: window), size = window.bounds.size
    windowRegion = Region(minX: unsafe.left, minY: unsafe.top, maxX: size.width - unsafe.right, maxY: size.height - unsafe.bottom)
    links.initializeElement(at: 0, to: Link(top, frame: top.frameInWindow))
    count = 1
    for index in views.indices.dropFirst() {
      let view = views[index].takeUnretainedValue()
      links.initializeElement(at: index, to: Link(view, frame: frame(of: view)))
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

  /// The insets of `subview`, one of the view's subviews.
  mutating func insets(ofSubview subview: UIView) -> UIEdgeInsets {
    guard windowRegion != nil else { return .zero }
    let last = count
    chain.initializeElement(at: last, to: Link(subview, frame: frame(of: subview)))
    count += 1
    defer { count -= 1 }
    return Self.clamped(region(at: last, for: chain[last].frame), to: chain[last].frame)
  }

  /// The frame in the window of `view`, a subview of the chain's last view: the superview's frame
  /// origin, less its bounds origin, plus the view's own frame origin.
  private func frame(of view: UIView) -> CGRect {
    let parent = chain[count - 1], frame = view.frame
    return CGRect(x: parent.frame.minX - parent.boundsOrigin.x + frame.minX, y: parent.frame.minY - parent.boundsOrigin.y + frame.minY,
                  width: frame.width, height: frame.height)
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
    if let region = chain[index].ownRegion { return Self.clamped(region, to: frame) }
    let region = region(at: index, for: frame)
    chain[index].ownRegion = region
    return Self.clamped(region, to: frame)
  }

  /// The safe region at chain view `index` for a view at `rect` at or below it.
  private mutating func region(at index: Int, for rect: CGRect) -> Region {
    guard var region = windowRegion else { return Region(minX: 0, minY: 0, maxX: 0, maxY: 0) }
    if index > 0 {
      region = self.region(at: index - 1, for: rect)
      let container = chain[index - 1]
      let origin = CGPoint(x: container.frame.minX - container.boundsOrigin.x, y: container.frame.minY - container.boundsOrigin.y)
      // Bars span the container's width: they narrow the region only for views they overlap.
      if container.topBarHeight != nil || container.bottomBarHeight != nil,
         origin.x < rect.maxX, origin.x + container.frame.width > rect.minX {
        let size = container.frame.size
        if let height = container.topBarHeight {
          let bar = BarMetrics.topBarFrame(width: size.width, height: height, topInset: ownInsets(at: index - 1).top)
          region.minY = max(region.minY, bar.maxY + origin.y)
        }
        if let height = container.bottomBarHeight {
          let bar = BarMetrics.bottomBarFrame(in: size, height: height, bottomInset: ownInsets(at: index - 1).bottom)
          region.maxY = min(region.maxY, bar.minY + origin.y)
        }
      }
    }
    let link = chain[index]
    if link.extra != .zero {
      let own = link.frame, extra = link.extra
      region = Region(minX: max(region.minX, own.minX) + extra.left, minY: max(region.minY, own.minY) + extra.top,
                      maxX: min(region.maxX, own.maxX) - extra.right, maxY: min(region.maxY, own.maxY) - extra.bottom)
    }
    return region
  }
}

extension UINavigationController {
  /// Whether the navigation bar shows: not hidden, and not hidden by
  /// `hidesBarsWhenVerticallyCompact` in compact height (R90).
  public var isNavigationBarVisible: Bool {
    !isNavigationBarHidden && !(hidesBarsWhenVerticallyCompact && traitCollection.verticalSizeClass == .compact)
  }

  /// The navigation bar's frame in this controller's view: full width, 44 pt (96 pt with a large
  /// title, ``showsLargeTitle``), just below the view's top safe-area inset (an AdaptiveKit
  /// addition; UIKit's `navigationBar.frame`). `.zero` when the bar does not show or the view is
  /// not loaded.
  public var navigationBarFrame: CGRect {
    guard isNavigationBarVisible, let view = viewIfLoaded else { return .zero }
    return BarMetrics.topBarFrame(width: view.bounds.width, height: navigationBarHeight, topInset: view.safeAreaInsets.top)
  }

  /// The bar's height: 44 pt, 96 pt with a large title.
  var navigationBarHeight: CGFloat {
    ContentLayout.navigationBarHeight + (showsLargeTitle ? BarMetrics.largeTitleHeight : 0)
  }

  /// Whether the bar shows the top item's title large: the bar `prefersLargeTitles`, and the top
  /// item's `largeTitleDisplayMode` is `.always`, or `.automatic` down to an `.always` item or
  /// the root.
  public var showsLargeTitle: Bool {
    guard storedNavigationBar?.prefersLargeTitles == true else { return false }
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
  /// Whether the tab bar is hidden: AdaptiveKit hides it only when the bar has no tabs.
  public var isTabBarHidden: Bool { tabBarViewControllers.isEmpty }

  /// The tab bar's frame in this controller's view: full width, 49 pt plus the bottom safe-area
  /// inset, at the bottom (an AdaptiveKit addition; UIKit's `tabBar.frame`).
  public var tabBarFrame: CGRect {
    guard !isTabBarHidden, let view = viewIfLoaded else { return .zero }
    return BarMetrics.bottomBarFrame(in: view.bounds.size, height: ContentLayout.tabBarHeight, bottomInset: view.safeAreaInsets.bottom)
  }
}
