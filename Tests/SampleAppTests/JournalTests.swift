import Testing
import AdaptiveKit
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct JournalTests {
  private func launchAndCompose(on device: Device) throws -> (UIApplication, EntryListViewController, EntryEditorViewController) {
    let app = UIApplication.launch(delegate: JournalAppDelegate(), sceneDelegate: { JournalSceneDelegate() }, on: device)
    let list = try #require((app.keyWindow?.rootViewController as? UINavigationController)?.topViewController as? EntryListViewController)
    try #require(list.navigationItem.rightBarButtonItem).simulateTap()
    let editor = try #require((list.presentedViewController as? UINavigationController)?.topViewController as? EntryEditorViewController)
    return (app, list, editor)
  }

  @Test func aSwipeOnAnEditedEntryAsksWithAnActionSheetInCompactWidth() throws {
    let (_, list, editor) = try launchAndCompose(on: .iPhone16)
    editor.text = "Dear diary"
    let sheet = try #require(list.presentedViewController?.presentationController)
    #expect(sheet.simulateInteractiveDismissal() == .prevented)
    let alert = try #require(editor.presentedViewController as? UIAlertController)
    #expect(alert.preferredStyle == .actionSheet)
    #expect(alert.presentationController?.presentationStyle == .popover)
    #expect(alert.presentationController?.effectivePresentationStyle == .overFullScreen)   // adapted: compact width
    let keep = try #require(alert.actions.first { $0.title == "Keep Editing" })
    #expect(alert.simulateTap(on: keep))
    #expect(list.presentedViewController != nil)
    #expect(editor.presentedViewController == nil)
  }

  @Test func onAnIPadTheActionSheetIsAPopoverFromCancelAndDiscardEndsTheSheet() throws {
    let (_, list, editor) = try launchAndCompose(on: .iPadAir11)
    editor.text = "Dear diary"
    try #require(editor.navigationItem.leftBarButtonItem).simulateTap()   // Cancel, by target–action
    let alert = try #require(editor.presentedViewController as? UIAlertController)
    #expect(alert.presentationController?.effectivePresentationStyle == .popover)
    #expect(alert.popoverPresentationController?.barButtonItem === editor.navigationItem.leftBarButtonItem)
    let discard = try #require(alert.actions.first { $0.title == "Discard Changes" })
    #expect(alert.simulateTap(on: discard))
    #expect(list.presentedViewController == nil)
    #expect(list.entries.isEmpty)
  }

  @Test func saveAddsTheEntryAndAnUneditedSheetSwipesAway() throws {
    let (_, list, editor) = try launchAndCompose(on: .iPhone16)
    editor.text = "Sunny"
    try #require(editor.navigationItem.rightBarButtonItem).simulateTap()   // Save
    #expect(list.entries == ["Sunny"])
    #expect(list.presentedViewController == nil)

    try #require(list.navigationItem.rightBarButtonItem).simulateTap()
    #expect(list.presentedViewController?.presentationController?.simulateInteractiveDismissal() == .dismissed)
    #expect(list.presentedViewController == nil)
  }
}
