import Foundation

extension UISplitViewController {
  /// The navigation controller of the primary column: its container, or the container's first child.
  var primaryNavigation: UINavigationController? {
    guard let container = columnContainers[.primary] else { return nil }
    return (container as? UINavigationController) ?? (container.children.first as? UINavigationController)
  }

  /// R38–R39, column style (a classic split refuses in its behaviour).
  /// The column whose controller (or its container) is `vc`, if any.
  func columnHolding(_ vc: UIViewController) -> Column? {
    Column.heldOrder.first { columnViewControllers[$0] === vc } ?? Column.heldOrder.first { columnContainers[$0] === vc }
  }

  func performSetViewController(_ vc: UIViewController?, for column: Column) {
    if column == .supplementary, style != .tripleColumn {
      MisuseReport.log("\(debugName) has no supplementary column: only a .tripleColumn split does; ignored.").report()
      return
    }
    if let vc, vc is UITabBarController, column == .primary || column == .supplementary {
      MisuseReport.exception("A UITabBarController (\(vc.debugName)) cannot be installed in the \(column) column of \(debugName).").report()
      return
    }
    if let vc, let refusal = adoptionRefusal(of: vc) {
      refusal.report()
      return
    }
    // [INF] A controller serves one column: naming it for a second one is refused, as a classic
    // split refuses one controller as both its primary and its secondary.
    if let vc, let other = columnHolding(vc), other != column {
      MisuseReport.exception("Application tried to use \(vc.debugName) in both the \(other) and the \(column) columns of \(debugName).").report()
      return
    }
    // R133: Apple advises against an arrangement in a split's column; it is laid out all the same.
    if let vc, let arrangement = vc as? UIArrangementViewController ?? (vc as? UINavigationController)?.viewControllers.first as? UIArrangementViewController {
      MisuseReport.log(
        "\(arrangement.debugName) is placed in the \(column) column of \(debugName): an arrangement view controller belongs inside a navigation controller, not in a split view controller's column. It is laid out in the column all the same."
      ).report()
    }
    // R39: a plain controller set for a secondary that already has a navigation controller is pushed.
    if let vc, column == .secondary, !isColumnReady(vc, for: .secondary),
       let navigation = columnContainers[.secondary] as? UINavigationController, !navigation.viewControllers.isEmpty {
      let previous = columnViewControllers[.secondary]
      columnViewControllers[.secondary] = vc
      navigation.pushViewController(vc, animated: isOnScreen && UISplitViewController.animationsEnabled)
      // A refused push (a tab bar controller cannot be pushed) leaves the column as it was: kept
      // for the column but never shown, the controller was held by the split, a cycle when it
      // holds the split (fuzz seed 920000316).
      if vc.parent !== navigation, !navigation.isChangingStack, columnViewControllers[.secondary] === vc {
        columnViewControllers[.secondary] = previous
      }
      return
    }
    // A column holds its controller as a child does: a tab's view controller that now contains its
    // own tab bar controller through the column is no longer the tab's (fuzz seed 920000316).
    defer { releaseTabContentsContainingTheirTabBarController() }
    let oldContainer = columnContainers[column]
    let container = vc.map { isColumnReady($0, for: column) ? $0 : UINavigationController(rootViewController: $0) }
    if let oldContainer, oldContainer === container { return }
    // The wrapper refused `vc` (a tab bar controller cannot be pushed) and said why: the column
    // stays as it was. Kept for the column but never shown, `vc` would be held by the split, a
    // cycle once it takes the split in (current fuzz seed 130790653).
    if let vc, let container, container !== vc, vc.parent !== container { return }
    if column == .inspector, let oldContainer, oldContainer.parent == nil, oldContainer.storedPresentingViewController != nil {
      replaceInspectorSheet(oldContainer, with: vc, container: container)
      return
    }
    // Wrapping `vc` ran its `willMove(toParent:)`, which may have put this split under it (fuzz
    // seed 805615): holding the wrapper would make a cycle. Checked before the wrapper leaves a
    // parent a callback may have given it, so that the refusal moves nothing; the check below
    // covers what leaving an old parent runs.
    if let container, container !== vc, let refusal = cycleRefusal(adding: container) {
      refusal.report()
      return
    }
    // A container that another controller contains moves to the split, as `addChild(_:)` moves a
    // child: left there, the split would keep it without being its parent, and a cycle through it
    // (the split added under its own column) would not be seen.
    if let container, container.parent !== self, !takeFromOldParent(container) { return }
    // Leaving its old container ran the callbacks of a controller that needs no wrapper, which may
    // have put this split under it (its `didMove(toParent: nil)` adopting the split): holding it
    // would make a cycle (current fuzz seed 780000586).
    if let container, let refusal = cycleRefusal(adding: container) {
      refusal.report()
      return
    }
    columnViewControllers[column] = vc
    // [INF] The replaced column leaves the split for good: what it presented ends first, without
    // animation, as when a window's root is replaced. A view a current-context presentation
    // covered is not put back on screen by that dismissal (current fuzz seed 876564811), as when
    // a covered child is removed from its parent.
    oldContainer?.dismissingWithoutPuttingBackItsView { oldContainer?.dismissEveryPresentationWithoutAnimation() }
    if let oldContainer, let navigation = oldContainer.parent as? UINavigationController, oldContainer.parent !== self {
      // The column is stacked in the collapsed primary: swap it in place.
      var stack = navigation.viewControllers
      if let index = stack.firstIndex(where: { $0 === oldContainer }) {
        // Emptied, the secondary takes what was pushed above it; the supplementary leaves the
        // secondary stacked above it in place.
        if let container {
          stack[index] = container
        } else if column == .secondary {
          stack = Array(stack[..<index])
        } else {
          stack.remove(at: index)
        }
        columnContainers[column] = container
        withNestedNavigationAllowed(on: navigation) { navigation.setViewControllers(stack, animated: false) }
        return
      }
    }
    // The columns stacked on a collapsed primary's navigation controller return to the split
    // before it drops that container (stacked again on the new one): left inside it, they would
    // be kept for columns but be neither shown nor the split's children.
    let stacked = column == .primary && oldContainer?.parent === self ? stackedColumns : []
    if !stacked.isEmpty { unstackColumns() }
    changeChildren(animated: false) { columnContainers[column] = container }
    if container != nil, laysOutCollapsed, let top = stacked.last { stackColumns(upTo: top, animated: false) }
    // An inspector shown while collapsed, set only now, comes up as its sheet (R112).
    if column == .inspector, container != nil, columnState?.inspectorPlacement == .sheet, collapseState == .collapsed {
      presentInspectorSheet(animated: false)
    }
  }

  /// Whether `vc` can be installed in `column` as is, without a navigation wrapper (R38).
  func isColumnReady(_ vc: UIViewController, for column: Column) -> Bool {
    let firstChildIsNavigation = vc.children.first is UINavigationController
    switch column {
    case .compact: return true
    case .primary, .inspector: return vc is UINavigationController || firstChildIsNavigation
    case .supplementary: return vc is UINavigationController
    case .secondary:
      if vc is UINavigationController || firstChildIsNavigation { return true }
      if let tabs = vc as? UITabBarController, let controllers = tabs.viewControllers, !controllers.isEmpty {
        return controllers.allSatisfy { $0 is UINavigationController }
      }
      return false
    }
  }

  /// [INF] A new inspector set while its sheet is up replaces the sheet: the old one is dismissed
  /// without animation and the new one presented, so the inspector stays shown (nil: hidden until
  /// one is set again, and then shown). A split a callback of the dismissal expanded shows the new
  /// inspector as its column.
  private func replaceInspectorSheet(_ oldContainer: UIViewController, with vc: UIViewController?, container: UIViewController?) {
    guard let state = columnState else { return }
    if let container, let refusal = cycleRefusal(adding: container) {
      refusal.report()
      return
    }
    if let container, container.parent != nil, !takeFromOldParent(container) { return }
    let placement = state.inspectorPlacement
    state.inspectorPlacement = .hidden
    PresentationPipeline.dismissPresentation(of: oldContainer, animated: false, completion: nil)
    columnViewControllers[.inspector] = vc
    columnContainers[.inspector] = container
    // A callback of the dismissal (the old inspector's `viewDidDisappear`) may have expanded the
    // split meanwhile: the shown inspector is a column now, as after any expansion (R112).
    if placement == .sheet, !laysOutCollapsed {
      changeChildren(animated: false) { state.inspectorPlacement = .column }
      return
    }
    state.inspectorPlacement = placement
    if container != nil, placement == .sheet, collapseState == .collapsed { presentInspectorSheet(animated: false) }
  }
}
