import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Issue 4 §6 and R94: every presented controller has a frame in window coordinates plus the
/// chrome a renderer needs; the dump shows adapted styles; presenting while presenting.
@Suite(.checksInvariants) @MainActor
struct PresentationGeometryTests {
  @Test func chromeOfEveryStyleOnEveryDevice() {
    for device in Device.all {
      for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft] {
        for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .pageSheet, .formSheet, .popover] {
          let root = UIViewController()
          let window = makeVisibleWindow(root: root, device: device, orientation: orientation)
          let presented = UIViewController()
          presented.modalPresentationStyle = style
          presented.popoverPresentationController?.sourceView = root.view
          root.present(presented, animated: false)
          let geometry = presented.presentationController!.presentationGeometry
          let label = "\(device.name) \(orientation) \(style)"
          #expect(geometry.frame == presented.view.frameInWindow, "\(label)")
          #expect(window.bounds.contains(geometry.frame), "\(label)")
          #expect(geometry.style == presented.presentationController!.effectivePresentationStyle, "\(label)")
          let fillsWindow = geometry.frame == window.bounds
          // Full-window presentations have no dimming or corners; everything else has corners.
          #expect((geometry.cornerRadius == 0) == fillsWindow, "\(label)")
          #expect(geometry.isPresenterVisible == (root.view.window != nil), "\(label)")
          #expect((geometry.arrowPoint != nil) == (geometry.style == .popover), "\(label)")
          // The core says how to draw it: a panel over the presenter, a card down to the bottom edge.
          #expect(geometry.floatsOverPresenter == (!fillsWindow && geometry.style != .popover), "\(label)")
          let fullWidthToBottom = geometry.frame.width == window.bounds.width && geometry.frame.maxY == window.bounds.maxY
          #expect(geometry.isCard == (geometry.floatsOverPresenter && fullWidthToBottom), "\(label)")
        }
      }
    }
  }

  @Test func presentationGeometryOfAControllerThatIsNotPresented() {
    let controller = UIViewController()
    let geometry = controller.presentationController!.presentationGeometry
    #expect(geometry.frame == .zero)
    #expect(geometry.style == .pageSheet)
  }

  @Test func hierarchyDumpShowsAdaptedStyles() {
    let root = UIViewController()
    root.title = "Root"
    let window = makeVisibleWindow(root: root, device: .iPhone16, orientation: .landscapeLeft)
    let form = UIViewController()
    form.title = "Form"
    form.modalPresentationStyle = .formSheet
    root.present(form, animated: false)
    #expect(HierarchyDump.describe(window) == """
    <UIWindow> iPhone 16 landscapeLeft w:C h:C phone @3x L (0,0,852,393)
    <UIViewController "Root"> [root] w:C h:C off-screen
       + <UIViewController "Form"> [presented fullScreen from formSheet] w:C h:C (0,0,852,393) appeared
    """)
    window.rotate(to: .portrait)
    #expect(HierarchyDump.describe(window) == """
    <UIWindow> iPhone 16 portrait w:C h:R phone @3x L (0,0,393,852)
    <UIViewController "Root"> [root] w:C h:R (0,0,393,852) appeared
       + <UIViewController "Form"> [presented formSheet] w:C h:R (0,69,393,783) appeared
    """)
  }

  @Test func R94_presentingFromACoveredPresenterIsLoggedAndTheTopOfTheChainWorks() {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPhone16)
    let sheet = UIViewController()
    root.present(sheet, animated: false)
    let second = UIViewController()
    var completed = false
    let (_, reports) = MisuseReport.capture { root.present(second, animated: false) { completed = true } }
    #expect(reports.map(\.kind) == [.log])
    #expect(reports.first?.message.hasSuffix("which is already presenting <UIViewController>.") == true)
    #expect(!completed)
    #expect(second.presentingViewController == nil)
    root.presentedViewController!.present(second, animated: false)
    #expect(sheet.presentedViewController === second)
    #expect(second.presentationController!.presentationGeometry.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
  }
}

@Suite(.checksInvariants) @MainActor
struct WindowPresentationListTests {
  @Test func windowListsItsPresentationsBottomFirst() {
    let list = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    let window = makeVisibleWindow(root: navigation, device: .iPhone16)
    #expect(window.presentationControllers.isEmpty)
    let sheet = UIViewController()
    list.present(sheet, animated: false)
    let popover = UIViewController()
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController!.sourceView = sheet.view
    sheet.present(popover, animated: false)
    #expect(window.presentationControllers.map(\.presentedViewController) == [sheet, popover])
    #expect(window.presentationControllers.map(\.effectivePresentationStyle) == [.pageSheet, .formSheet])
  }

  @Test func R73_edgeAttachedSheetCentresOnItsSourceView() {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPhone16, orientation: .landscapeLeft)
    let anchor = UIView(frame: CGRect(x: 100, y: 300, width: 40, height: 40))
    root.view.addSubview(anchor)
    let sheet = UIViewController()
    let controller = sheet.sheetPresentationController!
    controller.prefersEdgeAttachedInCompactHeight = true
    controller.sourceView = anchor
    root.present(sheet, animated: false)
    // Centred on the anchor's midX (120), kept clear of the 59 pt sensor housing.
    #expect(sheet.view.frameInWindow == CGRect(x: 59, y: 8, width: 393, height: 385))
    controller.sourceView = nil
    #expect(sheet.view.frameInWindow.minX == 230)
  }
}
