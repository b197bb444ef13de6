import Foundation

extension UITabBarController {
  /// How a tab bar controller shows its tabs, as UIKit's `UITabBarController.Mode` (iOS 18; R98).
  public enum Mode: Int, Sendable {
    /// `.tabSidebar` when a root tab is a group, else `.tabBar`.
    case automatic = 0
    /// A tab bar only.
    case tabBar = 1
    /// A tab bar and, where there is room, a sidebar.
    case tabSidebar = 2
  }

  /// Where the tab bar shows (an AdaptiveKit addition, for renderers): at the bottom, floating at
  /// the top (an iPad in regular width), or nowhere (hidden, or replaced by the sidebar).
  public enum TabBarPosition: Sendable, Equatable {
    /// The standard bar at the bottom.
    case bottom
    /// The floating bar at the top.
    case top
    /// No bar.
    case none
  }

  /// How the tabs are shown (R98). Default `.automatic`.
  public var mode: Mode {
    get { tabSettings.mode }
    set {
      guard tabSettings.mode != newValue else { return }
      reportingSidebarAvailability { tabSettings.mode = newValue }
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// ``mode`` with `.automatic` resolved: `.tabSidebar` when a root tab is a group (R98).
  public var resolvedMode: Mode {
    guard tabSettings.mode == .automatic else { return tabSettings.mode }
    return tabModel?.hasGroups == true ? .tabSidebar : .tabBar
  }

  /// The root tabs a compact tab bar shows, by identifier; nil for all (R100).
  public var compactTabIdentifiers: [String]? {
    get { tabSettings.compactTabIdentifiers }
    set {
      tabSettings.compactTabIdentifiers = newValue
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// Whether the tabs are laid out for regular width on an iPad: a floating top bar and a sidebar.
  private func usesRegularTabLayout(_ traits: UITraitCollection) -> Bool {
    traits.horizontalSizeClass == .regular && (traits.userInterfaceIdiom == .pad || traits.userInterfaceIdiom == .mac)
  }

  /// Whether the sidebar can show with `traits` (R99, R128).
  func sidebarAvailable(with traits: UITraitCollection, placement: Sidebar.Placement? = nil) -> Bool {
    guard tabModel != nil, resolvedMode == .tabSidebar, traits.horizontalSizeClass == .regular else { return false }
    switch traits.userInterfaceIdiom {
    case .pad, .mac: return true
    case .phone: return (placement ?? sidebar.preferredPlacement) == .sidebar
    default: return false
    }
  }

  /// Whether the sidebar can show now.
  var isSidebarAvailable: Bool { sidebarAvailable(with: traitCollection) }

  /// Whether the sidebar shows now: available and not hidden (on an iPhone it cannot be hidden, R128).
  public var isSidebarVisible: Bool {
    guard isSidebarAvailable else { return false }
    return traitCollection.userInterfaceIdiom == .phone || !sidebar.isHidden
  }

  /// Where the tab bar shows now.
  public var tabBarPosition: TabBarPosition {
    guard !isTabBarHidden else { return .none }
    guard tabModel != nil else { return .bottom }
    if isSidebarVisible { return .none }
    return usesRegularTabLayout(traitCollection) ? .top : .bottom
  }

  /// The identifier of the root tab that takes the tab bar's emphasized trailing slot (iOS 27;
  /// R127). Setting it equals `setProminentTabIdentifier(_:animated: false)`.
  public var prominentTabIdentifier: String? {
    get { tabSettings.prominentTabIdentifier }
    set { setProminentTabIdentifier(newValue, animated: false) }
  }

  /// Names the root tab that takes the tab bar's emphasized trailing slot (iOS 27; R127).
  public func setProminentTabIdentifier(_ identifier: String?, animated: Bool) {
    guard tabSettings.prominentTabIdentifier != identifier else { return }
    tabSettings.prominentTabIdentifier = identifier
    viewIfLoaded?.setNeedsLayout()
  }

  /// The root tab in the emphasized trailing slot (an AdaptiveKit addition; R127): the visible
  /// root tab ``prominentTabIdentifier`` names, or, when it is nil, a search tab that
  /// automatically activates search; nil when there is none.
  public var prominentTab: UITab? {
    if let identifier = tabSettings.prominentTabIdentifier {
      return tabs.first { $0.identifier == identifier && !$0.isHidden }
    }
    return tabs.first { ($0 as? UISearchTab)?.automaticallyActivatesSearch == true && !$0.isHidden }
  }

  /// The root tabs the tab bar shows, in bar order (R100–R102, R127): fixed tabs, then default and
  /// movable ones in ``tabs`` order, then pinned ones, then the ``prominentTab``; hidden, optional
  /// and sidebar-only tabs are left out, and in compact width only ``compactTabIdentifiers`` (when
  /// set). A group is one item.
  public var tabBarTabs: [UITab] {
    var shown = tabs.filter { !$0.isHidden }
    if !usesRegularTabLayout(traitCollection), let identifiers = tabSettings.compactTabIdentifiers {
      shown = shown.filter { identifiers.contains($0.identifier) }
    }
    let fixed = shown.filter { $0.resolvedPlacement == .fixed }
    let middle = shown.filter { [.default, .movable].contains($0.resolvedPlacement) }
    let pinned = shown.filter { $0.resolvedPlacement == .pinned }
    guard let prominent = prominentTab, shown.contains(where: { $0 === prominent }) else { return fixed + middle + pinned }
    return (fixed + middle + pinned).filter { $0 !== prominent } + [prominent]
  }

  /// One section of the sidebar: the root tabs that are not groups (``group`` nil), or a group and
  /// its children in display order (an AdaptiveKit addition, for renderers; R100).
  public struct SidebarSection {
    /// The group the section shows; nil for the section of root tabs.
    public let group: UITabGroup?
    /// The tabs listed, hidden ones left out.
    public let tabs: [UITab]
  }

  /// The sidebar's sections: the root tabs first, then one section per root group, in ``tabs``
  /// order; hidden tabs are left out (R100, R104).
  public var sidebarSections: [SidebarSection] {
    let visible = tabs.filter { !$0.isHidden }
    var sections = [SidebarSection(group: nil, tabs: visible.filter { !($0 is UITabGroup) })]
    for case let group as UITabGroup in visible {
      sections.append(SidebarSection(group: group, tabs: group.displayOrder.filter { !$0.isHidden }))
    }
    return sections
  }

  /// The bars the content's safe area leaves out, in the tab model, with the bottom accessory.
  var tabModelBarInsets: (top: CGFloat, bottom: CGFloat, leading: CGFloat) {
    let leading = isSidebarVisible && sidebarOverlaps ? BarMetrics.sidebarWidth : 0
    switch tabBarPosition {
    case .bottom: return (0, bottomChromeHeight(barShown: true), leading)
    case .top: return (floatingTabBarSafeAreaHeight, bottomChromeHeight(barShown: false), leading)
    case .none: return (0, bottomChromeHeight(barShown: false), leading)
    }
  }

  /// Whether the sidebar lies over the content (`.automatic` and `.overlap`) rather than beside it.
  private var sidebarOverlaps: Bool { sidebar.preferredLayout != .tile }

  /// The frame of the selected controller's view: the bounds, less the sidebar's width when it
  /// shows beside the content (`.tile`). A controller of classic tabs (no `tabs`) has no sidebar,
  /// and returns the bounds before any trait is read.
  func contentFrame(in bounds: CGRect) -> CGRect {
    guard tabModel != nil, isSidebarVisible, !sidebarOverlaps else { return bounds }
    let width = min(BarMetrics.sidebarWidth, bounds.width)
    return CGRect(x: bounds.minX + width, y: bounds.minY, width: bounds.width - width, height: bounds.height)
  }

  /// The sidebar's frame in this controller's view: the full height at the leading edge, `.zero`
  /// when it does not show (an AdaptiveKit addition).
  public var sidebarFrame: CGRect {
    guard isSidebarVisible, let view = viewIfLoaded else { return .zero }
    return CGRect(x: 0, y: 0, width: min(BarMetrics.sidebarWidth, view.bounds.width), height: view.bounds.height)
  }

  /// The floating tab bar's frame in this controller's view: centred below the top safe-area
  /// inset, as wide as its tabs (an AdaptiveKit addition; [INF] sizes in ``BarMetrics``).
  public var floatingTabBarFrame: CGRect {
    guard tabBarPosition == .top, let view = viewIfLoaded else { return .zero }
    let bounds = view.bounds
    let width = min(bounds.width - 2 * BarMetrics.edgeMargin, CGFloat(max(tabBarTabs.count, 1)) * BarMetrics.floatingTabWidth)
    return CGRect(x: bounds.minX + (bounds.width - width) / 2, y: view.safeAreaInsets.top, width: max(width, 0),
                  height: floatingTabBarHeight)
  }

  // MARK: Sidebar visibility

  /// Whether the sidebar is hidden by default at `size` (this controller's size when nil): when
  /// the scene is taller than wide [INF: UIKit says portrait; scenes resize freely, R99].
  func defaultSidebarHidden(for size: CGSize?) -> Bool {
    let known = size ?? viewIfLoaded.map(\.bounds.size) ?? .zero
    guard known.width > 0, known.height > 0 else { return true }
    return known.width <= known.height
  }

  /// Shows or hides the sidebar, telling the sidebar delegate first; its animations run with the
  /// change and its completions after the layout (R105).
  func changeSidebarVisibility(hidden: Bool, animated: Bool) {
    guard sidebar.isHidden != hidden else {
      sidebar.storedIsHidden = hidden
      return
    }
    let animator = SidebarAnimator()
    if let delegate = sidebar.delegate {
      CallbackRecorder.recordDelegate("tabBarController(_:sidebarVisibilityWillChange: \(hidden ? "hidden" : "shown"))")
      delegate.tabBarController(self, sidebarVisibilityWillChange: sidebar, animator: animator)
    }
    sidebar.storedIsHidden = hidden
    animator.runAnimations()
    viewIfLoaded?.setNeedsLayout()
    animator.runCompletions()
  }

  /// Plays the user's tap on the sidebar button (an AdaptiveKit harness addition): toggles the
  /// sidebar, animated. Returns false, changing nothing, where there is no sidebar to toggle
  /// (compact width, an iPhone, the `.tabBar` mode).
  @discardableResult
  public func simulateSidebarToggle() -> Bool {
    guard isSidebarAvailable, traitCollection.userInterfaceIdiom != .phone else { return false }
    changeSidebarVisibility(hidden: !sidebar.isHidden, animated: true)
    return true
  }

  /// The sidebar's preferred placement changed (R128): availability is reported if it changed,
  /// and the layout follows.
  func sidebarPlacementDidChange(from oldPlacement: Sidebar.Placement) {
    let before = sidebarAvailable(with: traitCollection, placement: oldPlacement)
    viewIfLoaded?.setNeedsLayout()
    if isSidebarAvailable != before { reportSidebarAvailability() }
  }

  /// The sidebar's layout changed: the layout follows.
  func sidebarLayoutDidChange() { viewIfLoaded?.setNeedsLayout() }

  /// Runs `change`, then tells the sidebar delegate if ``Sidebar/isAvailable`` changed (R128).
  func reportingSidebarAvailability(_ change: () -> Void) {
    let before = isSidebarAvailable
    change()
    if isSidebarAvailable != before { reportSidebarAvailability() }
  }

  /// Tells the sidebar delegate that ``Sidebar/isAvailable`` changed (R128).
  func reportSidebarAvailability() {
    guard let delegate = sidebar.delegate else { return }
    CallbackRecorder.recordDelegate("tabBarController(_:sidebarAvailabilityDidChange: \(isSidebarAvailable))")
    delegate.tabBarController(self, sidebarAvailabilityDidChange: sidebar)
  }

  /// A tab was hidden or shown: the bar and sidebar follow, and a hidden selected tab gives the
  /// selection to the first visible root tab [INF].
  func tabVisibilityDidChange(_ tab: UITab) {
    guard tabModel != nil, !tabSettings.isAttachingTabs else { return }
    if tab.isHidden, let selected = selectedTab, selected.pathFromRoot.contains(where: { $0 === tab }),
       let next = tabs.first(where: { !$0.isHidden }) {
      selectTab(next, animated: false, byUser: false)
    }
    viewIfLoaded?.setNeedsLayout()
  }

  /// Prepares the tab model for a size transition (R99, R106): the sidebar takes its default for
  /// the new aspect when the aspect flips or the sidebar becomes available, telling the delegate
  /// now and changing with the transition's animations; availability is reported and the managed
  /// navigation re-run when the transition completes.
  func prepareTabsForTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    guard tabModel != nil else { return }
    let targetTraits = (coordinator as? TransitionCoordinator)?.target(of: self).traits ?? traitCollection
    let wasAvailable = isSidebarAvailable
    let willBeAvailable = sidebarAvailable(with: targetTraits)
    let oldSize = viewIfLoaded?.bounds.size ?? .zero
    let aspectFlips = defaultSidebarHidden(for: oldSize) != defaultSidebarHidden(for: size)
    let newHidden = aspectFlips || (willBeAvailable && !wasAvailable) ? defaultSidebarHidden(for: size) : sidebar.isHidden
    let wasRegular = traitCollection.horizontalSizeClass
    if newHidden != sidebar.isHidden {
      // On an iPhone the sidebar is never hidden while available (R128): nobody is told.
      if wasAvailable || willBeAvailable, targetTraits.userInterfaceIdiom != .phone {
        let animator = SidebarAnimator()
        if let delegate = sidebar.delegate {
          CallbackRecorder.recordDelegate("tabBarController(_:sidebarVisibilityWillChange: \(newHidden ? "hidden" : "shown"))")
          delegate.tabBarController(self, sidebarVisibilityWillChange: sidebar, animator: animator)
        }
        coordinator.animate(alongsideTransition: { [weak self] _ in
          self?.sidebar.storedIsHidden = newHidden
          self?.viewIfLoaded?.safeAreaChainDidChange()
          animator.runAnimations()
        }, completion: { _ in animator.runCompletions() })
      } else {
        sidebar.storedIsHidden = newHidden
      }
    }
    coordinator.animate(alongsideTransition: nil) { [weak self] _ in
      guard let self else { return }
      if self.traitCollection.horizontalSizeClass != wasRegular { self.refreshManagedNavigation() }
      if self.isSidebarAvailable != wasAvailable { self.reportSidebarAvailability() }
    }
  }
}
