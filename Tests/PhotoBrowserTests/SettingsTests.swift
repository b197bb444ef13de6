import Foundation
import Testing
import AdaptiveKit
import PhotoBrowser
import AdaptiveTestSupport

/// The settings sheet: a page sheet on iPhone, a form sheet on iPad, whose "Edit display name"
/// screen guards unsaved edits (SC29 and SC30 on the app).
@Suite(.checksInvariants) @MainActor
struct SettingsTests {
  /// Opens the settings and the editing screen; returns the sheet and the editing screen.
  private func openEditing(_ launched: LaunchedBrowser) throws -> (UINavigationController, EditDisplayNameViewController) {
    try #require(launched.photographers.navigationItem.rightBarButtonItem).simulateTap()
    let sheet = try #require(launched.split.presentedViewController as? UINavigationController)
    let settings = try #require(sheet.topViewController as? SettingsViewController)
    #expect(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.text == AppSettings.defaultDisplayName)
    settings.tableView.simulateTap(onRowAt: IndexPath(row: 0, section: 0))
    let edit = try #require(sheet.topViewController as? EditDisplayNameViewController)
    return (sheet, edit)
  }

  @Test(arguments: [(Device.iPhone16, UIModalPresentationStyle.pageSheet), (.iPadAir11, .formSheet)])
  func theSettingsSheetIsAPageSheetOnIPhoneAndAFormSheetOnIPad(device: Device, style: UIModalPresentationStyle) throws {
    let launched = LaunchedBrowser(.fixed, on: device)
    let (sheet, edit) = try openEditing(launched)
    #expect(sheet.presentationController?.effectivePresentationStyle == style)
    #expect(edit.navigationItem.leftBarButtonItem === edit.cancelButton)
    #expect(!edit.isModalInPresentation && !edit.saveButton.isEnabled)
    // Without edits a swipe down dismisses the sheet.
    #expect(sheet.presentationController?.simulateInteractiveDismissal() == .dismissed)
    #expect(launched.split.presentedViewController == nil)
  }

  @Test func SC29_unsavedEditsBlockTheSwipeAndAskThroughAPopoverOnCancelOnIPad() throws {
    let launched = LaunchedBrowser(.fixed, on: .iPadAir11, orientation: .landscapeLeft)
    let (sheet, edit) = try openEditing(launched)
    edit.nameField.simulateTyping(" Jr.")
    #expect(edit.isModalInPresentation && edit.saveButton.isEnabled)
    #expect(sheet.presentationController?.simulateInteractiveDismissal() == .prevented)
    let confirmation = try #require(edit.presentedViewController as? UIAlertController)
    #expect(confirmation.title == "Discard changes?")
    #expect(confirmation.presentationController?.effectivePresentationStyle == .popover)
    #expect(confirmation.popoverPresentationController?.barButtonItem === edit.cancelButton)
    // In a popover the cancel action is not shown: tapping outside keeps editing.
    #expect(confirmation.displayedActions.map(\.title) == ["Discard Changes"])
    #expect(confirmation.presentationController?.simulateInteractiveDismissal() == .dismissed)
    #expect(launched.split.presentedViewController === sheet && edit.isModalInPresentation)
  }

  @Test func SC30_discardingAfterASwipeDismissesTheSheetOnIPhoneAndKeepsTheName() throws {
    let launched = LaunchedBrowser(.fixed, on: .iPhone16)
    let (sheet, edit) = try openEditing(launched)
    edit.nameField.simulateTyping("!")
    #expect(sheet.presentationController?.simulateInteractiveDismissal() == .prevented)
    let confirmation = try #require(edit.presentedViewController as? UIAlertController)
    #expect(confirmation.presentationController?.effectivePresentationStyle == .overFullScreen)
    #expect(confirmation.displayedActions.map(\.title) == ["Discard Changes", "Keep Editing"])
    #expect(confirmation.simulateTap(on: confirmation.actions[0]))
    #expect(launched.split.presentedViewController == nil)
    #expect(launched.browser.settings.displayName == AppSettings.defaultDisplayName)
    #expect(HierarchyInvariants.violations(in: launched.window).isEmpty)
  }

  @Test func savingStoresTheNameAndTheSettingsShowIt() throws {
    let launched = LaunchedBrowser(.fixed, on: .iPhone16)
    let (sheet, edit) = try openEditing(launched)
    edit.nameField.simulateTyping(" Ana")
    try #require(edit.navigationItem.rightBarButtonItem).simulateTap()
    #expect(launched.browser.settings.displayName == AppSettings.defaultDisplayName + " Ana")
    let settings = try #require(sheet.topViewController as? SettingsViewController)
    #expect(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.text == "Photo Lover Ana")
    #expect(sheet.presentationController?.simulateInteractiveDismissal() == .dismissed)
  }

  @Test func cancelWithEditsAsksAndDiscardingGoesBackToTheSettings() throws {
    let launched = LaunchedBrowser(.fixed, on: .iPhone16)
    let (sheet, edit) = try openEditing(launched)
    edit.nameField.simulateTyping("x")
    edit.cancelButton.simulateTap()
    let confirmation = try #require(edit.presentedViewController as? UIAlertController)
    confirmation.simulateTap(on: confirmation.actions[0])
    #expect(sheet.topViewController is SettingsViewController)
    #expect(launched.split.presentedViewController === sheet)
  }
}
