extension UIViewController {
  func performAddChild(_ child: UIViewController) {
    guard child.parent !== self else { return }
    if let refusal = adoptionRefusal(of: child) {
      refusal.report()
      return
    }
    // A column's controller taken out of its split leaves its column; the inspector's, which is
    // only ever the split's own child, leaves it for any other container, inside the split too.
    if let split = child.columnHolder, !isContained(in: split) || (self !== split && split.columnHolding(child) == .inspector) {
      split.releaseColumn(holding: child)
    }
    guard takeFromOldParent(child) else { return }
    child.willMove(toParent: self)
    // `willMove(toParent:)` may itself have placed the child elsewhere (a window's root, a
    // presentation, another parent): it stays there and this adoption is abandoned.
    guard child.isPlacedNowhere else { return }
    // It may also have moved this controller under the child: adopting it now would make a cycle.
    if let cycle = cycleRefusal(adding: child) {
      cycle.report()
      return
    }
    children.append(child)
    child.parent = self
    // A column's controller adopted into a container that a callback of its move took out of its
    // split leaves its column (current fuzz seed 770001568). A container placed nowhere (a wrapper
    // a split is still making) is not checked.
    if child.columnHolder != nil, !isPlacedNowhere || columnHolder != nil { child.leaveColumnIfOutsideItsSplit() }
    child.applyTraitsFromHost(traitCollection)
    // [INF] Taken from a container in the middle of that container's appearance transition (from
    // one of its callbacks), the child would wait for an end its old container no longer gives
    // it. Unless this controller runs a transition that will end it, it ends now, where its view
    // is (current fuzz seed 640000167).
    if child.appearanceState.isTransitioning, !appearanceState.isTransitioning {
      child.performEndAppearance()
      child.settleAppearanceOnScreen()
    }
    (child as? UITabBarController)?.releaseTabControllersContainingItself()
    releaseTabContentsContainingTheirTabBarController()
  }

  /// Takes `child` out of the container that has it, if any, for this controller to adopt. False
  /// when a callback of that container placed the child elsewhere meanwhile: it stays there.
  func takeFromOldParent(_ child: UIViewController) -> Bool {
    guard let oldParent = child.parent else { return true }
    oldParent.releaseChildForAdoption(child, by: self)
    return child.isPlacedNowhere
  }

  /// Whether this controller is in no hierarchy: no parent, not presented, no window's root.
  var isPlacedNowhere: Bool { parent == nil && storedPresentingViewController == nil && windowHosting == nil }

  func performRemoveFromParent() {
    guard let parent else { return }
    // [INF] The current-context presentations it hosts cover its view: they leave with it. Their
    // dismissal puts back the view they covered; a view already out of its superview (the app
    // removed it, as a container does before `removeFromParent()`) stays out.
    dismissingWithoutPuttingBackItsView { dismissContextPresentationsInContainmentTree() }
    guard self.parent === parent else { return }
    parent.children = parent.children.excludingIdentical(CollectionOfOne(self))
    self.parent = nil
    parentTraitOverride = nil
    // Dropped mid-transition (a pop from a callback of its own disappearance): it and everything
    // it contains finish off screen. A controller in it that a split keeps for a column, and that
    // leaves the split with it, leaves its column (`releaseColumnsTakenOutOfTheirSplits(except:)`).
    forEachInContainmentTree {
      $0.settleAppearanceOffScreen()
      $0.leaveColumnIfOutsideItsSplit()
    }
    didMove(toParent: nil)
    parent.childDidLeave(self)
  }


  /// The nearest ancestor (or self) of a type.
  func nearestAncestor<T: UIViewController>(ofType type: T.Type) -> T? {
    var current = parent
    while let candidate = current {
      if let match = candidate as? T { return match }
      current = candidate.parent
    }
    return nil
  }

  /// The nearest ancestor navigation controller.
  public var navigationController: UINavigationController? { nearestAncestor(ofType: UINavigationController.self) }
  /// The nearest ancestor tab bar controller.
  public var tabBarController: UITabBarController? { nearestAncestor(ofType: UITabBarController.self) }
  /// The nearest ancestor split view controller (R35).
  public var splitViewController: UISplitViewController? { nearestAncestor(ofType: UISplitViewController.self) }

  /// The top of this controller's containment tree: itself if it has no parent.
  var containmentRoot: UIViewController {
    var root = self
    while let parent = root.parent { root = parent }
    return root
  }

  /// This controller and every descendant, depth first, parents before children.
  func forEachInContainmentTree(_ body: (UIViewController) -> Void) {
    body(self)
    for child in children { child.forEachInContainmentTree(body) }
  }

  /// Calls `body` on this controller, its descendants and every controller they present. Each
  /// controller's links are read before `body` gets it, so `body` may end its presentation.
  func forEachInPresentationHierarchy(_ body: (UIViewController) -> Void) {
    var pending = [self]
    while let controller = pending.popLast() {
      pending.append(contentsOf: controller.children)
      if let presented = controller.storedPresentedViewController { pending.append(presented) }
      body(controller)
    }
  }

  /// The navigation item that represents this controller in a navigation bar.
  public var navigationItem: UINavigationItem {
    if let item = storedNavigationItem { return item }
    let item = UINavigationItem(title: title)
    item.owningViewController = self
    storedNavigationItem = item
    return item
  }

  /// The title a navigation bar shows for this controller: its own, else its navigation item's
  /// (a storyboard often sets only that). Reading it makes no navigation item.
  package var displayedTitle: String? { title ?? storedNavigationItem?.title }

  /// The tab bar item that represents this controller in a tab bar.
  public var tabBarItem: UITabBarItem! {
    get {
      if let item = storedTabBarItem { return item }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      storedTabBarItem = item
      return item
    }
    set { storedTabBarItem = newValue }
  }

  /// The controllers of `candidates` whose parent this controller is, in their order: what a
  /// container lists as its children after a change whose callbacks may have refused or moved
  /// some of them. (A loop, not a `filter` closure; see `withTemporaryBuffer`.)
  func adoptedChildren(among candidates: [UIViewController]) -> [UIViewController] {
    var adopted: [UIViewController] = []
    adopted.reserveCapacity(candidates.count)
    for controller in candidates where controller.parentIdentifier == ObjectIdentifier(self) { adopted.append(controller) }
    return adopted
  }
}
