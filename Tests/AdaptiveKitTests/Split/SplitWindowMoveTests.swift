import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A collapsed split that becomes the root of a regular-width window expands there, and an
/// expanded one that moves into a compact window collapses.
@Suite(.checksInvariants) @MainActor
struct SplitWindowMoveTests {
  @Test(arguments: [UISplitViewController.Style.unspecified, .doubleColumn])
  func aCollapsedSplitMovedIntoARegularWidthWindowExpands(style: UISplitViewController.Style) {
    let split = UISplitViewController(style: style)
    let detail = UIViewController()
    if style == .unspecified {
      split.viewControllers = [UINavigationController(rootViewController: UIViewController()), detail]
    } else {
      split.setViewController(UIViewController(), for: .primary)
      split.setViewController(detail, for: .secondary)
    }
    let phone = makeVisibleWindow(root: split, device: .iPhone16)
    #expect(split.isCollapsed)
    let pad = makeVisibleWindow(root: UIViewController(), device: .iPadPro13, orientation: .landscapeLeft)
    pad.rootViewController = split
    #expect(phone.rootViewController == nil)
    #expect(!split.isCollapsed)
    #expect(split.traitCollection.horizontalSizeClass == .regular)
    #expect(detail.view.window === pad && detail.appearanceState == .appeared)
  }

  @Test func anExpandedSplitMovedIntoACompactWindowCollapses() {
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    _ = makeVisibleWindow(root: split, device: .iPadPro13, orientation: .landscapeLeft)
    #expect(!split.isCollapsed)
    let phone = makeVisibleWindow(root: UIViewController(), device: .iPhone16)
    phone.rootViewController = split
    #expect(split.isCollapsed)
  }

  @Test func aRotationBackFromAColumnsViewWillAppearDuringAnExpansionLeavesTheSplitCollapsed() {
    let split = UISplitViewController(style: .doubleColumn)
    let detail = OneShotController()
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(detail, for: .secondary)
    let window = makeVisibleWindow(root: split, device: .iPhone16ProMax, orientation: .portrait)
    #expect(split.isCollapsed)
    detail.onWillAppear = { window.rotate(to: .portrait) }
    window.rotate(to: .landscapeLeft)
    #expect(window.traitCollection.horizontalSizeClass == .compact)
    #expect(split.isCollapsed)
  }
}

