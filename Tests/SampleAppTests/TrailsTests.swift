import Testing
import AdaptiveKit
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct TrailsTests {
  /// Trails once launched: the app, its scene delegate and the controllers the tests look at.
  @MainActor struct Launched {
    let app: UIApplication
    let scene: TrailsSceneDelegate
    let tabs: UITabBarController
    let explore: TrailsSplitViewController
    var journal: TrailsJournal { scene.journal }
    /// The navigation controller the split wraps the trail's facts in.
    var facts: UINavigationController? { explore.info.navigationController }
    /// Whether the facts show as a column beside the map.
    var factsAreAColumn: Bool { facts?.parent === explore && facts?.presentingViewController == nil }
    /// Whether the facts show in a sheet: presented by the window's root, the tab bar controller, as
    /// the split defines no presentation context.
    var factsAreASheet: Bool {
      facts?.parent == nil && facts?.presentingViewController === tabs && facts?.presentationController is UISheetPresentationController
    }

    /// Chooses a trail in the list and taps the map's info button, as the user does.
    func showFacts(ofTrailAt row: Int) throws {
      explore.list.tableView.simulateTap(onRowAt: IndexPath(row: row, section: 0))
      try #require(explore.map.navigationItem.rightBarButtonItem).simulateTap()
    }
  }

  /// Launches Trails with its scene delegate, as iOS does for an app whose Info.plist has a scene
  /// manifest.
  static func launch(on device: Device, orientation: UIInterfaceOrientation = .portrait) throws -> Launched {
    var sceneDelegate: TrailsSceneDelegate?
    let app = UIApplication.launch(delegate: TrailsAppDelegate(), sceneDelegate: {
      let made = TrailsSceneDelegate()
      sceneDelegate = made
      return made
    }, on: device, orientation: orientation)
    let scene = try #require(sceneDelegate)
    let tabs = try #require(scene.window?.rootViewController as? UITabBarController)
    let explore = try #require(tabs.selectedViewController as? TrailsSplitViewController)
    scene.journal.clear()
    return Launched(app: app, scene: scene, tabs: tabs, explore: explore)
  }

  /// What the app hears when its window turns horizontally compact with the facts in their column:
  /// the size first, then the traits (the sidebar giving way to the bottom bar), the split's collapse
  /// with the facts leaving their column, and the facts' sheet once the collapse is over.
  static func narrowing(to width: Int) -> [String] {
    [
      "map.viewWillTransition(\(width))", "sidebar.visibilityWillChange(hidden)", "map.horizontalSizeClass(C)",
      "info.viewWillDisappear", "info.viewDidDisappear",
      "map.layoutEnvironment(expanded → collapsed)", "split.didHide(primary)", "split.didCollapse",
      "info.viewWillAppear", "info.viewDidAppear",
    ]
  }

  @Test func R98_R102_onAnIPhoneTheTabsAreABottomBarWithTheSearchTabLast() throws {
    let trails = try Self.launch(on: .iPhone17Pro)
    #expect(trails.tabs.mode == .tabSidebar)
    #expect(trails.tabs.tabBarPosition == .bottom)
    #expect(!trails.tabs.isSidebarVisible)
    // The Regions group is one item of the bar (R100); the search tab is pinned at the end (R102).
    #expect(trails.tabs.tabBarTabs.map(\.identifier) == ["explore", "saved", "regions", UISearchTab.searchTabIdentifier])
    #expect(trails.explore.isCollapsed)
    #expect(trails.explore.list.navigationController?.viewControllers == [trails.explore.list])
    #expect(trails.explore.map.traitCollection.splitViewControllerLayoutEnvironment == .collapsed)
    #expect(trails.explore.map.traitCollection.horizontalSizeClass == .compact)
    #expect(trails.explore.map.traitCollection.userInterfaceIdiom == .phone)
  }

  @Test func R112_R115_onAnIPhoneTheFactsAreASheetAndSwipingItAwayHidesThem() throws {
    let trails = try Self.launch(on: .iPhone17Pro)
    try trails.showFacts(ofTrailAt: 1)
    #expect(trails.factsAreASheet)
    #expect(trails.explore.isShowing(.inspector))
    #expect(trails.explore.info.summary == "Alta Via 1: 120 km in the Dolomites")
    #expect(trails.explore.map.factsPlacement == "sheet")
    // The app showed them: no did-show (R115).
    #expect(trails.journal.events == ["info.viewWillAppear", "info.viewDidAppear"])
    trails.journal.clear()
    #expect(trails.facts?.presentationController?.simulateInteractiveDismissal() == .dismissed)
    // The user hid them: the split says so (R112).
    #expect(trails.journal.events == ["info.viewWillDisappear", "info.viewDidDisappear", "split.didHide(inspector)"])
    #expect(!trails.explore.isShowing(.inspector))
  }

  @Test func R99_R100_onAnIPadInLandscapeTheRegionsGroupIsASidebarSectionAndTheFactsAColumn() throws {
    let trails = try Self.launch(on: .iPadAir11, orientation: .landscapeLeft)
    #expect(trails.tabs.isSidebarVisible)
    #expect(trails.tabs.tabBarPosition == .none)
    #expect(trails.tabs.sidebarSections.map { $0.group?.identifier } == [nil, "regions"])
    #expect(trails.tabs.sidebarSections.map { $0.tabs.map(\.identifier) } == [
      ["explore", "saved", UISearchTab.searchTabIdentifier], ["regions.alps", "regions.dolomites", "regions.pyrenees"],
    ])
    #expect(!trails.explore.isCollapsed)
    #expect(trails.explore.map.traitCollection.splitViewControllerLayoutEnvironment == .expanded)
    try trails.showFacts(ofTrailAt: 0)
    #expect(trails.factsAreAColumn)
    #expect(trails.explore.info.view.frameInWindow == CGRect(x: 860, y: 0, width: 320, height: 820))
    #expect(trails.explore.map.view.frameInWindow == CGRect(x: 320.5, y: 0, width: 539, height: 820))
    #expect(trails.explore.map.factsPlacement == "column")
    #expect(trails.journal.events == ["info.viewWillAppear", "info.viewDidAppear"])
  }

  /// One Split View width of an iPad Air 11-inch, and what Trails shows there.
  struct Width: Sendable, CustomTestStringConvertible {
    let orientation: UIInterfaceOrientation
    let label: String
    let barPosition: UITabBarController.TabBarPosition
    let sidebarVisible: Bool
    let factsInASheet: Bool
    var testDescription: String { "\(orientation.isLandscape ? "landscape" : "portrait") \(label)" }
  }

  nonisolated static let widths: [Width] = [
    Width(orientation: .landscapeLeft, label: "1/3", barPosition: .bottom, sidebarVisible: false, factsInASheet: true),
    Width(orientation: .landscapeLeft, label: "1/2", barPosition: .bottom, sidebarVisible: false, factsInASheet: true),
    // Wider than tall and regular: the sidebar shows, in place of the floating bar.
    Width(orientation: .landscapeLeft, label: "2/3", barPosition: .none, sidebarVisible: true, factsInASheet: false),
    Width(orientation: .landscapeLeft, label: "full", barPosition: .none, sidebarVisible: true, factsInASheet: false),
    Width(orientation: .portrait, label: "1/3", barPosition: .bottom, sidebarVisible: false, factsInASheet: true),
    Width(orientation: .portrait, label: "2/3", barPosition: .bottom, sidebarVisible: false, factsInASheet: true),
    // Regular but taller than wide: the sidebar starts hidden behind the floating bar (R99).
    Width(orientation: .portrait, label: "full", barPosition: .top, sidebarVisible: false, factsInASheet: false),
  ]

  @Test(arguments: widths)
  func R99_R112_eachSplitViewWidthPicksTheBarAndWhereTheFactsShow(width: Width) throws {
    let trails = try Self.launch(on: .iPadAir11, orientation: width.orientation)
    try trails.showFacts(ofTrailAt: 2)
    let size = try #require(Device.iPadAir11.multitaskingWidths(in: width.orientation).first { $0.label == width.label })
    let height = Device.iPadAir11.screenSize(for: width.orientation).height
    trails.journal.clear()
    trails.app.resize(to: CGSize(width: size.width, height: height))
    #expect(trails.tabs.tabBarPosition == width.barPosition)
    #expect(trails.tabs.isSidebarVisible == width.sidebarVisible)
    #expect(trails.explore.isCollapsed == width.factsInASheet)
    #expect(trails.explore.isShowing(.inspector))
    #expect(width.factsInASheet ? trails.factsAreASheet : trails.factsAreAColumn)
    let traits = trails.explore.map.traitCollection
    #expect(traits.horizontalSizeClass == (width.factsInASheet ? .compact : .regular))
    #expect(traits.verticalSizeClass == .regular)
    #expect(traits.splitViewControllerLayoutEnvironment == (width.factsInASheet ? .collapsed : .expanded))
    #expect(trails.explore.map.factsPlacement == (width.factsInASheet ? "sheet" : "column"))
    if width.factsInASheet {
      // From full screen, where the sidebar showed in landscape and hid in portrait.
      var expected = Self.narrowing(to: Int(size.width))
      if width.orientation.isPortrait { expected.removeAll { $0.hasPrefix("sidebar.") } }
      #expect(trails.journal.events == expected + ["scene.geometry(\(Int(size.width)))"])
    }
  }

  @Test func R112_R120_theFactsBecomeASheetWhenTheWindowIsDraggedNarrowAndAColumnWhenDraggedBack() throws {
    let trails = try Self.launch(on: .iPadPro13, orientation: .landscapeLeft)
    trails.app.resize(to: CGSize(width: 1200, height: 900))   // a window of its own (iPadOS 26)
    try trails.showFacts(ofTrailAt: 0)
    #expect(trails.factsAreAColumn)
    trails.journal.clear()

    trails.app.resizeInteractively(through: [1000, 800, 600, 400].map { CGSize(width: $0, height: 900) })
    // While the finger moves only the scene's geometry follows; the app lays out once, at the end.
    #expect(trails.journal.events == [
      "scene.geometry(1000, resizing)", "scene.geometry(800, resizing)", "scene.geometry(600, resizing)",
      "scene.geometry(400, resizing)",
    ] + Self.narrowing(to: 400) + ["scene.geometry(400)"])
    #expect(trails.tabs.tabBarPosition == .bottom)
    #expect(!trails.tabs.isSidebarVisible)
    #expect(trails.explore.isCollapsed)
    #expect(trails.factsAreASheet)
    #expect(trails.explore.isShowing(.inspector))
    #expect(trails.explore.map.traitCollection.horizontalSizeClass == .compact)
    #expect(trails.explore.info.traitCollection.splitViewControllerLayoutEnvironment == .collapsed)

    trails.journal.clear()
    trails.app.resizeInteractively(through: [600, 800, 1000, 1200].map { CGSize(width: $0, height: 900) })
    // The map is told of the size before it moves back to its column (its width there is checked
    // below), then the traits; the split expands with the facts back in their column.
    let events = trails.journal.events.map { $0.hasPrefix("map.viewWillTransition(") ? "map.viewWillTransition" : $0 }
    #expect(events == [
      "scene.geometry(600, resizing)", "scene.geometry(800, resizing)", "scene.geometry(1000, resizing)",
      "scene.geometry(1200, resizing)",
      "map.viewWillTransition", "sidebar.visibilityWillChange(shown)",
      "info.viewWillDisappear", "info.viewDidDisappear", "map.horizontalSizeClass(R)",
      "info.viewWillAppear", "info.viewDidAppear",
      "map.layoutEnvironment(collapsed → expanded)", "split.didShow(primary)", "split.didShow(secondary)", "split.didExpand",
      "scene.geometry(1200)",
    ])
    #expect(trails.tabs.tabBarPosition == .none)
    #expect(trails.tabs.isSidebarVisible)
    #expect(!trails.explore.isCollapsed)
    #expect(trails.factsAreAColumn)
    #expect(trails.explore.info.view.frameInWindow == CGRect(x: 880, y: 0, width: 320, height: 900))
    #expect(trails.explore.map.view.frameInWindow.width == 559)
    #expect(trails.explore.map.traitCollection.splitViewControllerLayoutEnvironment == .expanded)
  }

  @Test func R116_theMapHearsTheLayoutEnvironmentOnlyWhenTheSplitCollapsesOrExpands() throws {
    let trails = try Self.launch(on: .iPadPro13, orientation: .landscapeLeft)
    // Regular widths only: the split stays expanded, the traits keep their classes.
    trails.app.resizeInteractively(through: [CGSize(width: 1100, height: 1032), CGSize(width: 900, height: 1032)])
    #expect(!trails.journal.events.contains { $0.hasPrefix("map.layoutEnvironment") || $0.hasPrefix("map.horizontalSizeClass") })
    #expect(trails.journal.events.filter { $0.hasPrefix("map.viewWillTransition") }.count == 1)
    #expect(trails.tabs.isSidebarVisible == false)   // 900 × 1032 is taller than wide (R99)
    #expect(trails.tabs.tabBarPosition == .top)
  }

  @Test func R103_R100_aRegionPickedInTheSidebarStaysSelectedAsTheGroupsItemOfTheBottomBar() throws {
    let trails = try Self.launch(on: .iPadAir11, orientation: .landscapeLeft)
    let dolomites = try #require(trails.tabs.sidebarSections.last?.tabs.first { $0.title == "Dolomites" })
    #expect(trails.tabs.simulateSelection(of: dolomites))
    #expect(trails.journal.events == ["tabs.didSelectTab(regions.dolomites)"])
    #expect(trails.tabs.selectedTab === dolomites)
    #expect(dolomites.parent?.identifier == "regions")
    trails.app.resize(to: CGSize(width: 320, height: 820))
    #expect(trails.tabs.tabBarPosition == .bottom)
    #expect(trails.tabs.selectedTab === dolomites)
    #expect(trails.tabs.tabBarTabs.map(\.identifier) == ["explore", "saved", "regions", UISearchTab.searchTabIdentifier])
    #expect(((trails.tabs.selectedViewController as? UINavigationController)?.topViewController as? RegionViewController)?.region == "Dolomites")
  }
}
