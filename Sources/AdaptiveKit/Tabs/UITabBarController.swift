import Foundation

/// Tabs of view controllers, as UIKit's `UITabBarController` (R91–R93).
///
/// With six or more view controllers the bar shows the first four and a More tab, whose
/// ``moreNavigationController`` lists the rest and pushes the chosen one. Selection through
/// ``selectedIndex`` or ``selectedViewController`` is silent; ``simulateTap(onTabAt:)`` plays a user's
/// tap, asking the delegate first.
open class UITabBarController: UIViewController {
  /// The delegate asked about and told of the user's selections.
  open weak var delegate: (any UITabBarControllerDelegate)?
  /// The navigation controller of the More tab. It always exists and is never in ``viewControllers``.
  public let moreNavigationController: UINavigationController
  /// The controllers the user may rearrange; reset to all of them when ``viewControllers`` is set.
  open var customizableViewControllers: [UIViewController]?

  /// ``viewControllers``, as set.
  private(set) var storedViewControllers: [UIViewController]? {
    // Whether the tab bar shows follows the tabs.
    didSet { storedView?.safeAreaChainDidChange() }
  }
  /// Whether `setViewControllers(_:animated:)` is adopting the new tabs (a callback may take a tab
  /// meanwhile).
  private var isChangingTabs = false
  /// Whether `setViewControllers(_:animated:)` is running; calls made meanwhile wait in
  /// ``queuedTabChanges``.
  private var isSettingViewControllers = false
  private var queuedTabChanges: [() -> Void] = []
  private var storedSelection: UIViewController?
  /// Counts the replacements of the tabs, so a replacement knows when a callback made another.
  private var tabReplacements = 0

  /// The tab model (R95) once ``tabs`` was set; nil while the controller shows ``viewControllers``.
  var tabModel: TabModel? {
    didSet {
      // Whether there is a tab bar at all follows the model and whether it has tabs, and whether
      // the `.automatic` mode shows a sidebar follows its groups: the safe areas kept for the
      // views below are read again when either changes (current fuzz seed 770000261).
      if (oldValue == nil) != (tabModel == nil) || oldValue?.tabs.isEmpty != tabModel?.tabs.isEmpty
        || oldValue?.hasGroups != tabModel?.hasGroups {
        storedView?.safeAreaChainDidChange()
      }
    }
  }
  /// The tab-model settings (mode, compact filter, customization identifier, hidden bar).
  var tabSettings = TabSettings()
  /// The sidebar of the `.tabSidebar` mode (R99, R105).
  public private(set) lazy var sidebar = Sidebar(owner: self)

  /// The tab bar's height (or, in the tab model, the floating bar's and the sidebar's room), where
  /// they show, with the bottom accessory's (R122–R124).
  override var safeAreaBarHeights: (top: CGFloat, bottom: CGFloat, leading: CGFloat, side: CGFloat) {
    guard tabModel != nil else { return (0, bottomChromeHeight(barShown: !isTabBarHidden && !tabBarJoinsVerticalBar), 0, 0) }
    let (top, bottom, leading) = tabModelBarInsets
    return (top, bottom, leading, 0)
  }

  /// The number of tabs a compact bar shows before it needs a More tab.
  public static let maximumVisibleTabs = 5

  public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
    moreNavigationController = UINavigationController(rootViewController: UIMoreListController())
    moreNavigationController.servesAsMoreTab = true
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    moreNavigationController.moreTabOwner = self
  }
  /// Creates a tab bar controller showing `tabs` (iOS 18; R95).
  public init(tabs: [UITab]) {
    moreNavigationController = UINavigationController(rootViewController: UIMoreListController())
    moreNavigationController.servesAsMoreTab = true
    super.init(nibName: nil, bundle: nil)
    moreNavigationController.moreTabOwner = self
    setTabs(tabs, animated: false)
  }
  /// Creates a tab bar controller from a storyboard (its tabs come from relationship segues).
  public required init?(coder: NSCoder) {
    moreNavigationController = UINavigationController(rootViewController: UIMoreListController())
    moreNavigationController.servesAsMoreTab = true
    super.init(coder: coder)
    moreNavigationController.moreTabOwner = self
  }

  /// The More navigation controller, which may outlive this controller, forgets it.
  deinit {
    MainActor.assumeIsolated { moreNavigationController.moreTabOwner = nil }
  }


  /// The tabs' root controllers, in order. Setting equals `setViewControllers(_:animated: false)`.
  ///
  /// Once ``tabs`` is set, it is read-only [INF]: the root tabs' controllers in ``tabs`` order (a
  /// group's managing navigation controller for a group that has one), and setting it is
  /// reported and ignored (R95).
  open var viewControllers: [UIViewController]? {
    get { tabModel == nil ? storedViewControllers : rootTabContents }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Whether the bar shows a More tab (six or more controllers; never with ``tabs``).
  public var showsMoreTab: Bool { tabModel == nil && (storedViewControllers?.count ?? 0) > Self.maximumVisibleTabs }

  /// The controllers shown as tabs in the bar: all of them, or the first four and the More controller.
  /// With ``tabs``, the controllers of ``tabBarTabs``.
  public var tabBarViewControllers: [UIViewController] {
    if tabModel != nil { return tabBarTabs.compactMap(content(ofRootTab:)) }
    guard let all = storedViewControllers else { return [] }
    return showsMoreTab ? Array(all.prefix(Self.maximumVisibleTabs - 1)) + [moreNavigationController] : all
  }

  /// The selected controller, whose vertical bar preference counts (iOS 27.1, R134).
  open override var childForPreferredVerticalBarBehavior: UIViewController? { selectedViewController }

  /// The selected controller: one of ``viewControllers`` or the More navigation controller.
  open var selectedViewController: UIViewController? {
    get { storedSelection }
    set {
      guard let newValue else { return }
      if tabModel != nil {
        if let tab = tabs.first(where: { content(ofRootTab: $0) === newValue }) {
          selectTab(tab, animated: false, byUser: false)
        } else {
          MisuseReport.exception("-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.").report()
        }
        return
      }
      guard isSelectable(newValue) else {
        MisuseReport.exception("-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.").report()
        return
      }
      select(newValue, animated: false)
    }
  }

  /// The index of the selected controller in ``viewControllers``; `NSNotFound` while More is selected.
  open var selectedIndex: Int {
    get {
      if tabModel != nil {
        guard let root = selectedTab?.rootTab else { return NSNotFound }
        return tabs.firstIndex { $0 === root } ?? NSNotFound
      }
      guard let selection = storedSelection, selection !== moreNavigationController else { return NSNotFound }
      return storedViewControllers?.firstIndex { $0 === selection } ?? NSNotFound
    }
    set {
      if tabModel != nil {
        if tabs.indices.contains(newValue) { selectTab(tabs[newValue], animated: false, byUser: false) }
        return
      }
      guard let all = storedViewControllers, all.indices.contains(newValue) else { return }
      select(all[newValue], animated: false)
    }
  }

  /// Selects the tab on the way to an unwind's destination.
  open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
    guard selectedViewController !== subsequentVC, viewControllers?.containsIdentical(subsequentVC) == true else { return }
    selectedViewController = subsequentVC
  }

  /// Sets the tabs and reselects the previous selection if present, else the same index, else the
  /// first tab (R93). Resets ``customizableViewControllers`` (R92).
  ///
  /// Called again from a callback of a running change (a tab's `willMove(toParent:)`), the new
  /// change waits and runs when the running one ends, against the tabs as they are then.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    if tabModel != nil {
      MisuseReport.log("\(debugName) uses tabs: its view controllers follow them and cannot be set. Set tabs instead.").report()
      return
    }
    changeViewControllers(viewControllers, animated: animated)
  }

  /// The change `setViewControllers(_:animated:)` makes, queued while another runs; `selecting`
  /// is the controller to select if it is among the new ones.
  func changeViewControllers(_ viewControllers: [UIViewController]?, animated: Bool, selecting: UIViewController? = nil) {
    if isSettingViewControllers {
      queuedTabChanges.append { [weak self] in self?.changeViewControllers(viewControllers, animated: animated, selecting: selecting) }
      return
    }
    isSettingViewControllers = true
    defer {
      isSettingViewControllers = false
      while !isSettingViewControllers, !queuedTabChanges.isEmpty { queuedTabChanges.removeFirst()() }
      // With tab objects, a callback may have left a tab without its controller shown.
      if !isSettingViewControllers { settleTabContents() }
    }
    replaceViewControllers(viewControllers, animated: animated, selecting: selecting)
  }

  /// Queues `change` to run when the running change of the tabs ends, against the tabs as they
  /// are then; false, queuing nothing, when no change runs.
  func queueIfChangingTabs(_ change: @escaping () -> Void) -> Bool {
    guard isSettingViewControllers else { return false }
    queuedTabChanges.append(change)
    return true
  }

  /// The change `setViewControllers(_:animated:)` makes, also run at once (not queued) when another
  /// container takes a tab during a running change.
  private func replaceViewControllers(_ viewControllers: [UIViewController]?, animated: Bool, selecting: UIViewController? = nil) {
    let newList = viewControllers ?? []
    if let refusal = tabListRefusal(newList) {
      refusal.report()
      return
    }
    // Until the new list is stored, a tab a callback takes elsewhere is simply left out of it.
    isChangingTabs = true
    tabReplacements += 1
    let replacement = tabReplacements
    let previous = storedSelection
    let previousIndex = selectedIndex
    let onScreen = isOnScreen
    let oldDisplayed = displayedChild

    let arriving = newList.filter { $0.parent !== self }
    let leaving = children.filter { child in child !== moreNavigationController && !newList.containsIdentical(child) }
    // A callback of a leaving tab (its `viewDidDisappear`, when another container takes it) may
    // replace the tabs meanwhile: that replacement wins, and this one stops.
    var isSuperseded: Bool { replacement != tabReplacements }
    for child in leaving { child.willMove(toParent: nil) }
    returnHostedControllerFromMore(keeping: newList)
    for child in children where !newList.containsIdentical(child) && child !== moreNavigationController {
      guard !isSuperseded else { return }
      child.storedView?.removeFromSuperview()
      guard !isSuperseded else { return }
      // Its disappearance may have let a callback adopt it elsewhere: it stays there.
      if child.parentIdentifier == ObjectIdentifier(self) { child.removeFromParent() }
    }
    guard !isSuperseded else { return }
    // A tab that was already here and that a callback took elsewhere meanwhile is not taken back.
    for controller in arriving where controller.parent !== self {
      addChild(controller)
      if controller.parent === self { controller.didMove(toParent: self) }
    }
    // A callback may have placed a new tab elsewhere during its adoption: it is left out.
    let adopted = adoptedChildren(among: newList)
    isChangingTabs = false
    storedViewControllers = viewControllers == nil ? nil : adopted
    customizableViewControllers = storedViewControllers
    if showsMoreTab, moreNavigationController.parent !== self {
      addChild(moreNavigationController)
      moreNavigationController.didMove(toParent: self)
    } else if !showsMoreTab, moreNavigationController.parent === self {
      // A tab a callback of the change pushed onto the More stack meanwhile (the More list's
      // `show` from a leaving tab's `willMove(toParent:)`) is this controller's child again: the
      // More tab goes, and no tab stays on its stack (R91).
      returnHostedControllerFromMore()
      moreNavigationController.willMove(toParent: nil)
      moreNavigationController.storedView?.removeFromSuperview()
      moreNavigationController.removeFromParent()
    }
    rebuildChildren()
    // A callback may have laid this controller out again while a leaving tab was still selected
    // (it became a window's root): that tab's view leaves again.
    for child in leaving where child.parent == nil {
      if let view = child.storedView, view.superview === storedView { view.removeFromSuperview() }
    }

    let reselection: UIViewController?
    if let selecting, adopted.containsIdentical(selecting) {
      reselection = selecting
    } else if let previous, adopted.containsIdentical(previous) {
      reselection = previous
    } else if adopted.indices.contains(previousIndex) {
      reselection = adopted[previousIndex]
    } else {
      reselection = adopted.first
    }
    storedSelection = nil
    if let reselection {
      placeSelection(reselection)
      storedSelection = reselection
    }
    transitionDisplayedChild(from: onScreen ? oldDisplayed : nil, animated: animated)
    notifyKeyValueObservers()
  }

  /// Why a list of tab controllers is refused (a tab bar controller, a presented controller, a
  /// window's root, the More controller, a repeat, a cycle); nil when it is accepted.
  func tabListRefusal(_ newList: [UIViewController]) -> MisuseReport? {
    if let bad = newList.first(where: { $0 is UITabBarController || $0.storedPresentingViewController != nil || $0.windowHosting != nil }) {
      return .exception("\(debugName) cannot show \(bad.debugName) as a tab: it is a tab bar controller, presented, or a window's root view controller.")
    }
    if let more = newList.first(where: \.isMoreNavigationController) { return more.moreNavigationRefusal }
    if let duplicate = newList.firstIndexOfRepeatedIdentical() {
      return .exception("\(debugName) cannot show \(newList[duplicate].debugName) in more than one tab.")
    }
    return newList.lazy.filter({ $0.parent !== self }).compactMap({ self.cycleRefusal(adding: $0) }).first
  }

  /// Drops a child another container adopts from the tabs, reselecting as `setViewControllers` does.
  /// The More navigation controller adopting an overflow tab leaves it a tab.
  override func releaseChildForAdoption(_ child: UIViewController, by adopter: UIViewController) {
    if tabModel != nil {
      releaseTabContentForAdoption(child)
      return
    }
    // The More navigation controller hosts overflow tabs: they stay tabs.
    if adopter !== moreNavigationController, !dropTabTakenElsewhere(child) { return }
    if child.parent === self { releaseChildByRemoving(child) }
  }

  /// Drops `child`, a tab another container takes (from this controller or from the More stack),
  /// from the tabs, reselecting as `setViewControllers` does (R93). While the tabs are being
  /// replaced, the running change leaves out a tab taken meanwhile. False when a callback of the
  /// departure set the tabs again with this one: it stays, and the adoption is abandoned.
  /// A tab on the More stack kept among the tabs was left in no container once its new container
  /// let it go (current fuzz seed 920000590).
  @discardableResult
  func dropTabTakenElsewhere(_ child: UIViewController) -> Bool {
    guard tabModel == nil, !isChangingTabs, let list = storedViewControllers, list.containsIdentical(child) else { return true }
    replaceViewControllers(list.filter { $0 !== child }, animated: false)
    return storedViewControllers?.containsIdentical(child) != true
  }

  /// Plays the user's tap on the tab at `index` in the bar (the fifth is More when shown): asks
  /// `shouldSelect`, pops a re-tapped navigation tab to its root (R91), selects, then `didSelect`.
  /// With ``tabs``, taps the tab at `index` of ``tabBarTabs`` (``simulateSelection(of:)``).
  public func simulateTap(onTabAt index: Int) {
    if tabModel != nil {
      let barTabs = tabBarTabs
      if barTabs.indices.contains(index) { simulateSelection(of: barTabs[index]) }
      return
    }
    let tabs = tabBarViewControllers
    guard tabs.indices.contains(index) else { return }
    let tapped = tabs[index]
    if let delegate, !delegate.tabBarController(self, shouldSelect: tapped) { return }
    let isReselection = tapped === storedSelection
      || (tapped === moreNavigationController && selectedIsHostedInMore)
    if isReselection, tapped === moreNavigationController {
      showMoreList()
    } else if isReselection, let navigation = tapped as? UINavigationController {
      navigation.popToRootViewController(animated: true)
    } else {
      select(tapped, animated: false)
    }
    if delegate != nil { CallbackRecorder.recordDelegate("tabBarController(_:didSelect: \(tapped.debugName))") }
    delegate?.tabBarController(self, didSelect: tapped)
  }

  /// Tells the children, then prepares the tab model's sidebar and bars for the new size.
  open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    prepareTabsForTransition(to: size, with: coordinator)
    // A size change restores a bottom bar minimized by scrolling [INF].
    if tabSettings.bottomBarMinimizedFor != nil {
      tabSettings.bottomBarMinimizedFor = nil
      storedView?.safeAreaChainDidChange()
    }
  }

  /// The selected controller as stored (the displayed one, for the tab model).
  var storedSelectionForTabs: UIViewController? { storedSelection }

  /// The child whose view fills the tab bar controller: the selection, or More for an overflow tab.
  var displayedChild: UIViewController? {
    guard let selection = storedSelection else { return nil }
    return selection.parent === self ? selection : moreNavigationController
  }

  override var visibleChildren: [UIViewController] { displayedChild.map { [$0] } ?? [] }

  override func layoutChildViews(in bounds: CGRect) {
    let displayed = displayedChild
    restoreBarsMinimizedForOtherContent()
    uninstallChildViews(except: displayed.map { [$0] } ?? [])
    if let displayed { install(displayed, frame: contentFrame(in: bounds)) }
    layoutBottomAccessory()
  }

  /// The shown tab that disappeared while this controller still appeared (switched back from a
  /// callback of a switch before a presentation ended) appears once this controller has
  /// (current-mix fuzz seed 920000708).
  override func appearanceDidEnd() { displayedChild?.settleAppearanceOnScreen() }

  override func role(ofChild child: UIViewController) -> String {
    child === displayedChild ? "tab selected" : (child === moreNavigationController ? "tab more" : "tab")
  }

  // MARK: Selection

  private var selectedIsHostedInMore: Bool {
    storedSelection.map { $0 !== moreNavigationController && $0.parent === moreNavigationController } ?? false
  }

  func select(_ controller: UIViewController, animated: Bool) {
    guard controller !== storedSelection else { return }
    journal(.selectTab(storedViewControllers?.firstIndex { $0 === controller } ?? 0), animated: animated, from: storedSelection, to: controller)
    let oldDisplayed = isOnScreen ? displayedChild : nil
    placeSelection(controller)
    // A callback of the move into the More navigation controller may have taken the controller
    // out of the tabs meanwhile: the selection is abandoned.
    guard isSelectable(controller) else { return }
    storedSelection = controller
    transitionDisplayedChild(from: oldDisplayed, animated: animated)
    notifyKeyValueObservers()
  }

  /// Puts an overflow controller on the More stack, or the More stack back to its list.
  private func placeSelection(_ controller: UIViewController) {
    let overflow = showsMoreTab && controller !== moreNavigationController
      && (storedViewControllers?.firstIndex { $0 === controller } ?? 0) >= Self.maximumVisibleTabs - 1
    if overflow {
      returnHostedControllerFromMore()
      moreNavigationController.allowsNestedNavigationControllers = true
      moreNavigationController.pushViewController(controller, animated: false)
      moreNavigationController.allowsNestedNavigationControllers = false
      // A callback of the move (a tab's `willMove(toParent:)` taking another tab away) may have
      // left too few tabs for a More tab: the controller comes back to the tab bar controller.
      if !showsMoreTab { returnHostedControllerFromMore() }
    } else if controller.parent === moreNavigationController {
      // A tab that is not an overflow tab but sits on the More stack (pushed there by the app, and
      // a callback of that push hid the More tab) comes back to show as its own tab.
      returnHostedControllerFromMore()
    }
  }

  /// Whether `controller` can be the selection: one of the tabs (directly or hosted in the More
  /// navigation controller), or the More navigation controller while the More tab shows.
  private func isSelectable(_ controller: UIViewController) -> Bool {
    controller === moreNavigationController ? showsMoreTab : (storedViewControllers ?? []).containsIdentical(controller)
  }

  /// The More tab tapped while it shows an overflow tab: it shows its list (R91: a tapped tab shows
  /// its root) and the More navigation controller is the selection (R91: `selectedIndex` is
  /// `NSNotFound`). The overflow tab popped off its stack is this controller's child again
  /// (``adoptTabsLeftByMoreStack()``, which the More stack's change calls), as every tab not on the
  /// More stack is. Left with no parent, the tab was still kept in `viewControllers`, so it could
  /// adopt this controller: a cycle no check saw, leaked.
  private func showMoreList() {
    storedSelection = moreNavigationController
    moreNavigationController.popToRootViewController(animated: true)
    notifyKeyValueObservers()
  }

  /// Takes back the tabs the More stack let go of: a tab popped off the More navigation
  /// controller, by the More tab or by the app (or that left it some other way with no new
  /// container), is this controller's child again, and when it was the selection, the More list
  /// is (R91), so every tab is a child or on the More stack. The More stack calls it after each
  /// change of its stack.
  ///
  /// A tab pushed onto the More stack while the More tab does not show (a callback of the push
  /// took tabs away, and with them the More tab) is popped off it at once, and taken back the same
  /// way: no tab stays on the stack of a More navigation controller that is not this controller's
  /// child.
  func adoptTabsLeftByMoreStack() {
    guard !isChangingTabs, let tabs = storedViewControllers else { return }
    let wasDisplayed = displayedChild
    if !showsMoreTab, moreNavigationController.parent !== self, !moreStackIsItsList {
      returnHostedControllerFromMore()
      showSelectionGivenBack(from: wasDisplayed)
      return
    }
    let left = tabs.filter { $0.isPlacedNowhere }
    guard !left.isEmpty else { return }
    for controller in left {
      addChild(controller)
      if controller.parent === self { controller.didMove(toParent: self) }
    }
    if let selection = storedSelection, left.containsIdentical(selection), showsMoreTab { storedSelection = moreNavigationController }
    rebuildChildren()
    showSelectionGivenBack(from: wasDisplayed)
    notifyKeyValueObservers()
  }

  /// The selected tab given back by a More stack that no longer shows is this controller's child
  /// again, shown in place of the More navigation controller: it appears.
  private func showSelectionGivenBack(from wasDisplayed: UIViewController?) {
    guard displayedChild !== wasDisplayed else { return }
    transitionDisplayedChild(from: isOnScreen ? wasDisplayed : nil, animated: false)
  }

  /// The children in tab order: the tabs this controller adopted, then the More navigation
  /// controller while the More tab shows.
  private func rebuildChildren() {
    children = adoptedChildren(among: storedViewControllers ?? []) + (showsMoreTab ? [moreNavigationController] : [])
  }

  /// Whether the More stack holds its list alone, as it does while no tab is on it.
  private var moreStackIsItsList: Bool {
    let stack = moreNavigationController.children
    return stack.count == 1 && stack[0] is UIMoreListController
  }

  /// Gives the tabs on the More stack back to this controller as direct children, and the More
  /// stack back to its list alone (R92).
  ///
  /// [INF] Wherever the app's `setViewControllers(_:animated:)` on the More navigation controller
  /// put them (under the list, or in place of it), the tabs on its stack come back, and the list is
  /// its root again: a new list when the app took the old one off the stack.
  /// A controller on the stack that is not among `tabs` (the current tabs when nil) is let go.
  private func returnHostedControllerFromMore(keeping tabs: [UIViewController]? = nil) {
    guard !moreStackIsItsList else { return }
    let tabs = tabs ?? storedViewControllers ?? []
    let more = moreNavigationController
    let list = more.children.first { $0 is UIMoreListController } ?? UIMoreListController()
    let hosted = more.children.filter { $0 !== list }
    // The safe areas kept for the More stack's views are read again once the stack has changed.
    storedView?.safeAreaChainDidChange()
    more.setViewControllers([list], animated: false)
    // A callback of the change may have placed a tab elsewhere meanwhile: it stays there.
    for controller in hosted where tabs.containsIdentical(controller) && controller.isPlacedNowhere {
      addChild(controller)
      if controller.parent === self { controller.didMove(toParent: self) }
    }
    rebuildChildren()
  }

  private func transitionDisplayedChild(from oldDisplayed: UIViewController?, animated: Bool) {
    let newDisplayed = displayedChild
    // A shown tab that a callback of the change gave to another container (an app's `addChild(_:)`
    // from a leaving tab's `willMove(toParent:)`) disappeared when its view left this controller's:
    // its appearance now follows its new parent's, and this transition does not end it again.
    let oldDisplayed = oldDisplayed.flatMap { $0.parent === self || $0.isPlacedNowhere ? $0 : nil }
    guard isOnScreen, oldDisplayed !== newDisplayed else {
      layoutForChildTransition()
      return
    }
    UIViewController.runAppearanceTransition(
      appearing: newDisplayed.map { [$0] } ?? [], disappearing: oldDisplayed.map { [$0] } ?? [], animated: animated,
      order: .tabSwitch
    ) {
      layoutForChildTransition()
    }
  }
}
