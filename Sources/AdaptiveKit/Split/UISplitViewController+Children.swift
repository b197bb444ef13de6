import Foundation

extension UISplitViewController {
  /// `viewControllers` for the current state (R13, R40).
  var currentViewControllers: [UIViewController] {
    guard style != .unspecified else { return [primaryChild, secondaryChild].compactMap { $0 } }
    if collapseState == .collapsed || collapseState == .collapsing {
      return [columnContainers[.compact] ?? columnContainers[.primary]].compactMap { $0 }
    }
    return columnsOfStyle.compactMap { columnContainers[$0] }
  }

  /// The regular columns of this style, leading first.
  var columnsOfStyle: [Column] {
    style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
  }

  /// Columns whose containers are pushed onto the primary's navigation stack while collapsed.
  var stackedColumns: [Column] {
    columnsOfStyle.filter { column in
      guard column != .primary, let container = columnContainers[column] else { return false }
      return container.parent != nil && container.parent !== self
    }
  }

  /// The children the split should have for its current roles.
  var desiredChildren: [UIViewController] {
    guard style != .unspecified else { return [primaryChild, secondaryChild].compactMap { $0 } }
    var result = columnsOfStyle.compactMap { column -> UIViewController? in
      guard let container = columnContainers[column],
            !containersBeingStacked.contains(where: { $0 === container }) else { return nil }
      return container.parent == nil || container.parent === self ? container : nil
    }
    if collapseState == .collapsed || collapseState == .collapsing, let compact = columnContainers[.compact] {
      result.append(compact)
    }
    return result
  }

  /// The setter of `viewControllers`.
  func setViewControllers(_ newValue: [UIViewController]) {
    if style != .unspecified {
      for (column, controller) in zip(columnsOfStyle, newValue) { setViewController(controller, for: column) }
      return
    }
    if isCollapsed, newValue.count >= 2 {
      MisuseReport.log("Too many view controllers assigned to collapsed split view controller \(debugName); ignoring \(newValue.map(\.debugName)).").report()
      return
    }
    if newValue.count == 2, newValue[0] === newValue[1] {
      MisuseReport.exception("Application tried to use \(newValue[0].debugName) as both the primary and the secondary view controller of \(debugName).").report()
      return
    }
    if let refused = newValue.first(where: { $0 === self || $0.windowHosting != nil || $0.storedPresentingViewController != nil }) {
      MisuseReport.exception("Application tried to add \(refused.debugName) to \(debugName); it is the split itself, a window's root or a presented view controller.").report()
      return
    }
    changeChildren(animated: false) {
      primaryChild = newValue.first
      secondaryChild = newValue.count > 1 ? newValue[1] : nil
    }
  }

  /// Applies a change of roles: containment calls, traits, appearance callbacks for columns that
  /// appear or disappear, and layout — one transition, in UIKit's containment order.
  ///
  /// - Parameter keepRemovedOnScreen: removed children keep their view and appearance state (the
  ///   collapse moves the secondary into the primary without callbacks, R16 step 5).
  func changeChildren(animated: Bool, keepRemovedOnScreen: Bool = false, _ update: () -> Void) {
    let oldChildren = children
    let oldVisible = visibleColumnControllers
    update()
    let newChildren = desiredChildren
    let removed = oldChildren.filter { old in !newChildren.contains { $0 === old } }
    let added = newChildren.filter { new in !oldChildren.contains { $0 === new } }
    for controller in removed { controller.willMove(toParent: nil) }
    for controller in added {
      addChild(controller)
      controller.definesPresentationContext = true
    }
    children = newChildren
    for controller in newChildren where !added.contains(where: { $0 === controller }) {
      controller.applyTraitsFromHost(traitCollection)
    }
    let newVisible = visibleColumnControllers
    let swap = {
      self.layoutViewHierarchy()
      guard !keepRemovedOnScreen else { return }
      for controller in removed {
        if let view = controller.storedView, view.superview === self.storedView { view.removeFromSuperview() }
      }
    }
    if isOnScreen {
      let appearing = newVisible.filter { new in !oldVisible.contains { $0 === new } }
      let disappearing = oldVisible.filter { old in
        !newVisible.contains { $0 === old } && !(keepRemovedOnScreen && removed.contains { $0 === old })
      }
      UIViewController.runAppearanceTransition(appearing: appearing, disappearing: disappearing, animated: animated, swapViews: swap)
    } else {
      swap()
    }
    for controller in removed { controller.removeFromParent() }
    for controller in added { controller.didMove(toParent: self) }
    updateDisplayModeButtonItem()
  }

  /// Removes from the split's view the views of controllers that are no longer shown by it
  /// (a discarded secondary): they disappear.
  func removeStrayColumnViews() {
    guard let container = storedView else { return }
    let visible = visibleColumnControllers
    for subview in container.subviews {
      guard let owner = subview.owningViewController, !visible.contains(where: { $0 === owner }) else { continue }
      subview.removeFromSuperview()
    }
  }

  /// Whether `child` is a sidebar that gets compact horizontal traits (R34).
  func isSidebar(_ child: UIViewController) -> Bool {
    if style == .unspecified { return child === primaryChild }
    return child === columnContainers[.primary] || child === columnContainers[.supplementary]
  }

  /// The dump's role of a child: `column primary`, `column secondary`, …
  func columnRole(of child: UIViewController) -> String {
    if style == .unspecified {
      if child === primaryChild { return laysOutCollapsed ? "column primary (collapsed)" : "column primary" }
      if child === secondaryChild { return "column secondary" }
      return "child"
    }
    for column in [Column.primary, .supplementary, .secondary, .compact] where columnContainers[column] === child {
      return laysOutCollapsed && column == .primary && columnContainers[.compact] == nil ? "column primary (collapsed)" : "column \(column)"
    }
    return "child"
  }
}
