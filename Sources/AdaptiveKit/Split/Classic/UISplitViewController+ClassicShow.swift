import Foundation

extension UISplitViewController {
  /// R9 (classic).
  func classicShow(_ vc: UIViewController, sender: Any?) {
    if let delegate {
      let handled = delegate.splitViewController(self, show: vc, sender: sender)
      CallbackRecorder.recordDelegate("splitViewController(_:show: \(vc.debugName), sender:) → \(handled)")
      if handled { return }
    }
    if isCollapsed || traitCollection.horizontalSizeClass == .compact {
      present(vc, animated: UISplitViewController.animationsEnabled)
      return
    }
    let senderInPrimary = primaryChild.map { contains($0, sender: sender) } ?? false
    let containing = senderInPrimary ? primaryChild : secondaryChild.flatMap { contains($0, sender: sender) ? $0 : nil }
    guard vc !== containing, vc !== primaryChild, vc !== secondaryChild else { return }
    changeChildren(animated: false) {
      if senderInPrimary { primaryChild = vc } else { secondaryChild = vc }
    }
  }

  /// R10 (classic).
  func classicShowDetail(_ vc: UIViewController, sender: Any?) {
    if let delegate {
      let handled = delegate.splitViewController(self, showDetail: vc, sender: sender)
      CallbackRecorder.recordDelegate("splitViewController(_:showDetail: \(vc.debugName), sender:) → \(handled)")
      if handled { return }
    }
    if isCollapsed || collapseState == .collapsing {
      guard let target = primaryChild else {
        present(vc, animated: UISplitViewController.animationsEnabled)
        return
      }
      guard vc !== target else { return }
      if type(of: target).overridesAction(.show) {
        preservedDetail = vc
        withNestedNavigationAllowed(on: target) { target.show(vc, sender: sender) }
      } else {
        // Presented, not shown in the split (SC31): the detail kept for the expansion stays.
        present(vc, animated: UISplitViewController.animationsEnabled)
      }
      return
    }
    guard vc !== secondaryChild, vc !== primaryChild else { return }
    changeChildren(animated: false) {
      if primaryChild == nil { primaryChild = vc } else { secondaryChild = vc }
    }
  }
}
