import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// The window controls of a free-form iPad window (iPadOS 26) and the layout regions that make
/// room for them (`UIView.LayoutRegion`, `edgeInsets(for:)`, iOS 26).
@Suite(.checksInvariants) @MainActor
struct WindowControlsTests {
  private func freeFormWindow(_ root: UIViewController, size: CGSize = CGSize(width: 800, height: 600)) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }

  @Test func aFreeFormIPadWindowHasItsControlsAtTheTopLeadingCorner() {
    let root = UIViewController()
    let window = freeFormWindow(root)
    #expect(window.windowControlsFrame == CGRect(x: 0, y: 0, width: 84, height: 36))
    #expect(root.view.frameInWindow == CGRect(x: 0, y: 0, width: 800, height: 600))
  }

  @Test func theControlsLeaveTheSafeAreaAsItIs() {
    let root = UIViewController()
    _ = freeFormWindow(root)
    let plain = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    #expect(root.view.safeAreaInsets == plain)
    #expect(root.view.edgeInsets(for: .safeArea()) == plain)
    #expect(root.view.edgeInsets(for: .safeArea(cornerAdaptation: nil)) == plain)
  }

  @Test func horizontalCornerAdaptationMovesTheLeadingEdgePastTheControls() {
    let root = UIViewController()
    _ = freeFormWindow(root)
    #expect(root.view.edgeInsets(for: .safeArea(cornerAdaptation: .horizontal)) == UIEdgeInsets(top: 24, left: 84, bottom: 20, right: 0))
    #expect(root.view.directionalEdgeInsets(for: .safeArea(cornerAdaptation: .horizontal))
      == NSDirectionalEdgeInsets(top: 24, leading: 84, bottom: 20, trailing: 0))
    let guide = root.view.layoutGuide(for: .safeArea(cornerAdaptation: .horizontal))
    #expect(guide.owningView === root.view)
    #expect(guide.layoutFrame == CGRect(x: 84, y: 24, width: 716, height: 556))
  }

  @Test func verticalCornerAdaptationMovesTheTopEdgeBelowTheControls() {
    let root = UIViewController()
    _ = freeFormWindow(root)
    #expect(root.view.edgeInsets(for: .safeArea(cornerAdaptation: .vertical)) == UIEdgeInsets(top: 36, left: 0, bottom: 20, right: 0))
    #expect(root.view.layoutGuide(for: .safeArea(cornerAdaptation: .vertical)).layoutFrame == CGRect(x: 0, y: 36, width: 800, height: 544))
  }

  @Test func marginsKeepTheSideMarginBeyondTheControls() {
    let root = UIViewController()
    _ = freeFormWindow(root)
    #expect(root.view.edgeInsets(for: .margins()) == UIEdgeInsets(top: 24, left: 20, bottom: 20, right: 20))
    #expect(root.view.edgeInsets(for: .margins(cornerAdaptation: .horizontal)) == UIEdgeInsets(top: 24, left: 104, bottom: 20, right: 20))
    #expect(root.view.edgeInsets(for: .margins(cornerAdaptation: .vertical)) == UIEdgeInsets(top: 36, left: 20, bottom: 20, right: 20))
  }

  @Test func inARightToLeftLayoutTheControlsAreAtTheTopRightCorner() {
    let root = UIViewController()
    let window = freeFormWindow(root)
    window.layoutDirection = .rightToLeft
    #expect(window.windowControlsFrame == CGRect(x: 716, y: 0, width: 84, height: 36))
    #expect(root.view.edgeInsets(for: .safeArea(cornerAdaptation: .horizontal)) == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 84))
    #expect(root.view.directionalEdgeInsets(for: .safeArea(cornerAdaptation: .horizontal))
      == NSDirectionalEdgeInsets(top: 24, leading: 84, bottom: 20, trailing: 0))
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
  }

  @Test func aViewTheControlsDoNotOverlapIsNotAdapted() {
    let root = UIViewController()
    _ = freeFormWindow(root)
    let away = UIView(frame: CGRect(x: 400, y: 300, width: 200, height: 100))
    root.view.addSubview(away)
    #expect(away.edgeInsets(for: .safeArea(cornerAdaptation: .horizontal)) == away.safeAreaInsets)
    #expect(away.edgeInsets(for: .safeArea(cornerAdaptation: .vertical)) == away.safeAreaInsets)
  }

  @Test func aFullScreenIPadWindowHasNoControlsUntilItIsResized() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPadAir11)
    #expect(window.windowControlsFrame == nil)
    #expect(root.view.edgeInsets(for: .safeArea(cornerAdaptation: .horizontal)) == root.view.safeAreaInsets)
    window.resize(to: CGSize(width: 600, height: 1180))
    #expect(window.windowControlsFrame == CGRect(x: 0, y: 0, width: 84, height: 36))
    #expect(root.view.edgeInsets(for: .safeArea(cornerAdaptation: .horizontal)).left == 84)
    #expect(root.traitCollection.horizontalSizeClass == .compact)
    window.resize(to: CGSize(width: 820, height: 1180))
    #expect(window.windowControlsFrame == nil)
  }

  @Test func anIPhoneWindowHasNoControls() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhone16)
    #expect(window.windowControlsFrame == nil)
    window.resize(to: CGSize(width: 300, height: 600))
    #expect(window.windowControlsFrame == nil)
    #expect(root.view.edgeInsets(for: .safeArea(cornerAdaptation: .vertical)) == root.view.safeAreaInsets)
  }
}
