import Foundation

/// The classic split (`UISplitViewController()`, iOS 8–13): a primary and a secondary child; the
/// secondary is merged into the primary at a collapse and separated from it at an expansion
/// (R13–R35).
@MainActor
struct ClassicSplitBehavior: SplitStyleBehavior {
  let split: UISplitViewController
  /// The split's classic children (read here; changed through the split, which links them).
  let state: ClassicSplitState

  var viewControllers: [UIViewController] {
    var controllers: [UIViewController] = []
    controllers.reserveCapacity(2)
    if let primary = state.primaryChild { controllers.append(primary) }
    if let secondary = state.secondaryChild { controllers.append(secondary) }
    return controllers
  }

  var desiredChildren: [UIViewController] { viewControllers }

  func setViewControllers(_ newValue: [UIViewController]) {
    if split.isCollapsed, newValue.count >= 2 {
      MisuseReport.log("Too many view controllers assigned to collapsed split view controller \(split.debugName); ignoring \(newValue.map(\.debugName)).").report()
      return
    }
    if newValue.count == 2, newValue[0] === newValue[1] {
      MisuseReport.exception("Application tried to use \(newValue[0].debugName) as both the primary and the secondary view controller of \(split.debugName).").report()
      return
    }
    if let refused = newValue.first(where: { $0 === split || $0.windowHosting != nil || $0.storedPresentingViewController != nil }) {
      MisuseReport.exception("Application tried to add \(refused.debugName) to \(split.debugName); it is the split itself, a window's root or a presented view controller.").report()
      return
    }
    split.changeChildren(animated: false) {
      split.primaryChild = newValue.first
      split.secondaryChild = newValue.count > 1 ? newValue[1] : nil
    }
  }

  func container(for column: UISplitViewController.Column) -> UIViewController? {
    switch column {
    case .primary: state.primaryChild
    case .secondary: state.secondaryChild
    default: nil
    }
  }

  var collapsedController: UIViewController? { state.primaryChild }

  func visibleColumns(in mode: UISplitViewController.DisplayMode) -> [UISplitViewController.Column] {
    mode == .secondaryOnly ? [.secondary] : [.primary, .secondary]
  }

  func collapse() { split.collapseClassic() }

  func expand(animated: Bool) { split.expandClassic(animated: animated) }

  func show(_ vc: UIViewController, sender: Any?) { split.classicShow(vc, sender: sender) }

  func showDetail(_ vc: UIViewController, sender: Any?) { split.classicShowDetail(vc, sender: sender) }

  func isSidebar(_ child: UIViewController) -> Bool { child === state.primaryChild }

  func role(of child: UIViewController) -> String {
    if child === state.primaryChild { return split.laysOutCollapsed ? "column primary (collapsed)" : "column primary" }
    if child === state.secondaryChild { return "column secondary" }
    return "child"
  }

  func targetDisplayModeForAction(from mode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
    split.classicTargetDisplayMode(from: mode)
  }

  func configureDisplayModeButton(_ item: UIBarButtonItem, target: UISplitViewController.DisplayMode) {
    let hidden = target == .automatic || !split.presentsWithGesture
    item.isHidden = hidden
    item.isEnabled = !hidden
    if target == .secondaryOnly {
      item.title = nil
      item.imageName = "arrow.up.left.and.arrow.down.right"
    } else {
      item.title = state.primaryChild?.title
      item.imageName = "chevron.backward"
    }
  }

  /// A classic split's delegate has no column callbacks.
  func visibleColumnsWillChange(from before: [UISplitViewController.Column], to after: [UISplitViewController.Column]) {}

  func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
    if column == .inspector {
      MisuseReport.exception("UISplitViewControllerColumnInspector is only supported by a split view controller of style UISplitViewControllerStyleDoubleColumn or UISplitViewControllerStyleTripleColumn; \(split.debugName) is a classic split view controller (style .unspecified).").report()
      return
    }
    MisuseReport.log("-[UISplitViewController setViewController:forColumn:] is not supported by a classic split view controller \(split.debugName) (style .unspecified); ignored.").report()
  }

  func viewController(for column: UISplitViewController.Column) -> UIViewController? { nil }

  func showColumn(_ column: UISplitViewController.Column) {
    MisuseReport.log("-[UISplitViewController showColumn:] does not accept the \(column) column of \(split.debugName).").report()
  }

  /// [INF] A classic split shows its primary when collapsed or in a mode with it, and its
  /// secondary when expanded; it has no other column.
  func isShowing(_ column: UISplitViewController.Column) -> Bool {
    switch column {
    case .primary:
      return state.primaryChild != nil && (split.laysOutCollapsed || split.displayMode != .secondaryOnly)
    case .secondary:
      return state.secondaryChild != nil && !split.laysOutCollapsed
    default:
      return false
    }
  }

  func hideColumn(_ column: UISplitViewController.Column) {
    MisuseReport.log("-[UISplitViewController hideColumn:] does not accept the \(column) column of \(split.debugName).").report()
  }
}
