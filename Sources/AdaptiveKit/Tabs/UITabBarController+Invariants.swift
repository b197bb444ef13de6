import Foundation

extension UITabBarController {
  /// The broken invariants of the tab model, one sentence each (``HierarchyInvariants`` asks):
  /// every root tab names this controller; the selected tab is this controller's; the children are
  /// the root tabs' controllers plus, at most, the selected nested tab's; the selected controller
  /// is the one that shows the selected tab.
  func tabModelViolations() -> [String] {
    guard let model = tabModel else { return [] }
    var problems: [String] = []
    let name = debugName
    for tab in model.tabs where tab.attachedController !== self || tab.parent != nil {
      problems.append("root tab '\(tab.identifier)' of \(name) does not name it as its controller")
    }
    let roots = model.tabs.compactMap { tab -> UIViewController? in
      (tab as? UITabGroup)?.managingNavigationController ?? tab.madeViewController
    }
    if roots.count != model.tabs.count { problems.append("a root tab of \(name) has no view controller") }
    let extras = children.filter { child in !roots.contains { $0 === child } }
    if !children.starts(with: roots, by: ===) || extras.count > 1 {
      problems.append("the children of \(name) are not its root tabs' controllers and at most one nested tab's")
    }
    guard let selected = model.selectedTab else {
      if !model.tabs.isEmpty { problems.append("\(name) has tabs but no selected tab") }
      return problems
    }
    if selected.tabBarController !== self { problems.append("the selected tab '\(selected.identifier)' is not \(name)'s") }
    let expected: UIViewController? = selected.managingTabGroup?.managingNavigationController
      ?? selected.pathFromRoot.reversed().lazy.compactMap(\.madeViewController).first
    if let expected, selectedViewController !== expected {
      problems.append("\(name) shows \(selectedViewController?.debugName ?? "nothing") for the selected tab '\(selected.identifier)', not \(expected.debugName)")
    }
    if let extra = extras.first, extra !== selectedViewController {
      problems.append("the nested tab controller \(extra.debugName) is a child of \(name) but does not show")
    }
    return problems
  }

  /// The orphaned tabs of the ``viewControllers`` model, one sentence each
  /// (``HierarchyInvariants`` asks): every controller of ``viewControllers`` is this controller's
  /// child, an overflow tab on the stack of the More navigation controller while the More tab
  /// shows (R91, R92), or in a container of the app's that adopted it (UIKit keeps such a tab in
  /// ``viewControllers``, R93); never in no container at all. Empty in the tab model, whose list is
  /// derived (R95).
  func orphanedTabViolations() -> [String] {
    guard tabModel == nil, let list = storedViewControllers else { return [] }
    let more = moreNavigationController
    return list.compactMap { controller in
      if controller.parent === self { return nil }
      if controller.parent === more, showsMoreTab, more.parent === self { return nil }
      if controller.parent !== more, !controller.isPlacedNowhere { return nil }
      let place = controller.parent.map { "a child of \($0.debugName)" } ?? "in no container"
      return "\(controller.debugName) is a tab of \(debugName) but \(place), neither its child nor on its More navigation stack"
    }
  }

  /// Where the tab objects and the ``viewControllers`` family disagree, one sentence each
  /// (``HierarchyInvariants`` asks; R95, R96): ``viewControllers`` lists the root tabs' controllers
  /// in ``tabs`` order, ``selectedIndex`` is the index of the selected tab's root tab, and every
  /// tab's view controller points back to its tab.
  func tabObjectViolations() -> [String] {
    guard let model = tabModel else { return [] }
    var problems: [String] = []
    let name = debugName
    let listed = viewControllers ?? []
    let expected = model.tabs.map { tab in (tab as? UITabGroup)?.managingNavigationController ?? tab.madeViewController }
    if listed.count != expected.count || zip(listed, expected).contains(where: { $0 !== $1 }) {
      problems.append("the viewControllers of \(name) (\(listed.map(\.debugName))) are not its root tabs' controllers in tabs order")
    }
    if let selected = model.selectedTab {
      let rootIndex = model.tabs.firstIndex { $0 === selected.rootTab }
      if selectedIndex != (rootIndex ?? NSNotFound) {
        problems.append("the selectedIndex \(selectedIndex) of \(name) is not the index of its selected tab '\(selected.identifier)''s root tab")
      }
    }
    for root in model.tabs {
      root.forEachInTabTree { tab in
        guard let controller = tab.madeViewController, controller.tab !== tab else { return }
        problems.append("the view controller \(controller.debugName) of the tab '\(tab.identifier)' of \(name) does not point back to its tab")
      }
    }
    return problems
  }
}
