import Foundation
import Testing
import AdaptiveTestSupport
@testable import AdaptiveKit

/// A tree that a callback rearranges in the middle of its appearance or dismissal ends with every
/// controller on screen appeared and every other one disappeared.
@Suite(.checksInvariants) @MainActor
struct DismissalReentrancyTests {
  /// Resizes its window once, from `viewWillDisappear`, and pushes a controller onto its
  /// navigation controller once its traits change.
  final class ResizingController: UIViewController {
    var resizeTo: CGSize?
    var pushOnTraitChange: UIViewController?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      guard let pushed = pushOnTraitChange else { return }
      pushOnTraitChange = nil
      navigationController?.pushViewController(pushed, animated: false)
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      guard let size = resizeTo, let window = view.window else { return }
      resizeTo = nil
      window.resize(to: size)
    }
  }

  @Test func aSplitCollapsedByAResizeFromItsOwnDismissalEndsWithEveryControllerDisappeared() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPadPro13, orientation: .landscapeLeft)
    let split = UISplitViewController(style: .doubleColumn)
    let primary = UIViewController(), detail = ResizingController()
    split.setViewController(primary, for: .primary)
    split.setViewController(detail, for: .secondary)
    split.modalPresentationStyle = .fullScreen
    root.present(split, animated: false)
    #expect(!split.isCollapsed && detail.appearanceState == .appeared)
    detail.resizeTo = CGSize(width: 507, height: 1032)
    detail.pushOnTraitChange = UIViewController()
    split.dismiss(animated: true)
    #expect(window.traitCollection.horizontalSizeClass == .compact)
    #expect(root.presentedViewController == nil && root.appearanceState == .appeared)
    var transitioning: [String] = []
    split.forEachInContainmentTree { if $0.appearanceState != .disappeared { transitioning.append($0.debugName) } }
    #expect(transitioning.isEmpty)
  }

  /// Resizes its window once, from `viewWillAppear`.
  final class ResizingOnAppearController: UIViewController {
    var resizeTo: CGSize?
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      guard let size = resizeTo, let window = view.window else { return }
      resizeTo = nil
      window.resize(to: size)
    }
  }

  @Test func aSplitCollapsedByAResizeFromItsOwnAppearanceLeavesHiddenColumnsDisappeared() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1366, height: 1024))
    window.makeKeyAndVisible()
    let split = UISplitViewController(style: .tripleColumn)
    let primary = UIViewController(), supplementary = ResizingOnAppearController(), detail = UIViewController()
    split.setViewController(primary, for: .primary)
    split.setViewController(supplementary, for: .supplementary)
    split.setViewController(detail, for: .secondary)
    supplementary.resizeTo = CGSize(width: 375, height: 1366)
    window.rootViewController = split
    #expect(split.isCollapsed)
    let column = try #require(supplementary.navigationController)
    #expect(column.viewIfLoaded?.window == nil)
    #expect(column.appearanceState == .disappeared && supplementary.appearanceState == .disappeared)
    #expect(detail.appearanceState == .appeared)
  }
}
