import Foundation

extension UISplitViewController {
  /// `show(_:sender:)`: the style's behaviour.
  func performSplitShow(_ vc: UIViewController, sender: Any?) { behavior.show(vc, sender: sender) }

  /// `showDetailViewController(_:sender:)`: the style's behaviour.
  func performSplitShowDetail(_ vc: UIViewController, sender: Any?) { behavior.showDetail(vc, sender: sender) }

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

  /// Column style (R11, [INF]): `show` and `showDetail` both target the secondary column when
  /// expanded (with R39's push onto its navigation controller) and push onto the top of the
  /// collapsed stack when collapsed.
  func showInColumns(_ vc: UIViewController, sender: Any?) {
    if isCollapsed {
      if let compact = columnContainers[.compact] {
        if type(of: compact).overridesAction(.show) { compact.show(vc, sender: sender) } else { present(vc, animated: true) }
        return
      }
      guard let navigation = primaryNavigation else { return }
      let top = (navigation.topViewController as? UINavigationController) ?? navigation
      top.pushViewController(vc, animated: UISplitViewController.animationsEnabled)
      return
    }
    setViewController(vc, for: .secondary)
  }

  /// Whether `sender` (a view controller or a view) is `controller` or inside it.
  func contains(_ controller: UIViewController, sender: Any?) -> Bool {
    if let senderController = sender as? UIViewController {
      var current: UIViewController? = senderController
      while let candidate = current {
        if candidate === controller { return true }
        current = candidate.parent
      }
      return false
    }
    if let view = sender as? UIView, let root = controller.viewIfLoaded { return view.isDescendant(of: root) }
    return false
  }
}

extension UISplitViewController {
  /// Whether transitions animate (UIKit's `UIView.areAnimationsEnabled`); always true here.
  static var animationsEnabled: Bool { true }
}
