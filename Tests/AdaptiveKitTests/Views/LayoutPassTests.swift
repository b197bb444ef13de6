import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// When a view is laid out. UIKit lays views out in its window's layout pass, or when asked with
/// `layoutIfNeeded()`: `setNeedsLayout()` on a view in no window only marks it, and the view is
/// laid out once when it enters a window, however often it was invalidated before.
@Suite(.checksInvariants) @MainActor
struct LayoutPassTests {
  /// A view that counts its `layoutSubviews()` calls.
  private final class CountingView: UIView {
    var layouts = 0
    override func layoutSubviews() {
      layouts += 1
      super.layoutSubviews()
    }
  }

  /// A controller whose `viewDidLoad` invalidates its view twice, as app code often does (a
  /// subview added, an image set), and that counts `viewWillLayoutSubviews`.
  private final class InvalidatingController: UIViewController {
    var layouts = 0
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
      view.setNeedsLayout()
    }
    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      layouts += 1
    }
  }

  @Test func aViewInNoWindowIsOnlyMarkedUntilAskedToLayOut() {
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.setNeedsLayout()
    view.frame.size = CGSize(width: 200, height: 100)
    view.addSubview(UIView())
    #expect(view.layouts == 0)
    #expect(view.hasPendingLayout)
    view.layoutIfNeeded()
    #expect(view.layouts == 1)
    #expect(!view.hasPendingLayout)
  }

  @Test func aViewInvalidatedInNoWindowIsLaidOutOnceWhenItEntersOne() {
    let screen = UIViewController()
    let window = makeVisibleWindow(root: screen)
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.addSubview(UIView())
    view.setNeedsLayout()
    view.frame.size = CGSize(width: 200, height: 100)
    #expect(view.layouts == 0)
    screen.view.addSubview(view)
    #expect(view.layouts == 1)
    #expect(!window.hasPendingLayout)
  }

  @Test func aControllerLoadedInNoWindowLaysOutOnceOnLoadHoweverOftenViewDidLoadInvalidates() {
    let controller = InvalidatingController()
    controller.loadViewIfNeeded()
    #expect(controller.layouts == 1)
    let window = makeVisibleWindow(root: controller)
    // Entering the window gives the view its size there: one more pass.
    #expect(controller.layouts == 2)
    #expect(controller.view.frame == window.bounds)
    #expect(!window.hasPendingLayout)
  }

  @Test func aViewInAWindowIsLaidOutBeforeSetNeedsLayoutReturns() {
    let screen = UIViewController()
    _ = makeVisibleWindow(root: screen)
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    screen.view.addSubview(view)
    let before = view.layouts
    view.setNeedsLayout()
    #expect(view.layouts == before + 1)
    #expect(!view.hasPendingLayout)
  }

  /// A label that counts its `layoutSubviews()` calls, as an app's subclass may read its safe area.
  private final class CountingLabel: UILabel {
    var layouts = 0
    override func layoutSubviews() {
      layouts += 1
      super.layoutSubviews()
    }
  }

  /// A screen in a navigation controller with `view` at its top-left, under the bar.
  private func screenUnderABar(with view: UIView) -> UINavigationController {
    let screen = UIViewController()
    let navigation = UINavigationController(rootViewController: screen)
    _ = makeVisibleWindow(root: navigation)
    screen.view.addSubview(view)
    return navigation
  }

  @Test func aViewWhoseSafeAreaChangesWithoutResizingIsLaidOutAgain() {
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    let navigation = screenUnderABar(with: view)
    let before = view.layouts
    #expect(view.safeAreaInsets.top == 103)
    navigation.setNavigationBarHidden(true, animated: false)
    #expect(view.safeAreaInsets.top == 59)
    #expect(view.layouts == before + 1)
  }

  @Test func anAppsLabelSubclassWhoseSafeAreaChangesIsLaidOutAgain() {
    // AdaptiveKit's own labels ignore their safe area and are not compared; a subclass may not.
    let label = CountingLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    let navigation = screenUnderABar(with: label)
    let before = label.layouts
    navigation.setNavigationBarHidden(true, animated: false)
    #expect(label.safeAreaInsets.top == 59)
    #expect(label.layouts == before + 1)
  }
}
