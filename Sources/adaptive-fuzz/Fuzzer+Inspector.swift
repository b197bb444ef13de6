import AdaptiveKit
import Foundation

/// The inspector column of column-style splits (iOS 26, R111–R115): setting it, showing and
/// hiding it, the user's swipe on its sheet, and collapsing or expanding its split while it shows,
/// so that it turns into a sheet and back (R112).
extension Fuzzer {
  /// A column-style split with an inspector, shown half of the time.
  func makeInspectedSplit(_ name: String) -> UISplitViewController {
    let split = UISplitViewController(style: [.doubleColumn, .tripleColumn][random.int(2)])
    if random.chance(50) { split.delegate = splitDelegate }
    split.setViewController(leaf("\(name).primary"), for: .primary)
    split.setViewController(leaf("\(name).detail"), for: .secondary)
    if split.style == .tripleColumn { split.setViewController(leaf("\(name).supplementary"), for: .supplementary) }
    split.setViewController(leaf("\(name).inspector"), for: .inspector)
    if random.chance(50) { split.show(.inspector) }
    return split
  }

  /// The window whose hierarchy holds `controller`, if any.
  func window(holding controller: UIViewController) -> UIWindow? {
    windows.first { window in controllers(in: window).contains { $0 === controller } }
  }

  func inspectorAction() {
    let splits = (windows.flatMap { controllers(in: $0) } + pool).compactMap { $0 as? UISplitViewController }.filter { $0.style != .unspecified }
    guard let split = random.pick(splits) else {
      // None around: a new one becomes a window's root.
      installNewRoot(described: "split with an inspector", makeInspectedSplit)
      return
    }
    switch random.int(7) {
    case 0:
      let inspector = random.chance(80) ? leaf("insp\(counter)") : (random.chance(50) ? anyController() : nil)
      counter += 1
      record("split setViewController \(inspector?.debugName ?? "nil") for inspector on \(split.debugName)")
      split.setViewController(inspector, for: .inspector)
      stats.count("inspector.set", if: inspector != nil && split.viewController(for: .inspector) === inspector)
    case 1, 2:
      let showing = split.isShowing(.inspector)
      record("\(showing ? "hide" : "show") inspector of \(split.debugName)")
      if showing { split.hide(.inspector) } else { split.show(.inspector) }
      let now = split.isShowing(.inspector)
      stats.count("inspector.columns", if: now && !split.isCollapsed)
      stats.count("inspector.sheets", if: now && split.isCollapsed && split.viewController(for: .inspector)?.navigationController?.presentingViewController != nil)
      stats.count("inspector.hidden", if: showing && !now)
    case 3, 4:
      guard let window = window(holding: split) else { return }
      let wasCollapsed = split.isCollapsed
      let wasShowing = split.isShowing(.inspector)
      let width: CGFloat = wasCollapsed ? [1024, 1194, 1376][random.int(3)] : [320, 375, 507][random.int(3)]
      let size = CGSize(width: width, height: window.bounds.height)
      record("resize to \(size) to \(wasCollapsed ? "expand" : "collapse") \(split.debugName) (inspector \(wasShowing ? "shown" : "hidden"))")
      window.resize(to: size)
      guard wasShowing, split.isCollapsed != wasCollapsed else { return }
      stats.count("inspector.toSheet", if: split.isCollapsed && split.isShowing(.inspector))
      stats.count("inspector.toColumn", if: !split.isCollapsed && split.isShowing(.inspector))
    case 5:
      guard let container = split.viewController(for: .inspector)?.navigationController, let presentation = container.presentationController,
            container.presentingViewController != nil else { return }
      record("swipe the inspector sheet of \(split.debugName) down")
      let result = presentation.simulateInteractiveDismissal(completing: random.chance(70))
      stats.count("inspector.swipedAway", if: result == .dismissed && !split.isShowing(.inspector))
    default:
      let value: CGFloat = [.nan, -10, 0, 0.3, 200, 1e12, UISplitViewController.automaticDimension][random.int(7)]
      let property = random.int(4)
      record("inspector width property \(property) = \(value) on \(split.debugName)")
      switch property {
      case 0: split.minimumInspectorColumnWidth = value
      case 1: split.maximumInspectorColumnWidth = value
      case 2: split.preferredInspectorColumnWidth = value
      default: split.preferredInspectorColumnWidthFraction = value
      }
    }
  }
}
