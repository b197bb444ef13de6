import Foundation

extension UISplitViewController {
  // MARK: show(_:) and hide(_:) (R43)

  /// The one path of `show(_:)` for a column-style split (a classic split refuses in its behaviour).
  func performShowColumn(_ column: Column) {
    if column == .inspector {
      showInspector()
      return
    }
    guard column != .compact, columnsOfStyle.contains(column) else {
      MisuseReport.log("-[UISplitViewController showColumn:] does not accept the \(column) column of \(debugName).").report()
      return
    }
    if isCollapsed {
      guard columnContainers[.compact] == nil, let navigation = primaryNavigation, columnContainers[column] != nil else { return }
      if column == .primary || stackedColumns.contains(column) {
        let target = column == .primary ? lastPrimaryOwnController(in: navigation) : columnContainers[column]
        if let target, navigation.topViewController !== target { navigation.popToViewController(target, animated: true) }
      } else {
        stackColumns(upTo: column, animated: true)
      }
      return
    }
    let mode = displayMode
    if column == .secondary {
      if mode == .twoDisplaceSecondary { chooseDisplayMode(.oneBesideSecondary) }
      return
    }
    guard !visibleColumns(in: mode).contains(column) else { return }
    let overlay = mode == .oneOverSecondary || mode == .twoOverSecondary || splitBehavior == .overlay
    let target: DisplayMode
    if style == .doubleColumn || column == .primary && style == .tripleColumn && visibleColumns(in: mode).contains(.supplementary) {
      target = style == .doubleColumn ? (overlay ? .oneOverSecondary : .oneBesideSecondary) : .twoBesideSecondary
    } else {
      target = column == .primary ? .twoBesideSecondary : (overlay ? .oneOverSecondary : .oneBesideSecondary)
    }
    chooseDisplayMode(normalized(target))
  }

  /// The one path of `hide(_:)` for a column-style split (a classic split refuses in its behaviour).
  func performHideColumn(_ column: Column) {
    if column == .inspector {
      hideInspector()
      return
    }
    guard column != .compact, columnsOfStyle.contains(column) else {
      MisuseReport.log("-[UISplitViewController hideColumn:] does not accept the \(column) column of \(debugName).").report()
      return
    }
    if isCollapsed {
      guard column != .primary, let navigation = primaryNavigation, let container = columnContainers[column],
            navigation.topViewController === container else { return }
      navigation.popViewController(animated: true)
      changeChildren(animated: false) {}
      return
    }
    let mode = displayMode
    guard column != .secondary, visibleColumns(in: mode).contains(column) else { return }
    let target: DisplayMode
    if column == .primary, style == .tripleColumn {
      target = mode == .twoOverSecondary ? .oneOverSecondary : .oneBesideSecondary
    } else {
      target = .secondaryOnly
    }
    chooseDisplayMode(normalized(target))
  }

  /// The mode `show(_:)` or `hide(_:)` asked for. As in UIKit, a column the app shows or hides
  /// itself is not announced with `willShow`/`willHide`.
  private func chooseDisplayMode(_ mode: DisplayMode) {
    chosenDisplayMode = mode
    changeDisplayModeInTransition(to: mode, announcingColumns: false)
  }

  /// Changes the display mode, animated, inside a transition coordinator (R43): while
  /// `willChangeTo`, `willShow` and `willHide` (when announced) run, `transitionCoordinator` is the change's; blocks
  /// registered on it run once the columns are laid out, alongside first, then completions. Nothing
  /// changes, and no coordinator is made, when the split is already in `mode`.
  func changeDisplayModeInTransition(to mode: DisplayMode, announcingColumns: Bool = true) {
    guard mode != currentDisplayMode else {
      setDisplayMode(mode, animated: true)
      return
    }
    let coordinator = TransitionCoordinator(animated: isOnScreen)
    coordinator.whileActive(in: windowContext) {
      setDisplayMode(mode, animated: true, announcingColumns: announcingColumns)
      coordinator.runAnimations()
      coordinator.complete()
    }
  }

  /// The top of the primary column's own controllers in the collapsed stack.
  private func lastPrimaryOwnController(in navigation: UINavigationController) -> UIViewController? {
    let containers = columnsOfStyle.dropFirst().compactMap { columnContainers[$0] }
    return navigation.viewControllers.last { controller in !containers.containsIdentical(controller) }
  }
}
