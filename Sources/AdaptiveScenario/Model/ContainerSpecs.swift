public import AdaptiveKit
import Foundation

/// A navigation controller and its stack.
public struct NavigationSpec: Sendable, Hashable {
  /// The stack, root first.
  public var stack: [HierarchySpec]
  /// Options used when the navigation controller is presented.
  public var presentation = PresentationOptions()
  /// `isToolbarHidden`: false shows the toolbar with the top screen's `toolbarItems`.
  public var isToolbarHidden = true
  /// `navigationBar.prefersLargeTitles`.
  public var prefersLargeTitles = false
  /// Where it was written.
  public var location: SourceLocation
}

/// A tab bar controller and its tabs.
public struct TabsSpec: Sendable, Hashable {
  /// The tabs, in order; the first is selected.
  public var tabs: [HierarchySpec]
  /// `tabBarMinimizeBehavior` (iOS 26, R122); nil leaves UIKit's `.automatic`.
  public var tabBarMinimizeBehavior: UITabBarController.MinimizeBehavior?
  /// Where it was written.
  public var location: SourceLocation
}

/// A split view controller.
public struct SplitSpec: Sendable, Hashable {
  /// `classic` (`UISplitViewController()`), `doubleColumn` or `tripleColumn` (`init(style:)`).
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// `UISplitViewController()`: classic, children set with `viewControllers`.
    case classic
    /// `UISplitViewController(style: .doubleColumn)`.
    case doubleColumn
    /// `UISplitViewController(style: .tripleColumn)`.
    case tripleColumn
  }

  /// The split's style.
  public var style: Style
  /// The primary column.
  public var primary: HierarchySpec
  /// The supplementary column (triple column only).
  public var supplementary: HierarchySpec?
  /// The secondary column (the detail).
  public var secondary: HierarchySpec?
  /// The controller used when collapsed (column style only).
  public var compact: HierarchySpec?
  /// `preferredDisplayMode`, by its UIKit case name; nil leaves `.automatic`.
  public var preferredDisplayMode: String?
  /// What the split's delegate answers at collapse; nil installs no delegate.
  public var delegate: SplitDelegateSpec?
  /// `presentsWithGesture`; nil keeps UIKit's `true`.
  public var presentsWithGesture: Bool?
  /// Whether the secondary's top screen puts the split's `displayModeButtonItem` on the leading
  /// side of its navigation bar, as classic-style apps do (`leftItemsSupplementBackButton` on).
  public var showsDisplayModeButtonItem = false
  /// Where it was written.
  public var location: SourceLocation
}

/// The answers of a scenario split's `UISplitViewControllerDelegate`.
public struct SplitDelegateSpec: Sendable, Hashable {
  /// The result of `splitViewController(_:collapseSecondary:onto:)`; nil leaves it unimplemented.
  public var collapseSecondary: Bool?
  /// The result of `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` by column
  /// name (`primary`, `supplementary`, `secondary`); nil leaves it unimplemented.
  public var topColumnForCollapsing: String?

  /// A delegate that implements nothing.
  public init() {}
}

/// An arrangement view controller (iOS 27.1) and its two placements.
public struct ArrangementSpec: Sendable, Hashable {
  /// `split` (`UISplitArrangement`, the default) or `overlay` (`UIOverlayArrangement`).
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// A split arrangement: side by side when wider, stacked when taller.
    case split
    /// An overlay arrangement: the primary layered above the secondary.
    case overlay
  }

  /// The primary placement.
  public var primary: HierarchySpec
  /// The secondary placement, if any.
  public var secondary: HierarchySpec?
  /// The arrangement.
  public var style = Style.split
  /// The axes the arrangement may use: `both` (the default), `horizontal` or `vertical`.
  public var axes = "both"
  /// Where it was written.
  public var location: SourceLocation
}
