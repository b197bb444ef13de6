import Testing
import AdaptiveKit
import AdaptiveTestSupport

// An app-defined action, written as the migration article shows: UIKit code that overrides it in
// an extension of UINavigationController makes the selector from a method of its own instead.
extension Selector {
  @MainActor static let pushesWhenShowing = Selector(
    "pushesWhenShowingWithSender:", implementation: UINavigationController.navigationPushesWhenShowing(sender:))
  /// The same name made from the base implementation: carried too, it must not make every
  /// controller a target.
  @MainActor static let basePushesWhenShowing = Selector(
    "pushesWhenShowingWithSender:", implementation: UIViewController.pushesWhenShowing(sender:))
}

extension UIViewController {
  func pushesWhenShowing(sender: Any?) -> Bool {
    guard let target = targetViewController(forAction: .pushesWhenShowing, sender: sender) else { return false }
    return target.perform(.pushesWhenShowing, with: sender) as? Bool ?? false
  }
}

extension UINavigationController {
  func navigationPushesWhenShowing(sender: Any?) -> Bool { true }
}

@Suite(.checksInvariants) @MainActor
struct AppDefinedActionTests {
  @Test func anAppDefinedActionIsFoundThroughTargetViewControllerAndPerformed() {
    let list = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    #expect(list.targetViewController(forAction: .pushesWhenShowing, sender: nil) === navigation)
    let both = Selector.pushesWhenShowing.merging(.basePushesWhenShowing)
    #expect(list.targetViewController(forAction: both, sender: nil) === navigation)
    #expect(UIViewController().targetViewController(forAction: both, sender: nil) == nil)
    #expect(list.pushesWhenShowing(sender: nil))

    let alone = UIViewController()
    #expect(alone.targetViewController(forAction: .pushesWhenShowing, sender: nil) == nil)
    #expect(!alone.pushesWhenShowing(sender: nil))
  }

  @Test func performingAnActionTheClassDoesNotImplementIsReported() {
    let controller = UIViewController()
    let (result, reports) = MisuseReport.capture { controller.perform(Selector("notImplemented")) }
    #expect(result == nil)
    #expect(reports.map(\.message) == ["-[UIViewController notImplemented]: unrecognized selector sent to instance"])
  }
}
