import AdaptiveKit
import Foundation
import Testing
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct TransitionJournalTests {
  private func window(root: UIViewController, device: Device = .iPhone16, orientation: UIInterfaceOrientation = .portrait) -> UIWindow {
    let window = UIWindow(device: device, orientation: orientation)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }

  private func id(_ controller: UIViewController) -> ObjectIdentifier { ObjectIdentifier(controller) }

  @Test func pushPopAndReplaceAreRecordedWithTheOldAndNewTop() {
    let list = UIViewController(), detail = UIViewController(), other = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    let window = window(root: navigation)
    let mark = window.context.journal.mark
    navigation.pushViewController(detail, animated: true)
    navigation.popViewController(animated: false)
    navigation.setViewControllers([other], animated: true)
    #expect(Array(window.context.journal.entries(since: mark)) == [
      .init(transition: .push, animated: true, container: id(navigation), from: id(list), to: id(detail)),
      .init(transition: .pop, animated: false, container: id(navigation), from: id(detail), to: id(list)),
      .init(transition: .setViewControllers, animated: true, container: id(navigation), from: id(list), to: id(other)),
    ])
  }

  @Test func aRefusedPushRecordsNothing() {
    let list = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    let window = window(root: navigation)
    let mark = window.context.journal.mark
    let (_, reports) = MisuseReport.capture { navigation.pushViewController(list, animated: true) }
    #expect(reports.count == 1)
    #expect(window.context.journal.entries(since: mark).isEmpty)
  }

  @Test func presentAndDismissAreRecordedWithTheStyleShown() {
    let root = UIViewController(), sheet = UIViewController()
    let window = window(root: root)
    let mark = window.context.journal.mark
    root.present(sheet, animated: true)
    sheet.dismiss(animated: false)
    #expect(Array(window.context.journal.entries(since: mark)) == [
      .init(transition: .present(.pageSheet), animated: true, container: id(root), from: id(root), to: id(sheet)),
      .init(transition: .dismiss, animated: false, container: id(root), from: id(sheet), to: id(root)),
    ])
  }

  @Test func hidingAndShowingTheColumnOfASplitIsRecorded() {
    let split = UISplitViewController(style: .doubleColumn)
    let primary = UINavigationController(rootViewController: UIViewController())
    split.setViewController(primary, for: .primary)
    split.setViewController(UINavigationController(rootViewController: UIViewController()), for: .secondary)
    let window = window(root: split, device: .iPadAir11, orientation: .landscapeLeft)
    let mark = window.context.journal.mark
    split.hide(.primary)
    split.show(.primary)
    let transitions = window.context.journal.entries(since: mark).map(\.transition)
    #expect(transitions == [.hideColumn(.primary), .showColumn(.primary)])
  }

  @Test func aTabSelectionIsRecordedAndAWindowOnlySeesItsOwnTransitions() {
    let tabs = UITabBarController()
    let first = UIViewController(), second = UIViewController()
    tabs.viewControllers = [first, second]
    let window = window(root: tabs)
    let other = self.window(root: UINavigationController(rootViewController: UIViewController()))
    let mark = window.context.journal.mark
    let otherMark = other.context.journal.mark
    tabs.simulateTap(onTabAt: 1)
    #expect(Array(window.context.journal.entries(since: mark)) == [
      .init(transition: .selectTab(1), animated: false, container: id(tabs), from: id(first), to: id(second)),
    ])
    #expect(other.context.journal.entries(since: otherMark).isEmpty)
    #expect(window.context.journal.entries(since: window.context.journal.mark).isEmpty)
  }
}
