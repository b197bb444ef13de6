import Foundation

extension UIView {
  /// How far the window's unsafe areas (status bar, sensor housing, home indicator), the bars and
  /// toolbars of the enclosing navigation and tab bar controllers, and the controllers'
  /// `additionalSafeAreaInsets` overlap this view, as UIKit's `safeAreaInsets`. Zero outside a
  /// window. See ``ContentLayout`` for the sizes.
  public var safeAreaInsets: UIEdgeInsets {
    var resolver = SafeAreaResolver(view: self)
    return resolver.insets()
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
/// cost is the depth times the number of bar containers, not exponential in them. One resolver
/// also answers for each subview of its view (``insets(ofSubview:)``) without walking again.
@MainActor
struct SafeAreaResolver {
  /// A view of the walk, its frame in window coordinates, and its own safe region once computed
  /// (for bar containers only).
  private struct Link {
    let view: UIView
    var frame = CGRect.zero
    var ownRegion: Region?
  }
  /// A safe region in window coordinates; its edges may cross (the insets are clamped).
  private struct Region {
    var minX, minY, maxX, maxY: CGFloat
  }

  /// The view directly in the window (or with no superview), then its subviews down to the view.
  private var chain: [Link] = []
  private let window: UIWindow?

  /// A resolver for `view`.
  init(view: UIView) {
    var current = view
    while true {
      chain.append(Link(view: current))
      guard let parent = current.superview, !(parent is UIWindow) else { break }
      current = parent
    }
    chain.reverse()
    window = current as? UIWindow ?? current.superview as? UIWindow ?? current.containingView?.window
    guard window != nil else { return }
    chain[0].frame = current.frameInWindow
    for index in chain.indices.dropFirst() { chain[index].frame = frame(of: chain[index].view, below: index - 1) }
  }

  /// The view's insets.
  mutating func insets() -> UIEdgeInsets {
    guard window != nil else { return .zero }
    let last = chain.count - 1
    return Self.clamped(region(at: last, for: chain[last].frame), to: chain[last].frame)
  }

  /// The insets of `subview`, one of the view's subviews.
  mutating func insets(ofSubview subview: UIView) -> UIEdgeInsets {
    guard window != nil else { return .zero }
    chain.append(Link(view: subview, frame: frame(of: subview, below: chain.count - 1)))
    defer { chain.removeLast() }
    let last = chain.count - 1
    return Self.clamped(region(at: last, for: chain[last].frame), to: chain[last].frame)
  }

  /// The frame in the window of `view`, a subview of chain view `index`: the superview's frame
  /// origin, less its bounds origin (a scroll view's offset), plus the view's own frame origin.
  private func frame(of view: UIView, below index: Int) -> CGRect {
    let parent = chain[index], scrolled = parent.view.bounds.origin, frame = view.frame
    return CGRect(x: parent.frame.minX - scrolled.x + frame.minX, y: parent.frame.minY - scrolled.y + frame.minY,
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
    var region: Region
    if index > 0 {
      region = self.region(at: index - 1, for: rect)
      let container = chain[index - 1].view, containerFrame = chain[index - 1].frame
      let origin = CGPoint(x: containerFrame.minX - container.bounds.minX, y: containerFrame.minY - container.bounds.minY)
      func overlaps(_ bar: CGRect) -> Bool { bar.minX + origin.x < rect.maxX && bar.maxX + origin.x > rect.minX }
      // Only a controller's root view has bars; the flag saves loading the weak reference.
      let owner = container.isControllerRootView ? container.owningViewController : nil
      if let navigation = owner as? UINavigationController {
        if navigation.isNavigationBarVisible {
          let bar = navigation.navigationBarFrame(in: container, topInset: ownInsets(at: index - 1).top)
          if overlaps(bar) { region.minY = max(region.minY, bar.maxY + origin.y) }
        }
        if navigation.isToolbarVisible {
          let toolbar = navigation.toolbarFrame(in: container, bottomInset: ownInsets(at: index - 1).bottom)
          if overlaps(toolbar) { region.maxY = min(region.maxY, toolbar.minY + origin.y) }
        }
      }
      if let tabs = owner as? UITabBarController, !tabs.isTabBarHidden {
        let bar = tabs.tabBarFrame(in: container, bottomInset: ownInsets(at: index - 1).bottom)
        if overlaps(bar) { region.maxY = min(region.maxY, bar.minY + origin.y) }
      }
    } else {
      let unsafe = SafeArea.insets(for: window)
      let bounds = window?.bounds ?? .zero
      region = Region(minX: unsafe.left, minY: unsafe.top, maxX: bounds.width - unsafe.right, maxY: bounds.height - unsafe.bottom)
    }
    let view = chain[index].view
    if view.isControllerRootView, let extra = view.owningViewController?.additionalSafeAreaInsets, extra != .zero {
      let own = chain[index].frame
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
    return navigationBarFrame(in: view, topInset: view.safeAreaInsets.top)
  }

  /// The bar's frame in `view` (this controller's view) whose top safe-area inset is `topInset`.
  func navigationBarFrame(in view: UIView, topInset: CGFloat) -> CGRect {
    let height = ContentLayout.navigationBarHeight + (showsLargeTitle ? BarMetrics.largeTitleHeight : 0)
    return CGRect(x: 0, y: topInset, width: view.bounds.width, height: height)
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
    return tabBarFrame(in: view, bottomInset: view.safeAreaInsets.bottom)
  }

  /// The tab bar's frame in `view` (this controller's view) whose bottom safe-area inset is `bottomInset`.
  func tabBarFrame(in view: UIView, bottomInset: CGFloat) -> CGRect {
    let height = ContentLayout.tabBarHeight + bottomInset
    return CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
  }
}
