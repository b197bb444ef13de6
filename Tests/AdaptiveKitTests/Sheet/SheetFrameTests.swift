import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// SC27, R76, R77, R53: page and form sheet frames on every iPad, following the content size
/// category; the compact width a narrow sheet forces on its content.
@Suite(.checksInvariants) @MainActor
struct SheetFrameTests {
  private func present(_ style: UIModalPresentationStyle, on device: Device, _ orientation: UIInterfaceOrientation = .portrait, preferred: CGSize = .zero) -> (UIWindow, UIViewController) {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: device, orientation: orientation)
    let sheet = UIViewController()
    sheet.modalPresentationStyle = style
    sheet.preferredContentSize = preferred
    root.present(sheet, animated: false)
    return (window, sheet)
  }

  @Test(arguments: [
    (Device.iPadMini, UIInterfaceOrientation.portrait, CGRect(x: 82, y: 247, width: 580, height: 640)),
    (.iPadMini, .landscapeLeft, CGRect(x: 277, y: 52, width: 580, height: 640)),
    (.iPadAir11, .portrait, CGRect(x: 120, y: 270, width: 580, height: 640)),
    (.iPadAir11, .landscapeLeft, CGRect(x: 300, y: 90, width: 580, height: 640)),
    (.iPadPro13, .portrait, CGRect(x: 226, y: 368, width: 580, height: 640)),
    (.iPadPro13, .landscapeLeft, CGRect(x: 398, y: 196, width: 580, height: 640)),
  ])
  func SC27_formSheetFramesOnEveryIPad(device: Device, orientation: UIInterfaceOrientation, expected: CGRect) {
    let (_, sheet) = present(.formSheet, on: device, orientation)
    #expect(sheet.view.frameInWindow == expected)
    #expect(sheet.presentationController!.presentationGeometry.cornerRadius == 10)
    // R53: no wider than the default form sheet, so the content is horizontally compact.
    #expect(sheet.traitCollection.horizontalSizeClass == .compact)
    #expect(sheet.traitCollection.verticalSizeClass == .regular)
  }

  @Test(arguments: [
    (Device.iPadMini, UIInterfaceOrientation.portrait, CGRect(x: 25, y: 34, width: 694, height: 1065)),
    (.iPadMini, .landscapeLeft, CGRect(x: 229, y: 34, width: 675, height: 676)),
    (.iPadAir11, .portrait, CGRect(x: 58, y: 34, width: 704, height: 1112)),
    (.iPadAir11, .landscapeLeft, CGRect(x: 238, y: 34, width: 704, height: 752)),
    (.iPadPro13, .portrait, CGRect(x: 164, y: 34, width: 704, height: 1308)),
    (.iPadPro13, .landscapeLeft, CGRect(x: 336, y: 34, width: 704, height: 964)),
  ])
  func SC27_pageSheetFramesOnEveryIPad(device: Device, orientation: UIInterfaceOrientation, expected: CGRect) {
    let (_, sheet) = present(.pageSheet, on: device, orientation)
    #expect(sheet.view.frameInWindow == expected)
    // R77: taller than wide; wider than a form sheet, so the content stays regular.
    #expect(expected.height > expected.width)
    #expect(sheet.traitCollection.horizontalSizeClass == .regular)
  }

  @Test func SC27_pageSheetFollowsTheContentSizeCategoryAndFormSheetDoesNot() {
    let (window, page) = present(.pageSheet, on: .iPadPro13, .landscapeLeft)
    let form = UIViewController()
    form.modalPresentationStyle = .formSheet
    page.present(form, animated: false)
    var widths: [CGFloat] = []
    for category in [UIContentSizeCategory.extraSmall, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium] {
      window.preferredContentSizeCategory = category
      widths.append(page.view.frameInWindow.width)
      #expect(form.view.frameInWindow == CGRect(x: 398, y: 196, width: 580, height: 640))
    }
    #expect(widths == [592, 704, 776, 856, 928, 963])
    #expect(page.view.frameInWindow.minX == ((1376 - 963) / 2 as CGFloat).rounded())
  }

  @Test func R76_formSheetUsesPreferredContentSizeOnlyWhenBothSidesArePositive() {
    let (_, sized) = present(.formSheet, on: .iPadAir11, preferred: CGSize(width: 400, height: 300))
    #expect(sized.view.frameInWindow == CGRect(x: 210, y: 440, width: 400, height: 300))
    let (_, half) = present(.formSheet, on: .iPadAir11, preferred: CGSize(width: 400, height: 0))
    #expect(half.view.frameInWindow.size == CGSize(width: 580, height: 640))
    // A form sheet wider than the default gives its content the regular width (R53).
    let (_, wide) = present(.formSheet, on: .iPadAir11, preferred: CGSize(width: 700, height: 500))
    #expect(wide.traitCollection.horizontalSizeClass == .regular)
    // Changing preferredContentSize while shown resizes the sheet.
    sized.preferredContentSize = CGSize(width: 600, height: 500)
    #expect(sized.view.frameInWindow == CGRect(x: 110, y: 340, width: 600, height: 500))
    #expect(sized.traitCollection.horizontalSizeClass == .regular)
  }

  @Test func R76_defaultSizeFollowsTheScreensLongSide() {
    let root = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    window.rootViewController = root
    window.makeKeyAndVisible()
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .formSheet
    root.present(sheet, animated: false)
    #expect(sheet.view.frameInWindow == CGRect(x: 242, y: 84, width: 540, height: 600))
    #expect(SheetMetrics.defaultFormSheetSize(longSide: 1180) == CGSize(width: 580, height: 640))
    #expect(SheetMetrics.defaultFormSheetSize(longSide: 1590) == CGSize(width: 620, height: 680))
  }

  @Test func R76_inCompactWidthTheSheetFillsTheWidth() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPadAir11)
    window.resize(to: CGSize(width: 320, height: 1180))
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .formSheet
    root.present(sheet, animated: false)
    #expect(sheet.view.frameInWindow == CGRect(x: 0, y: 34, width: 320, height: 1146))
  }

  @Test func R73_prefersPageSizingSwitchesBetweenPageAndFormSizing() {
    let (_, sheet) = present(.formSheet, on: .iPadAir11)
    let controller = sheet.sheetPresentationController!
    #expect(!controller.prefersPageSizing)
    controller.prefersPageSizing = true
    #expect(sheet.view.frameInWindow == CGRect(x: 58, y: 34, width: 704, height: 1112))
    #expect(sheet.traitCollection.horizontalSizeClass == .regular)
    #expect(UIViewController().sheetPresentationController!.prefersPageSizing)
  }
}
