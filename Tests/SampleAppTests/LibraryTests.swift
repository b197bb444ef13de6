import Testing
import AdaptiveKit
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct LibraryTests {
  @Test func collapsedShowDetailPushesOntoTheSelectedTab() throws {
    let delegate = LibraryAppDelegate()
    UIApplication.launch(delegate: delegate, on: .iPhone16)
    let split = try #require(delegate.window?.rootViewController as? UISplitViewController)
    #expect(split.isCollapsed)
    let albums = try #require(delegate.tabs.selectedViewController as? UINavigationController)
    let list = try #require(albums.topViewController as? AlbumListViewController)
    list.tableView.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
    #expect(albums.viewControllers.map(\.title) == ["Albums", "Family"])
    #expect(split.viewControllers.count == 1)
    #expect(HierarchyInvariants.violations(in: delegate.window!).isEmpty)
  }

  @Test func theOpenAlbumMovesBetweenTheTabAndTheSecondaryColumn() throws {
    let delegate = LibraryAppDelegate()
    let app = UIApplication.launch(delegate: delegate, on: .iPhone16ProMax, orientation: .landscapeLeft)
    let split = try #require(delegate.window?.rootViewController as? UISplitViewController)
    #expect(!split.isCollapsed)
    let albums = try #require(delegate.tabs.selectedViewController as? UINavigationController)
    (albums.topViewController as? AlbumListViewController)?.tableView.simulateTap(onRowAt: IndexPath(row: 0, section: 0))
    #expect((split.viewControllers.last as? UINavigationController)?.topViewController?.title == "Holidays")

    app.rotate(to: .portrait)
    #expect(split.isCollapsed)
    #expect(albums.viewControllers.map(\.title) == ["Albums", "Holidays"])

    app.rotate(to: .landscapeRight)
    #expect(!split.isCollapsed)
    #expect(albums.viewControllers.map(\.title) == ["Albums"])
    #expect((split.viewControllers.last as? UINavigationController)?.topViewController?.title == "Holidays")
    #expect(HierarchyInvariants.violations(in: delegate.window!).isEmpty)
  }
}
