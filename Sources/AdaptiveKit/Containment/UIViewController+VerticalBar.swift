import Foundation

/// The axis of the bars (navigation bar, toolbar, tab bar) a controller's content shows with: an
/// AdaptiveKit query for where the iPhone Duo puts them, which UIKit does not expose.
public enum BarAxis: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Bars at the top and bottom, as on every device but the iPhone Duo.
  case horizontal
  /// One bar along the side of the screen, at the trait collection's
  /// ``UITraitCollection/verticalBarEdge``.
  case vertical

  /// The axis's name.
  public var description: String { rawValue }
}

extension UIViewController {
  /// Asks the system to read ``preferredVerticalBarBehavior`` again, as UIKit's
  /// `setNeedsUpdateOfVerticalBarConfiguration()` (iOS 27.1). AdaptiveKit resolves the
  /// configuration whenever ``barAxis`` is read, so a new answer shows at once; the call is accepted
  /// for code written for UIKit [INF].
  public func setNeedsUpdateOfVerticalBarConfiguration() {
    storedView?.window?.setNeedsLayout()
  }

  /// Where the system puts the bars this controller's content shows with (an AdaptiveKit query;
  /// see TheFoldAndIPhoneDuo):
  /// - `.horizontal` wherever ``UITraitCollection/verticalBarEdge`` is `.unspecified` (every device
  ///   but the iPhone Duo, and the Duo's inner display in portrait), and wherever the preference
  ///   that counts is `.disabled`: the end of the ``childForPreferredVerticalBarBehavior`` chain from
  ///   the window's root, or from the presentation the controller is in (R134).
  /// - In a presentation that is not full screen (a sheet, a popover): `.vertical` on the outer
  ///   display (closed), `.horizontal` on the inner one [INF].
  /// - In an expanded split view controller: `.horizontal` in the primary, supplementary and
  ///   inspector columns, `.vertical` in the secondary (detail) column.
  /// - Otherwise `.vertical`.
  public var barAxis: BarAxis {
    guard traitCollection.verticalBarEdge != .unspecified else { return .horizontal }
    var top = self
    while let parent = top.parent { top = parent }
    if top.resolvedVerticalBarBehavior == .disabled { return .horizontal }
    if top.presentingViewController != nil, !top.modalPresentationStyle.coversTheScreen {
      return storedView?.window?.posture?.showsInnerDisplay == true ? .horizontal : .vertical
    }
    return splitColumnBarAxis ?? .vertical
  }

  /// The preference that counts for a hierarchy whose top is this controller: down the
  /// ``childForPreferredVerticalBarBehavior`` chain (at most 100 steps, against a cycle).
  var resolvedVerticalBarBehavior: UIVerticalBarBehavior {
    var decider = self, steps = 0
    while let child = decider.childForPreferredVerticalBarBehavior, child !== decider, steps < 100 {
      decider = child
      steps += 1
    }
    return decider.preferredVerticalBarBehavior
  }

  /// The bar axis of the column this controller is in, in its nearest expanded split view
  /// controller; nil outside every expanded split.
  private var splitColumnBarAxis: BarAxis? {
    var ancestors: [UIViewController] = [self]
    while let parent = ancestors.last?.parent {
      ancestors.append(parent)
      guard let split = parent as? UISplitViewController else { continue }
      if split.isCollapsed { return nil }
      let inColumn = { (candidate: UIViewController?) -> Bool in
        guard let candidate else { return false }
        return ancestors.contains { $0 === candidate || $0 === candidate.navigationController && $0.parent === split }
      }
      if split.style == .unspecified {
        return inColumn(split.viewControllers.first) && split.viewControllers.count > 1 ? .horizontal : .vertical
      }
      if inColumn(split.viewController(for: .secondary)) { return .vertical }
      return [.primary, .supplementary, .inspector].contains { inColumn(split.viewController(for: $0)) } ? .horizontal : .vertical
    }
    return nil
  }

  /// The bar button items of this controller's navigation item (its pinned trailing group's
  /// included) and toolbar that show with its bars: every item that is not hidden (nor its group), less the `.horizontalOnly` ones where the bar is vertical (an
  /// AdaptiveKit query; UIKit: "the item is not shown").
  public var barButtonItemsShownInBars: [UIBarButtonItem] {
    let items = (navigationItem.leftBarButtonItems ?? []) + (navigationItem.rightBarButtonItems ?? [])
      + navigationItem.shownPinnedItems + (toolbarItems ?? [])
    let vertical = barAxis == .vertical
    return items.filter { $0.isShownInBar && !(vertical && $0.axisBehavior == .horizontalOnly) }
  }
}

extension UIModalPresentationStyle {
  /// Whether a presentation in this style covers the screen as the window's root does.
  fileprivate var coversTheScreen: Bool {
    switch self {
    case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom, .blurOverFullScreen: true
    default: false
    }
  }
}
