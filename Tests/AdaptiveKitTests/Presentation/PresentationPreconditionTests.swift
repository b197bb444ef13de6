import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// R65: the preconditions this branch adds — partial curl and detached sources.
@Suite(.checksInvariants) @MainActor
struct PresentationPreconditionTests {
  @Test func R65_partialCurlToANonFullScreenControllerIsRefused() {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPadAir11)
    let sheet = UIViewController()
    sheet.modalTransitionStyle = .partialCurl
    let (_, reports) = MisuseReport.capture { root.present(sheet, animated: true) }
    #expect(reports == [.exception("Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller <UIViewController>.")])
    #expect(root.presentedViewController == nil)
    // A full-screen curl from a full-screen presenter is fine.
    sheet.modalPresentationStyle = .fullScreen
    root.present(sheet, animated: true)
    #expect(root.presentedViewController === sheet)
  }

  @Test func R65_partialCurlFromASheetIsRefused() {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPadAir11)
    let sheet = UIViewController()
    root.present(sheet, animated: false)
    let curl = UIViewController()
    curl.modalPresentationStyle = .fullScreen
    curl.modalTransitionStyle = .partialCurl
    let (_, reports) = MisuseReport.capture { sheet.present(curl, animated: true) }
    #expect(reports.map(\.kind) == [.exception(name: "NSInvalidArgumentException")])
    #expect(sheet.presentedViewController == nil)
  }

  @Test func R65_detachedSourceStillPresentsWithAFaultLog() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhone16)
    let detached = UIViewController()
    detached.title = "Detached"
    root.view.addSubview(detached.view)
    let presented = UIViewController()
    let (_, reports) = MisuseReport.capture { detached.present(presented, animated: false) }
    #expect(reports.map(\.kind) == [.log])
    #expect(reports.first?.message.hasPrefix("Presenting view controller <UIViewController> from detached view controller <UIViewController \"Detached\"> is not supported") == true)
    #expect(detached.presentedViewController === presented)
    // Leave the window consistent for the invariant check.
    detached.dismiss(animated: false)
    detached.view.removeFromSuperview()
    _ = window
  }
}
