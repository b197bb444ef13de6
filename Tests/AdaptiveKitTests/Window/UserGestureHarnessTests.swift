import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// The harness methods every driver plays user gestures through: the back button, and a tap on a
/// presentation's dimming view (R70, R73, R85).
@Suite(.checksInvariants) @MainActor
struct UserGestureHarnessTests {
  private func stack() -> (UIWindow, UINavigationController, UIViewController) {
    let list = UIViewController(), detail = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    let window = makeVisibleWindow(root: navigation)
    navigation.pushViewController(detail, animated: false)
    return (window, navigation, detail)
  }

  @Test func theBackButtonPopsAnimated() {
    let (window, navigation, detail) = stack()
    let mark = window.context.journal.mark
    #expect(navigation.showsBackButton)
    #expect(navigation.simulateTapOnBackButton())
    #expect(navigation.viewControllers.count == 1)
    #expect(window.context.journal.entries(since: mark).map(\.description) == ["pop (animated)"])
    #expect(window.context.journal.entries(since: mark).first?.from == ObjectIdentifier(detail))
    #expect(!navigation.showsBackButton && !navigation.simulateTapOnBackButton())
  }

  @Test func noBackButtonWhenHiddenReplacedOrTheBarIsHidden() {
    let (_, navigation, detail) = stack()
    detail.navigationItem.hidesBackButton = true
    #expect(!navigation.simulateTapOnBackButton())
    detail.navigationItem.hidesBackButton = false
    detail.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel)
    #expect(!navigation.simulateTapOnBackButton())
    detail.navigationItem.leftItemsSupplementBackButton = true
    #expect(navigation.showsBackButton)
    navigation.setNavigationBarHidden(true, animated: false)
    #expect(!navigation.simulateTapOnBackButton())
    #expect(navigation.viewControllers.count == 2)
  }

  @Test func R70_aTapOnASheetsDimmingViewDoesNothing() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root)
    let sheet = UIViewController()
    root.present(sheet, animated: false)
    let mark = window.context.journal.mark
    #expect(sheet.presentationController?.simulateTapOnDimmingView() == .notInteractivelyDismissible)
    #expect(root.presentedViewController === sheet)
    #expect(window.context.journal.entries(since: mark).isEmpty)
  }

  @Test func R73_anUndimmedDetentLetsTheTapThrough() {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root)
    let sheet = UIViewController()
    sheet.sheetPresentationController!.detents = [.medium(), .large()]
    sheet.sheetPresentationController!.largestUndimmedDetentIdentifier = .medium
    root.present(sheet, animated: false)
    #expect(sheet.presentationController?.simulateTapOnDimmingView() == nil)
    #expect(root.presentedViewController === sheet)
  }

  @Test func R85_aTapOnAPopoversDimmingViewDismissesIt() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPadAir11)
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    content.popoverPresentationController!.sourceView = root.view
    root.present(content, animated: false)
    let mark = window.context.journal.mark
    #expect(content.presentationController?.simulateTapOnDimmingView() == .dismissed)
    #expect(root.presentedViewController == nil)
    #expect(window.context.journal.entries(since: mark).map(\.transition) == [.dismiss])
  }
}
