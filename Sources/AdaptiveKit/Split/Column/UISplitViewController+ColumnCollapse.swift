import Foundation

extension UISplitViewController {
  // MARK: Collapse and expand (R41, R42)

  func collapseColumns() {
    let before = visibleColumns(in: currentDisplayMode ?? resolvedDisplayMode(for: splitSize)).filter { columnContainers[$0] != nil }
    if columnContainers[.compact] != nil {
      for column in before { announceColumn(column, showing: false) }
      announceColumn(.compact, showing: true)
      changeChildren(animated: false) {}
      return
    }
    let proposed: Column = columnContainers[.secondary] != nil ? .secondary : (columnContainers[.supplementary] != nil ? .supplementary : .primary)
    var top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
    if top == .compact || columnContainers[top] == nil || !columnsOfStyle.contains(top) { top = proposed }
    for column in before where column != top { announceColumn(column, showing: false) }
    stackColumns(upTo: top, animated: false)
  }

  /// Pushes the containers of the columns after the primary, up to `top`, onto the primary's stack.
  /// Without a primary navigation controller (its column was adopted elsewhere) nothing is stacked,
  /// but the columns are laid out collapsed: the split shows the first column it still holds.
  func stackColumns(upTo top: Column, animated: Bool) {
    let toStack = columnsOfStyle.firstIndex(of: top).map { topIndex in
      columnsOfStyle[...topIndex].filter { $0 != .primary && !stackedColumns.contains($0) }.compactMap { columnContainers[$0] }
    } ?? []
    guard let navigation = primaryNavigation, !toStack.isEmpty else {
      changeChildren(animated: false) {}
      return
    }
    changeChildren(animated: false, keepRemovedOnScreen: true) { containersBeingStacked = toStack }
    containersBeingStacked = []
    withNestedNavigationAllowed(on: navigation) {
      navigation.setViewControllers(navigation.viewControllers + toStack, animated: animated)
    }
    removeStrayColumnViews()
    // A primary navigation controller that another container took off screen (its adopter is
    // not shown) leaves the stacked columns off screen too: they finish their appearance there.
    for container in toStack { container.forEachInContainmentTree { $0.settleAppearanceOffScreen() } }
  }

  func expandColumns(animated: Bool) {
    let hadCompact = columnContainers[.compact] != nil
    let proposed = resolvedDisplayMode(for: targetSplitSize)
    let mode = normalized(delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed)
    announce(mode)
    for column in visibleColumns(in: mode) where columnContainers[column] != nil {
      announceColumn(column, showing: true)
    }
    if hadCompact { announceColumn(.compact, showing: false) }
    unstackColumns()
    changeChildren(animated: animated) { currentDisplayMode = mode }
  }

  /// Pops the stacked column containers off the primary's stack.
  func unstackColumns() {
    guard let navigation = primaryNavigation else { return }
    let containers = columnsOfStyle.dropFirst().compactMap { columnContainers[$0] }
    guard let index = navigation.viewControllers.firstIndex(where: { controller in containers.containsIdentical(controller) }) else { return }
    navigation.setViewControllers(Array(navigation.viewControllers[..<index]), animated: false)
  }
}
