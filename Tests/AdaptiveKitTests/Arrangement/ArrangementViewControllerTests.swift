import Foundation
import Testing
@testable import AdaptiveKit
import AdaptiveTestSupport

/// `UIArrangementViewController` in a window: containment, callbacks, layout on size changes,
/// arrangements and routing (R129–R133).
@Suite(.checksInvariants) @MainActor
struct ArrangementViewControllerTests {
  let log = CallLog()

  /// An arrangement with A (primary) and B (secondary), the root of a visible window.
  private func makeArrangement(device: Device = .iPhone16, orientation: UIInterfaceOrientation = .portrait)
    -> (UIWindow, UIArrangementViewController, RecordingViewController, RecordingViewController)
  {
    let a = RecordingViewController("A", log: log), b = RecordingViewController("B", log: log)
    let arrangement = UIArrangementViewController()
    arrangement.setViewController(a, for: .primary)
    arrangement.setViewController(b, for: .secondary)
    let window = makeVisibleWindow(root: arrangement, device: device, orientation: orientation)
    log.clear()
    return (window, arrangement, a, b)
  }

  @Test func R129_placementsAreChildrenWithTheirPlacement() {
    let (_, arrangement, a, b) = makeArrangement()
    #expect(arrangement.children == [a, b])
    #expect(arrangement.viewController(for: .primary) === a)
    #expect(arrangement.viewController(for: .secondary) === b)
    #expect(arrangement.placement(for: a) == .primary)
    #expect(arrangement.placement(for: b) == .secondary)
    #expect(arrangement.placement(for: UIViewController()) == nil)
    // A child added by hand has no placement.
    let extra = UIViewController()
    arrangement.addChild(extra)
    #expect(arrangement.placement(for: extra) == nil)
    extra.removeFromParent()
    // Stacked on a portrait iPhone (393 × 852), the primary on top.
    #expect(a.view.frameInWindow == CGRect(x: 0, y: 0, width: 393, height: 426))
    #expect(b.view.frameInWindow == CGRect(x: 0, y: 426, width: 393, height: 426))
    #expect(arrangement.state(for: .primary) == .init(zIndex: 0, splitAxis: .vertical, isHidden: false))
    #expect(a.appearanceState == .appeared && b.appearanceState == .appeared)
  }

  @Test func R129_descendantsFindTheNearestArrangement() {
    let inner = UIArrangementViewController()
    let leaf = UIViewController()
    let navigation = UINavigationController(rootViewController: leaf)
    inner.setViewController(navigation, for: .primary)
    let outer = UIArrangementViewController()
    outer.setViewController(inner, for: .secondary)
    _ = makeVisibleWindow(root: outer)
    #expect(leaf.arrangementViewController === inner)
    #expect(navigation.arrangementViewController === inner)
    #expect(inner.arrangementViewController === outer)
    #expect(outer.arrangementViewController == nil)
  }

  @Test func R129_firstAppearanceCallbackOrder() {
    let a = RecordingViewController("A", log: log), b = RecordingViewController("B", log: log)
    let arrangement = UIArrangementViewController()
    arrangement.setViewController(a, for: .primary)
    arrangement.setViewController(b, for: .secondary)
    #expect(log.entries == ["A.willMove(parent)", "A.didMove(parent)", "B.willMove(parent)", "B.didMove(parent)"])
    log.clear()
    _ = makeVisibleWindow(root: arrangement)
    #expect(log.filtered("A.view", "B.view") == [
      "A.viewDidLoad", "B.viewDidLoad", "A.viewWillAppear", "B.viewWillAppear", "A.viewDidAppear", "B.viewDidAppear",
    ])
  }

  @Test func R129_replacingAPlacementOnScreen() {
    let (_, arrangement, a, b) = makeArrangement()
    let c = RecordingViewController("C", log: log)
    arrangement.setViewController(c, for: .secondary, animated: true)
    #expect(log.entries == [
      "C.willMove(parent)", "B.willMove(nil)", "C.viewDidLoad", "B.viewWillDisappear(moving)", "C.viewWillAppear(moving)",
      "B.viewDidDisappear", "C.viewDidAppear", "B.didMove(nil)", "C.didMove(parent)",
    ])
    #expect(arrangement.children == [a, c])
    #expect(b.parent == nil && b.viewIfLoaded?.window == nil)
    #expect(c.view.frameInWindow == CGRect(x: 0, y: 426, width: 393, height: 426))
  }

  @Test func R129_nilRemovesAndTheOtherFillsTheContainer() {
    let (_, arrangement, a, b) = makeArrangement()
    arrangement.setViewController(nil, for: .secondary)
    #expect(log.entries == ["B.willMove(nil)", "B.viewWillDisappear(moving)", "B.viewDidDisappear", "B.didMove(nil)"])
    #expect(arrangement.children == [a])
    #expect(arrangement.viewController(for: .secondary) == nil)
    #expect(arrangement.state(for: .secondary) == nil)
    #expect(arrangement.state(for: .primary) == .init(zIndex: 0, splitAxis: [], isHidden: false))
    #expect(a.view.frameInWindow == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(b.parent == nil)
  }

  @Test func R129_traitsReachThePlacedChildren() {
    let (window, _, a, b) = makeArrangement()
    #expect(a.traitCollection.horizontalSizeClass == .compact && b.traitCollection.verticalSizeClass == .regular)
    window.rotate(to: .landscapeLeft)
    #expect(a.traitCollection.verticalSizeClass == .compact && b.traitCollection.verticalSizeClass == .compact)
    #expect(log.filtered("A.traitCollectionDidChange", "B.traitCollectionDidChange") == [
      "A.traitCollectionDidChange(CC)", "B.traitCollectionDidChange(CC)",
    ])
  }

  @Test func R130_updateArrangementCopiesTheArrangement() {
    let (_, arrangement, a, b) = makeArrangement()
    var split = UISplitArrangement()
    var properties = split.defaultViewProperties
    properties.height.preferred = .absolute(200)
    split.setViewProperties(properties, for: .primary)
    arrangement.updateArrangement(split)
    #expect(a.view.frameInWindow == CGRect(x: 0, y: 0, width: 393, height: 200))
    #expect(b.view.frameInWindow == CGRect(x: 0, y: 200, width: 393, height: 652))
    // Changing the value afterwards changes nothing until it is applied again.
    properties.height.preferred = .absolute(600)
    split.setViewProperties(properties, for: .primary)
    arrangement.view.setNeedsLayout()
    #expect(a.view.frameInWindow.height == 200)
    // Overlay: both fill the container, the primary above.
    arrangement.updateArrangement(UIOverlayArrangement())
    #expect(a.view.frameInWindow == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(b.view.frameInWindow == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(arrangement.view.subviews.map(\.owningViewController) == [b, a])
    #expect(arrangement.state(for: .primary)?.zIndex == 1 && arrangement.state(for: .secondary)?.zIndex == 0)
    // Back to the default split.
    arrangement.updateArrangement(.split)
    #expect(a.view.frameInWindow == CGRect(x: 0, y: 0, width: 393, height: 426))
    #expect(log.filtered("A.view", "B.view").isEmpty)
  }

  @Test func R131_rotationIsASizeChange() {
    let (window, arrangement, a, b) = makeArrangement()
    window.rotate(to: .landscapeLeft)
    // 852 × 393 minus nothing: side by side, the primary leading, each told its own new size.
    #expect(log.filtered("A.viewWillTransition", "B.viewWillTransition") == ["A.viewWillTransition(426x393)", "B.viewWillTransition(426x393)"])
    #expect(a.view.frameInWindow == CGRect(x: 0, y: 0, width: 426, height: 393))
    #expect(b.view.frameInWindow == CGRect(x: 426, y: 0, width: 426, height: 393))
    #expect(arrangement.state(for: .secondary) == .init(zIndex: 0, splitAxis: .horizontal, isHidden: false))
    window.layoutDirection = .rightToLeft
    #expect(a.view.frameInWindow == CGRect(x: 426, y: 0, width: 426, height: 393))
    #expect(b.view.frameInWindow == CGRect(x: 0, y: 0, width: 426, height: 393))
  }

  @Test func R131_windowResizeIsASizeChange() {
    let (window, _, a, b) = makeArrangement(device: .iPadAir11, orientation: .landscapeLeft)
    #expect(a.view.frameInWindow == CGRect(x: 0, y: 0, width: 590, height: 820))
    window.resize(to: CGSize(width: 500, height: 820))
    #expect(a.view.frameInWindow == CGRect(x: 0, y: 0, width: 500, height: 410))
    #expect(b.view.frameInWindow == CGRect(x: 0, y: 410, width: 500, height: 410))
  }

  @Test func R131_aChildsNewPreferredContentSizeLaysTheIntrinsicSplitOutAgain() {
    let (window, arrangement, a, b) = makeArrangement()
    var split = UISplitArrangement()
    var intrinsic = split.defaultViewProperties
    intrinsic.height.preferred = .intrinsic
    split.setViewProperties(intrinsic, for: .secondary)
    arrangement.updateArrangement(split)
    #expect(b.view.frameInWindow == CGRect(x: 0, y: 426, width: 393, height: 426))
    // The secondary asks for 200 pt: the primary takes the rest (current-mix seed 871579511).
    b.preferredContentSize = CGSize(width: 0, height: 200)
    window.layoutIfNeeded()
    #expect(a.view.frameInWindow == CGRect(x: 0, y: 0, width: 393, height: 652))
    #expect(b.view.frameInWindow == CGRect(x: 0, y: 652, width: 393, height: 200))
  }

  @Test func R131_secondaryHiddenWhenBothMinimumsCannotFit() {
    let (window, arrangement, a, b) = makeArrangement()
    var split = UISplitArrangement()
    var properties = split.defaultViewProperties
    properties.width.minimum = .absolute(500)
    split.setViewProperties(properties, for: .primary)
    split.setViewProperties(properties, for: .secondary)
    arrangement.updateArrangement(split)
    // Stacked, the width minimums do not apply.
    #expect(log.entries.isEmpty)
    window.rotate(to: .landscapeLeft)
    #expect(arrangement.state(for: .secondary) == .init(zIndex: 0, splitAxis: [], isHidden: true))
    #expect(a.view.frameInWindow == CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(b.parent === arrangement && b.viewIfLoaded?.window == nil)
    #expect(log.filtered("B.view") == ["B.viewWillTransition(852x393)", "B.viewWillDisappear", "B.viewDidDisappear"])
    log.clear()
    window.rotate(to: .portrait)
    #expect(log.filtered("B.view") == ["B.viewWillTransition(393x426)", "B.viewWillAppear", "B.viewDidAppear"])
    #expect(b.view.frameInWindow == CGRect(x: 0, y: 426, width: 393, height: 426))
  }

  @Test func R131_axesThatExcludeTheShapeShowThePrimaryAlone() {
    let (window, arrangement, a, b) = makeArrangement()
    arrangement.updateArrangement(UISplitArrangement().axes(.horizontal))
    #expect(log.entries == ["B.viewWillDisappear", "B.viewDidDisappear"])
    #expect(a.view.frameInWindow == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(arrangement.state(for: .secondary)?.isHidden == true)
    window.rotate(to: .landscapeLeft)
    #expect(arrangement.state(for: .secondary)?.isHidden == false)
    #expect(b.view.frameInWindow == CGRect(x: 426, y: 0, width: 426, height: 393))
  }

  @Test func R132_overlayIsLayeredWithoutADivision() {
    let (window, arrangement, a, b) = makeArrangement()
    arrangement.updateArrangement(.overlay)
    window.rotate(to: .landscapeLeft)
    #expect(arrangement.divisionRegion() == nil)
    #expect(a.view.frameInWindow == CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(b.view.frameInWindow == CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(arrangement.view.subviews.map(\.owningViewController) == [b, a])
    #expect(arrangement.state(for: .primary) == .init(zIndex: 1, splitAxis: [], isHidden: false))
    #expect(arrangement.state(for: .secondary) == .init(zIndex: 0, splitAxis: [], isHidden: false))
    #expect(log.filtered("A.viewWillAppear", "A.viewDid", "B.viewWillAppear", "B.viewDid", "A.viewWillDis", "B.viewWillDis").isEmpty)
  }

  @Test func R133_showPassesThroughToTheNavigationController() {
    let a = RecordingViewController("A", log: log)
    let arrangement = UIArrangementViewController()
    arrangement.setViewController(a, for: .primary)
    let navigation = UINavigationController(rootViewController: arrangement)
    _ = makeVisibleWindow(root: navigation)
    let pushed = UIViewController(), detail = UIViewController()
    a.show(pushed, sender: nil)
    #expect(navigation.viewControllers == [arrangement, pushed])
    navigation.popViewController(animated: false)
    // With no split above, `showDetailViewController` presents, as UIKit's default does.
    a.showDetailViewController(detail, sender: nil)
    #expect(navigation.viewControllers == [arrangement])
    #expect(detail.presentingViewController != nil)
    #expect(arrangement.children == [a])
  }

  @Test func R133_anArrangementInASplitColumnIsReportedAndLaidOut() {
    let (a, b) = (RecordingViewController("A", log: log), RecordingViewController("B", log: log))
    let arrangement = UIArrangementViewController()
    arrangement.setViewController(a, for: .primary)
    arrangement.setViewController(b, for: .secondary)
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(UIViewController(), for: .primary)
    let (_, reports) = MisuseReport.capture { split.setViewController(arrangement, for: .secondary) }
    #expect(reports.map(\.kind) == [.log])
    #expect(reports.first?.message.contains("column") == true)
    _ = makeVisibleWindow(root: split, device: .iPadAir11, orientation: .landscapeLeft)
    #expect(split.viewController(for: .secondary) === arrangement)
    #expect(a.appearanceState == .appeared && b.appearanceState == .appeared)
    #expect(a.view.frameInWindow.width == b.view.frameInWindow.width)
  }

  @Test func R129_hierarchyDumpShowsPlacementsAndStates() {
    let (window, arrangement, _, _) = makeArrangement()
    arrangement.updateArrangement(UISplitArrangement().axes(.horizontal))
    let dump = HierarchyDump.describe(window)
    #expect(dump.contains("<RecordingViewController \"A\"> [primary z:0 axis:none] w:C h:R (0,0,393,852) appeared"))
    #expect(dump.contains("<RecordingViewController \"B\"> [secondary z:0 axis:none hidden] w:C h:R off-screen"))
  }

  /// Adapts a popover to full screen in a compact width and wraps it in a navigation controller.
  private final class WrappingDelegate: UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
      traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
    }
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
      UINavigationController(rootViewController: controller.presentedViewController)
    }
  }

  /// Current fuzz seed 770001942: a popover arrangement that the adaptation wraps in a navigation
  /// controller is laid out in that controller's view before the view enters the window. A window
  /// with no room for the secondary hides it there, out of any window, so no window change made
  /// it disappear: it stayed appeared off screen. It disappears (without animation, as the
  /// arrangement hides it) before the navigation controller appears; the primary moves with its
  /// arrangement and keeps its appearance.
  @Test func R131_aSecondaryHiddenAsTheAdaptationWrapsItsArrangementDisappears() throws {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPadPro13)
    let a = RecordingViewController("A", log: log), b = RecordingViewController("B", log: log)
    let arrangement = UIArrangementViewController()
    arrangement.setViewController(a, for: .primary)
    arrangement.setViewController(b, for: .secondary)
    arrangement.updateArrangement(UISplitArrangement().axes(.vertical))
    arrangement.modalPresentationStyle = .popover
    let popover = try #require(arrangement.popoverPresentationController)
    popover.sourceView = root.view
    popover.sourceRect = CGRect(x: 100, y: 100, width: 10, height: 10)
    let delegate = WrappingDelegate()
    popover.delegate = delegate
    root.present(arrangement, animated: false)
    #expect(arrangement.state(for: .secondary) == UIArrangementViewController.ViewState(splitAxis: .vertical))
    #expect(b.appearanceState == .appeared)
    log.clear()
    window.resize(to: .zero)
    #expect(log.entries == [
      "A.traitCollectionDidChange(--)", "B.traitCollectionDidChange(--)", "A.willTransition(CR)", "B.willTransition(CR)",
      "A.viewWillTransition(0x0)", "B.viewWillTransition(0x0)", "B.viewWillDisappear", "B.viewDidDisappear",
      "A.traitCollectionDidChange(CR)", "B.traitCollectionDidChange(CR)",
    ])
    let navigation = try #require(arrangement.parent as? UINavigationController)
    #expect(root.presentedViewController === navigation && navigation.viewControllers == [arrangement])
    #expect(arrangement.state(for: .secondary)?.isHidden == true)
    #expect(a.appearanceState == .appeared && a.view.window === window)
    #expect(b.appearanceState == .disappeared && b.view.window == nil)
    withExtendedLifetime(delegate) {}
  }
}
