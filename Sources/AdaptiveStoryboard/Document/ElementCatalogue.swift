import AdaptiveKit

/// Which storyboard elements AdaptiveKit reads, which it ignores on purpose (layout and
/// appearance details it does not model), and the checks that report the rest.
enum ElementCatalogue {
  /// The controller elements a storyboard can hold, and the UIKit class each stands for.
  static let controllerClasses: [String: UIViewController.Type] = [
    "viewController": UIViewController.self, "tableViewController": UITableViewController.self,
    "navigationController": UINavigationController.self, "tabBarController": UITabBarController.self,
    "splitViewController": UISplitViewController.self,
  ]

  /// Elements read into objects, segues and connections.
  static let interpreted: Set<String> = [
    "viewController", "tableViewController", "navigationController", "tabBarController", "splitViewController",
    "view", "subviews", "label", "button", "imageView", "textField", "textView", "tableView", "scrollView",
    "segmentedControl", "segments", "segment", "activityIndicatorView", "containerView", "switch",
    "tableViewCell", "tableViewCellContentView", "prototypes", "sections", "tableViewSection", "cells",
    "connections", "outlet", "outletCollection", "action", "segue", "navigationItem", "barButtonItem",
    "leftBarButtonItems", "rightBarButtonItems", "tabBarItem", "rect", "state", "buttonConfiguration", "string",
    "popoverArrowDirection", "popoverPassthroughViews", "accessibility", "size", "variation", "mask", "include",
    "exclude", "refreshControl", "visualEffectView", "blurEffect", "vibrancyEffect", "rectEdge",
  ]

  /// Elements deliberately not modelled: constraints, colours, fonts, simulated metrics, bars the
  /// containers make themselves.
  static let ignored: Set<String> = [
    "autoresizingMask", "color", "fontDescription", "constraints", "constraint", "viewLayoutGuide", "layoutGuides",
    "viewControllerLayoutGuide", "inset", "edgeInsets", "directionalEdgeInsets", "point", "nil", "navigationBar",
    "tabBar", "toolbar", "toolbarItems", "textInputTraits", "imageReference", "preferredSymbolConfiguration",
    "backgroundConfiguration", "attributedString", "fragment", "attributes", "font", "paragraphStyle", "real",
    "integer", "bool", "simulatedMetricsContainer", "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics",
    "simulatedTabBarMetrics", "simulatedScreenMetrics", "simulatedOrientationMetrics", "freeformSimulatedSizeMetrics",
    "offsetWrapper", "contentInsets",
    // An empty list some files keep in a view; Xcode connects a view's recognizers with its
    // `gestureRecognizers` outlet collection, read with the connections.
    "gestureRecognizers",
  ]

  /// The view elements made into AdaptiveKit's own views; others become plain views.
  static let viewElements: Set<String> = [
    "view", "label", "button", "imageView", "textField", "textView", "tableView", "scrollView",
    "segmentedControl", "activityIndicatorView", "containerView", "tableViewCell", "refreshControl",
    "visualEffectView",
  ]

  /// The segue kinds AdaptiveKit performs, old kinds included.
  static let segueKinds: Set<String> = [
    "relationship", "show", "showDetail", "presentation", "popoverPresentation", "embed", "unwind", "custom",
    "push", "modal", "popover", "replace",
  ]

  /// Reports what a controller's (or a scene's gesture recognizer's) subtree holds that
  /// AdaptiveKit skips: unknown elements, unknown segue kinds and segues whose destination is
  /// missing.
  static func check(
    _ controller: StoryboardElement, against controllers: [String: StoryboardElement], exits: Set<String>,
    into notes: inout DiagnosticList
  ) {
    func visit(_ element: StoryboardElement, inSubviews: Bool) {
      if element.name == "segue" {
        checkSegue(element, controllers: controllers, exits: exits, into: &notes)
        return
      }
      // Runtime attributes are applied, or listed, as the scene is made.
      if element.name == "userDefinedRuntimeAttributes" { return }
      if !interpreted.contains(element.name) && !ignored.contains(element.name) {
        notes.add(element, inSubviews ? "unknown view, shown as a plain view" : "unsupported element, skipped")
        if !inSubviews { return }
      }
      for child in element.children { visit(child, inSubviews: element.name == "subviews") }
    }
    for child in controller.children { visit(child, inSubviews: false) }
  }

  private static func checkSegue(
    _ segue: StoryboardElement, controllers: [String: StoryboardElement], exits: Set<String>,
    into notes: inout DiagnosticList
  ) {
    if segue["reference"] != nil { return }
    if let problem = problem(with: segue, controllers: controllers, exits: exits) { notes.add(segue, problem) }
  }

  /// Why a segue element cannot run, as a diagnostic says it, or nil when it can: its kind is
  /// known and its destination (a controller, or an exit for an unwind) is in the file.
  static func problem(with segue: StoryboardElement, controllers: [String: StoryboardElement], exits: Set<String>) -> String? {
    let kind = segue["kind"] ?? ""
    guard segueKinds.contains(kind) else { return "unsupported segue kind '\(kind)', skipped" }
    let destination = segue["destination"] ?? ""
    let exists = kind == "unwind" ? exits.contains(destination) : controllers[destination] != nil
    return exists ? nil : "the destination \(destination) is not in the file; the segue is skipped"
  }
}
