import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// R125: a floating sheet sits on the leading or trailing edge of its presenting view, or centred
/// on it, a 25 pt margin in; a full-width card is placed the same whatever the placement.
@Suite(.checksInvariants) @MainActor
struct SheetPlacementTests {
  private func presentFormSheet(on device: Device, _ orientation: UIInterfaceOrientation, placement: UISheetPresentationController.Placement)
    -> (UIWindow, UIViewController) {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: device, orientation: orientation)
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .formSheet
    sheet.sheetPresentationController?.preferredPlacement = placement
    root.present(sheet, animated: false)
    return (window, sheet)
  }

  @Test(arguments: [
    (UISheetPresentationController.Placement.automatic, CGFloat(300)),
    (.center, 300),
    (.leading, 25),
    (.trailing, 1180 - 25 - 580),
  ])
  func R125_aFloatingSheetIsPlacedWithinThePresentingView(placement: UISheetPresentationController.Placement, x: CGFloat) {
    let (_, sheet) = presentFormSheet(on: .iPadAir11, .landscapeLeft, placement: placement)
    #expect(sheet.view.frameInWindow == CGRect(x: x, y: 90, width: 580, height: 640))
    #expect(UISheetPresentationController.Placement(rawValue: 3) == .trailing)
  }

  @Test func R125_leadingIsTheRightEdgeInARightToLeftLayout() {
    let (window, sheet) = presentFormSheet(on: .iPadAir11, .landscapeLeft, placement: .leading)
    window.layoutDirection = .rightToLeft
    #expect(sheet.view.frameInWindow.minX == CGFloat(1180 - 25 - 580))
  }

  @Test func R125_changingThePlacementWhilePresentedMovesTheSheet() {
    let (_, sheet) = presentFormSheet(on: .iPadAir11, .landscapeLeft, placement: .automatic)
    sheet.sheetPresentationController?.preferredPlacement = .trailing
    #expect(sheet.view.frameInWindow.maxX == CGFloat(1180 - 25))
    sheet.sheetPresentationController?.preferredPlacement = .leading
    #expect(sheet.view.frameInWindow.minX == 25)
  }

  @Test func R125_aFullWidthCardIgnoresThePlacement() {
    let (_, leading) = presentFormSheet(on: .iPhone16, .portrait, placement: .leading)
    #expect(leading.view.frameInWindow.minX == 0 && leading.view.frameInWindow.width == 393)
  }
}
