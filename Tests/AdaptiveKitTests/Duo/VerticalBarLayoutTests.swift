import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Vertical bars laid out (R134 and the Duo facts): where the iPhone Duo shows a controller's bars
/// vertically (``UIViewController/barAxis``), a navigation controller's bar is a column along the
/// vertical bar edge, the toolbar's items fold into it, and the content's safe area grows on that
/// side instead of the top and bottom.
@Suite(.checksInvariants) @MainActor
struct VerticalBarLayoutTests {
  @Test func Duo_closedNavigationBarIsAVerticalBarOnTheTrailingEdge() {
    let root = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    _ = makeVisibleWindow(root: nav, device: .iPhoneDuo)   // closed, portrait: 466 × 678, insets 59 / 34
    #expect(nav.traitCollection.verticalBarEdge == .trailing)
    #expect(nav.showsVerticalBar)
    #expect(nav.navigationBarFrame == CGRect(x: 466 - 48, y: 59, width: 48, height: 678 - 59 - 34))
    #expect(nav.navigationBar.frame == nav.navigationBarFrame)
    #expect(nav.navigationBarLayout == nil)
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 48))
    #expect(root.view.safeAreaFrame == CGRect(x: 0, y: 59, width: 466 - 48, height: 678 - 59 - 34))
    let layout = nav.verticalBarLayout
    #expect(layout?.edge == .trailing)
    #expect(layout?.barFrame == nav.navigationBarFrame)
    #expect(layout?.backButtonFrame == nil)
  }

  @Test func Duo_backButtonIsAtTheTopAndItemsStackBelowIt() {
    let list = UIViewController(), detail = UIViewController()
    let share = UIBarButtonItem(title: "Share"), edit = UIBarButtonItem(barButtonSystemItem: .edit)
    detail.navigationItem.rightBarButtonItems = [share, edit]
    let nav = UINavigationController(rootViewController: list)
    _ = makeVisibleWindow(root: nav, device: .iPhoneDuo)
    nav.pushViewController(detail, animated: false)
    let layout = try! #require(nav.verticalBarLayout)
    #expect(layout.backButtonFrame == CGRect(x: 418, y: 59 + 8, width: 48, height: 44))
    #expect(ids(layout.items.map(\.item)) == ids([share, edit]))
    #expect(layout.frame(of: share) == CGRect(x: 418, y: 59 + 8 + 52, width: 48, height: 44))
    #expect(layout.frame(of: edit) == CGRect(x: 418, y: 59 + 8 + 104, width: 48, height: 44))
    #expect(layout.overflowFrame == nil)
    #expect(detail.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 48))
  }

  @Test func Duo_detailColumnNavigationBarIsVerticalOnTheTrailingEdge() {
    let sidebar = UIViewController(), detail = UIViewController()
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(sidebar, for: .primary)
    split.setViewController(detail, for: .secondary)
    let window = makeVisibleWindow(root: split, device: .iPhoneDuo, orientation: .landscapeLeft)
    window.fold(to: .flat)   // inner display, landscape: 951 × 669, insets 59 left and right, 21 bottom
    #expect(split.isCollapsed == false)
    let detailNav = try! #require(detail.navigationController), sidebarNav = try! #require(sidebar.navigationController)
    #expect(detailNav.showsVerticalBar)
    #expect(sidebarNav.showsVerticalBar == false)
    let bar = detailNav.view.convert(detailNav.navigationBarFrame, to: nil)
    #expect(bar == CGRect(x: 951 - 59 - 48, y: 0, width: 48, height: 669 - 21))
    #expect(detail.view.safeAreaInsets.top == 0)
    #expect(detail.view.safeAreaInsets.right == CGFloat(59 + 48))
    #expect(sidebarNav.navigationBarFrame.height == 44)
    #expect(sidebar.view.safeAreaInsets.top == 44)
  }

  @Test func Duo_theToolbarsItemsFoldIntoTheVerticalBar() {
    let root = UIViewController()
    let back = UIBarButtonItem(title: "Add"), space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace), trash = UIBarButtonItem(barButtonSystemItem: .trash)
    root.navigationItem.rightBarButtonItem = back
    root.toolbarItems = [space, trash]
    let nav = UINavigationController(rootViewController: root)
    nav.isToolbarHidden = false
    let window = makeVisibleWindow(root: nav, device: .iPhoneDuo)
    #expect(nav.toolbarFrame == .zero)
    #expect(nav.toolbar.frame == .zero)
    #expect(nav.toolbarLayout == nil)
    #expect(ids(nav.verticalBarLayout?.items.map(\.item)) == ids([back, trash]))
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 48))
    // The navigation bar hidden: the toolbar alone is the vertical bar.
    nav.isNavigationBarHidden = true
    window.layoutIfNeeded()
    #expect(nav.navigationBarFrame == .zero)
    #expect(nav.toolbarFrame == CGRect(x: 418, y: 59, width: 48, height: 585))
    #expect(ids(nav.verticalBarLayout?.items.map(\.item)) == ids([trash]))
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 48))
  }

  @Test func R134_aDisabledTopControllerKeepsTheBarHorizontal() {
    let list = UIViewController(), player = HorizontalBarsController()
    let nav = UINavigationController(rootViewController: list)
    let window = makeVisibleWindow(root: nav, device: .iPhoneDuo)
    nav.pushViewController(player, animated: false)
    window.layoutIfNeeded()
    #expect(nav.showsVerticalBar == false)
    #expect(nav.navigationBarFrame == CGRect(x: 0, y: 59, width: 466, height: 44))
    #expect(nav.navigationBarLayout?.backButtonFrame != nil)
    #expect(nav.verticalBarLayout == nil)
    #expect(player.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    nav.popViewController(animated: false)
    window.layoutIfNeeded()
    #expect(nav.showsVerticalBar)
    #expect(list.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 48))
  }

  @Test func Duo_horizontalOnlyItemsAreHiddenInTheVerticalBarAndShownWhenTheBarIsHorizontal() {
    let root = UIViewController()
    let share = UIBarButtonItem(title: "Share"), zoom = UIBarButtonItem(title: "Zoom"), pin = UIBarButtonItem(title: "Pin")
    zoom.axisBehavior = .horizontalOnly
    pin.axisBehavior = .verticalPreferred
    root.navigationItem.rightBarButtonItems = [share, zoom, pin]
    let nav = UINavigationController(rootViewController: root)
    let window = makeVisibleWindow(root: nav, device: .iPhoneDuo)
    #expect(ids(nav.verticalBarLayout?.items.map(\.item)) == ids([share, pin]))
    #expect(nav.verticalBarLayout?.frame(of: zoom) == nil)
    window.fold(to: .flat)   // inner display, portrait: horizontal bars
    #expect(nav.verticalBarLayout == nil)
    #expect(ids(nav.navigationBarLayout?.rightItems.map(\.item)) == ids([share, zoom, pin]))
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59 + 44, left: 0, bottom: 34, right: 0))
  }

  @Test func Duo_itemsThatDoNotFitGoToTheOverflowItemLowestPriorityFirst() {
    // Closed, landscape: 678 × 466, the bar 445 pt tall: 8 slots of 44 pt, 8 pt apart, 8 pt margins.
    let root = UIViewController()
    let items = (0..<10).map { UIBarButtonItem(title: "Item \($0)") }
    items[2].visibilityPriority = .low
    items[5].visibilityPriority = .high
    items[7].visibilityPriority = .low
    items[8].axisBehavior = .verticalPreferred
    root.navigationItem.rightBarButtonItems = items
    let nav = UINavigationController(rootViewController: root)
    _ = makeVisibleWindow(root: nav, device: .iPhoneDuo, orientation: .landscapeLeft)
    let layout = try! #require(nav.verticalBarLayout)
    #expect(layout.barFrame == CGRect(x: 678 - 59 - 48, y: 0, width: 48, height: 445))
    // 7 items and the overflow item: the two low ones go, then the last `.automatic` standard one.
    #expect(ids(layout.items.map(\.item)) == ids([items[0], items[1], items[3], items[4], items[5], items[6], items[8]]))
    #expect(ids(layout.overflowItems) == ids([items[2], items[7], items[9]]))
    #expect(layout.overflowFrame == CGRect(x: 571, y: 8 + 7 * 52, width: 48, height: 44))
    #expect(layout.frame(of: items[9]) == layout.overflowFrame)
  }

  @Test func Duo_everyItemFitsWithoutAnOverflowItemWhenTheBarIsLongEnough() {
    let root = UIViewController()
    let items = (0..<8).map { UIBarButtonItem(title: "Item \($0)") }
    root.navigationItem.rightBarButtonItems = items
    let nav = UINavigationController(rootViewController: root)
    _ = makeVisibleWindow(root: nav, device: .iPhoneDuo, orientation: .landscapeLeft)
    #expect(ids(nav.verticalBarLayout?.items.map(\.item)) == ids(items))
    #expect(nav.verticalBarLayout?.overflowFrame == nil)
    #expect(nav.verticalBarLayout?.items.last?.frame.maxY == CGFloat(8 + 7 * 52 + 44))
  }

  @Test func Duo_foldingRotatingAndClosingMoveTheBar() {
    let root = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    let window = makeVisibleWindow(root: nav, device: .iPhoneDuo)
    #expect(nav.navigationBarFrame == CGRect(x: 418, y: 59, width: 48, height: 585))
    window.fold(to: .flat)
    #expect(nav.navigationBarFrame == CGRect(x: 0, y: 59, width: 669, height: 44))
    window.rotate(to: .landscapeLeft)
    #expect(nav.navigationBarFrame == CGRect(x: 951 - 59 - 48, y: 0, width: 48, height: 669 - 21))
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59 + 48))
    window.fold(to: .closed)
    #expect(nav.navigationBarFrame == CGRect(x: 678 - 59 - 48, y: 0, width: 48, height: 445))
  }

  @Test func Duo_theVerticalBarOnTheLeftInLandscapeRight() {
    let root = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    _ = makeVisibleWindow(root: nav, device: .iPhoneDuo, orientation: .landscapeRight)
    #expect(nav.traitCollection.verticalBarEdge == .leading)
    #expect(nav.navigationBarFrame == CGRect(x: 59, y: 0, width: 48, height: 445))
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59 + 48, bottom: 21, right: 59))
  }

  @Test func Duo_aSheetOnTheOuterDisplayHasAVerticalBar() {
    let root = UIViewController(), content = UIViewController()
    let sheet = UINavigationController(rootViewController: content)
    let window = makeVisibleWindow(root: root, device: .iPhoneDuo)
    root.present(sheet, animated: false)
    #expect(sheet.showsVerticalBar)
    #expect(content.view.safeAreaInsets.top == 0)
    #expect(content.view.safeAreaInsets.right == 48)
    window.fold(to: .flat)
    #expect(sheet.showsVerticalBar == false)
    #expect(content.view.safeAreaInsets.top == CGFloat(44) + sheet.view.safeAreaInsets.top)
  }

  @Test func Duo_aPopoverAnchoredToAnItemPointsAtItsSlot() {
    let root = UIViewController(), share = UIBarButtonItem(title: "Share")
    root.navigationItem.rightBarButtonItem = share
    let nav = UINavigationController(rootViewController: root)
    _ = makeVisibleWindow(root: nav, device: .iPhoneDuo)
    let popover = UIViewController()
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.barButtonItem = share
    root.present(popover, animated: false)
    #expect(popover.popoverPresentationController?.barButtonItem === share)
    #expect(nav.verticalBarLayout?.frame(of: share) == CGRect(x: 418, y: 67, width: 48, height: 44))
  }

  @Test func Duo_theTabBarJoinsTheVerticalBarAtItsBottom() {
    let root = UIViewController()
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share")
    let nav = UINavigationController(rootViewController: root)
    let tabs = UITabBarController()
    tabs.viewControllers = [nav, UINavigationController(rootViewController: UIViewController()), UIViewController()]
    _ = makeVisibleWindow(root: tabs, device: .iPhoneDuo)
    #expect(tabs.tabBarJoinsVerticalBar)
    #expect(tabs.tabBarFrame == .zero)
    #expect(tabs.tabBarLayout == nil)
    #expect(nav.navigationBarFrame == CGRect(x: 418, y: 59, width: 48, height: 585))
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 48))
    let slots: [CGRect] = [488, 540, 592].map { CGRect(x: 418, y: $0, width: 48, height: 44) }   // the last ends 8 pt above 644
    #expect(nav.verticalBarLayout?.tabFrames == slots)
    // A selected tab without a navigation controller keeps the tab bar at the bottom.
    tabs.selectedIndex = 2
    #expect(tabs.tabBarJoinsVerticalBar == false)
    #expect(tabs.tabBarFrame.height == CGFloat(49 + 34))
  }

  @Test(arguments: [UIVerticalBarCompressionBehavior.automatic, .prefersTabBar, .prefersBarItems])
  func Duo_theCompressionBehaviorDecidesWhetherTabsOrItemsGiveWay(behavior: UIVerticalBarCompressionBehavior) throws {
    // Closed, landscape: 8 slots; 3 tabs and 7 items do not fit.
    let root = UIViewController()
    let items = (0..<7).map { UIBarButtonItem(title: "Item \($0)") }
    root.navigationItem.rightBarButtonItems = items
    root.navigationItem.verticalBarCompressionBehavior = behavior
    let nav = UINavigationController(rootViewController: root)
    let tabs = UITabBarController()
    tabs.viewControllers = [nav, UIViewController(), UIViewController()]
    _ = makeVisibleWindow(root: tabs, device: .iPhoneDuo, orientation: .landscapeLeft)
    let layout = try #require(nav.verticalBarLayout)
    if behavior == .prefersBarItems {
      // The tab bar compresses to the selected tab; every item shows.
      #expect(layout.tabFrames == [CGRect(x: 571, y: 445 - 8 - 44, width: 48, height: 44), .zero, .zero])
      #expect(ids(layout.items.map(\.item)) == ids(items))
      #expect(layout.overflowFrame == nil)
    } else {
      // Every tab stays; the items give way to the overflow item (5 slots above the tabs).
      #expect(layout.tabFrames.filter { $0 != .zero }.count == 3)
      #expect(ids(layout.items.map(\.item)) == ids(Array(items.prefix(4))))
      #expect(ids(layout.overflowItems) == ids(Array(items.suffix(3))))
    }
  }

  @Test(arguments: [Device.iPhone16, .iPadAir11])
  func R134_otherDevicesKeepTheirBarFramesUnchanged(device: Device) {
    let root = UIViewController()
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share")
    root.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash)]
    let nav = UINavigationController(rootViewController: root)
    nav.isToolbarHidden = false
    let window = makeVisibleWindow(root: nav, device: device)
    let width = window.bounds.width, height = window.bounds.height
    let top: CGFloat = device == .iPhone16 ? 59 : 24, bottom: CGFloat = device == .iPhone16 ? 34 : 20
    #expect(nav.showsVerticalBar == false)
    #expect(nav.verticalBarLayout == nil)
    #expect(nav.navigationBarFrame == CGRect(x: 0, y: top, width: width, height: 44))
    #expect(nav.toolbarFrame == CGRect(x: 0, y: height - bottom - 44, width: width, height: 44 + bottom))
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: top + 44, left: 0, bottom: bottom + 44, right: 0))
    #expect(nav.navigationBarLayout?.rightItems.count == 1)
    #expect(nav.toolbarLayout?.items.count == 1)
  }
}

/// A controller that keeps horizontal bars.
private final class HorizontalBarsController: UIViewController {
  override var preferredVerticalBarBehavior: UIVerticalBarBehavior { .disabled }
}

/// The identities of bar button items, to compare lists of them.
@MainActor
private func ids(_ items: [UIBarButtonItem]?) -> [ObjectIdentifier] { (items ?? []).map(ObjectIdentifier.init) }
