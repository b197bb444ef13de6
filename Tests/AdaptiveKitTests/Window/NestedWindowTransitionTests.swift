import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A window transition started from a callback of a running one (a rotation from
/// `traitCollectionDidChange` during another rotation or a resize) lays out for its own size,
/// orientation and posture: the outer transition's targets, told before the window moved on, no
/// longer describe the window (R53, R54, R77).
@Suite(.checksInvariants) @MainActor
struct NestedWindowTransitionTests {
  /// The iPhone Duo open and lying flat in `orientation`, `root` at its root, `sheet` presented
  /// from it as a page sheet.
  private func openDuo(root: UIViewController, presenting sheet: UIViewController, orientation: UIInterfaceOrientation) -> UIWindow {
    let window = makeVisibleWindow(root: root, device: .iPhoneDuo, orientation: orientation)
    window.fold(to: .flat)
    sheet.modalPresentationStyle = .pageSheet
    root.present(sheet, animated: false)
    return window
  }

  @Test func R53_aPageSheetRotatedBackFromACallbackOfARotationHasTheTraitsAndFrameOfItsOrientation() throws {
    // The sheet as the open Duo in landscape shows it, with no transition nested.
    let reference = UIViewController()
    _ = openDuo(root: UIViewController(), presenting: reference, orientation: .landscapeLeft)
    let expectedFrame = reference.view.frameInWindow
    let expectedTraits = reference.traitCollection
    #expect(expectedTraits.horizontalSizeClass == .regular && expectedTraits.verticalSizeClass == .regular)

    let root = OneShotController(), sheet = UIViewController()
    let window = openDuo(root: root, presenting: sheet, orientation: .landscapeLeft)
    #expect(sheet.view.frameInWindow == expectedFrame)
    // Rotating to portrait changes the vertical bar's edge: the root's traitCollectionDidChange
    // rotates back while the rotation to portrait runs (current-mix seeds 920000243, 930000285).
    root.onTraitChange = { window.rotate(to: .landscapeLeft) }
    window.rotate(to: .portrait)
    #expect(root.onTraitChange == nil)
    #expect(window.interfaceOrientation == .landscapeLeft)
    #expect(window.bounds.size == CGSize(width: 951, height: 669))
    #expect(root.traitCollection == window.traitCollection)
    // The sheet is laid out and given traits for landscape, not for the portrait the outer
    // rotation was going to: a page sheet sized in portrait was narrow enough to be compact.
    #expect(sheet.traitCollection == expectedTraits)
    #expect(sheet.presentationController?.traitCollection.horizontalSizeClass == .regular)
    #expect(sheet.view.frameInWindow == expectedFrame)
  }
}
