import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// `UIAlertController`: alerts, action sheets as popovers that adapt in compact width, and the
/// order of dismissal and handler when the user taps an action.
@Suite(.checksInvariants) @MainActor
struct AlertControllerTests {
  let log = CallLog()

  private func confirmation(_ style: UIAlertController.Style) -> (UIAlertController, UIAlertAction, UIAlertAction) {
    let alert = UIAlertController(title: "Discard changes?", message: "Your edits will be lost.", preferredStyle: style)
    let discard = UIAlertAction(title: "Discard", style: .destructive) { _ in self.log.record("discard handler") }
    let keep = UIAlertAction(title: "Keep Editing", style: .cancel) { _ in self.log.record("cancel handler") }
    alert.addAction(discard)
    alert.addAction(keep)
    return (alert, discard, keep)
  }

  @Test func anAlertShowsOverThePresenterAndTappingAnActionDismissesItThenRunsTheHandler() {
    let root = RecordingViewController("A", log: log)
    let window = makeVisibleWindow(root: root, device: .iPhone16)
    let (alert, discard, _) = confirmation(.alert)
    #expect(alert.modalPresentationStyle == .custom)
    root.present(alert, animated: true)
    #expect(root.presentedViewController === alert && alert.view.window === window)
    #expect(root.view.window === window && root.appearanceState == .appeared)
    #expect(alert.presentationController?.simulateInteractiveDismissal() == .notInteractivelyDismissible)
    #expect(alert.presentationController?.simulateTapOnDimmingView() == .notInteractivelyDismissible)
    log.clear()
    #expect(alert.simulateTap(on: discard))
    #expect(root.presentedViewController == nil)
    #expect(log.entries.last == "discard handler")
    #expect(alert.simulateTap(on: discard) == false)
  }

  @Test func anActionSheetOnAnIPadIsAPopoverThatNeedsAnAnchor() {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPadAir11)
    let (alert, _, _) = confirmation(.actionSheet)
    #expect(alert.modalPresentationStyle == .popover)
    let (_, reports) = MisuseReport.capture { root.present(alert, animated: true) }
    #expect(reports.map(\.kind) == [.exception(name: "NSGenericException")])
    #expect(reports.first?.message.contains("UIAlertControllerStyleActionSheet") == true)
    #expect(root.presentedViewController == nil)
  }

  @Test func anAnchoredActionSheetOnAnIPadHidesItsCancelActionAndATapOutsideCancels() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPadAir11)
    let (alert, discard, _) = confirmation(.actionSheet)
    alert.popoverPresentationController?.sourceView = root.view
    alert.popoverPresentationController?.sourceRect = CGRect(x: 40, y: 80, width: 44, height: 44)
    root.present(alert, animated: true)
    #expect(alert.presentationController?.effectivePresentationStyle == .popover)
    #expect(alert.view.window === window)
    #expect(alert.displayedActions.map { $0 === discard } == [true])
    log.clear()
    #expect(alert.popoverPresentationController?.simulateTapOutside(on: nil) == .dismissed)
    #expect(root.presentedViewController == nil)
    #expect(log.entries == ["cancel handler"])
  }

  @Test func anActionSheetAdaptsInCompactWidthOverTheDimmedScreenAndADimmingTapCancels() throws {
    let root = RecordingViewController("A", log: log)
    let window = makeVisibleWindow(root: root, device: .iPhone16)
    let (alert, _, keep) = confirmation(.actionSheet)
    root.present(alert, animated: true)
    let presentation = try #require(alert.presentationController)
    #expect(presentation.effectivePresentationStyle == .overFullScreen)
    #expect(root.view.window === window && root.appearanceState == .appeared)
    #expect(alert.displayedActions.contains { $0 === keep })
    log.clear()
    #expect(presentation.simulateTapOnDimmingView() == .dismissed)
    #expect(root.presentedViewController == nil)
    #expect(log.entries == ["cancel handler"])
  }

  @Test func anActionSheetIsPresentableFromInsideASheet() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhone16)
    let editor = UINavigationController(rootViewController: UIViewController())
    root.present(editor, animated: false)
    let (alert, discard, _) = confirmation(.actionSheet)
    editor.topViewController?.present(alert, animated: true)
    #expect(editor.presentedViewController === alert && alert.view.window === window)
    #expect(alert.simulateTap(on: discard))
    #expect(editor.presentedViewController == nil && root.presentedViewController === editor)
  }

  @Test func aSecondCancelActionAndAForeignPreferredActionAreRefused() {
    let (alert, discard, _) = confirmation(.alert)
    let (_, reports) = MisuseReport.capture {
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      alert.preferredAction = UIAlertAction(title: "Elsewhere", style: .default)
    }
    #expect(reports.count == 2)
    #expect(reports.first?.message == "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
    #expect(alert.actions.count == 2 && alert.preferredAction == nil)
    alert.preferredAction = discard
    #expect(alert.preferredAction === discard)
  }

  @Test func aDisabledActionCannotBeTapped() {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root)
    let (alert, discard, _) = confirmation(.alert)
    discard.isEnabled = false
    root.present(alert, animated: false)
    #expect(alert.simulateTap(on: discard) == false)
    #expect(root.presentedViewController === alert)
  }
}
