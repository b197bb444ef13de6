/// The checks that keep a hierarchy a tree: no controller contains (or presents) one of its own
/// hosts, and no list of children names the same controller twice. Each check walks one chain of
/// hosts or one list once, so it costs O(depth) or O(count).
extension UIViewController {
  /// Whether `candidate` is this controller or one of its hosts: its parent, its parent's parent,
  /// …, the controller that presents the top of that chain or the split that keeps it for a
  /// column, the tab bar controller that keeps it as its More navigation controller (shown as a
  /// tab or not: a controller left on a hidden More stack is still held by the tab bar
  /// controller), and so on up to a window's root.
  ///
  /// A presented controller that a split keeps for a column — the wrapper of a collapsed split's
  /// inspector, up as a sheet (R112) — has two hosts, its presenter and the split, and the walk
  /// follows both: the presenter is the split's containment root, but a controller between the two
  /// (one that contains the split) is a host only through the split (fuzz seed 500000271). So
  /// does a column's container that a controller outside the split holds as its child (a
  /// controller of the inspector's stack adopted the secondary's container, then left the split
  /// with it): its parent and the split (current fuzz seed 780001101).
  ///
  /// The checks keep the chain free of cycles; should one form all the same, the walk stops after
  /// ``maximumHostDepth`` hosts (a debug build stops with an assertion) and answers true, so the
  /// caller refuses whatever it was about to do.
  func isHosted(by candidate: UIViewController) -> Bool {
    var current: UIViewController? = self
    // The splits still to walk from, met as the second host of a presented column controller (an
    // empty array allocates nothing, so the usual walk stays as cheap as before).
    var branches: [UISplitViewController] = []
    var depth = 0
    while let controller = current {
      if controller === candidate { return true }
      depth += 1
      if depth > Self.maximumHostDepth { return Self.hostCycleFound(at: controller) }
      let presenter = controller.parent == nil ? controller.storedPresentingViewController : nil
      if let holder = controller.columnHolder, presenter != nil || controller.hasParentOutsideColumnsOf(holder) {
        branches.append(holder)
      }
      current = controller.parent ?? presenter ?? controller.columnHolder
        ?? (controller as? UINavigationController)?.moreTabOwner ?? branches.popLast()
    }
    return false
  }

  /// Whether this controller, which `holder` keeps for a column, is the child of a controller that
  /// is neither `holder` nor kept by it: a container of a controller inside the split that then
  /// left it with the container (fuzz seed 780001101, current mix).
  private func hasParentOutsideColumnsOf(_ holder: UISplitViewController) -> Bool {
    guard let parent else { return false }
    return parent !== holder && parent.columnHolder !== holder
  }

  /// More hosts than any hierarchy has: a chain this long is a cycle.
  static let maximumHostDepth = 100_000

  /// Stops a debug build at a chain of hosts that loops; true in a release build.
  private static func hostCycleFound(at controller: UIViewController) -> Bool {
    assertionFailure("The chain of hosts of \(controller.debugName) loops")
    return true
  }

  /// Whether `candidate` is this controller or contains it: its parent, its parent's parent, …,
  /// or the split that keeps one of them for a column. Unlike ``isHosted(by:)``, presentations are
  /// not crossed: a controller a split presents is not inside the split.
  func isContained(in candidate: UIViewController) -> Bool {
    var current: UIViewController? = self
    var depth = 0
    while let controller = current {
      if controller === candidate { return true }
      depth += 1
      if depth > Self.maximumHostDepth { return Self.hostCycleFound(at: controller) }
      current = controller.parent ?? controller.columnHolder
    }
    return false
  }

  /// The report for adding `child` under this controller when that would make a cycle: `child`
  /// is this controller or one of its hosts.
  func cycleRefusal(adding child: UIViewController) -> MisuseReport? {
    guard isHosted(by: child) else { return nil }
    return .exception(
      "Application tried to add \(child.debugName) under \(debugName), which it already contains or presents: a view controller hierarchy cannot contain a cycle.",
      name: "UIViewControllerHierarchyInconsistency")
  }

  /// The report for taking `child` in as a child of this controller (``addChild(_:)``, a split's
  /// column, a stack or a tab), or nil: `child` must not be this controller or one of its hosts,
  /// a presented controller, a window's root, another tab bar controller's More navigation
  /// controller, or contain a presented controller as a child.
  func adoptionRefusal(of child: UIViewController) -> MisuseReport? {
    if let refusal = cycleRefusal(adding: child) { return refusal }
    if child.isMoreNavigationController, (self as? UITabBarController)?.moreNavigationController !== child {
      return child.moreNavigationRefusal
    }
    if let presenter = child.storedPresentingViewController ?? child.presenterBehindSubstitute {
      return .exception(
        "Application tried to add a presented view controller \(child.debugName) as a child of \(debugName); it is being presented by \(presenter.debugName).")
    }
    if child.windowHosting != nil {
      return .exception("Application tried to add the root view controller \(child.debugName) of a window as a child of \(debugName).")
    }
    // An adaptation delegate's substitute wraps the presented controller until a trait transition
    // shows it in its place: adopted meanwhile (from a `viewWillTransition(to:with:)`), it would
    // take a presented controller into this hierarchy (fuzz seed 1222734548).
    if let presented = child.presentedInsideUnshownSubstitute ?? child.presentedAwaitingSubstituteInside.flatMap({ isInHierarchy ? $0 : nil }) {
      return .exception(
        "Application tried to add \(child.debugName) as a child of \(debugName); it contains the presented view controller \(presented.debugName).")
    }
    return nil
  }

  /// The presented controller that this controller contains as the adaptation delegate's
  /// substitute, between the delegate's answer and the transition that shows this controller in
  /// its place, or nil. Such a substitute cannot become a child or a window's root: the presented
  /// controller would be in two places (fuzz seeds 1222734548, 10000386).
  var presentedInsideUnshownSubstitute: UIViewController? {
    guard let presented = substituteAnsweredFor, presented.storedPresentingViewController != nil,
          presented.isContained(in: self) else { return nil }
    return presented
  }

  /// Whether this controller or its outermost host (through parents and split columns) is presented
  /// or a window's root.
  var isInHierarchy: Bool {
    var top = self
    var depth = 0
    while let host = top.parent ?? top.columnHolder, depth <= Self.maximumHostDepth {
      top = host
      depth += 1
    }
    return top.storedPresentingViewController != nil || top.windowHosting != nil
  }

  /// The presented controller that this controller contains while the adaptation delegate is
  /// asked for its substitute, or nil: the delegate may build containers around it, but a callback
  /// of that building cannot place one in a window's hierarchy (fuzz seed 10004070).
  var presentedAwaitingSubstituteInside: UIViewController? {
    PresentationAdaptation.presentedAwaitingSubstitute.last { $0 !== self && $0.isContained(in: self) }
  }

  /// The default ``releaseChildForAdoption(_:)``: removes `child` from the children and its view
  /// from this container's view (a view leaving the window gets its disappear callbacks).
  func releaseChildByRemoving(_ child: UIViewController) {
    child.willMove(toParent: nil)
    if let childView = child.storedView, childView.superview === storedView { childView.removeFromSuperview() }
    // A callback of its disappearance may have moved it to another container (a collapse stacks a
    // column): it stays there.
    if child.parent === self { child.removeFromParent() }
    // Another callback may have laid this container out again while it still held the child (a
    // rotation), putting the view back: it leaves again.
    if child.parent !== self, let childView = child.storedView, childView.superview === storedView { childView.removeFromSuperview() }
  }
}
