import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Vertical bars (R134 and the Duo facts): the preference chain, and where the iPhone Duo puts its
/// bars (``UIViewController/barAxis``).
@Suite(.checksInvariants) @MainActor
struct VerticalBarTests {
  @Test func R134_navigationControllerForwardsThePreferenceToItsTopViewController() {
    let list = UIViewController(), player = DisablingController()
    let nav = UINavigationController(rootViewController: list)
    _ = makeVisibleWindow(root: nav, device: .iPhoneDuo)
    #expect(nav.childForPreferredVerticalBarBehavior === list)
    #expect(list.barAxis == .vertical)
    nav.pushViewController(player, animated: false)
    #expect(nav.childForPreferredVerticalBarBehavior === player)
    #expect(player.barAxis == .horizontal)
    #expect(nav.barAxis == .horizontal)
    nav.popViewController(animated: false)
    #expect(list.barAxis == .vertical)
  }

  @Test func R134_tabBarControllerForwardsThePreferenceToItsSelectedController() {
    let notes = UIViewController(), calculator = DisablingController()
    let tabs = UITabBarController()
    tabs.viewControllers = [notes, calculator]
    _ = makeVisibleWindow(root: tabs, device: .iPhoneDuo)
    #expect(tabs.childForPreferredVerticalBarBehavior === notes)
    #expect(notes.barAxis == .vertical)
    tabs.selectedIndex = 1
    #expect(tabs.childForPreferredVerticalBarBehavior === calculator)
    #expect(calculator.barAxis == .horizontal)
    #expect(tabs.barAxis == .horizontal)
  }

  @Test func R134_aPlainContainerDecidesForItsChildrenUnlessItNamesOne() {
    let container = NamingContainer(), child = DisablingController()
    container.embed(child)
    _ = makeVisibleWindow(root: container, device: .iPhoneDuo)
    #expect(child.barAxis == .vertical)   // the root's own preference counts
    container.named = child
    container.setNeedsUpdateOfVerticalBarConfiguration()
    #expect(child.barAxis == .horizontal)
    #expect(container.barAxis == .horizontal)
  }

  @Test(arguments: Device.all.filter { !$0.isFoldable })
  func R134_everyOtherDeviceKeepsHorizontalBars(device: Device) {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: device, orientation: .landscapeLeft)
    #expect(root.barAxis == .horizontal)
  }

  @Test func Duo_theInnerDisplayInPortraitKeepsHorizontalBars() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhoneDuo)
    #expect(root.barAxis == .vertical)
    window.fold(to: .flat)
    #expect(root.traitCollection.verticalBarEdge == .unspecified)
    #expect(root.barAxis == .horizontal)
    window.rotate(to: .landscapeRight)
    #expect(root.barAxis == .vertical)
  }

  @Test func Duo_splitColumnsUseHorizontalBarsAndTheDetailColumnAVerticalOne() {
    let sidebar = UIViewController(), list = UIViewController(), detail = UIViewController(), inspector = UIViewController()
    let split = UISplitViewController(style: .tripleColumn)
    split.setViewController(sidebar, for: .primary)
    split.setViewController(list, for: .supplementary)
    split.setViewController(detail, for: .secondary)
    split.setViewController(inspector, for: .inspector)
    let window = makeVisibleWindow(root: split, device: .iPhoneDuo, orientation: .landscapeLeft)
    #expect(split.isCollapsed)
    #expect(split.barAxis == .vertical)
    window.fold(to: .flat)
    #expect(split.isCollapsed == false)
    #expect(sidebar.barAxis == .horizontal)
    #expect(list.barAxis == .horizontal)
    #expect(detail.barAxis == .vertical)
    #expect(inspector.barAxis == .horizontal)
    let pushed = UIViewController()
    detail.navigationController?.pushViewController(pushed, animated: false)
    #expect(pushed.barAxis == .vertical)
  }

  @Test func Duo_sheetsUseVerticalBarsOnTheOuterDisplayAndHorizontalOnTheInnerOne() {
    let root = UIViewController(), sheet = UIViewController(), cover = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhoneDuo, orientation: .landscapeLeft)
    root.present(sheet, animated: false)
    #expect(sheet.modalPresentationStyle == .pageSheet || sheet.modalPresentationStyle == .automatic)
    #expect(sheet.barAxis == .vertical)
    window.fold(to: .flat)
    #expect(sheet.barAxis == .horizontal)
    #expect(root.barAxis == .vertical)
    sheet.dismiss(animated: false)
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: false)
    #expect(cover.barAxis == .vertical)
  }

  @Test func R134_aDisabledSheetKeepsItsOwnBarsHorizontalOnly() {
    let root = UIViewController(), sheet = DisablingController()
    _ = makeVisibleWindow(root: root, device: .iPhoneDuo)
    root.present(sheet, animated: false)
    #expect(sheet.barAxis == .horizontal)
    #expect(root.barAxis == .vertical)
  }

  @Test func Duo_horizontalOnlyItemsDoNotShowInAVerticalBar() {
    let root = UIViewController()
    let share = UIBarButtonItem(title: "Share"), zoom = UIBarButtonItem(title: "Zoom"), hidden = UIBarButtonItem(title: "Hidden")
    zoom.axisBehavior = .horizontalOnly
    hidden.isHidden = true
    root.navigationItem.rightBarButtonItems = [share, zoom, hidden]
    let window = makeVisibleWindow(root: UINavigationController(rootViewController: root), device: .iPhoneDuo)
    #expect(root.barButtonItemsShownInBars.map(\.title) == ["Share"])
    window.fold(to: .flat)   // inner portrait: horizontal bars
    #expect(root.barButtonItemsShownInBars.map(\.title) == ["Share", "Zoom"])
  }

  @Test func Duo_barItemDefaultsFollowUIKit() {
    let item = UIBarButtonItem(title: "Item")
    #expect(item.axisBehavior == .automatic)
    #expect(item.visibilityPriority == .standard)
    #expect(UIBarButtonItemVisibilityPriority.low < .standard && UIBarButtonItemVisibilityPriority.standard < .high)
    #expect(UIBarButtonItemVisibilityPriority(higherThan: .standard) > .standard)
    #expect(UIBarButtonItemVisibilityPriority(lowerThan: .standard) < .standard)
    #expect(UINavigationItem(title: "Title").verticalBarCompressionBehavior == .automatic)
    #expect(UIViewController().preferredVerticalBarBehavior == .automatic)
    #expect(UIViewController().childForPreferredVerticalBarBehavior == nil)
    #expect(UIVerticalBarBehavior.disabled.rawValue == 1)
    #expect(UIBarButtonItem.AxisBehavior.verticalPreferred.rawValue == 2)
    #expect(UIVerticalBarCompressionBehavior.prefersTabBar.rawValue == 2)
  }
}

/// A controller that keeps horizontal bars.
private final class DisablingController: UIViewController {
  override var preferredVerticalBarBehavior: UIVerticalBarBehavior { .disabled }
}

/// A container that names the child whose preference counts, once told.
private final class NamingContainer: UIViewController {
  weak var named: UIViewController?
  override var childForPreferredVerticalBarBehavior: UIViewController? { named }
}
