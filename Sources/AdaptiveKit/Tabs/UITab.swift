import Foundation

/// A tab of a tab bar controller, as UIKit's `UITab` (iOS 18): a title, an image, an identifier
/// unique within its controller, and a provider of the view controller it shows (R96).
///
/// ```swift
/// let recents = UITab(title: "Recents", image: UIImage(systemName: "clock"), identifier: "recents") { _ in
///   UINavigationController(rootViewController: RecentsViewController())
/// }
/// let tabs = UITabBarController(tabs: [recents])
/// ```
@MainActor
open class UITab {
  /// Where a tab may appear in a tab bar, as UIKit's `UITab.Placement` (R101).
  public enum Placement: Int, Sendable {
    /// `.default` for a root tab, `.optional` for a nested one (`.pinned` for a search tab).
    case automatic = 0
    /// In the tab bar by default; the user can remove or move it.
    case `default` = 1
    /// Not in the tab bar by default; the user can add it.
    case optional = 2
    /// In the tab bar; the user can move it but not remove it.
    case movable = 3
    /// At the trailing end of the tab bar, image only; always there.
    case pinned = 4
    /// At the leading end of the tab bar, before every customizable tab; never moved or removed.
    case fixed = 5
    /// Only in the sidebar, never in the tab bar.
    case sidebarOnly = 6
  }

  /// The identifier, unique among the tabs of one tab bar controller.
  public let identifier: String
  /// The title.
  open var title: String
  /// The image. Default nil.
  open var image: UIImage?
  /// A subtitle, shown in the sidebar. Default nil.
  open var subtitle: String?
  /// The badge text. Default nil.
  open var badgeValue: String?
  /// Where the tab prefers to appear in a tab bar. Default `.automatic`.
  open var preferredPlacement = Placement.automatic
  /// Anything the app associates with the tab.
  open var userInfo: Any?
  /// Whether the user can select the tab. Default true.
  open var isEnabled = true
  /// Whether the tab is hidden: it leaves the tab bar and cannot be reached from the sidebar (R104).
  open var isHidden = false {
    didSet { if isHidden != oldValue { tabBarController?.tabVisibilityDidChange(self) } }
  }
  /// The value ``isHidden`` returns to when the user resets their customization. Default false.
  open var isHiddenByDefault = false
  /// Whether the user can hide the tab while editing the sidebar. Default false.
  open var allowsHiding = false

  /// The group containing this tab; nil for a root tab.
  public internal(set) weak var parent: UITabGroup?
  /// The controller this root tab belongs to.
  weak var attachedController: UITabBarController?
  private let viewControllerProvider: ((UITab) -> UIViewController)?
  private var storedViewController: UIViewController?

  /// Creates a tab; `viewControllerProvider` makes its view controller when it is first needed.
  public init(title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
    self.title = title
    self.image = image
    self.identifier = identifier
    self.viewControllerProvider = viewControllerProvider
  }

  /// The tab bar controller managing this tab or one of its ancestors; nil when none does.
  public var tabBarController: UITabBarController? {
    var tab: UITab = self
    while let parent = tab.parent { tab = parent }
    return tab.attachedController
  }

  /// The view controller this tab shows, made by the provider when it is first asked for (R96).
  /// Nil for a tab without a provider.
  ///
  /// One that another container took (a push, `addChild(_:)`, a split column, a presentation, a
  /// window's root) is no longer the tab's [INF]: the tab gives it up and the provider makes a
  /// new one, as for a view controller that became nil (R96).
  public var viewController: UIViewController? {
    if let storedViewController {
      guard isTakenElsewhere(storedViewController) else { return storedViewController }
      relinquishViewController()
    }
    guard let viewControllerProvider else { return nil }
    let made = viewControllerProvider(self)
    made.storedTab = self
    storedViewController = made
    return made
  }

  /// The view controller as kept, without asking the provider or giving up one taken elsewhere.
  var madeViewController: UIViewController? { storedViewController }

  /// Gives up the view controller, which another container took: it no longer names this tab,
  /// and the provider makes a new one when the tab next needs one (R96) [INF].
  func relinquishViewController() {
    guard let controller = storedViewController else { return }
    storedViewController = nil
    if controller.storedTab === self { controller.storedTab = nil }
  }

  /// Whether `controller`, this attached tab's, is in a container its tab bar controller did not
  /// put it in: neither that controller's child (a root tab's, or the selected nested tab's), nor
  /// on the stack of the managing navigation controller above the tab (R106), nor in no place.
  private func isTakenElsewhere(_ controller: UIViewController) -> Bool {
    guard let owner = tabBarController, !controller.isPlacedNowhere else { return false }
    guard let parent = controller.parent else { return true }
    return parent !== owner && parent !== managingTabGroup?.managingNavigationController
  }
  /// Whether a view controller can be made for the tab.
  var hasViewControllerProvider: Bool { storedViewController != nil || viewControllerProvider != nil }

  /// The root-most group above this tab (or this tab, a group) with a managing navigation
  /// controller; nil when there is none (R106).
  public var managingTabGroup: UITabGroup? {
    var found: UITabGroup?
    var tab: UITab? = self
    while let current = tab {
      if let group = current as? UITabGroup, group.managingNavigationController != nil { found = group }
      tab = current.parent
    }
    return found
  }

  /// The placement this tab has, `.automatic` resolved (R101).
  public var resolvedPlacement: Placement {
    guard preferredPlacement == .automatic else { return preferredPlacement }
    if self is UISearchTab { return .pinned }
    return parent == nil ? .default : .optional
  }

  /// This tab and its ancestors, the root first.
  var pathFromRoot: [UITab] {
    var path: [UITab] = [self]
    while let parent = path[0].parent { path.insert(parent, at: 0) }
    return path
  }

  /// The root tab above this one (or this one).
  var rootTab: UITab { pathFromRoot[0] }

  /// This tab and every tab below it, depth first.
  func forEachInTabTree(_ body: (UITab) -> Void) {
    body(self)
    if let group = self as? UITabGroup { for child in group.children { child.forEachInTabTree(body) } }
  }
}

extension UIViewController {
  /// The tab whose provider made this view controller; nil otherwise.
  public var tab: UITab? { storedTab }
}
