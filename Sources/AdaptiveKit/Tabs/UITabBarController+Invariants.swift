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
      (tab as? UITabGroup)?.managingNavigationController ?? (tab.hasViewController ? tab.viewController : nil)
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
      ?? selected.pathFromRoot.reversed().first { $0.hasViewController }?.viewController
    if let expected, selectedViewController !== expected {
      problems.append("\(name) shows \(selectedViewController?.debugName ?? "nothing") for the selected tab '\(selected.identifier)', not \(expected.debugName)")
    }
    if let extra = extras.first, extra !== selectedViewController {
      problems.append("the nested tab controller \(extra.debugName) is a child of \(name) but does not show")
    }
    return problems
  }
}
