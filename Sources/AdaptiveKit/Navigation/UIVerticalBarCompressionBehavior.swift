import Foundation

/// Which compresses first where a tab bar and bar items share the iPhone Duo's vertical bar and
/// room runs out, as UIKit's `UIVerticalBarCompressionBehavior` (iOS 27.1): the value of
/// ``UINavigationItem/verticalBarCompressionBehavior``. AdaptiveKit keeps every tab for `.automatic`
/// and `.prefersTabBar`, and only the selected tab for `.prefersBarItems` [INF] (see
/// ``UINavigationController/verticalBarLayout``).
public enum UIVerticalBarCompressionBehavior: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The system decides: on iOS, it keeps the tab bar.
  case automatic = 0
  /// The tab bar compresses before the bar items.
  case prefersBarItems = 1
  /// The bar items compress before the tab bar.
  case prefersTabBar = 2

  /// The case's name.
  public var description: String {
    switch self {
    case .automatic: "automatic"
    case .prefersBarItems: "prefersBarItems"
    case .prefersTabBar: "prefersTabBar"
    }
  }
}
