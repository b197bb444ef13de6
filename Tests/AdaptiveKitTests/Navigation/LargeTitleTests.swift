import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Large titles: with `prefersLargeTitles`, the bar grows by 52 pt and shows the top item's title
/// large below its items when the item's `largeTitleDisplayMode` allows it; `.automatic` follows
/// the item below (a root item shows large).
@Suite(.checksInvariants) @MainActor
struct LargeTitleTests {
  private func show(_ stack: [UIViewController]) -> (UIWindow, UINavigationController) {
    let navigation = UINavigationController()
    navigation.setViewControllers(stack, animated: false)
    navigation.navigationBar.prefersLargeTitles = true
    let window = UIWindow(device: .iPhone16)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, navigation)
  }

  private func screen(_ title: String, _ mode: UINavigationItem.LargeTitleDisplayMode = .automatic) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    controller.navigationItem.largeTitleDisplayMode = mode
    return controller
  }

  @Test func aRootTitleShowsLargeBelowTheItems() throws {
    let mailboxes = screen("Mailboxes")
    mailboxes.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit)
    let (window, navigation) = show([mailboxes])
    let top = window.safeAreaInsets.top
    #expect(navigation.showsLargeTitle)
    #expect(navigation.navigationBarFrame == CGRect(x: 0, y: top, width: 393, height: 96))
    #expect(mailboxes.view.safeAreaInsets.top == top + 96)
    let layout = try #require(navigation.navigationBarLayout)
    #expect(layout.titleFrame == nil)
    #expect(layout.largeTitleFrame == CGRect(x: 16, y: top + 44, width: 393 - 32, height: 52))
    #expect(layout.rightItems.first?.frame.minY == top)
    #expect(layout.rightItems.first?.frame.height == 44)
  }

  @Test func automaticFollowsTheItemBelowAndNeverShowsInline() {
    let (_, navigation) = show([screen("Mailboxes"), screen("Inbox")])
    #expect(navigation.showsLargeTitle)
    navigation.pushViewController(screen("Message", .never), animated: false)
    #expect(!navigation.showsLargeTitle)
    #expect(navigation.navigationBarFrame.height == 44)
    #expect(navigation.navigationBarLayout?.titleFrame != nil)
    navigation.pushViewController(screen("Reply"), animated: false)
    #expect(!navigation.showsLargeTitle)
    navigation.pushViewController(screen("Quote", .always), animated: false)
    #expect(navigation.showsLargeTitle)
    navigation.popToRootViewController(animated: false)
    #expect(navigation.showsLargeTitle)
  }

  @Test func turningLargeTitlesOffRestoresTheStandardBar() {
    let inbox = screen("Inbox")
    let (window, navigation) = show([inbox])
    navigation.navigationBar.prefersLargeTitles = false
    window.layoutIfNeeded()
    #expect(navigation.navigationBarFrame.height == 44)
    #expect(inbox.view.safeAreaInsets.top == window.safeAreaInsets.top + 44)
  }
}
