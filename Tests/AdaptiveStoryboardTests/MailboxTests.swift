import AdaptiveStoryboard
import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Custom views and cells, outlet collections, nil-targeted actions, cell segues, passthrough
/// views and a declined unwind, from `Mailbox.storyboard` (an Xcode 9 file).
@Suite(.checksInvariants) @MainActor
struct MailboxTests {
  /// The mailbox in a window on an iPad (where the reply stays a popover).
  @MainActor struct Launched {
    let window: UIWindow
    let navigation: UINavigationController
    let inbox: InboxViewController

    init(on device: Device = .iPadAir11) throws {
      UIStoryboard.register(InboxViewController.self, ReaderViewController.self, MessageCell.self, BadgeView.self)
      let storyboard = UIStoryboard(name: "Mailbox", bundle: .module)
      window = UIWindow(device: device)
      navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      inbox = try #require(navigation.topViewController as? InboxViewController)
    }
  }

  @Test func customViewsAwakeAndFillOutletsAndCollections() throws {
    let launched = try Launched()
    let inbox = launched.inbox
    #expect(inbox.badges.count == 2)
    #expect(inbox.badge === inbox.badges.first)
    #expect(inbox.badges.allSatisfy { $0.awoke })
    #expect(inbox.tableView.tableHeaderView?.subviews.count == 3)
    #expect(inbox.tableView.style == .grouped)
  }

  @Test func prototypeCellsOfACustomClassHaveTheirOwnOutlets() throws {
    let launched = try Launched()
    let cells = launched.inbox.tableView.visibleCells.compactMap { $0 as? MessageCell }
    #expect(cells.map { $0.subjectLabel.text } == ["Lunch?", "Invoice", "Photos"])
    #expect(Set(cells.map { ObjectIdentifier($0.subjectLabel) }).count == 3)
  }

  @Test func aNilTargetedActionTravelsTheResponderChainToTheController() throws {
    let launched = try Launched()
    let refresh = try #require(launched.inbox.tableView.tableHeaderView?.subviews.compactMap { $0 as? UIButton }.first)
    #expect(refresh.currentTitle == "Refresh")
    refresh.simulateTap()
    #expect(launched.inbox.refreshes == 1)
  }

  @Test func aCellSegueRunsAfterSelectionAndBeforeDidSelectRow() throws {
    let launched = try Launched()
    launched.inbox.tableView.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
    #expect(launched.inbox.log == ["prepare read", "didSelectRowAt 1"])
    let reader = try #require(launched.navigation.topViewController as? ReaderViewController)
    #expect(reader.subject == "Invoice")
  }

  @Test func aPopoverSegueFromAViewTakesItsArrowsAndPassthroughViews() throws {
    let launched = try Launched()
    launched.inbox.tableView.simulateTap(onRowAt: IndexPath(row: 0, section: 0))
    let reader = try #require(launched.navigation.topViewController as? ReaderViewController)
    let reply = try #require(reader.view.subviews.compactMap { $0 as? UIButton }.first)
    reply.simulateTap()
    let composer = try #require(reader.presentedViewController)
    let popover = try #require(composer.popoverPresentationController)
    #expect(popover.sourceView === reply)
    #expect(popover.permittedArrowDirections == [.up, .down])
    let passthrough = popover.passthroughViews?.map { ObjectIdentifier($0) }
    #expect(passthrough == [ObjectIdentifier(reader.view.subviews[1])])
    #expect(composer.preferredContentSize == CGSize(width: 320, height: 200))
  }

  @Test func aDeclinedUnwindGoesOnToTheInboxThenDismissesAndPops() throws {
    let launched = try Launched()
    launched.inbox.tableView.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
    let reader = try #require(launched.navigation.topViewController as? ReaderViewController)
    try #require(reader.view.subviews.compactMap { $0 as? UIButton }.first).simulateTap()
    let composer = try #require(reader.presentedViewController)
    launched.inbox.log = []
    try #require(composer.view.subviews.compactMap { $0 as? UIButton }.first).simulateTap()
    #expect(launched.inbox.log == ["backToMailbox"])
    #expect(reader.presentedViewController == nil)
    #expect(launched.navigation.viewControllers == [launched.inbox])
    #expect(HierarchyInvariants.violations(in: launched.window).isEmpty)
  }

  @Test func anAcceptedUnwindStopsAtTheNearestController() throws {
    let launched = try Launched()
    launched.inbox.tableView.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
    let reader = try #require(launched.navigation.topViewController as? ReaderViewController)
    reader.declinesUnwinds = false
    try #require(reader.view.subviews.compactMap { $0 as? UIButton }.first).simulateTap()
    let composer = try #require(reader.presentedViewController)
    launched.inbox.log = []
    try #require(composer.view.subviews.compactMap { $0 as? UIButton }.first).simulateTap()
    #expect(launched.inbox.log.isEmpty)
    #expect(reader.presentedViewController == nil)
    #expect(launched.navigation.topViewController === reader)
  }

  @Test func theTieBreakerSegueReferenceMakesNothingAndIsNotReported() {
    UIStoryboard.register(InboxViewController.self, ReaderViewController.self, MessageCell.self, BadgeView.self)
    let storyboard = UIStoryboard(name: "Mailbox", bundle: .module)
    #expect(storyboard.diagnostics.isEmpty)
  }

  @Test func theInitialControllerCanBeMadeByACreator() throws {
    UIStoryboard.register(InboxViewController.self, ReaderViewController.self, MessageCell.self, BadgeView.self)
    let storyboard = UIStoryboard(name: "Mailbox", bundle: .module)
    var coders = 0
    let navigation = storyboard.instantiateInitialViewController { coder -> UINavigationController? in
      coders += 1
      return UINavigationController(coder: coder)
    }
    #expect(coders == 1)
    #expect(navigation?.topViewController?.title == "Inbox")
  }
}
