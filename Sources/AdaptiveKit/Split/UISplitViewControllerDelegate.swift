/// Customises how a split view controller collapses, expands, shows and changes its display mode,
/// as UIKit's `UISplitViewControllerDelegate`.
///
/// Every method is optional: the default implementations behave exactly as if the method were not
/// implemented (a `Bool` hook returns false, a controller hook returns nil, a proposal is returned
/// unchanged, `targetDisplayModeForAction(in:)` returns `.automatic`). So a delegate written for iOS
/// compiles unchanged and is asked in UIKit's order. See the article "How a split view collapses
/// and expands" for the sequences.
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
  /// The display mode is about to change (R26); sent only when it differs from the last one sent.
  func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
  /// The mode the display-mode button and gesture switch to; `.automatic` means "use the default" (R27).
  func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
  /// Return true to handle the split's `show(_:sender:)` yourself (classic only, R9).
  func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
  /// Return true to handle the split's `showDetailViewController(_:sender:)` yourself (classic only, R10).
  func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
  /// The controller to use as the primary once collapsed; nil keeps the current primary (R16).
  func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
  /// The controller to use as the primary once expanded; nil keeps the current primary (R17).
  func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
  /// Return true if you handled the secondary at collapse; false lets the primary's
  /// `collapseSecondaryViewController(_:for:)` run (R16).
  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool
  /// The secondary to show once expanded; nil lets the primary's
  /// `separateSecondaryViewController(for:)` answer (R17).
  func splitViewController(
    _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController?
  /// The orientations the split supports (R33); an empty mask means "not implemented", and the
  /// split then answers from its children.
  func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask
  /// The preferred orientation when the split is presented; `.unknown` when not implemented (R33).
  func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation
  /// The column shown on top once a column-style split collapses; default: the proposal (R41).
  func splitViewController(
    _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
  /// The display mode a column-style split expands to; default: the proposal (R42).
  func splitViewController(
    _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
  ) -> UISplitViewController.DisplayMode
  /// A column is about to be shown (column style, R41–R43).
  func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
  /// A column is about to be hidden (column style, R41–R43).
  func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
  /// The system finished showing a column (iOS 26, R115): sent after a `willShow` of a size
  /// change, rotation or gesture, never for `show(_:)`.
  func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column)
  /// The system finished hiding a column (iOS 26, R115): sent after a `willHide` of a size change,
  /// rotation or gesture, and when the user dismisses the inspector's sheet; never for `hide(_:)`.
  func splitViewController(_ svc: UISplitViewController, didHide column: UISplitViewController.Column)
  /// The split finished collapsing; `isCollapsed` is true.
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)
  /// The split finished expanding; `isCollapsed` is false.
  func splitViewControllerDidExpand(_ svc: UISplitViewController)
  /// The user began the swipe that shows or hides a sidebar.
  func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
  /// The user ended the swipe that shows or hides a sidebar.
  func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
  /// Behaves as if the method were not implemented.
  public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
  /// Behaves as if the method were not implemented.
  public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
  /// Behaves as if the method were not implemented.
  public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
  /// Behaves as if the method were not implemented.
  public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
  /// Behaves as if the method were not implemented.
  public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
  /// Behaves as if the method were not implemented.
  public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
  /// Behaves as if the method were not implemented.
  public func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { false }
  /// Behaves as if the method were not implemented.
  public func splitViewController(
    _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? { nil }
  /// Behaves as if the method were not implemented: returns an empty mask.
  public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask { [] }
  /// Behaves as if the method were not implemented.
  public func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation { .unknown }
  /// Behaves as if the method were not implemented.
  public func splitViewController(
    _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }
  /// Behaves as if the method were not implemented.
  public func splitViewController(
    _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
  ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
  /// Behaves as if the method were not implemented.
  public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
  /// Behaves as if the method were not implemented.
  public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
  /// Behaves as if the method were not implemented.
  public func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column) {}
  /// Behaves as if the method were not implemented.
  public func splitViewController(_ svc: UISplitViewController, didHide column: UISplitViewController.Column) {}
  /// Behaves as if the method were not implemented.
  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
  /// Behaves as if the method were not implemented.
  public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
  /// Behaves as if the method were not implemented.
  public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {}
  /// Behaves as if the method were not implemented.
  public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {}
}
