public import AdaptiveKit
import Foundation

/// Builds UIKit-named controllers from a scenario's ``HierarchySpec`` nodes: a fresh instance each
/// time, so that a row selected twice shows two different controllers (as app code does).
@MainActor
public final class HierarchyBuilder {
  /// The screens that references resolve to.
  public let screens: [String: HierarchySpec]
  /// Problems met while building targets during a step (reported by the runner).
  public var problems: [ScenarioError] = []
  /// Delegates the builder installed (controllers hold their delegates weakly).
  var retainedDelegates: [AnyObject] = []
  /// How deep references may nest before the builder reports a cycle.
  static let maximumDepth = 32

  /// Creates a builder for a scenario's screens.
  public init(screens: [String: HierarchySpec]) {
    self.screens = screens
  }

  /// The window the built controllers go into; with it, a build that would take the window beyond
  /// ``ScenarioLimits/maximumControllers`` view controllers is refused.
  public weak var window: UIWindow?
  /// How many more controllers the build under way may create.
  private var remainingControllers = ScenarioLimits.maximumControllers

  /// Builds a node; `presentation` options override the node's own. Throws when the node, with what
  /// the window already holds, would exceed ``ScenarioLimits/maximumControllers`` controllers.
  public func build(_ spec: HierarchySpec, presentation: PresentationOptions? = nil) throws(ScenarioError) -> UIViewController {
    remainingControllers = ScenarioLimits.maximumControllers - (window.map(Self.controllerCount(in:)) ?? 0)
    return try build(spec, presentation: presentation, depth: 0)
  }

  /// How many view controllers a window holds: its root, every child and every presented
  /// controller, each counted once.
  public static func controllerCount(in window: UIWindow) -> Int {
    guard let root = window.rootViewController else { return 0 }
    var seen: Set<ObjectIdentifier> = []
    var pending = [root]
    while let controller = pending.popLast() {
      guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
      pending.append(contentsOf: controller.children)
      if let presented = controller.presentedViewController { pending.append(presented) }
    }
    return seen.count
  }

  func build(_ spec: HierarchySpec, presentation override: PresentationOptions?, depth: Int) throws(ScenarioError) -> UIViewController {
    guard depth < Self.maximumDepth else {
      throw ScenarioError("screens refer to each other in a cycle", at: spec.location)
    }
    if case .reference = spec {} else {
      remainingControllers -= 1
      guard remainingControllers >= 0 else {
        throw ScenarioError("the window would hold more than \(ScenarioLimits.maximumControllers) view controllers (screens that fan out into each other, or rows that keep showing more)", at: spec.location)
      }
    }
    let controller: UIViewController
    var options = PresentationOptions()
    switch spec {
    case .screen(let screen):
      controller = ScenarioViewController(screen: screen, builder: self)
      options = screen.presentation
    case .navigation(let navigation):
      let navigationController = UINavigationController()
      var stack: [UIViewController] = []
      for entry in navigation.stack { stack.append(try build(entry, presentation: nil, depth: depth + 1)) }
      navigationController.setViewControllers(stack, animated: false)
      navigationController.isToolbarHidden = navigation.isToolbarHidden
      if navigation.prefersLargeTitles { navigationController.navigationBar.prefersLargeTitles = true }
      controller = navigationController
      options = navigation.presentation
    case .tabs(let tabs):
      let tabBarController = UITabBarController()
      var controllers: [UIViewController] = []
      for tab in tabs.tabs {
        let controller = try build(tab, presentation: nil, depth: depth + 1)
        // As app code does: a tab whose controller has no title is labelled with its root's title.
        if controller.tabBarItem.title == nil, let title = Self.firstTitle(in: controller) { controller.tabBarItem.title = title }
        controllers.append(controller)
      }
      tabBarController.setViewControllers(controllers, animated: false)
      if let behavior = tabs.tabBarMinimizeBehavior { tabBarController.tabBarMinimizeBehavior = behavior }
      controller = tabBarController
    case .split(let split):
      controller = try buildSplit(split, depth: depth + 1)
    case .arrangement(let spec):
      let arrangement = UIArrangementViewController()
      arrangement.setViewController(try build(spec.primary, presentation: nil, depth: depth + 1), for: .primary)
      if let secondary = spec.secondary { arrangement.setViewController(try build(secondary, presentation: nil, depth: depth + 1), for: .secondary) }
      let axes: UIAxis = spec.axes == "horizontal" ? .horizontal : spec.axes == "vertical" ? .vertical : .both
      if spec.style == .overlay {
        arrangement.updateArrangement(UIOverlayArrangement().axes(axes))
      } else {
        arrangement.updateArrangement(UISplitArrangement().axes(axes))
      }
      controller = arrangement
    case .reference(let name, let location):
      guard let definition = screens[name] else { throw ScenarioError("no screen named '\(ScenarioError.excerpt(name))'", at: location) }
      return try build(definition, presentation: override, depth: depth + 1)
    case .app(let app):
      // The runner launches an app root itself; anywhere else an app is no controller to build.
      throw ScenarioError("an app can only be a scenario's root", at: app.location)
    case .storyboard(let spec):
      guard depth == 0 else { throw ScenarioError("a storyboard can only be a scenario's root", at: spec.location) }
      return try StoryboardRoot.controller(for: spec)
    }
    apply(override ?? options, to: controller)
    return controller
  }

  /// The presentation options a node asks for itself (a reference: its definition's).
  func options(of spec: HierarchySpec, depth: Int = 0) -> PresentationOptions {
    switch spec {
    case .screen(let screen): return screen.presentation
    case .navigation(let navigation): return navigation.presentation
    case .reference(let name, _):
      guard depth < Self.maximumDepth, let definition = screens[name] else { return PresentationOptions() }
      return options(of: definition, depth: depth + 1)
    default: return PresentationOptions()
    }
  }

  /// The first title down the first-child chain of a controller.
  static func firstTitle(in controller: UIViewController) -> String? {
    var current: UIViewController? = controller
    while let candidate = current {
      if let title = candidate.title { return title }
      current = candidate.children.first
    }
    return nil
  }

  /// Applies presentation options: `modalPresentationStyle`, `isModalInPresentation`,
  /// `preferredContentSize` and the sheet's options (`prefersEdgeAttachedInCompactHeight`,
  /// `detents`, `selectedDetentIdentifier`, `largestUndimmedDetentIdentifier`,
  /// `prefersGrabberVisible`), set as app code sets them before presenting.
  func apply(_ options: PresentationOptions, to controller: UIViewController) {
    if let style = options.style { controller.modalPresentationStyle = style }
    if options.isModalInPresentation { controller.isModalInPresentation = true }
    if let size = options.preferredContentSize { controller.preferredContentSize = size }
    if let sheet = controller.sheetPresentationController {
      if options.prefersEdgeAttachedInCompactHeight { sheet.prefersEdgeAttachedInCompactHeight = true }
      if let detents = options.detents {
        sheet.detents = detents.map { $0 == .medium ? .medium() : .large() }
      }
      if let selected = options.selectedDetentIdentifier { sheet.selectedDetentIdentifier = selected }
      if let undimmed = options.largestUndimmedDetentIdentifier { sheet.largestUndimmedDetentIdentifier = undimmed }
      if options.prefersGrabberVisible { sheet.prefersGrabberVisible = true }
    }
    if let style = options.adaptiveStyle, let presentationController = controller.presentationController {
      let delegate = ScenarioPresentationDelegate(adaptiveStyle: style)
      presentationController.delegate = delegate
      retainedDelegates.append(delegate)
    }
  }

  /// Gives a popover its anchor, as UIKit requires one: the tapped bar button item, else the
  /// tapped cell, else the presenting screen's view.
  func prepareForPresentation(_ controller: UIViewController, from source: UIViewController, sourceView: UIView? = nil,
                              barButtonItem: UIBarButtonItem? = nil) {
    if let popover = controller.popoverPresentationController, popover.sourceView == nil, popover.barButtonItem == nil {
      if let barButtonItem {
        popover.barButtonItem = barButtonItem
        return
      }
      popover.sourceView = sourceView ?? source.view
      if let sourceView { popover.sourceRect = sourceView.bounds }
    }
  }
}

/// A presentation delegate that answers the scenario's `adaptiveStyle` (`none` keeps a popover a
/// popover on iPhone, R62).
final class ScenarioPresentationDelegate: UIAdaptivePresentationControllerDelegate {
  let adaptiveStyle: UIModalPresentationStyle
  init(adaptiveStyle: UIModalPresentationStyle) { self.adaptiveStyle = adaptiveStyle }

  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    adaptiveStyle
  }
}
