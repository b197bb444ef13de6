import Testing
import AdaptiveKit
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct MailboxTests {
  @Test func onAnIPhoneTheInboxShowsFirstAndAMessageIsPushed() throws {
    let delegate = MailboxAppDelegate()
    UIApplication.launch(delegate: delegate, on: .iPhone16)
    let split = try #require(delegate.window?.rootViewController as? UISplitViewController)
    #expect(split.isCollapsed)
    let primary = try #require(split.viewControllers.first as? UINavigationController)
    let inbox = try #require(primary.topViewController as? InboxViewController)   // the delegate dropped the empty message

    inbox.tableView.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
    // UIKit pushes the shown navigation controller itself, nested (the state that shows two bars).
    let nested = try #require(primary.topViewController as? UINavigationController)
    #expect(nested.topViewController?.title == "Quarterly report")
    #expect(split.viewControllers.count == 1)
    #expect(HierarchyInvariants.violations(in: delegate.window!).isEmpty)
  }

  @Test func onAnIPadAMessageReplacesTheSecondary() throws {
    let delegate = MailboxAppDelegate()
    UIApplication.launch(delegate: delegate, on: .iPadAir11, orientation: .landscapeLeft)
    let split = try #require(delegate.window?.rootViewController as? UISplitViewController)
    #expect(!split.isCollapsed)
    let inbox = try #require((split.viewControllers.first as? UINavigationController)?.topViewController as? InboxViewController)
    inbox.tableView.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
    let secondary = try #require(split.viewControllers.last as? UINavigationController)
    #expect(secondary.topViewController?.title == "Photos from the trip")
    #expect((split.viewControllers.first as? UINavigationController)?.viewControllers.count == 1)
  }

  @Test func rotatingAProMaxExpandsTheOpenMessageIntoTheSecondary() throws {
    let delegate = MailboxAppDelegate()
    let app = UIApplication.launch(delegate: delegate, on: .iPhone16ProMax)
    let split = try #require(delegate.window?.rootViewController as? UISplitViewController)
    let inbox = try #require((split.viewControllers.first as? UINavigationController)?.topViewController as? InboxViewController)
    inbox.tableView.simulateTap(onRowAt: IndexPath(row: 0, section: 0))
    app.rotate(to: .landscapeLeft)
    #expect(!split.isCollapsed)
    let secondary = try #require(split.viewControllers.last as? UINavigationController)
    #expect(secondary.topViewController?.title == "Lunch on Friday?")
    #expect(HierarchyInvariants.violations(in: delegate.window!).isEmpty)
  }
}
