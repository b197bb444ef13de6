import Foundation
import Testing
@testable import AdaptiveKit
import AdaptiveTestSupport

/// When a view is laid out: before `setNeedsLayout()` returns in a window (AdaptiveKit has no run
/// loop), and again when its safe area changes without its size changing.
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
