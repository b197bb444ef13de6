import AdaptiveKit
import Foundation

/// Plays a ``UserAction`` on a window and reports what happened: the one path every driver (the
/// scenario runner, an explorer, a test) takes.
///
/// ```swift
/// let outcome = ActionDriver.perform(.back, on: window)
/// outcome.journal        // [pop (animated)]
/// outcome.misuseReports  // []
/// outcome.frame          // the layout tree after the pop
/// ```
///
/// Taps go through the renderer's hit-testing, then the core's harness methods
/// (`simulateTapOnBackButton()`, `simulateTapOnDimmingView()`, `simulateTap(onTabAt:)`, …), so a
/// tap does exactly what the same tap on the rendered screen does. An action that cannot be taken
/// now (a back button that does not show, nothing presented) changes nothing and says why.
@MainActor
public enum ActionDriver {
  /// Plays `action` on `window` and returns its outcome.
  public static func perform(_ action: UserAction, on window: UIWindow) -> ActionOutcome {
    let mark = window.context.journal.mark
    let (effect, reports) = MisuseReport.capture { play(action, on: window) }
    let violations = HierarchyInvariants.violations(in: window)
    return ActionOutcome(
      action: action, effect: effect, frame: AdaptiveRenderer.layoutTree(for: window),
      misuseReports: reports, invariantViolations: violations,
      journal: Array(window.context.journal.entries(since: mark))
    )
  }

  private static func play(_ action: UserAction, on window: UIWindow) -> ActionOutcome.Effect {
    switch action {
    case let .tapElement(id):
      let tree = AdaptiveRenderer.layoutTree(for: window)
      guard let node = tree.flattened.last(where: { $0.id == id && $0.action != nil }),
            HitTester.reachablePoint(of: node, in: tree) != nil else {
        return .unavailable("no element '\(id)' can be tapped now")
      }
      return tap(node)
    case let .tapPoint(point):
      let tree = AdaptiveRenderer.layoutTree(for: window)
      guard let node = HitTester.node(at: point, in: tree) else {
        return .unavailable("nothing at (\(UserAction.number(point.x)), \(UserAction.number(point.y))) reacts to a tap")
      }
      return tap(node)
    case .back:
      switch backButton(in: window, tree: AdaptiveRenderer.layoutTree(for: window)) {
      case let .success(node): return tap(node)
      case let .failure(reason): return .unavailable(reason.message)
      }
    case let .rotate(orientation):
      window.rotate(to: orientation)
      return .performed("rotated to \(UserAction.name(of: orientation))")
    case let .resize(size):
      window.resize(to: size)
      return .performed("resized to \(UserAction.number(size.width))×\(UserAction.number(size.height))")
    case let .swipeDown(completing):
      guard let presented = frontmostPresented(in: window) else { return .unavailable("nothing is presented") }
      guard let controller = presented.presentationController else { return .performed("\(InteractiveDismissalResult.notInteractivelyDismissible)") }
      return .performed("\(controller.simulateInteractiveDismissal(completing: completing))")
    case let .dragToDetent(identifier):
      guard let presented = frontmostPresented(in: window) else { return .unavailable("nothing is presented") }
      guard let sheet = presented.presentationController as? UISheetPresentationController else {
        return .unavailable("\(presented.debugName) is not presented in a sheet")
      }
      guard sheet.simulateDrag(toDetent: identifier) else {
        return .unavailable("the sheet of \(presented.debugName) cannot be dragged to the detent '\(identifier.rawValue)' (not active, or already there)")
      }
      return .performed("dragged the sheet of \(presented.debugName) to '\(identifier.rawValue)'")
    case .tapOutside:
      guard let presented = frontmostPresented(in: window), let presentation = presented.presentationController else {
        return .unavailable("nothing is presented")
      }
      let tree = AdaptiveRenderer.layoutTree(for: window)
      guard let node = outsideNode(of: presentation, in: window, tree: tree) else {
        return .unavailable("the \(presentation.effectivePresentationStyle) presentation of \(presented.debugName) leaves nothing outside it to tap")
      }
      return tap(node)
    case let .selectTab(index):
      let tree = AdaptiveRenderer.layoutTree(for: window)
      guard let node = tabNodes(in: tree).last(where: { $0.index == index })?.node else {
        return .unavailable("no tab bar on screen has a tab \(index)")
      }
      return tap(node)
    }
  }

  private static func tap(_ node: LayoutNode) -> ActionOutcome.Effect {
    guard let action = node.action else { return .unavailable("\(node.id) does not react to a tap") }
    let target = HitTarget(node: node, action: action)
    target.perform()
    return .performed("tapped \(target.elementID): \(target.description)")
  }

  // MARK: Finding what an action touches

  /// The frontmost presented controller, or nil when nothing is presented.
  static func frontmostPresented(in window: UIWindow) -> UIViewController? {
    guard var current = window.rootViewController?.presentedViewController else { return nil }
    while let next = current.presentedViewController, next !== current { current = next }
    return current
  }

  /// The navigation controller nearest the top controller: down from the frontmost layer through
  /// the last on-screen child at each level.
  static func frontmostNavigationController(in window: UIWindow) -> UINavigationController? {
    guard var current = frontmostPresented(in: window) ?? window.rootViewController else { return nil }
    var found = current as? UINavigationController
    while let child = current.children.last(where: { $0.viewIfLoaded?.window != nil }) {
      if let navigation = child as? UINavigationController { found = navigation }
      current = child
    }
    return found
  }

  /// Why a back button cannot be tapped.
  struct Unavailable: Error {
    var message: String
  }

  /// The back button of the frontmost navigation controller, if a tap reaches it.
  static func backButton(in window: UIWindow, tree: LayoutNode) -> Result<LayoutNode, Unavailable> {
    guard let navigation = frontmostNavigationController(in: window), navigation.viewControllers.count > 1 else {
      return .failure(Unavailable(message: "there is no back button: no navigation controller with more than one screen in front"))
    }
    guard navigation.showsBackButton,
          let node = tree.flattened.last(where: { $0.role == .backButton && $0.controller === navigation }),
          HitTester.reachablePoint(of: node, in: tree) != nil else {
      return .failure(Unavailable(message: "the back button of \(navigation.debugName) cannot be tapped (is its bar hidden?)"))
    }
    return .success(node)
  }

  /// The dimming (tap-outside) layer of `presentation` when it reacts to taps.
  static func dimmingNode(of presentation: UIPresentationController, in tree: LayoutNode) -> LayoutNode? {
    tree.flattened.last { $0.role == .dimming && $0.presentationController === presentation && $0.action != nil }
  }

  /// The dimming layer of `presentation` if some point outside the presented view reaches it: the
  /// first of a 9 × 9 grid over the window, row by row.
  static func outsideNode(of presentation: UIPresentationController, in window: UIWindow, tree: LayoutNode) -> LayoutNode? {
    guard let layer = dimmingNode(of: presentation, in: tree) else { return nil }
    let bounds = window.bounds.insetBy(dx: 4, dy: 4)
    let steps = 8
    for row in 0...steps {
      for column in 0...steps {
        let point = CGPoint(x: bounds.minX + bounds.width * CGFloat(column) / CGFloat(steps),
                            y: bounds.minY + bounds.height * CGFloat(row) / CGFloat(steps))
        if HitTester.node(at: point, in: tree)?.id == layer.id { return layer }
      }
    }
    return nil
  }

  /// The tabs a tap reaches, back to front, with their indexes.
  static func tabNodes(in tree: LayoutNode) -> [(node: LayoutNode, index: Int)] {
    tree.flattened.compactMap { node in
      guard node.role == .tab, case let .tab(_, index)? = node.action,
            HitTester.reachablePoint(of: node, in: tree) != nil else { return nil }
      return (node, index)
    }
  }
}
