/// Checks that a window's hierarchy is consistent. Every test runs it after its actions.
///
/// The invariants:
/// - parent and child links agree both ways;
/// - a presenter presents at most one controller, and presenter, presented and presentation
///   controller agree; a presented controller has no parent;
/// - every controller's traits are its host's traits with the overrides applied (window → root,
///   parent → child, presentation → presented), the split layout environment included;
/// - a split's inspector is its child only as a column of the expanded split, and a sheet only
///   while the split is collapsed (R111–R112); never both a child and presented, and, shown in a
///   collapsed split on screen, presented as its sheet unless another presentation is in the way;
/// - a split on screen is collapsed in compact width and expanded in regular width, unless a
///   collapse or expansion is on its way (R14, R15);
/// - the children of a split carry the split layout environment of its collapsed state (R116);
/// - controllers that appeared have their view in this window, controllers whose views are in the
///   window appeared, and no appearance transition is left half done. A view in the window whose
///   controller is outside the hierarchy is reported although UIKit lets an app add any view by
///   hand: its containment rules require `addChild(_:)` before a controller's view is added and
///   the view's removal with `removeFromParent()`, so the state is the app's mistake;
/// - a controller of the hierarchy whose view is not in the window has not appeared (it is
///   `disappeared`), and a controller outside every window has not appeared either
///   (``appearanceViolation(ofDetached:)``);
/// - a tab bar controller showing tabs (iOS 18) is the controller of its root tabs and of its
///   selected tab, its children are its root tabs' controllers plus at most the shown nested tab's,
///   and it shows the controller of its selected tab; its `viewControllers` are its root tabs'
///   controllers, its `selectedIndex` is its selected root tab's, and every tab's view controller
///   points back to its tab (R95, R96);
/// - no orphaned tab: each controller of a tab bar controller's `viewControllers` is its child, on
///   its More navigation stack while the More tab shows (R91, R92), or adopted by another container
///   of the app (R93), never in no container;
/// - an arrangement's two placements hold different controllers; a placed controller's view that
///   the layout shows is at the layout's frame when it is in the arrangement's view, and one it
///   hides is out of it and has not appeared (R129, R131).
///
/// The check visits each controller and view once: it is linear in the size of the hierarchy.
@MainActor
public enum HierarchyInvariants {
  /// The broken invariants of `window`, one sentence each; empty when all hold.
  public static func violations(in window: UIWindow) -> [String] {
    var problems: [String] = []
    guard let root = window.rootViewController else { return [] }
    if root.parent != nil { problems.append("root \(root.debugName) has a parent") }
    if root.traitCollection != root.expectedTraits(fromHost: window.traitCollection) {
      problems.append("root \(root.debugName) traits \(root.traitCollection) differ from the window's \(window.traitCollection)")
    }
    var visited = Set<ObjectIdentifier>()
    check(root, in: window, problems: &problems, visited: &visited)
    checkViews(window, in: window, reachable: visited, problems: &problems)
    return problems
  }

  private static func check(_ controller: UIViewController, in window: UIWindow, problems: inout [String], visited: inout Set<ObjectIdentifier>) {
    guard visited.insert(ObjectIdentifier(controller)).inserted else {
      problems.append("\(controller.debugName) appears twice in the hierarchy")
      return
    }
    let name = controller.debugName
    if let tabs = controller as? UITabBarController {
      problems += tabs.tabModelViolations() + tabs.tabObjectViolations() + tabs.orphanedTabViolations()
      // The shown tab fills the content frame its sidebar leaves (R99).
      let problem = shownChildFrameViolation(of: tabs, shown: tabs.displayedChild, role: "shown by", in: window) {
        tabs.contentFrame(in: $0)
      }
      if let problem { problems.append(problem) }
    }
    // The stack's top fills the navigation controller's view, its bars over it.
    if let navigation = controller as? UINavigationController,
       let problem = shownChildFrameViolation(of: navigation, shown: navigation.children.last, role: "the top of", in: window, expected: { $0 }) {
      problems.append(problem)
    }
    if controller.appearanceState.isTransitioning {
      problems.append("\(name) is stuck \(controller.appearanceState)")
    }
    if controller.appearanceState != .disappeared, controller.viewIfLoaded?.window !== window || window.isHidden {
      problems.append("\(name) is \(controller.appearanceState) but its view is not on screen in the window")
    }
    if let arrangement = controller as? UIArrangementViewController { problems += arrangement.arrangementViolations }
    if let split = controller as? UISplitViewController {
      if let problem = split.inspectorInvariantViolation { problems.append(problem) }
      problems += layoutEnvironmentViolations(of: split)
      if let problem = collapseViolation(of: split, in: window) { problems.append(problem) }
    }
    for child in controller.children {
      if child.parent !== controller { problems.append("\(child.debugName) is a child of \(name) but its parent is \(child.parent?.debugName ?? "nil")") }
      let expected = child.expectedTraits(fromHost: controller.traitCollection)
      if child.traitCollection != expected {
        // The description leaves out the split layout environment (R116): named when it differs.
        let environments = child.traitCollection.splitViewControllerLayoutEnvironment == expected.splitViewControllerLayoutEnvironment
          ? "" : ", split layout environment \(child.traitCollection.splitViewControllerLayoutEnvironment) instead of \(expected.splitViewControllerLayoutEnvironment)"
        problems.append("\(child.debugName) (child of \(name)) traits \(child.traitCollection) differ from \(expected) (parent's plus override\(environments))")
      }
      check(child, in: window, problems: &problems, visited: &visited)
    }
    guard let presented = controller.storedPresentedViewController else { return }
    if presented.storedPresentingViewController !== controller {
      problems.append("\(presented.debugName) is presented by \(name) but its presenter is \(presented.storedPresentingViewController?.debugName ?? "nil")")
    }
    if presented.parent != nil { problems.append("presented \(presented.debugName) has a parent") }
    guard let presentation = presented.storedPresentationController else {
      problems.append("presented \(presented.debugName) has no presentation controller")
      return
    }
    if presentation.storedPresenting !== controller {
      problems.append("the presentation controller of \(presented.debugName) names another presenter")
    }
    let expected = presented.expectedTraits(fromHost: presentation.presentedTraits(fromPresenter: controller.traitCollection))
    if presented.traitCollection != expected {
      problems.append("presented \(presented.debugName) traits \(presented.traitCollection) differ from \(expected)")
    }
    check(presented, in: window, problems: &problems, visited: &visited)
  }

  /// A split on screen that is collapsed in regular width or expanded in compact width, with no
  /// collapse or expansion on its way (R14, R15).
  private static func collapseViolation(of split: UISplitViewController, in window: UIWindow) -> String? {
    guard split.hasMovedToWindow, !split.hasPendingCollapseOrExpand, split.storedView?.window === window,
          split.collapseState == .collapsed || split.collapseState == .expanded else { return nil }
    let compact = split.traitCollection.horizontalSizeClass == .compact
    guard compact != (split.collapseState == .collapsed) else { return nil }
    return "\(split.debugName) is \(split.collapseState) in \(compact ? "compact" : "regular") width"
  }

  /// The view of the child `container` shows, when `container` is laid out in `window` with no
  /// layout pending and shows it somewhere else than `expected` makes of its bounds.
  private static func shownChildFrameViolation(
    of container: UIViewController, shown: UIViewController?, role: String, in window: UIWindow, expected: (CGRect) -> CGRect
  ) -> String? {
    guard let view = container.storedView, view.window === window, !view.isLayingOut, !view.needsLayoutFlag,
          let shown, let shownView = shown.storedView, shownView.superview === view else { return nil }
    let frame = expected(view.bounds)
    guard shownView.frame != frame else { return nil }
    return "\(shown.debugName), \(role) \(container.debugName), is at \(shownView.frame) instead of \(frame)"
  }

  /// The broken appearance rule of a controller that is in no window's hierarchy (removed,
  /// dismissed, never shown): it must not have appeared. Nil when the rule holds, or when the
  /// controller's view is in a visible window.
  public static func appearanceViolation(ofDetached controller: UIViewController) -> String? {
    if let window = controller.viewIfLoaded?.window, !window.isHidden { return nil }
    guard controller.appearanceState != .disappeared else { return nil }
    return "\(controller.debugName) is \(controller.appearanceState) but its view is in no visible window"
  }

  private static func checkViews(_ view: UIView, in window: UIWindow, reachable: Set<ObjectIdentifier>, problems: inout [String]) {
    if let owner = view.owningViewController {
      if !reachable.contains(ObjectIdentifier(owner)) {
        problems.append("the view of \(owner.debugName) is in the window but the controller is not in its hierarchy")
      } else if owner.appearanceState != .appeared {
        problems.append("the view of \(owner.debugName) is in the window but the controller is \(owner.appearanceState)")
      }
    }
    for subview in view.subviews { checkViews(subview, in: window, reachable: reachable, problems: &problems) }
  }
}
