import AdaptiveKit
import Foundation

extension HierarchyBuilder {
  /// Builds a split view controller with UIKit's API only: `UISplitViewController()` and
  /// `viewControllers` for the classic style; `init(style:)` and `setViewController(_:for:)` for
  /// column styles; `preferredDisplayMode`; a delegate when the scenario asks for one.
  func buildSplit(_ spec: SplitSpec, depth: Int) throws(ScenarioError) -> UIViewController {
    let split: UISplitViewController
    switch spec.style {
    case .classic:
      split = UISplitViewController()
      var children = [try build(spec.primary, presentation: nil, depth: depth)]
      if let secondary = spec.secondary { children.append(try build(secondary, presentation: nil, depth: depth)) }
      split.viewControllers = children
    case .doubleColumn, .tripleColumn:
      split = UISplitViewController(style: spec.style == .doubleColumn ? .doubleColumn : .tripleColumn)
      split.setViewController(try build(spec.primary, presentation: nil, depth: depth), for: .primary)
      if let supplementary = spec.supplementary {
        split.setViewController(try build(supplementary, presentation: nil, depth: depth), for: .supplementary)
      }
      if let secondary = spec.secondary {
        split.setViewController(try build(secondary, presentation: nil, depth: depth), for: .secondary)
      }
      if let compact = spec.compact {
        split.setViewController(try build(compact, presentation: nil, depth: depth), for: .compact)
      }
    }
    if let mode = spec.preferredDisplayMode, let displayMode = Self.displayModes[mode] {
      split.preferredDisplayMode = displayMode
    }
    if let presentsWithGesture = spec.presentsWithGesture { split.presentsWithGesture = presentsWithGesture }
    if spec.showsDisplayModeButtonItem, let secondary = split.viewControllers.dropFirst().first {
      let screen = (secondary as? UINavigationController)?.topViewController ?? secondary
      screen.navigationItem.leftBarButtonItem = split.displayModeButtonItem
      screen.navigationItem.leftItemsSupplementBackButton = true
    }
    if let answers = spec.delegate {
      let delegate = ScenarioSplitDelegate(answers: answers)
      split.delegate = delegate
      retainedDelegates.append(delegate)
    }
    return split
  }

  static let displayModes: [String: UISplitViewController.DisplayMode] = [
    "automatic": .automatic, "secondaryOnly": .secondaryOnly, "oneBesideSecondary": .oneBesideSecondary,
    "oneOverSecondary": .oneOverSecondary, "twoBesideSecondary": .twoBesideSecondary,
    "twoOverSecondary": .twoOverSecondary, "twoDisplaceSecondary": .twoDisplaceSecondary,
  ]

  /// Whether a controller is a split view controller, and if so whether it is collapsed.
  static func isCollapsed(_ controller: UIViewController) -> Bool? {
    (controller as? UISplitViewController)?.isCollapsed
  }
}

/// A split delegate that answers what the scenario says.
final class ScenarioSplitDelegate: UISplitViewControllerDelegate {
  let answers: SplitDelegateSpec
  init(answers: SplitDelegateSpec) { self.answers = answers }

  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    answers.collapseSecondary ?? false
  }

  func splitViewController(
    _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    switch answers.topColumnForCollapsing {
    case "primary": .primary
    case "supplementary": .supplementary
    case "secondary": .secondary
    default: proposedTopColumn
    }
  }
}
