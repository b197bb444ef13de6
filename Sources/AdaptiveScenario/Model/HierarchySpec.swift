import AdaptiveKit
import Foundation

/// A node of a scenario's view-controller hierarchy, as written in YAML: a screen, or a container
/// of other nodes. Each node is built into fresh UIKit-named controllers by ``HierarchyBuilder``.
public indirect enum HierarchySpec: Sendable, Hashable {
  /// A ``ScenarioViewController`` with a title and rows.
  case screen(ScreenSpec)
  /// A `UINavigationController` whose stack is the nodes, root first.
  case navigation(NavigationSpec)
  /// A `UITabBarController` whose tabs are the nodes, the first selected.
  case tabs(TabsSpec)
  /// A `UISplitViewController`, classic or column style.
  case split(SplitSpec)
  /// A screen defined once under `screens:` and referred to by name.
  case reference(String, SourceLocation)

  /// Where the node was written.
  public var location: SourceLocation {
    switch self {
    case .screen(let spec): spec.location
    case .navigation(let spec): spec.location
    case .tabs(let spec): spec.location
    case .split(let spec): spec.location
    case .reference(_, let location): location
    }
  }
}

/// What a presented node asks for: its `modalPresentationStyle` and the sheet or popover options.
public struct PresentationOptions: Sendable, Hashable {
  /// The requested `modalPresentationStyle`; nil keeps UIKit's default (`.automatic`).
  public var style: UIModalPresentationStyle?
  /// `isModalInPresentation`.
  public var isModalInPresentation = false
  /// `sheetPresentationController.prefersEdgeAttachedInCompactHeight`.
  public var prefersEdgeAttachedInCompactHeight = false
  /// `preferredContentSize`, if given.
  public var preferredContentSize: CGSize?
  /// What the presentation controller's delegate returns from
  /// `adaptivePresentationStyle(for:traitCollection:)`; nil installs no delegate.
  public var adaptiveStyle: UIModalPresentationStyle?

  /// No options: UIKit's defaults.
  public init() {}
}

/// A plain screen: a title and the rows of its table.
public struct ScreenSpec: Sendable, Hashable {
  /// The screen's `title`.
  public var title: String
  /// The screen's rows, top first.
  public var rows: [RowSpec]
  /// Options used when this screen is presented.
  public var presentation = PresentationOptions()
  /// Where the screen was written.
  public var location: SourceLocation

  /// Creates a screen.
  public init(title: String, rows: [RowSpec] = [], location: SourceLocation) {
    self.title = title
    self.rows = rows
    self.location = location
  }
}

/// One row of a screen's table, and what selecting it does.
public struct RowSpec: Sendable, Hashable {
  /// What selecting a row does with its target.
  public enum Action: String, Sendable, Hashable, CaseIterable {
    /// `show(_:sender:)`.
    case show
    /// `showDetailViewController(_:sender:)`.
    case showDetail
    /// `present(_:animated:completion:)`.
    case present
  }

  /// The row's text, also the label a `tap` step finds it by.
  public var title: String
  /// An optional identifier a `tap` step can use instead of the title.
  public var id: String?
  /// What selecting the row does; nil for a row that does nothing.
  public var action: Action?
  /// The node a selection builds (a new instance each time).
  public var target: HierarchySpec?
  /// Presentation options the row applies to its target (the row's `style:` and friends).
  public var presentation: PresentationOptions?
  /// Where the row was written.
  public var location: SourceLocation

  /// Creates a row.
  public init(title: String, id: String? = nil, action: Action? = nil, target: HierarchySpec? = nil, location: SourceLocation) {
    self.title = title
    self.id = id
    self.action = action
    self.target = target
    self.location = location
  }
}

/// A navigation controller and its stack.
public struct NavigationSpec: Sendable, Hashable {
  /// The stack, root first.
  public var stack: [HierarchySpec]
  /// Options used when the navigation controller is presented.
  public var presentation = PresentationOptions()
  /// Where it was written.
  public var location: SourceLocation
}

/// A tab bar controller and its tabs.
public struct TabsSpec: Sendable, Hashable {
  /// The tabs, in order; the first is selected.
  public var tabs: [HierarchySpec]
  /// Where it was written.
  public var location: SourceLocation
}

/// A split view controller.
public struct SplitSpec: Sendable, Hashable {
  /// `classic` (`UISplitViewController()`), `doubleColumn` or `tripleColumn` (`init(style:)`).
  public enum Style: String, Sendable, Hashable, CaseIterable {
    case classic, doubleColumn, tripleColumn
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
