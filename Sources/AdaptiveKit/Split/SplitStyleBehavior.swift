import Foundation

/// What differs between the classic split (iOS 8–13, two children) and the column-style split
/// (iOS 14, `.doubleColumn` or `.tripleColumn`): their children, the columns a display mode shows,
/// collapse and expansion, `show`/`showDetail` and the display-mode button's target.
///
/// ``UISplitViewController`` keeps the shared state (collapse state, display mode, delegate) and
/// forwards each style-dependent question to its behaviour: ``ClassicSplitBehavior`` or
/// ``ColumnSplitBehavior``, over the style's stored state (``SplitStyleState``).
@MainActor
protocol SplitStyleBehavior {
  /// The split this behaviour serves.
  var split: UISplitViewController { get }
  /// `viewControllers` for the split's current state (R13, R40).
  var viewControllers: [UIViewController] { get }
  /// The setter of `viewControllers`.
  func setViewControllers(_ newValue: [UIViewController])
  /// The children the split should have for its current roles.
  var desiredChildren: [UIViewController] { get }
  /// The controller installed for a column.
  func container(for column: UISplitViewController.Column) -> UIViewController?
  /// The single controller a collapsed split shows.
  var collapsedController: UIViewController? { get }
  /// The columns shown in an expanded display mode (R43's "visible").
  func visibleColumns(in mode: UISplitViewController.DisplayMode) -> [UISplitViewController.Column]
  /// The style's part of a collapse, between the state change and the completion.
  func collapse()
  /// The style's part of an expansion, between the state change and the completion.
  func expand(animated: Bool)
  /// `show(_:sender:)` (R9; column style R11).
  func show(_ vc: UIViewController, sender: Any?)
  /// `showDetailViewController(_:sender:)` (R10; column style R11).
  func showDetail(_ vc: UIViewController, sender: Any?)
  /// Whether `child` is a sidebar that gets compact horizontal traits (R34).
  func isSidebar(_ child: UIViewController) -> Bool
  /// The dump's role of a child: `column primary`, `column secondary`, …
  func role(of child: UIViewController) -> String
  /// The display mode the button and gesture switch to from `mode`, expanded and regular (R27, R45).
  func targetDisplayModeForAction(from mode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
  /// Shows or hides the display-mode button and gives it its look for the action's `target` (R28, R45).
  func configureDisplayModeButton(_ item: UIBarButtonItem, target: UISplitViewController.DisplayMode)
  /// Tells the delegate which columns appear and disappear in a display-mode change (R43).
  func visibleColumnsWillChange(from before: [UISplitViewController.Column], to after: [UISplitViewController.Column])
  /// `setViewController(_:for:)` (R38–R39).
  func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column)
  /// `viewController(for:)`: the controller set for a column.
  func viewController(for column: UISplitViewController.Column) -> UIViewController?
  /// `show(_:)` for a column (R43).
  func showColumn(_ column: UISplitViewController.Column)
  /// `hide(_:)` for a column (R43).
  func hideColumn(_ column: UISplitViewController.Column)
  /// `isShowing(_:)` for a column (R114).
  func isShowing(_ column: UISplitViewController.Column) -> Bool
}

/// What a split keeps for its style, made with the split and kept for its life: the classic
/// children (`Classic/`) or the columns (`Column/`). Each style's files own its state, its
/// children and its collapse and expansion; ``UISplitViewController`` keeps what both share.
@MainActor
enum SplitStyleState {
  /// A classic split's children (R13–R35).
  case classic(ClassicSplitState)
  /// A column-style split's columns (R36–R46, R111–R114).
  case column(ColumnSplitState)

  /// The empty state of a split of `style`.
  init(style: UISplitViewController.Style) {
    self = style == .unspecified ? .classic(ClassicSplitState()) : .column(ColumnSplitState())
  }
}

extension UISplitViewController {
  /// The behaviour of this split's style, over its stored state: made when asked and never
  /// stored by the split, so holding the split strongly makes no cycle (and a behaviour kept by a
  /// caller stays valid).
  var behavior: any SplitStyleBehavior {
    switch styleState {
    case .classic(let state): ClassicSplitBehavior(split: self, state: state)
    case .column(let state): ColumnSplitBehavior(split: self, state: state)
    }
  }
}
