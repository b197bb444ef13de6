import Foundation
import Testing
import AdaptiveKit
import AdaptiveMacros
import AdaptiveTestSupport

/// A navigation controller's toolbar: it shows the top controller's `toolbarItems` when
/// `isToolbarHidden` is false, takes 44 pt above the bottom safe area, narrows the content's safe
/// area, lays its items out with flexible spaces, anchors popovers and sends nil-targeted actions
/// along the top controller's responder chain.
@Suite(.checksInvariants) @MainActor
struct ToolbarTests {
  private func show(_ controller: UIViewController, toolbar: Bool = true, on device: Device = .iPhone16,
                    orientation: UIInterfaceOrientation = .portrait) -> (UIWindow, UINavigationController) {
    let navigation = SavingNavigationController(rootViewController: controller)
    navigation.isToolbarHidden = !toolbar
    let window = UIWindow(device: device, orientation: orientation)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, navigation)
  }

  @Test func theToolbarSitsAboveTheHomeIndicatorAndNarrowsTheSafeArea() {
    let notes = UIViewController()
    notes.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain)]
    let (_, navigation) = show(notes)
    // iPhone 16: 852 pt high, a 34 pt home-indicator inset.
    #expect(navigation.toolbarFrame == CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 78))
    #expect(notes.view.safeAreaInsets.bottom == 78)
    #expect(navigation.toolbar.items?.map(\.title) == ["Edit"])
    navigation.setToolbarHidden(true, animated: true)
    navigation.view.layoutIfNeeded()
    #expect(navigation.toolbarFrame == .zero)
    #expect(navigation.toolbarLayout == nil)
    #expect(notes.view.safeAreaInsets.bottom == 34)
  }

  @Test func flexibleSpacesShareTheRoomLeft() throws {
    let notes = UIViewController()
    let count = UIBarButtonItem(title: "2 Notes", style: .plain)
    let compose = UIBarButtonItem(barButtonSystemItem: .compose)
    notes.toolbarItems = [.flexibleSpace(), count, .flexibleSpace(), compose]
    let (_, navigation) = show(notes)
    let layout = try #require(navigation.toolbarLayout)
    #expect(layout.items.map { ObjectIdentifier($0.item) } == [ObjectIdentifier(count), ObjectIdentifier(compose)])
    let countFrame = try #require(layout.frame(of: count))
    let composeFrame = try #require(layout.frame(of: compose))
    // The compose glyph ends at the trailing margin; the title is centred between the margins.
    #expect(composeFrame.maxX == 393 - BarMetrics.edgeMargin)
    #expect(composeFrame.minY == 852 - 34 - 44 && composeFrame.height == 44)
    let room = 393 - 2 * BarMetrics.edgeMargin - countFrame.width - composeFrame.width
    #expect(abs(countFrame.minX - (BarMetrics.edgeMargin + room / 2)) < 0.001)
    // A fixed space takes its width.
    notes.toolbarItems = [count, .fixedSpace(30), compose]
    navigation.view.layoutIfNeeded()
    let fixed = try #require(navigation.toolbarLayout)
    #expect(fixed.frame(of: compose)?.minX == BarMetrics.edgeMargin + countFrame.width + 30)
  }

  @Test func theToolbarFollowsTheTopController() {
    let first = UIViewController()
    first.toolbarItems = [UIBarButtonItem(title: "First", style: .plain)]
    let second = UIViewController()
    second.setToolbarItems([UIBarButtonItem(title: "Second", style: .plain)], animated: false)
    let (_, navigation) = show(first)
    navigation.pushViewController(second, animated: false)
    #expect(navigation.toolbarLayout?.items.map(\.item.title) == ["Second"])
    navigation.popViewController(animated: false)
    #expect(navigation.toolbarLayout?.items.map(\.item.title) == ["First"])
  }

  @Test func R90_barsHiddenWhenVerticallyCompactHideTheToolbar() {
    let notes = UIViewController()
    notes.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain)]
    let (window, navigation) = show(notes)
    navigation.hidesBarsWhenVerticallyCompact = true
    window.rotate(to: .landscapeLeft)
    #expect(!navigation.isToolbarVisible)
    #expect(navigation.toolbarFrame == .zero)
    window.rotate(to: .portrait)
    #expect(navigation.isToolbarVisible)
  }

  @Test func aNilTargetedToolbarItemReachesTheNavigationController() throws {
    let notes = UIViewController()
    let save = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: #Selector(SavingNavigationController.save(sender:)))
    notes.toolbarItems = [save]
    let (_, navigation) = show(notes)
    save.simulateTap()
    #expect(try #require(navigation as? SavingNavigationController).saves == 1)
  }

  @Test func aPopoverAnchoredToAToolbarItemPointsAtIt() throws {
    let notes = UIViewController()
    let share = UIBarButtonItem(barButtonSystemItem: .action)
    notes.toolbarItems = [.flexibleSpace(), share]
    let (window, navigation) = show(notes, on: .iPadAir11)
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .popover
    sheet.popoverPresentationController?.barButtonItem = share
    notes.present(sheet, animated: false)
    let itemFrame = try #require(navigation.toolbarLayout?.frame(of: share))
    #expect(BarButtonItemAnchor.frameInWindow(of: share, in: window) == navigation.view.convert(itemFrame, to: nil))
    // The popover sits above the toolbar, its arrow pointing down at the item.
    let popover = try #require(sheet.viewIfLoaded?.frameInWindow)
    #expect(popover.maxY <= itemFrame.minY)
    #expect(sheet.popoverPresentationController?.arrowDirection == .down)
  }
}
