import Foundation

extension UIView {
  /// How far the window's unsafe areas (status bar, sensor housing, home indicator), the bars and
  /// toolbars of the enclosing navigation and tab bar controllers, and the controllers'
  /// `additionalSafeAreaInsets` overlap this view, as UIKit's `safeAreaInsets`. Zero outside a
  /// window. See ``ContentLayout`` for the sizes.
  public var safeAreaInsets: UIEdgeInsets {
    guard let window else { return .zero }
    let rect = frameInWindow
    let safe = safeRegion(in: window, for: rect)
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
    return UIEdgeInsets(top: clamp(safe.minY - rect.minY, rect.height), left: clamp(safe.minX - rect.minX, rect.width),
                        bottom: clamp(rect.maxY - safe.maxY, rect.height), right: clamp(rect.maxX - safe.maxX, rect.width))
  }

  /// The safe region in window coordinates for a view at `rect` at or below this view: the
  /// window's, narrowed by each ancestor's bars and grown by each controller's additional insets,
  /// from the window down. Its edges may cross; the insets are clamped.
  private func safeRegion(in window: UIWindow, for rect: CGRect) -> (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) {
    var region: (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat)
    if let container = superview, !(container is UIWindow) {
      region = container.safeRegion(in: window, for: rect)
      if let navigation = container.owningViewController as? UINavigationController {
        if navigation.isNavigationBarVisible {
          let bar = container.convert(navigation.navigationBarFrame, to: nil)
          if bar.minX < rect.maxX, bar.maxX > rect.minX { region.minY = max(region.minY, bar.maxY) }
        }
        if navigation.isToolbarVisible {
          let toolbar = container.convert(navigation.toolbarFrame, to: nil)
          if toolbar.minX < rect.maxX, toolbar.maxX > rect.minX { region.maxY = min(region.maxY, toolbar.minY) }
        }
      }
      if let tabs = container.owningViewController as? UITabBarController, !tabs.isTabBarHidden {
        let bar = container.convert(tabs.tabBarFrame, to: nil)
        if bar.minX < rect.maxX, bar.maxX > rect.minX { region.maxY = min(region.maxY, bar.minY) }
      }
    } else {
      let unsafe = SafeArea.insets(for: window)
      region = (unsafe.left, unsafe.top, window.bounds.width - unsafe.right, window.bounds.height - unsafe.bottom)
    }
    if let extra = owningViewController?.additionalSafeAreaInsets, extra != .zero {
      let own = frameInWindow
      region = (max(region.minX, own.minX) + extra.left, max(region.minY, own.minY) + extra.top,
                min(region.maxX, own.maxX) - extra.right, min(region.maxY, own.maxY) - extra.bottom)
    }
    return region
  }

  /// The bounds minus ``safeAreaInsets`` (UIKit reads it as `safeAreaLayoutGuide.layoutFrame`).
  public var safeAreaFrame: CGRect {
    let insets = safeAreaInsets
    return CGRect(x: insets.left, y: insets.top, width: max(bounds.width - insets.left - insets.right, 0),
                  height: max(bounds.height - insets.top - insets.bottom, 0))
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
    let height = ContentLayout.navigationBarHeight + (showsLargeTitle ? BarMetrics.largeTitleHeight : 0)
    return CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: height)
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
    let height = ContentLayout.tabBarHeight + view.safeAreaInsets.bottom
    return CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
  }
}
