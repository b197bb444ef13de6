import Foundation

extension UIView {
  /// How far the window's unsafe areas (status bar, sensor housing, home indicator) and the bars of
  /// the enclosing navigation and tab bar controllers overlap this view, as UIKit's
  /// `safeAreaInsets`. Zero outside a window. See ``ContentLayout`` for the sizes.
  public var safeAreaInsets: UIEdgeInsets {
    guard let window else { return .zero }
    let rect = frameInWindow
    let unsafe = SafeArea.insets(for: window)
    var insets = UIEdgeInsets(
      top: unsafe.top - rect.minY, left: unsafe.left - rect.minX,
      bottom: rect.maxY - (window.bounds.height - unsafe.bottom), right: rect.maxX - (window.bounds.width - unsafe.right))
    var ancestor = superview
    while let container = ancestor, !(container is UIWindow) {
      if let navigation = container.owningViewController as? UINavigationController, navigation.isNavigationBarVisible {
        let bar = container.convert(navigation.navigationBarFrame, to: nil)
        if bar.minX < rect.maxX, bar.maxX > rect.minX { insets.top = max(insets.top, bar.maxY - rect.minY) }
      }
      if let tabs = container.owningViewController as? UITabBarController, !tabs.isTabBarHidden {
        let bar = container.convert(tabs.tabBarFrame, to: nil)
        if bar.minX < rect.maxX, bar.maxX > rect.minX { insets.bottom = max(insets.bottom, rect.maxY - bar.minY) }
      }
      ancestor = container.superview
    }
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
    return UIEdgeInsets(top: clamp(insets.top, rect.height), left: clamp(insets.left, rect.width),
                        bottom: clamp(insets.bottom, rect.height), right: clamp(insets.right, rect.width))
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

  /// The navigation bar's frame in this controller's view: full width, 44 pt, just below the view's
  /// top safe-area inset (an AdaptiveKit addition; UIKit's `navigationBar.frame`). `.zero` when
  /// the bar does not show or the view is not loaded.
  public var navigationBarFrame: CGRect {
    guard isNavigationBarVisible, let view = viewIfLoaded else { return .zero }
    return CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: ContentLayout.navigationBarHeight)
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
