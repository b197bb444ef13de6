import Foundation

extension UITabBarController {
  /// The sidebar of a tab bar controller in `.tabSidebar` mode, as UIKit's
  /// `UITabBarController.Sidebar` (iOS 18; R99, R105, R128).
  ///
  /// On an iPad in regular width it sits at the leading edge, shown by default when the scene is
  /// wider than tall and hidden when it is taller; the user toggles it
  /// (``UITabBarController/simulateSidebarToggle()``) and code sets ``isHidden``. In compact width
  /// there is no sidebar: ``isAvailable`` is false and ``isHidden`` keeps its value for the
  /// return to regular width.
  @MainActor
  public final class Sidebar {
    /// How the sidebar shares room with the content.
    public enum Layout: Int, Sendable {
      /// `.overlap` on iOS.
      case automatic = 0
      /// The content extends under the sidebar; its leading safe-area inset clears it.
      case overlap = 1
      /// The content is resized to sit beside the sidebar.
      case tile = 2
    }

    /// Where a tab bar controller prefers its tabs on an iPhone with room for a sidebar (iOS 27).
    public enum Placement: Int, Sendable {
      /// The system's choice: the tab bar.
      case automatic = 0
      /// The tab bar.
      case tabBar = 1
      /// The sidebar, whenever the width is regular.
      case sidebar = 2
    }

    /// Receives the sidebar's visibility and availability changes.
    @MainActor
    public protocol Delegate: AnyObject {
      /// ``Sidebar/isHidden`` is about to change; animations added to `animator` run with the change.
      func tabBarController(_ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: Sidebar, animator: any Animating)
      /// ``Sidebar/isAvailable`` changed (iOS 27).
      func tabBarController(_ tabBarController: UITabBarController, sidebarAvailabilityDidChange sidebar: Sidebar)
    }

    /// Collects the blocks that run with a sidebar visibility change.
    @MainActor
    public protocol Animating: AnyObject {
      /// Adds a block that runs with the change.
      func addAnimations(_ animations: @escaping () -> Void)
      /// Adds a block that runs once the change is done.
      func addCompletion(_ completion: @escaping () -> Void)
    }

    /// The delegate told of visibility changes.
    public weak var delegate: (any Delegate)?
    /// How the sidebar shares room with the content. Default `.automatic` (overlap).
    public var preferredLayout = Layout.automatic {
      didSet { if preferredLayout != oldValue { owner?.sidebarLayoutDidChange() } }
    }
    /// Where the tabs go on an iPhone with room for a sidebar (iOS 27; R128). Ignored on iPad.
    public var preferredPlacement = Placement.automatic {
      didSet { if preferredPlacement != oldValue { owner?.sidebarPlacementDidChange(from: oldValue) } }
    }

    /// The sidebar's hidden state, set by code or the user; nil until set, when the scene's
    /// aspect decides (hidden when taller than wide).
    var storedIsHidden: Bool?
    weak var owner: UITabBarController?

    init(owner: UITabBarController) { self.owner = owner }

    /// Whether the sidebar is hidden. Setting it shows or hides the sidebar without animation,
    /// telling the delegate first (R105).
    public var isHidden: Bool {
      get { storedIsHidden ?? owner?.defaultSidebarHidden(for: nil) ?? true }
      set { owner?.changeSidebarVisibility(hidden: newValue, animated: false) }
    }

    /// Whether the sidebar can show now: the controller has tabs in `.tabSidebar` mode, and the
    /// width is regular on an iPad (or on an iPhone preferring the sidebar, R128).
    public var isAvailable: Bool { owner?.isSidebarAvailable ?? false }
  }
}

extension UITabBarController.Sidebar.Delegate {
  public func tabBarController(_ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar, animator: any UITabBarController.Sidebar.Animating) {}
  public func tabBarController(_ tabBarController: UITabBarController, sidebarAvailabilityDidChange sidebar: UITabBarController.Sidebar) {}
}

/// The animator handed to `sidebarVisibilityWillChange`: its blocks run when the change is made.
@MainActor
final class SidebarAnimator: UITabBarController.Sidebar.Animating {
  private var animations: [() -> Void] = []
  private var completions: [() -> Void] = []
  func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
  func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }
  func runAnimations() {
    while !animations.isEmpty { animations.removeFirst()() }
  }
  func runCompletions() {
    while !completions.isEmpty { completions.removeFirst()() }
  }
}
