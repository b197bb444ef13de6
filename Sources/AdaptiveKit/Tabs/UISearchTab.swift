import Foundation

/// The search tab, as UIKit's `UISearchTab` (iOS 18): the system's title and image, pinned at the
/// trailing end of the tab bar (R102).
@MainActor
open class UISearchTab: UITab {
  /// The identifier a search tab has [INF: UIKit does not document its value].
  public static let searchTabIdentifier = "UISearchTab"

  /// Whether selecting the tab focuses its search field (iOS 26). Default false.
  open var automaticallyActivatesSearch = false

  /// Creates the search tab, titled "Search" with the `magnifyingglass` symbol.
  public init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
    super.init(title: "Search", image: UIImage(systemName: "magnifyingglass"), identifier: Self.searchTabIdentifier,
               viewControllerProvider: viewControllerProvider)
  }
}
