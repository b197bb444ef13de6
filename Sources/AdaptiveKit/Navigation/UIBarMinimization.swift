/// When a bar minimizes as the content scrolls, as UIKit's `UIBarMinimizationBehavior` (iOS 27,
/// R124).
public enum UIBarMinimizationBehavior: Int, Sendable, Hashable {
  /// The system's choice: `.never` in AdaptiveKit, which has no integrated search field [INF].
  case automatic = 0
  /// The bar never minimizes.
  case never = 1
  /// The bar minimizes when the content scrolls down.
  case onScrollDown = 2
  /// The bar minimizes when the content scrolls up.
  case onScrollUp = 3
}

/// When a minimized bar comes back, as UIKit's `UIBarMinimizationRestorationBehavior` (iOS 27,
/// R124).
public enum UIBarMinimizationRestorationBehavior: Int, Sendable, Hashable {
  /// The system's choice: the bar comes back as soon as the scroll reverses.
  case automatic = 0
  /// The bar comes back only when the content is scrolled back to the edge it started from.
  case atScrollEdge = 1
}

/// Whether the safe area follows a minimizing bar, as UIKit's
/// `UIBarMinimizationSafeAreaAdjustment` (iOS 27, R124). Raw values [INF].
public enum UIBarMinimizationSafeAreaAdjustment: Int, Sendable, Hashable {
  /// The system's choice: `.enabled`, as SwiftUI documents for its twin [INF].
  case automatic = 0
  /// The safe area shrinks with the bar, and the content reflows.
  case enabled = 1
  /// The safe area stays as with the full bar.
  case disabled = 2
}

/// How a bar minimizes in response to scrolling, as UIKit's `UIBarMinimization` (iOS 27, R124):
/// the value of ``UINavigationItem/navigationBarMinimization``.
///
/// ```swift
/// var minimization = UIBarMinimization()
/// minimization.minimizationBehavior = .onScrollDown
/// minimization.safeAreaAdjustment = .disabled
/// controller.navigationItem.navigationBarMinimization = minimization
/// ```
public struct UIBarMinimization: Sendable, Hashable {
  /// When the bar minimizes. Default `.automatic`.
  public var minimizationBehavior = UIBarMinimizationBehavior.automatic
  /// When a minimized bar comes back. Default `.automatic`.
  public var restorationBehavior = UIBarMinimizationRestorationBehavior.automatic
  /// Whether the safe area follows the minimized bar. Default `.automatic`.
  public var safeAreaAdjustment = UIBarMinimizationSafeAreaAdjustment.automatic

  /// A configuration with every behavior `.automatic`.
  public init() {}

  /// ``minimizationBehavior`` with `.automatic` resolved: `.never` [INF].
  var resolvedMinimizationBehavior: UIBarMinimizationBehavior {
    minimizationBehavior == .automatic ? .never : minimizationBehavior
  }

  /// Whether the safe area follows the minimized bar: `.automatic` adjusts it [INF].
  var adjustsSafeArea: Bool { safeAreaAdjustment != .disabled }
}
