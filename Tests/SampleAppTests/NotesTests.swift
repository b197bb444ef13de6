import Testing
import AdaptiveKit
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct NotesTests {
  private func launch(on device: Device, orientation: UIInterfaceOrientation = .portrait) throws -> (UIApplication, UISplitViewController, NoteListViewController) {
    let app = UIApplication.launch(delegate: NotesAppDelegate(), sceneDelegate: { NotesSceneDelegate() }, on: device, orientation: orientation)
    let split = try #require(app.keyWindow?.rootViewController as? UISplitViewController)
    let list = try #require(split.viewController(for: .primary) as? NoteListViewController)
    return (app, split, list)
  }

  @Test func onAnIPhoneTheListIsOnTopUntilANoteIsOpen() throws {
    let (_, split, list) = try launch(on: .iPhone16)
    #expect(split.isCollapsed)
    #expect(list.navigationController?.topViewController === list)   // the delegate chose .primary
    #expect(list.navigationController?.viewControllers.count == 1)
  }

  @Test func theAddButtonAndTheNotificationReloadTheList() throws {
    let (_, _, list) = try launch(on: .iPadAir11, orientation: .landscapeLeft)
    let add = try #require(list.navigationItem.rightBarButtonItem)
    #expect(list.tableView.numberOfRows(inSection: 0) == 2)
    add.simulateTap()
    #expect(list.store.notes == ["Groceries", "Ideas", "Note 3"])
    #expect(list.reloads == 1)
    #expect(list.tableView.numberOfRows(inSection: 0) == 3)
  }

  @Test func slideOverCollapsesAnOpenNoteOnTopAndFullWidthExpandsIt() throws {
    let (app, split, list) = try launch(on: .iPadAir11, orientation: .landscapeLeft)
    list.tableView.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
    app.resize(to: CGSize(width: 320, height: 820))
    #expect(split.isCollapsed)
    let stack = try #require(list.navigationController)
    // The secondary column's navigation controller (where the note was pushed, R39) is stacked
    // onto the list's, nested, as UIKit collapses a column-style split.
    #expect((stack.topViewController as? UINavigationController)?.topViewController?.title == "Ideas")
    app.resize(to: CGSize(width: 1180, height: 820))
    #expect(!split.isCollapsed)
    #expect(split.viewController(for: .secondary)?.navigationController?.topViewController?.title == "Ideas")
    #expect(HierarchyInvariants.violations(in: app.keyWindow!).isEmpty)
  }
}
