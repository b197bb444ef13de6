import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

/// Rendering reads the window without laying it out: the core leaves it laid out after every
/// operation, and layout callbacks run only when something changed.
@Suite(.checksInvariants) @MainActor
struct RenderingIsAPureReadTests {
  final class CountingViewController: UIViewController {
    var willLayout = 0
    var didLayout = 0
    override func viewWillLayoutSubviews() { willLayout += 1 }
    override func viewDidLayoutSubviews() { didLayout += 1 }
  }

  @Test func renderingTwiceRunsNoLayoutCallbackAndGivesEqualFrames() {
    let counting = CountingViewController()
    counting.title = "Counting"
    counting.view.addSubview(UILabel(text: "Hello"))
    let navigation = UINavigationController(rootViewController: counting)
    let window = Screens.show(navigation, on: .iPhone16)
    let (will, did) = (counting.willLayout, counting.didLayout)
    #expect(did > 0)
    let first = AdaptiveRenderer.frame(for: window)
    let second = AdaptiveRenderer.frame(for: window)
    _ = AdaptiveRenderer.svg(for: window)
    _ = AdaptiveRenderer.text(for: window)
    _ = AdaptiveRenderer.hitTargets(in: window)
    #expect(first == second)
    #expect(counting.willLayout == will)
    #expect(counting.didLayout == did)
  }

  @Test func layoutIfNeededLaysOutOnlyWhatIsFlagged() {
    let counting = CountingViewController()
    let window = Screens.show(counting, on: .iPhone16)
    let did = counting.didLayout
    window.layoutIfNeeded()
    #expect(counting.didLayout == did)
    counting.view.setNeedsLayout()
    #expect(counting.didLayout == did + 1)
    window.layoutIfNeeded()
    #expect(counting.didLayout == did + 1)
  }

  @Test func theCoreLeavesTheWindowLaidOutAfterEveryOperation() {
    let (window, navigation) = Screens.navigationStack()
    #expect(!window.hasPendingLayout)
    navigation.popViewController(animated: false)
    #expect(!window.hasPendingLayout)
    navigation.isNavigationBarHidden = true
    #expect(!window.hasPendingLayout)
    navigation.isNavigationBarHidden = false
    let list = navigation.topViewController as! PhotographersViewController
    list.tableView.reloadData()
    #expect(!window.hasPendingLayout)
    navigation.pushViewController(PhotoViewController(title: "Moonrise"), animated: false)
    #expect(!window.hasPendingLayout)
    window.rotate(to: .landscapeLeft)
    #expect(!window.hasPendingLayout)
    let settings = UINavigationController(rootViewController: SettingsViewController())
    navigation.present(settings, animated: false)
    #expect(!window.hasPendingLayout)
    navigation.dismiss(animated: false)
    #expect(!window.hasPendingLayout)
    let (popoverWindow, _, _) = Screens.popoverOnPad()
    #expect(!popoverWindow.hasPendingLayout)
  }
}
