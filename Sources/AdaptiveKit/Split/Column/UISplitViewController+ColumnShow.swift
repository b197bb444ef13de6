import Foundation

extension UISplitViewController {
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
}
