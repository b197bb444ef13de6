import Foundation
import Testing
import AdaptiveTestSupport
@testable import AdaptiveKit

/// These tests break hierarchies on purpose, so they run without the invariant-checking trait.
@Suite @MainActor
struct HierarchyInvariantsTests {
  @Test func aHealthyHierarchyHasNoViolations() {
    let nav = UINavigationController(rootViewController: UIViewController())
    let window = makeVisibleWindow(root: nav)
    nav.pushViewController(UIViewController(), animated: false)
    nav.present(UIViewController(), animated: false)
    #expect(HierarchyInvariants.violations(in: window).isEmpty)
  }

  @Test func detectsABrokenParentLink() {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    let window = makeVisibleWindow(root: parent)
    child.parent = nil
    #expect(HierarchyInvariants.violations(in: window) == ["<UIViewController> is a child of <UIViewController> but its parent is nil"])
  }

  @Test func detectsStaleTraits() {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    let window = makeVisibleWindow(root: parent)
    child.storedTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
    #expect(HierarchyInvariants.violations(in: window).first?.contains("differ from") == true)
  }

  @Test func detectsAOneSidedPresentation() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root)
    let presented = UIViewController()
    root.present(presented, animated: false)
    presented.storedPresentingViewController = nil
    #expect(HierarchyInvariants.violations(in: window).contains("<UIViewController> is presented by <UIViewController> but its presenter is nil"))
  }

  @Test func detectsAViewInTheWindowWhoseControllerIsNotInTheHierarchy() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root)
    let stray = UIViewController()
    stray.title = "Stray"
    window.addSubview(stray.view)
    #expect(HierarchyInvariants.violations(in: window).contains("the view of <UIViewController \"Stray\"> is in the window but the controller is not in its hierarchy"))
  }

  @Test func detectsAHalfDoneAppearanceTransition() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root)
    root.beginAppearanceTransition(false, animated: false)
    #expect(HierarchyInvariants.violations(in: window).contains("<UIViewController> is stuck disappearing"))
    root.endAppearanceTransition()
    root.beginAppearanceTransition(true, animated: false)
    root.endAppearanceTransition()
  }
}

@Suite(.checksInvariants) @MainActor
struct HierarchyDumpTests {
  @Test func dumpShowsRolesTraitsFramesAndPresentations() {
    let list = UIViewController()
    list.title = "Photos"
    let photo = UIViewController()
    photo.title = "Photo"
    let nav = UINavigationController(rootViewController: list)
    let window = makeVisibleWindow(root: nav, device: .iPhone16)
    nav.pushViewController(photo, animated: false)
    let settings = UIViewController()
    settings.title = "Settings"
    settings.modalPresentationStyle = .fullScreen
    photo.present(settings, animated: false)
    #expect(HierarchyDump.describe(window) == """
      <UIWindow> iPhone 16 portrait w:C h:R phone @3x L (0,0,393,852)
      <UINavigationController> [root] w:C h:R off-screen
         | <UIViewController "Photos"> [stack 0] w:C h:R off-screen
         | <UIViewController "Photo"> [top 1] w:C h:R off-screen
         + <UIViewController "Settings"> [presented fullScreen] w:C h:R (0,0,393,852) appeared
      """)
  }

  @Test func dumpIsDeterministic() {
    func make() -> String {
      let tabs = UITabBarController()
      tabs.viewControllers = (0..<6).map { index in
        let controller = UIViewController()
        controller.title = "Tab \(index)"
        return controller
      }
      let window = makeVisibleWindow(root: tabs, device: .iPadMini, orientation: .landscapeLeft)
      return HierarchyDump.describe(window)
    }
    #expect(make() == make())
    #expect(make().contains("<UINavigationController> [tab more] w:R h:R not loaded"))
  }
}

@Suite(.checksInvariants) @MainActor
struct MisuseReportTests {
  @Test func captureRestoresTheHandler() {
    let outer = ReportBox()
    MisuseReport.withHandler({ outer.reports.append($0) }) {
      let (_, inner) = MisuseReport.capture { MisuseReport.log("inside").report() }
      MisuseReport.log("outside").report()
      #expect(inner.map(\.message) == ["inside"])
    }
    #expect(outer.reports.map(\.message) == ["outside"])
  }

  @Test func theHandlerIsTaskLocal() async {
    let outer = ReportBox()
    await MisuseReport.$handler.withValue({ outer.reports.append($0) }) {
      // A task that does not inherit this one's locals reports to its own handler.
      await Task.detached { @MainActor in MisuseReport.log("elsewhere").report() }.value
      MisuseReport.log("here").report()
    }
    #expect(outer.reports.map(\.message) == ["here"])
  }

  @Test func descriptionsLookLikeUIKits() {
    #expect(MisuseReport.exception("boom").description == "*** NSInvalidArgumentException: boom")
    #expect(MisuseReport.log("quiet").description == "quiet")
  }

  @Test func settingAChildAsWindowRootIsRefused() {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    let window = UIWindow(device: .iPhoneSE)
    let (_, reports) = MisuseReport.capture { window.rootViewController = child }
    #expect(window.rootViewController == nil)
    #expect(reports.count == 1)
  }
}

/// Collects reports in tests that install their own handler.
@MainActor private final class ReportBox {
  var reports: [MisuseReport] = []
}
