import Foundation

extension HierarchyInvariants {
  /// The children of `split` whose split layout environment (R116) is not the split's collapsed
  /// state, one sentence each: `.collapsed` while ``UISplitViewController/isCollapsed``, else
  /// `.expanded`. A child that overrides the trait on itself (`traitOverrides`) is left out.
  ///
  /// The general trait check compares each child with what its parent computes; this one compares
  /// it with `isCollapsed` itself, so a split whose computation and state drift apart is caught.
  static func layoutEnvironmentViolations(of split: UISplitViewController) -> [String] {
    let expected: UISplitViewController.LayoutEnvironment = split.isCollapsed ? .collapsed : .expanded
    return split.children.compactMap { child in
      guard child.parent === split, child.ownTraitOverrides.map({ $0.splitViewControllerLayoutEnvironment == .none }) ?? true else { return nil }
      let actual = child.traitCollection.splitViewControllerLayoutEnvironment
      guard actual != expected else { return nil }
      return "\(child.debugName) (child of \(split.debugName)) has the split layout environment \(actual), but the split is \(split.isCollapsed ? "collapsed" : "expanded")"
    }
  }
}
