import Foundation

extension UISplitViewController {
  /// Calls `body` with everything the split keeps for its columns: the classic children, the
  /// column controllers and their containers, and the detail kept at a collapse.
  func forEachHeldColumnController(_ body: (UIViewController) -> Void) {
    // Each is read from the style's state when its turn comes: `body` may change the state.
    switch styleState {
    case .classic(let state):
      if let primary = state.primaryChild { body(primary) }
      if let secondary = state.secondaryChild { body(secondary) }
      if let detail = state.preservedDetail { body(detail) }
    case .column(let state):
      // In column order, not the dictionaries' (which changes from one process to the next):
      // `updateColumnHolders` takes controllers out of other splits in this order, with callbacks.
      for column in Column.heldOrder { if let controller = state.viewControllers[column] { body(controller) } }
      for column in Column.heldOrder { if let controller = state.containers[column] { body(controller) } }
    }
  }

  /// Whether the split keeps `controller` for a column (see ``forEachHeldColumnController(_:)``).
  func holdsForColumn(_ controller: UIViewController) -> Bool {
    var held = false
    forEachHeldColumnController { if $0 === controller { held = true } }
    return held
  }

  /// Links every held controller to this split (taking it out of another split's column first), and
  /// unlinks those of `previous` it no longer holds.
  func updateColumnHolders<Previous: Sequence<UIViewController?>>(leaving previous: Previous) {
    // A controller that leaves this split without leaving a parent takes what it contains out of
    // the splits that keep it, and no `removeFromParent()` tells them: they are told here.
    for case let controller? in previous where controller.columnHolder === self && !holdsForColumn(controller) {
      controller.columnHolder = nil
      // In no container: a hidden column's, or the inspector's dismissed sheet.
      if controller.parent == nil { controller.releaseColumnsTakenOutOfTheirSplits() }
    }
    forEachHeldColumnController { controller in
      guard controller.columnHolder !== self else { return }
      // A column controller another split holds leaves that split's column first.
      controller.columnHolder?.releaseColumn(holding: controller)
      controller.columnHolder = self
      // What it brings in leaves the other splits that keep it. This split's own columns are
      // mid-change (a column's controller is held before its new container) and not checked.
      controller.releaseColumnsTakenOutOfTheirSplits(except: self)
    }
  }

  /// [INF] A column's controller that a container outside the split adopts leaves its column, as if
  /// the column had been set to nil: a later collapse or expansion never moves controllers into
  /// the adopter's hierarchy, and the split never keeps a controller that contains it.
  ///
  /// What the split keeps inside `child` goes with it: the columns stacked on a collapsed
  /// primary's navigation stack, and the detail kept at a collapse. The split forgets them and
  /// they stay where they are; the split would otherwise keep, and at its next expansion take
  /// back, controllers that now live in the adopter's hierarchy, and a controller on that stack
  /// could contain the split without the cycle being seen.
  func releaseColumn(holding child: UIViewController) {
    forgetHeldControllers(insideReleased: child)
    if child === preservedDetail { preservedDetail = nil }
    switch style {
    case .unspecified:
      guard child === primaryChild || child === secondaryChild else { return }
      changeChildren(animated: false) {
        if child === primaryChild { primaryChild = nil }
        if child === secondaryChild { secondaryChild = nil }
      }
    default:
      if let column = columnHolding(child) { performSetViewController(nil, for: column) }
    }
  }

  /// Forgets, without moving them, the controllers the split keeps for a column that are inside
  /// `released` (a controller leaving its column for a container outside the split), other than
  /// `released` and its own column.
  private func forgetHeldControllers(insideReleased released: UIViewController) {
    forgetHeldControllers(keeping: columnHolding(released)) { $0.isInside(released) }
  }

  /// [INF] Forgets, without moving them, the controllers the split keeps for a column that now
  /// live outside it: a controller inside the split adopted one (the split kept it, as the
  /// adoption stayed inside), then left the split with it. As for a column's controller adopted
  /// from outside (``releaseColumn(holding:)``), the split would otherwise keep, and at its next
  /// expansion take back, controllers of another hierarchy, and answer for a column a controller
  /// it cannot show.
  func forgetHeldControllersOutside() {
    forgetHeldControllers(keeping: nil) { !$0.isContained(in: self) }
  }

  /// Forgets, without moving them, the held controllers `isGone` picks, except `keptColumn`'s: a
  /// column whose container is picked goes; a column whose controller alone is picked (the app
  /// moved it) keeps its container, which the split still shows as that column; a classic child
  /// and the detail kept at a collapse go.
  private func forgetHeldControllers(keeping keptColumn: Column?, where isGone: (UIViewController) -> Bool) {
    if let preservedDetail, isGone(preservedDetail) { self.preservedDetail = nil }
    if let primaryChild, isGone(primaryChild) { self.primaryChild = nil }
    if let secondaryChild, isGone(secondaryChild) { self.secondaryChild = nil }
    for column in Column.heldOrder where column != keptColumn {
      if let container = columnContainers[column], isGone(container) {
        columnViewControllers[column] = nil
        columnContainers[column] = nil
      } else if let controller = columnViewControllers[column], isGone(controller) {
        columnViewControllers[column] = nil
      }
    }
  }
}

extension UIViewController {
  /// [INF] Each controller of this controller's containment tree that a split other than
  /// `unchecked` keeps for a column but no longer contains (it left the split inside this one)
  /// leaves that column (``UISplitViewController/forgetHeldControllersOutside()``; current fuzz
  /// seed 770000019).
  func releaseColumnsTakenOutOfTheirSplits(except unchecked: UISplitViewController? = nil) {
    forEachInContainmentTree { $0.leaveColumnIfOutsideItsSplit(except: unchecked) }
  }

  /// Leaves the column a split other than `unchecked` keeps this controller for, when the split
  /// no longer contains it.
  func leaveColumnIfOutsideItsSplit(except unchecked: UISplitViewController? = nil) {
    guard let split = columnHolder, split !== unchecked, !isContained(in: split) else { return }
    split.forgetHeldControllersOutside()
  }
}

private extension UIViewController {
  /// Whether this controller is inside `other`'s containment tree, other than `other` itself.
  func isInside(_ other: UIViewController) -> Bool { self !== other && isContained(in: other) }
}
