import AdaptiveRendering
import Foundation
import Testing
import AdaptiveKit
import PhotoBrowser
import AdaptiveTestSupport

/// The modern variant (iOS 18+): tabs as objects with the Photographers group, the sidebar on an
/// iPad in regular width, the bottom tab bar in compact width, and the photo's details in the
/// split's inspector column, a sheet when the split is collapsed. Each test is named after the
/// rules it checks.
@Suite(.checksInvariants) @MainActor
struct ModernVariantTests {
  /// The callbacks `work` makes that these tests follow: appearances of the screens the app shows
  /// and every delegate call, in order (size and trait changes and table selections left out).
  private func callbacks(_ work: () -> Void) -> [String] {
    let recorder = CallbackRecorder()
    CallbackRecorder.$current.withValue(recorder) { work() }
    return recorder.calls.filter {
      !$0.contains("viewWillTransition(") && !$0.contains("traitCollectionDidChange") && !$0.hasPrefix("tableView(")
    }
  }

  /// Taps a photographer and one of their photos in the Photographers tab, then the image's
  /// Details button; returns the image screen.
  @discardableResult
  private func openDetails(_ launched: LaunchedBrowser, photo: Int = 3) throws -> ImageViewController {
    launched.openPhoto(photo: photo)
    let image = try #require(launched.detailImage)
    try #require(image.navigationItem.rightBarButtonItems?.last).simulateTap()
    return image
  }

  /// The inspector's navigation controller of the browser's split.
  private func inspector(_ launched: LaunchedBrowser) -> UINavigationController? {
    launched.split.viewController(for: .inspector)?.navigationController
  }

  @Test func R95_R96_R98_theTabsAreObjectsWithAGroupSoTheModeIsTabSidebar() throws {
    let launched = LaunchedBrowser(.modern, on: .iPhone16)
    let tabs = launched.browser.tabBarController
    #expect(launched.window.rootViewController === tabs)
    #expect(tabs.tabs.map(\.identifier) == ["photographers", "recents", UISearchTab.searchTabIdentifier])
    #expect(tabs.mode == .automatic)
    #expect(tabs.resolvedMode == .tabSidebar)
    let group = try #require(tabs.tabs.first as? UITabGroup)
    #expect(group.children.map(\.title) == ["Amara Okafor", "Jonas Lindqvist", "Lucía Herrera", "Kenji Watanabe", "Priya Raman", "Tomás Novák"])
    #expect(group.children.allSatisfy { $0.parent === group && $0.tabBarController === tabs })
    #expect(tabs.selectedTab === group)
    // Every tab shows a double-column split; the root tabs' are made at once, a child's on selection.
    #expect(tabs.tabs.allSatisfy { ($0.viewController as? UISplitViewController)?.style == .doubleColumn })
    #expect(launched.split.viewController(for: .primary) === launched.photographersTab)
    #expect(launched.split.viewController(for: .inspector) == nil)
    #expect(tabs.tabs.last?.resolvedPlacement == .pinned)
  }

  @Test func R99_R100_anIPhoneShowsABottomTabBarWithTheGroupAsOneTab() throws {
    let launched = LaunchedBrowser(.modern, on: .iPhone16)
    let tabs = launched.browser.tabBarController
    #expect(tabs.tabBarPosition == .bottom)
    #expect(!tabs.isSidebarVisible)
    #expect(tabs.tabBarTabs.map(\.identifier) == ["photographers", "recents", UISearchTab.searchTabIdentifier])
    #expect(launched.split.isCollapsed)
    #expect(launched.photographers.traitCollection.horizontalSizeClass == .compact)
    #expect(launched.photographers.traitCollection.splitViewControllerLayoutEnvironment == .collapsed)
    // The split collapses onto its list until a photo is chosen (the delegate's top column, R41).
    #expect(launched.photographersTab.viewControllers.map(\.title) == ["Photographers"])
    #expect(launched.photographers.viewIfLoaded?.window === launched.window)
  }

  @Test func R99_R100_anIPadInRegularWidthShowsTheSidebarInLandscapeAndTheFloatingBarInPortrait() throws {
    let launched = LaunchedBrowser(.modern, on: .iPadAir11, orientation: .landscapeLeft)
    let tabs = launched.browser.tabBarController
    #expect(tabs.isSidebarVisible)
    #expect(tabs.tabBarPosition == .none)
    #expect(tabs.sidebarSections.map { $0.group?.identifier ?? "" } == ["", "photographers"])
    #expect(tabs.sidebarSections[0].tabs.map(\.identifier) == ["recents", UISearchTab.searchTabIdentifier])
    #expect(tabs.sidebarSections[1].tabs.count == 6)
    #expect(!launched.split.isCollapsed)
    #expect(launched.photographers.traitCollection.splitViewControllerLayoutEnvironment == .expanded)
    // Tiled beside the sidebar, the split is not under it.
    #expect(launched.split.view.frame.minX == tabs.sidebarFrame.maxX)
    launched.app.rotate(to: .portrait)
    #expect(!tabs.isSidebarVisible)
    #expect(tabs.tabBarPosition == .top)
    #expect(!launched.split.isCollapsed)
    #expect(launched.split.view.frame.minX == 0)
    launched.app.rotate(to: .landscapeRight)
    #expect(tabs.isSidebarVisible)
  }

  @Test func R100_R103_aSidebarRowSelectsAPhotographersTabAndTheBarShowsTheGroup() throws {
    let launched = LaunchedBrowser(.modern, on: .iPadAir11, orientation: .landscapeLeft)
    let tabs = launched.browser.tabBarController
    let calls = callbacks { AdaptiveRenderer.target(labelOrID: "Kenji Watanabe", in: launched.window)?.perform() }
    let kenji = try #require(tabs.selectedTab)
    #expect(kenji.title == "Kenji Watanabe")
    #expect(kenji.parent === tabs.tabs.first)
    #expect(launched.split === kenji.viewController)
    #expect((launched.split.viewController(for: .primary) as? UINavigationController)?.viewControllers.map(\.title) == ["Kenji Watanabe"])
    #expect(calls.filter { !$0.contains("Appear") && !$0.contains("Disappear") } == [])
    // A tab switch: the new tab's viewWillAppear first (AdaptiveKit's tab-switch order).
    #expect(calls.filter { $0.contains("PhotoListViewController") || $0.contains("PhotographersViewController") } == [
      "<PhotoListViewController \"Kenji Watanabe\">.viewWillAppear(true)",
      "<PhotographersViewController \"Photographers\">.viewWillDisappear(true)",
      "<PhotographersViewController \"Photographers\">.viewDidDisappear(true)",
      "<PhotoListViewController \"Kenji Watanabe\">.viewDidAppear(true)",
    ])
    // In the floating tab bar (portrait) the group is one tab; tapping it shows its own split.
    launched.app.rotate(to: .portrait)
    #expect(tabs.tabBarTabs.first === kenji.parent)
    tabs.simulateTap(onTabAt: 0)
    #expect(tabs.selectedTab === kenji.parent)
    #expect(launched.split.viewController(for: .primary) === launched.photographersTab)
  }

  @Test func R111_R116_anExpandedSplitShowsTheDetailsInTheInspectorColumn() throws {
    let launched = LaunchedBrowser(.modern, on: .iPadAir11, orientation: .landscapeLeft)
    launched.openPhoto(photo: 3)
    let image = try #require(launched.detailImage)
    #expect(image.navigationItem.rightBarButtonItems?.map(\.title) == ["URL", "Details"])
    #expect(!launched.split.isShowing(.inspector))
    let calls = callbacks { image.navigationItem.rightBarButtonItems?.last?.simulateTap() }
    #expect(launched.split.isShowing(.inspector))
    let details = try #require(launched.split.viewController(for: .inspector) as? PhotoDetailsViewController)
    #expect(details.photo.title == "Low tide")
    #expect(details.navigationController?.parent === launched.split)
    #expect(details.traitCollection.splitViewControllerLayoutEnvironment == .expanded)
    #expect(details.view.frameInWindow.minX >= image.view.frameInWindow.maxX)
    #expect(launched.browser.tabBarController.presentedViewController == nil)
    #expect(calls == [
      "<UINavigationController>.viewWillAppear(true)", "<PhotoDetailsViewController \"Details\">.viewWillAppear(true)",
      "<UINavigationController>.viewDidAppear(true)", "<PhotoDetailsViewController \"Details\">.viewDidAppear(true)",
    ])
    // The same button hides the column; a new photo brings its details to the inspector.
    image.navigationItem.rightBarButtonItems?.last?.simulateTap()
    #expect(!launched.split.isShowing(.inspector))
    launched.openPhoto(photo: 5)
    #expect((launched.split.viewController(for: .inspector) as? PhotoDetailsViewController)?.photo.title == "Net mender")
    #expect(!launched.split.isShowing(.inspector))
  }

  @Test func R41_aCollapsedSplitInATabShowsOneNavigationBarWithTheImagesItemsAndABackButton() throws {
    let launched = LaunchedBrowser(.modern, on: .iPhone16)
    launched.openPhoto(photo: 3)
    let image = try #require(launched.detailImage)
    let nodes = AdaptiveRenderer.layoutTree(for: launched.window).flattened
    let bars = nodes.filter { $0.role == .navigationBar }
    #expect(bars.count == 1, "\(bars.map(\.label))")
    let bar = try #require(bars.first)
    #expect(bar.children.first { $0.role == .navigationTitle }?.text == image.title)
    #expect(bar.children.first { $0.role == .backButton }?.text == "Amara Okafor")
    #expect(bar.children.filter { $0.role == .barButton }.compactMap(\.text).contains("Details"))
    // The back button leads back to the photos: the collapsed split's stack loses the image.
    #expect(launched.photographersTab.simulateTapOnBackButton())
    #expect(launched.photographersTab.topViewController?.title == "Amara Okafor")
  }

  @Test func R112_theDetailsSheetHasADoneButtonThatHidesTheInspectorAndTheColumnHasNone() throws {
    let launched = LaunchedBrowser(.modern, on: .iPhone16)
    try openDetails(launched)
    let sheet = try #require(inspector(launched))
    let details = try #require(sheet.topViewController as? PhotoDetailsViewController)
    let done = try #require(details.navigationItem.rightBarButtonItem)
    #expect(done.systemItem == .done)
    done.simulateTap()
    #expect(!launched.split.isShowing(.inspector))
    #expect(launched.browser.tabBarController.presentedViewController == nil)

    let iPad = LaunchedBrowser(.modern, on: .iPadAir11, orientation: .landscapeLeft)
    try openDetails(iPad)
    let column = try #require(inspector(iPad)?.topViewController as? PhotoDetailsViewController)
    #expect(column.navigationItem.rightBarButtonItem == nil)
  }

  @Test func R112_R114_aCollapsedSplitShowsTheDetailsInASheetOverTheImage() throws {
    let launched = LaunchedBrowser(.modern, on: .iPhone16)
    launched.openPhoto(photo: 3)
    #expect(launched.photographersTab.viewControllers.map(\.title) == ["Photographers", "Amara Okafor", nil])
    let image = try #require(launched.detailImage)
    #expect(image.viewIfLoaded?.window === launched.window)
    let calls = callbacks { image.navigationItem.rightBarButtonItems?.last?.simulateTap() }
    let sheet = try #require(inspector(launched))
    #expect(launched.split.isShowing(.inspector))
    #expect(sheet.parent == nil)
    #expect(launched.browser.tabBarController.presentedViewController === sheet)
    #expect(sheet.presentationController?.effectivePresentationStyle == .pageSheet)
    #expect(sheet.topViewController?.traitCollection.splitViewControllerLayoutEnvironment == .collapsed)
    #expect(calls == [
      "<UINavigationController>.viewWillAppear(true)", "<PhotoDetailsViewController \"Details\">.viewWillAppear(true)",
      "<UINavigationController>.viewDidAppear(true)", "<PhotoDetailsViewController \"Details\">.viewDidAppear(true)",
    ])
    // The user's swipe down hides the inspector (R112); the image stays, with no appearance calls
    // (a page sheet leaves its presenter on screen).
    let swipe = callbacks { _ = sheet.presentationController?.simulateInteractiveDismissal() }
    #expect(!launched.split.isShowing(.inspector))
    #expect(launched.browser.tabBarController.presentedViewController == nil)
    #expect(swipe == [
      "<UINavigationController>.viewWillDisappear(true)", "<PhotoDetailsViewController \"Details\">.viewWillDisappear(true)",
      "<UINavigationController>.viewDidDisappear(true)", "<PhotoDetailsViewController \"Details\">.viewDidDisappear(true)",
    ])
  }

  @Test func R99_R112_R116_anIPadInCompactWidthTurnsTheSidebarIntoABottomBarAndTheColumnIntoASheet() throws {
    let launched = LaunchedBrowser(.modern, on: .iPadAir11, orientation: .landscapeLeft)
    let tabs = launched.browser.tabBarController
    try openDetails(launched)
    let column = try #require(inspector(launched))
    let collapse = callbacks { launched.app.resize(to: CGSize(width: 320, height: 820)) }
    #expect(launched.split.isCollapsed)
    #expect(tabs.tabBarPosition == .bottom)
    #expect(!tabs.isSidebarVisible)
    #expect(launched.split.isShowing(.inspector))
    #expect(tabs.presentedViewController === column)
    #expect(column.topViewController?.traitCollection.splitViewControllerLayoutEnvironment == .collapsed)
    #expect(launched.detailImage?.traitCollection.horizontalSizeClass == .compact)
    // The column leaves with the split's collapse (the list goes under the image), and comes
    // back as a sheet once the collapse has finished (R112, [INF]).
    #expect(collapse == [
      "<UINavigationController>.viewWillDisappear(false)", "<PhotoDetailsViewController \"Details\">.viewWillDisappear(false)",
      "<UINavigationController>.viewDidDisappear(false)", "<PhotoDetailsViewController \"Details\">.viewDidDisappear(false)",
      "<PhotoListViewController \"Amara Okafor\">.viewWillDisappear(false)", "<PhotoListViewController \"Amara Okafor\">.viewDidDisappear(false)",
      "splitViewControllerDidCollapse(_:)",
      "<UINavigationController>.viewWillAppear(false)", "<PhotoDetailsViewController \"Details\">.viewWillAppear(false)",
      "<UINavigationController>.viewDidAppear(false)", "<PhotoDetailsViewController \"Details\">.viewDidAppear(false)",
    ])
    let expand = callbacks { launched.app.resize(to: CGSize(width: 1180, height: 820)) }
    #expect(!launched.split.isCollapsed)
    #expect(tabs.isSidebarVisible)
    #expect(tabs.presentedViewController == nil)
    #expect(column.parent === launched.split)
    #expect(launched.split.isShowing(.inspector))
    #expect(column.topViewController?.traitCollection.splitViewControllerLayoutEnvironment == .expanded)
    // The sheet ends first, without animation; the image leaves the collapsed stack for its
    // column and the list shows again; the columns, the inspector's among them, appear with the
    // expansion, before splitViewControllerDidExpand (R112, [INF]).
    #expect(expand == [
      "<UINavigationController>.viewWillDisappear(false)", "<PhotoDetailsViewController \"Details\">.viewWillDisappear(false)",
      "<UINavigationController>.viewDidDisappear(false)", "<PhotoDetailsViewController \"Details\">.viewDidDisappear(false)",
      "<UINavigationController>.viewWillDisappear(false)", "<ImageViewController \"Low tide\">.viewWillDisappear(false)",
      "<PhotoListViewController \"Amara Okafor\">.viewWillAppear(false)",
      "<UINavigationController>.viewDidDisappear(false)", "<ImageViewController \"Low tide\">.viewDidDisappear(false)",
      "<PhotoListViewController \"Amara Okafor\">.viewDidAppear(false)",
      "<UINavigationController>.viewWillAppear(true)", "<ImageViewController \"Low tide\">.viewWillAppear(true)",
      "<UINavigationController>.viewWillAppear(true)", "<PhotoDetailsViewController \"Details\">.viewWillAppear(true)",
      "<UINavigationController>.viewDidAppear(true)", "<ImageViewController \"Low tide\">.viewDidAppear(true)",
      "<UINavigationController>.viewDidAppear(true)", "<PhotoDetailsViewController \"Details\">.viewDidAppear(true)",
      "splitViewControllerDidExpand(_:)",
    ])
  }

  @Test(arguments: Placement.all.filter { $0.device == .iPadAir11 })
  func R99_R112_everyMultitaskingWidthPlacesTheBarsAndTheInspectorBySizeClass(placement: Placement) throws {
    let launched = LaunchedBrowser(.modern, on: placement.device, orientation: placement.orientation)
    try openDetails(launched)
    let width = try #require(placement.width)
    launched.app.resize(to: CGSize(width: width, height: launched.window.bounds.height))
    let tabs = launched.browser.tabBarController
    let regular = width >= 678
    #expect(launched.window.traitCollection.horizontalSizeClass == (regular ? .regular : .compact))
    #expect(launched.split.isCollapsed == !regular)
    #expect(tabs.isSidebarVisible == (regular && width > launched.window.bounds.height))
    #expect(tabs.tabBarPosition == (!regular ? .bottom : tabs.isSidebarVisible ? .none : .top))
    #expect(launched.split.isShowing(.inspector))
    #expect((tabs.presentedViewController != nil) == !regular)
    #expect(HierarchyInvariants.violations(in: launched.window).isEmpty)
  }

  @Test func R117_R120_aDragResizeFrom1200To400AndBackTransitionsOnceAtEachEnd() throws {
    let launched = LaunchedBrowser(.modern, on: .iPadPro13, orientation: .landscapeLeft)
    let tabs = launched.browser.tabBarController
    let scene = try #require(launched.window.windowScene)
    launched.app.resize(to: CGSize(width: 1200, height: 900))
    try openDetails(launched)
    #expect(tabs.isSidebarVisible && !launched.split.isCollapsed && launched.split.isShowing(.inspector))

    let narrowing = stride(from: 1100, through: 400, by: -100).map { CGSize(width: $0, height: 900) }
    let drag = callbacks { launched.app.resizeInteractively(through: narrowing) }
    #expect(scene.effectiveGeometry.systemFrame.size == CGSize(width: 400, height: 900))
    #expect(!scene.effectiveGeometry.isInteractivelyResizing)
    #expect(launched.window.bounds.size == CGSize(width: 400, height: 900))
    #expect(launched.split.isCollapsed)
    #expect(tabs.tabBarPosition == .bottom)
    #expect(tabs.presentedViewController === inspector(launched))
    // One size transition at the end, as UIKit coalesces a live resize: the same callbacks as a
    // single resize to 400 pt.
    #expect(drag.filter { $0 == "splitViewControllerDidCollapse(_:)" }.count == 1)

    let widening = stride(from: 500, through: 1200, by: 100).map { CGSize(width: $0, height: 900) }
    let back = callbacks { launched.app.resizeInteractively(through: widening) }
    #expect(!launched.split.isCollapsed)
    #expect(tabs.isSidebarVisible)
    #expect(tabs.tabBarPosition == .none)
    #expect(tabs.presentedViewController == nil)
    #expect(launched.split.isShowing(.inspector))
    #expect(inspector(launched)?.parent === launched.split)
    #expect(back.filter { $0 == "splitViewControllerDidExpand(_:)" }.count == 1)

    // The same two resizes made at once give the same callbacks.
    let other = LaunchedBrowser(.modern, on: .iPadPro13, orientation: .landscapeLeft)
    other.app.resize(to: CGSize(width: 1200, height: 900))
    try openDetails(other)
    #expect(callbacks { other.app.resize(to: CGSize(width: 400, height: 900)) } == drag)
    #expect(callbacks { other.app.resize(to: CGSize(width: 1200, height: 900)) } == back)
  }

  @Test func R118_R128_aPhoneAppResizedWideExpandsItsSplitButKeepsTheBottomTabBar() throws {
    let launched = LaunchedBrowser(.modern, on: .iPhone16)
    try openDetails(launched)
    let tabs = launched.browser.tabBarController
    launched.app.resize(to: CGSize(width: 1000, height: 800))
    #expect(launched.window.traitCollection.userInterfaceIdiom == .phone)
    #expect(launched.window.traitCollection.horizontalSizeClass == .regular)
    #expect(!launched.split.isCollapsed)
    #expect(launched.split.isShowing(.inspector))
    #expect(inspector(launched)?.parent === launched.split)
    // A phone shows the sidebar only with sidebar.preferredPlacement == .sidebar (R128).
    #expect(!tabs.sidebar.isAvailable)
    #expect(tabs.tabBarPosition == .bottom)
    launched.app.resize(to: CGSize(width: 393, height: 852))
    #expect(launched.split.isCollapsed)
    #expect(tabs.presentedViewController === inspector(launched))
  }

  @Test func SC34_SC36_theURLPopoverIsTheFixedVariantsOne() throws {
    let launched = LaunchedBrowser(.modern, on: .iPhone16)
    launched.openPhoto(photo: 0)
    let image = try #require(launched.detailImage)
    try #require(image.navigationItem.rightBarButtonItems?.first).simulateTap()
    let url = try #require(image.urlController)
    #expect(url.presentationController?.effectivePresentationStyle == .popover)
    // A second tap on URL closes it, as in the fixed variant.
    image.navigationItem.rightBarButtonItems?.first?.simulateTap()
    #expect(url.presentingViewController == nil)
  }
}
