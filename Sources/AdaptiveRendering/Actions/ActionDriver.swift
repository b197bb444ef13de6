public import AdaptiveKit
import Foundation

/// Plays a ``UserAction`` on a window and reports what happened. Drivers (the scenario runner,
/// the web page's sessions, the explorer) play actions through a ``WindowSession``, which resolves
/// them against the frame its user saw; ``perform(_:on:)`` is a session used once.
///
/// ```swift
/// let outcome = ActionDriver.perform(.back, on: window)
/// outcome.journal        // [pop (animated)]
/// outcome.misuseReports  // []
/// outcome.frame          // the rendered frame after the pop
/// ```
///
/// Taps go through the renderer's hit-testing, then the core's harness methods
/// (`simulateTapOnBackButton()`, `simulateTapOnDimmingView()`, `simulateTap(onTabAt:)`, …), so a
/// tap does exactly what the same tap on the rendered screen does. An action that cannot be taken
/// now (a back button that does not show, nothing presented) changes nothing and says why.
@MainActor
public enum ActionDriver {
  /// Plays `action` on `window` and returns its outcome (a ``WindowSession`` used once).
  public static func perform(_ action: UserAction, on window: UIWindow) -> ActionOutcome {
    WindowSession(window: window).perform(action)
  }

  /// Plays `action` on `window`, resolving what it touches against `hits`.
  static func play(_ action: UserAction, on window: UIWindow, hits: HitIndexSource) -> ActionOutcome.Effect {
    if let touched = tappedNode(of: action, in: window, index: { hits.index }) {
      switch touched {
      case let .success(node): return tap(node)
      case let .failure(reason): return .unavailable(reason.message)
      }
    }
    switch action {
    case .tapElement, .tapPoint, .tapLabel, .back, .tapOutside, .selectTab:
      preconditionFailure("a tap is resolved by tappedNode(of:in:index:)")
    case let .rotate(orientation):
      window.rotate(to: orientation)
      return .performed("rotated to \(Vocabulary.name(of: orientation))")
    case let .fold(posture):
      guard window.device?.isFoldable == true else {
        return .unavailable("\(window.device?.name ?? "a window without a device") does not fold")
      }
      window.fold(to: posture)
      return .performed("folded to \(posture)")
    case let .resize(size):
      window.resize(to: size)
      return .performed("resized to \(UserAction.number(size.width))×\(UserAction.number(size.height))")
    case let .dragResize(size, ended):
      // A window without a scene (an app of iOS 12 and before) has no geometry to follow the
      // finger: it takes the size when the drag ends.
      if let scene = window.windowScene {
        scene.resizeInteractively(to: size)
        if ended { scene.endInteractiveResize() }
      } else if ended {
        window.resize(to: size)
      }
      let size = "\(UserAction.number(size.width))×\(UserAction.number(size.height))"
      return .performed(ended ? "drag-resized to \(size)" : "dragging the window's edge at \(size)")
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
    case .edgeSwipe:
      guard let split = frontmostSplitViewController(in: window) else {
        return .unavailable("there is no split view controller in front to swipe")
      }
      guard split.simulatePresentationGesture() else {
        return .unavailable("the edge swipe does nothing to \(split.debugName) (collapsed, presentsWithGesture off, or no display mode to switch to)")
      }
      return .performed("swiped from the leading edge of \(split.debugName): \(split.displayMode)")
    case let .scroll(direction):
      return scroll(direction, in: window)
    case let .typeText(text):
      return type(text, reachable: hits.index.reachableNodes)
    case let .setTextSize(category):
      window.preferredContentSizeCategory = category
      return .performed("text size set to \(category)")
    case .toggleSidebar:
      return toggleSidebar(in: window)
    case .toggleInspector:
      return toggleInspector(in: window)
    case let .dragWindowEdge(size):
      return dragWindowEdge(of: window, to: size)
    }
  }

  private static func scroll(_ direction: UserAction.ScrollDirection, in window: UIWindow) -> ActionOutcome.Effect {
    guard let table = frontmostTable(in: window) else { return .unavailable("the top controller shows no table to scroll") }
    guard table.isScrollEnabled, table.isUserInteractionEnabled else { return .unavailable("the table of the top controller does not scroll") }
    let insets = table.safeAreaInsets
    let page = max(table.frame.height - insets.top - insets.bottom, 1)
    let before = table.contentOffset.y
    let target: CGFloat = switch direction {
    case .down: before + page
    case .up: before - page
    case .top: 0
    case .bottom: table.maximumContentOffsetY
    }
    table.simulateScroll(toY: target)
    let after = table.contentOffset.y
    guard after != before else { return .performed("the table is already at its \(direction == .down || direction == .bottom ? "bottom" : "top")") }
    return .performed("scrolled the table \(direction.rawValue) to offset \(UserAction.number(after))")
  }

  /// The first table view in the top controller's view (breadth first), down from the frontmost
  /// layer through the last on-screen child at each level.
  static func frontmostTable(in window: UIWindow) -> UITableView? {
    guard let top = frontmost(UIViewController.self, in: window) else { return nil }
    var pending: [UIView] = top.viewIfLoaded.map { [$0] } ?? []
    while !pending.isEmpty {
      let view = pending.removeFirst()
      if let table = view as? UITableView, !table.isHidden { return table }
      pending.append(contentsOf: view.subviews)
    }
    return nil
  }

  private static func type(_ text: String, reachable: [LayoutNode]) -> ActionOutcome.Effect {
    guard let field = editableTextField(reachable: reachable) else {
      return .unavailable("no text field on screen can be typed in")
    }
    guard field.simulateTyping(text) else { return .performed("the text field refused \"\(text)\"") }
    return .performed("typed \"\(text)\" into \(field.placeholder.map { "the text field '\($0)'" } ?? "a text field")")
  }

  /// Told each tap an action resolves to, just before it is played (``WindowSession`` records
  /// taps to replay with it).
  static var tapWillPlay: ((HitAction) -> Void)?

  private static func tap(_ node: LayoutNode) -> ActionOutcome.Effect {
    guard let action = node.action else { return .unavailable("\(node.label) does not react to a tap") }
    tapWillPlay?(action)
    let target = HitTarget(node: node, action: action)
    target.perform()
    return .performed("tapped \(node.label): \(target.description)")
  }

  // MARK: Finding what an action touches

  /// The hit index of the window as it is now, built from its hit-testing tree (which resolves
  /// every tap as its whole layout tree does).
  package static func hitIndex(of window: UIWindow) -> HitIndex {
    HitIndex(tree: AdaptiveRenderer.hitTestingTree(for: window), bounds: window.bounds)
  }

  /// The frontmost presented controller, or nil when nothing is presented.
  static func frontmostPresented(in window: UIWindow) -> UIViewController? {
    guard var current = window.rootViewController?.presentedViewController else { return nil }
    while let next = current.presentedViewController, next !== current { current = next }
    return current
  }

  /// The navigation controller nearest the top controller: down from the frontmost layer through
  /// the last on-screen child at each level.
  static func frontmostNavigationController(in window: UIWindow) -> UINavigationController? {
    frontmost(UINavigationController.self, in: window)
  }

  /// The split view controller nearest the top controller (see ``frontmostNavigationController(in:)``).
  static func frontmostSplitViewController(in window: UIWindow) -> UISplitViewController? {
    frontmost(UISplitViewController.self, in: window)
  }

  /// The controller of type `T` nearest the top controller: the last one met going down from the
  /// frontmost layer through the last on-screen child at each level.
  static func frontmost<T: UIViewController>(_ type: T.Type, in window: UIWindow) -> T? {
    guard let start = frontmostPresented(in: window) ?? window.rootViewController else { return nil }
    return frontmost(type, from: start)
  }

  /// The controller of type `T` nearest the top going down from `start` through the last
  /// on-screen child at each level.
  static func frontmost<T: UIViewController>(_ type: T.Type, from start: UIViewController) -> T? {
    var current = start
    var found = current as? T
    while let child = current.children.last(where: { $0.viewIfLoaded?.window != nil }) {
      if let match = child as? T { found = match }
      current = child
    }
    return found
  }

  /// The tap `action` resolves to in the window whose hit index is `index`, as ``play(_:on:hits:)``
  /// resolves it, without playing it; nil for an action that is not a tap or reaches nothing.
  static func tapTarget(of action: UserAction, in window: UIWindow, index: HitIndex) -> HitAction? {
    guard case let .success(node)? = tappedNode(of: action, in: window, index: { index }) else { return nil }
    return node.action
  }

  /// The node a tap action touches, resolved against the window's hit index (read only for a tap),
  /// or why it touches nothing; nil for an action that is not a tap.
  private static func tappedNode(of action: UserAction, in window: UIWindow, index: () -> HitIndex) -> Result<LayoutNode, Unavailable>? {
    switch action {
    case let .tapElement(id):
      let index = index()
      guard let position = index.reachableIndices.first(where: { index.nodes[$0].id == id }) else {
        return .failure(Unavailable(message: "no element '\(id)' can be tapped now"))
      }
      return .success(index.nodes[position])
    case let .tapPoint(point):
      guard let node = index().node(at: point), node.action != nil else {
        return .failure(Unavailable(message: "nothing at (\(UserAction.number(point.x)), \(UserAction.number(point.y))) reacts to a tap"))
      }
      return .success(node)
    case let .tapLabel(label):
      guard let node = index().node(labelOrID: label), node.action != nil else {
        return .failure(Unavailable(
          message: "nothing labelled '\(UserAction.excerpt(label))' can be tapped\(window.device.map { " on \($0.name)" } ?? "") now"))
      }
      return .success(node)
    case .back:
      return backButton(in: window, index: index())
    case .tapOutside:
      guard let presented = frontmostPresented(in: window), let presentation = presented.presentationController else {
        // Nothing presented: the tap lands on a split's dimmed secondary, if one is dimmed.
        guard let node = index().reachableNodes.first(where: { node in
          if case .dimmedSecondary? = node.action { return true } else { return false }
        }) else { return .failure(Unavailable(message: "nothing is presented, and no split dims its secondary column")) }
        return .success(node)
      }
      guard let node = outsideNode(of: presentation, in: window, index: index()) else {
        return .failure(Unavailable(
          message: "the \(presentation.effectivePresentationStyle) presentation of \(presented.debugName) leaves nothing outside it to tap"))
      }
      return .success(node)
    case let .selectTab(tab):
      let index = index()
      guard let position = tabPositions(in: index).first(where: { $0.tab == tab })?.position else {
        return .failure(Unavailable(message: "no tab bar on screen has a tab \(tab)"))
      }
      return .success(index.nodes[position])
    default:
      return nil
    }
  }

  /// Why an action cannot be taken.
  struct Unavailable: Error {
    var message: String
  }

  /// The back button of the frontmost navigation controller, if a tap reaches it; otherwise why not.
  static func backButton(in window: UIWindow, index: HitIndex) -> Result<LayoutNode, Unavailable> {
    if let position = backButtonPosition(in: window, index: index) { return .success(index.nodes[position]) }
    guard let navigation = frontmostNavigationController(in: window)?.navigationControllerShowingBar,
          navigation.navigationBarViewControllers.count > 1 else {
      return .failure(Unavailable(message: "there is no back button: no navigation controller with more than one screen in front"))
    }
    return .failure(Unavailable(message: "the back button of \(navigation.debugName) cannot be tapped (is its bar hidden?)"))
  }

  /// The position in `index.nodes` of the frontmost navigation controller's back button, when it
  /// shows one (more than one screen) and a tap reaches it.
  static func backButtonPosition(in window: UIWindow, index: HitIndex) -> Int? {
    guard let navigation = frontmostNavigationController(in: window)?.navigationControllerShowingBar,
          navigation.showsBackButton else { return nil }
    let nodes = index.nodes
    return index.reachableIndices.first { nodes[$0].role == .backButton && nodes[$0].controller === navigation }
  }

  /// The position of the dimming (tap-outside) layer of `presentation` among `positions` in
  /// `nodes`, when it reacts to taps.
  static func dimmingPosition(of presentation: UIPresentationController, in nodes: [LayoutNode], among positions: some Sequence<Int>) -> Int? {
    positions.first { nodes[$0].role == .dimming && nodes[$0].presentationController === presentation && nodes[$0].action != nil }
  }

  /// The dimming layer of `presentation` if some point outside the presented view reaches it: the
  /// first of a 9 × 9 grid over the window, row by row.
  static func outsideNode(of presentation: UIPresentationController, in window: UIWindow, index: HitIndex) -> LayoutNode? {
    guard let position = dimmingPosition(of: presentation, in: index.nodes, among: index.nodes.indices) else { return nil }
    let layer = index.nodes[position]
    let bounds = window.bounds.insetBy(dx: 4, dy: 4)
    let steps = 8
    for row in 0...steps {
      for column in 0...steps {
        let point = CGPoint(x: bounds.minX + bounds.width * CGFloat(column) / CGFloat(steps),
                            y: bounds.minY + bounds.height * CGFloat(row) / CGFloat(steps))
        if index.node(at: point)?.id == layer.id { return layer }
      }
    }
    return nil
  }

  /// The text field being edited, else the frontmost enabled text field a tap reaches, in the
  /// window `frame` shows.
  package static func editableTextField(in frame: RenderedFrame) -> UITextField? {
    editableTextField(reachable: frame.hitIndex.reachableNodes)
  }

  /// The text field being edited, else the frontmost enabled text field among `reachable` nodes.
  static func editableTextField(reachable: [LayoutNode]) -> UITextField? {
    let fields = reachable.compactMap { node -> UITextField? in
      guard case let .control(control)? = node.action else { return nil }
      return control as? UITextField
    }
    return fields.first(where: \.isFirstResponder) ?? fields.first
  }

  /// The tabs a tap reaches, front to back: their positions in `index.nodes` and their indexes.
  static func tabPositions(in index: HitIndex) -> [(position: Int, tab: Int)] {
    let nodes = index.nodes
    return index.reachableIndices.compactMap { position in
      guard nodes[position].role == .tab, case let .tab(_, tab)? = nodes[position].action else { return nil }
      return (position, tab)
    }
  }
}
