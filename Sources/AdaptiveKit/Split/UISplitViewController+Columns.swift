import Foundation

extension UISplitViewController {
  /// The navigation controller of the primary column: its container, or the container's first child.
  var primaryNavigation: UINavigationController? {
    guard let container = columnContainers[.primary] else { return nil }
    return (container as? UINavigationController) ?? (container.children.first as? UINavigationController)
  }

  /// R38–R39.
  func performSetViewController(_ vc: UIViewController?, for column: Column) {
    guard style != .unspecified else {
      MisuseReport.log("-[UISplitViewController setViewController:forColumn:] is not supported by a classic split view controller \(debugName) (style .unspecified); ignored.").report()
      return
    }
    if column == .supplementary, style != .tripleColumn {
      MisuseReport.log("\(debugName) has no supplementary column: only a .tripleColumn split does; ignored.").report()
      return
    }
    if let vc, vc is UITabBarController, column == .primary || column == .supplementary {
      MisuseReport.exception("A UITabBarController (\(vc.debugName)) cannot be installed in the \(column) column of \(debugName).").report()
      return
    }
    // R39: a plain controller set for a secondary that already has a navigation controller is pushed.
    if let vc, column == .secondary, !isColumnReady(vc, for: .secondary),
       let navigation = columnContainers[.secondary] as? UINavigationController, !navigation.viewControllers.isEmpty {
      columnViewControllers[.secondary] = vc
      navigation.pushViewController(vc, animated: isOnScreen && UIViewController.animationsEnabled)
      return
    }
    let oldContainer = columnContainers[column]
    let container = vc.map { isColumnReady($0, for: column) ? $0 : UINavigationController(rootViewController: $0) }
    if let oldContainer, oldContainer === container { return }
    columnViewControllers[column] = vc
    if let oldContainer, let navigation = oldContainer.parent as? UINavigationController, oldContainer.parent !== self {
      // The column is stacked in the collapsed primary: swap it in place.
      var stack = navigation.viewControllers
      if let index = stack.firstIndex(where: { $0 === oldContainer }) {
        if let container { stack[index] = container } else { stack = Array(stack[..<index]) }
        columnContainers[column] = container
        withNestedNavigationAllowed(on: navigation) { navigation.setViewControllers(stack, animated: false) }
        return
      }
    }
    changeChildren(animated: false) { columnContainers[column] = container }
  }

  /// Whether `vc` can be installed in `column` as is, without a navigation wrapper (R38).
  func isColumnReady(_ vc: UIViewController, for column: Column) -> Bool {
    let firstChildIsNavigation = vc.children.first is UINavigationController
    switch column {
    case .compact: return true
    case .primary: return vc is UINavigationController || firstChildIsNavigation
    case .supplementary: return vc is UINavigationController
    case .secondary:
      if vc is UINavigationController || firstChildIsNavigation { return true }
      if let tabs = vc as? UITabBarController, let controllers = tabs.viewControllers, !controllers.isEmpty {
        return controllers.allSatisfy { $0 is UINavigationController }
      }
      return false
    }
  }

  // MARK: Collapse and expand (R41, R42)

  func collapseColumns() {
    let before = visibleColumns(in: currentDisplayMode ?? resolvedDisplayMode(for: splitSize)).filter { columnContainers[$0] != nil }
    if columnContainers[.compact] != nil {
      for column in before { delegate?.splitViewController(self, willHide: column) }
      delegate?.splitViewController(self, willShow: .compact)
      changeChildren(animated: false) {}
      return
    }
    let proposed: Column = columnContainers[.secondary] != nil ? .secondary : (columnContainers[.supplementary] != nil ? .supplementary : .primary)
    var top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
    if top == .compact || columnContainers[top] == nil || !columnsOfStyle.contains(top) { top = proposed }
    for column in before where column != top { delegate?.splitViewController(self, willHide: column) }
    stackColumns(upTo: top, animated: false)
  }

  /// Pushes the containers of the columns after the primary, up to `top`, onto the primary's stack.
  func stackColumns(upTo top: Column, animated: Bool) {
    guard let navigation = primaryNavigation, let topIndex = columnsOfStyle.firstIndex(of: top) else { return }
    let toStack = columnsOfStyle[...topIndex].filter { $0 != .primary && !stackedColumns.contains($0) }
      .compactMap { columnContainers[$0] }
    guard !toStack.isEmpty else {
      changeChildren(animated: false) {}
      return
    }
    changeChildren(animated: false, keepRemovedOnScreen: true) { containersBeingStacked = toStack }
    containersBeingStacked = []
    withNestedNavigationAllowed(on: navigation) {
      navigation.setViewControllers(navigation.viewControllers + toStack, animated: animated)
    }
    removeStrayColumnViews()
  }

  func expandColumns(animated: Bool) {
    let hadCompact = columnContainers[.compact] != nil
    let proposed = resolvedDisplayMode(for: pendingSplitSize ?? splitSize)
    let mode = normalized(delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed)
    announce(mode)
    for column in visibleColumns(in: mode) where columnContainers[column] != nil {
      delegate?.splitViewController(self, willShow: column)
    }
    if hadCompact { delegate?.splitViewController(self, willHide: .compact) }
    unstackColumns()
    changeChildren(animated: animated) { currentDisplayMode = mode }
  }

  /// Pops the stacked column containers off the primary's stack.
  func unstackColumns() {
    guard let navigation = primaryNavigation else { return }
    let containers = columnsOfStyle.dropFirst().compactMap { columnContainers[$0] }
    guard let index = navigation.viewControllers.firstIndex(where: { controller in containers.contains { $0 === controller } }) else { return }
    navigation.setViewControllers(Array(navigation.viewControllers[..<index]), animated: false)
  }

  // MARK: show(_:) and hide(_:) (R43)

  func performShowColumn(_ column: Column) {
    guard style != .unspecified, column != .compact, columnsOfStyle.contains(column) else {
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

  func performHideColumn(_ column: Column) {
    guard style != .unspecified, column != .compact, columnsOfStyle.contains(column) else {
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

  private func chooseDisplayMode(_ mode: DisplayMode) {
    chosenDisplayMode = mode
    setDisplayMode(mode, animated: true)
  }

  /// The top of the primary column's own controllers in the collapsed stack.
  private func lastPrimaryOwnController(in navigation: UINavigationController) -> UIViewController? {
    let containers = columnsOfStyle.dropFirst().compactMap { columnContainers[$0] }
    return navigation.viewControllers.last { controller in !containers.contains { $0 === controller } }
  }
}
