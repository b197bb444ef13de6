import Foundation

extension UISplitViewController {
  /// The style of a split view controller (R36): classic (`.unspecified`) or column-based.
  public enum Style: Int, Sendable, Hashable {
    /// The classic two-child interface of iOS 8–13, created with `UISplitViewController()`.
    case unspecified = 0
    /// Two columns: primary and secondary.
    case doubleColumn = 1
    /// Three columns: primary, supplementary and secondary.
    case tripleColumn = 2
  }

  /// How the columns are arranged (R23). `displayMode` never reports `.automatic`.
  public enum DisplayMode: Int, Sendable, Hashable, CustomStringConvertible {
    /// Preferred-only: let the split choose.
    case automatic = 0
    /// Only the secondary is shown.
    case secondaryOnly = 1
    /// One sidebar tiled beside the secondary.
    case oneBesideSecondary = 2
    /// One sidebar over a dimmed secondary.
    case oneOverSecondary = 3
    /// Two sidebars tiled beside the secondary (triple column).
    case twoBesideSecondary = 4
    /// Two sidebars over the secondary (triple column).
    case twoOverSecondary = 5
    /// Two sidebars that push the secondary aside (triple column).
    case twoDisplaceSecondary = 6

    /// The iOS 8–13 name of ``secondaryOnly``.
    @available(*, deprecated, renamed: "secondaryOnly")
    public static var primaryHidden: DisplayMode { .secondaryOnly }
    /// The iOS 8–13 name of ``oneBesideSecondary``.
    @available(*, deprecated, renamed: "oneBesideSecondary")
    public static var allVisible: DisplayMode { .oneBesideSecondary }
    /// The iOS 8–13 name of ``oneOverSecondary``.
    @available(*, deprecated, renamed: "oneOverSecondary")
    public static var primaryOverlay: DisplayMode { .oneOverSecondary }

    /// The case's name.
    public var description: String {
      switch self {
      case .automatic: "automatic"
      case .secondaryOnly: "secondaryOnly"
      case .oneBesideSecondary: "oneBesideSecondary"
      case .oneOverSecondary: "oneOverSecondary"
      case .twoBesideSecondary: "twoBesideSecondary"
      case .twoOverSecondary: "twoOverSecondary"
      case .twoDisplaceSecondary: "twoDisplaceSecondary"
      }
    }
  }

  /// The side of the split the primary column is on (R30).
  public enum PrimaryEdge: Int, Sendable, Hashable {
    /// The left side in left-to-right layouts, the right side in right-to-left layouts.
    case leading = 0
    /// The opposite side.
    case trailing = 1
  }

  /// A column of a column-style split (R37).
  /// The primary column's background style, as UIKit's `UISplitViewController.BackgroundStyle`.
  public enum BackgroundStyle: Int, Sendable, Hashable {
    case none = 0
    case sidebar = 1
  }

  public enum Column: Int, Sendable, Hashable, CustomStringConvertible {
    /// The leading sidebar.
    case primary = 0
    /// The middle column of a triple-column split.
    case supplementary = 1
    /// The main content.
    case secondary = 2
    /// The controller shown instead of the stacked columns while collapsed.
    case compact = 3
    /// The trailing inspector beside the secondary (iOS 26, R111): hidden until `show(.inspector)`;
    /// a sheet over the secondary while the split is collapsed (R112).
    case inspector = 4

    /// The case's name.
    public var description: String {
      switch self {
      case .primary: "primary"
      case .supplementary: "supplementary"
      case .secondary: "secondary"
      case .compact: "compact"
      case .inspector: "inspector"
      }
    }
  }

  /// How sidebars share the space with the secondary column (R44).
  public enum SplitBehavior: Int, Sendable, Hashable {
    /// Let the split choose from the width and aspect ratio.
    case automatic = 0
    /// Sidebars tile beside the secondary.
    case tile = 1
    /// Sidebars cover the secondary.
    case overlay = 2
    /// Sidebars push the secondary aside.
    case displace = 3
  }

  /// When the column-style display-mode button shows (R45).
  public enum DisplayModeButtonVisibility: Int, Sendable, Hashable {
    /// Shown when `presentsWithGesture` is true.
    case automatic = 0
    /// Never shown.
    case never = 1
    /// Always shown.
    case always = 2
  }

  /// Whether a controller is inside an expanded or a collapsed split, as UIKit's
  /// `UISplitViewController.LayoutEnvironment` (iOS 26, R116): the value of
  /// ``UITraitCollection/splitViewControllerLayoutEnvironment``.
  public enum LayoutEnvironment: Int, Sendable, Hashable, CustomStringConvertible {
    /// Not inside a split view controller.
    case none = 0
    /// Inside an expanded split view controller.
    case expanded = 1
    /// Inside a collapsed split view controller.
    case collapsed = 2

    /// The case's name.
    public var description: String {
      switch self {
      case .none: "none"
      case .expanded: "expanded"
      case .collapsed: "collapsed"
      }
    }
  }

  /// The value that asks the split to choose a width itself (R31).
  public static let automaticDimension: CGFloat = SplitMetrics.automaticDimension
}

/// Where a split is in its collapse cycle (R14). `isCollapsed` is true for collapsed and expanding.
enum SplitCollapseState: Sendable, Equatable {
  case expanded, collapsing, collapsed, expanding
}

extension UISplitViewController.Column {
  /// Every column, in the order the split walks what it keeps for them: a fixed order, where a
  /// dictionary's would change from one process to the next (Swift seeds hashing per process).
  static let heldOrder: [Self] = [.primary, .supplementary, .secondary, .compact, .inspector]
}
