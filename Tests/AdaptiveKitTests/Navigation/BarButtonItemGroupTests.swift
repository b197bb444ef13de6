import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Bar button item groups (`UIBarButtonItemGroup`, iOS 9 and 16), the pinned trailing group (iOS 26)
/// and the additional overflow items, in horizontal bars and in the iPhone Duo's vertical bar (R134).
@Suite(.checksInvariants) @MainActor
struct BarButtonItemGroupTests {
  @Test func UIKit_itemGroupsReplaceTheBarButtonItemsAndTheItemsReplaceTheGroups() {
    let item = UINavigationItem(title: "Inbox")
    let a = UIBarButtonItem(title: "A"), b = UIBarButtonItem(title: "B"), c = UIBarButtonItem(title: "C"), d = UIBarButtonItem(title: "D")
    let first = UIBarButtonItemGroup(barButtonItems: [a, b], representativeItem: nil)
    let second = UIBarButtonItemGroup.fixedGroup(items: [c])
    item.leftBarButtonItem = d
    item.leadingItemGroups = [first, second]
    #expect(ids(item.leftBarButtonItems) == ids([a, b, c]))
    #expect(item.leadingItemGroups.count == 2)
    #expect(a.buttonGroup === first && c.buttonGroup === second && d.buttonGroup == nil)
    item.leftBarButtonItems = [d]
    #expect(item.leadingItemGroups.isEmpty)
    item.trailingItemGroups = [first]
    #expect(ids(item.rightBarButtonItems) == ids([a, b]))
    first.barButtonItems = [b]
    #expect(ids(item.rightBarButtonItems) == ids([b]))
    #expect(a.buttonGroup == nil && b.buttonGroup === first)
    item.rightBarButtonItem = d
    #expect(item.trailingItemGroups.isEmpty)
    item.centerItemGroups = [second]
    #expect(item.centerItemGroups.first === second)
  }

  @Test func UIKit_hidingAGroupHidesItsItemsInTheBar() {
    let root = UIViewController()
    let share = UIBarButtonItem(title: "Share"), edit = UIBarButtonItem(title: "Edit")
    let editing = UIBarButtonItemGroup(barButtonItems: [edit], representativeItem: nil)
    root.navigationItem.trailingItemGroups = [UIBarButtonItemGroup(barButtonItems: [share], representativeItem: nil), editing]
    let nav = UINavigationController(rootViewController: root)
    let window = makeVisibleWindow(root: nav)
    #expect(ids(nav.navigationBarLayout?.rightItems.map(\.item)) == ids([share, edit]))
    editing.isHidden = true
    window.layoutIfNeeded()
    #expect(ids(nav.navigationBarLayout?.rightItems.map(\.item)) == ids([share]))
    #expect(ids(root.barButtonItemsShownInBars) == ids([share]))
  }

  @Test func UIKit_anItemInTwoGroupsIsReportedAndLeftWhereItWas() {
    let a = UIBarButtonItem(title: "A"), b = UIBarButtonItem(title: "B"), more = UIBarButtonItem(title: "More")
    let first = UIBarButtonItemGroup(barButtonItems: [a], representativeItem: nil)
    let (second, reports) = MisuseReport.capture { UIBarButtonItemGroup(barButtonItems: [a, b], representativeItem: nil) }
    #expect(reports.map(\.description) == ["*** NSInvalidArgumentException: UIBarButtonItemGroup: the bar button item A already belongs to another group; remove it from that group first."])
    #expect(ids(second.barButtonItems) == ids([b]))
    #expect(a.buttonGroup === first)
    let (_, again) = MisuseReport.capture { second.barButtonItems = [a, b] }
    #expect(again.count == 1)
    #expect(ids(second.barButtonItems) == ids([b]))
    let (_, representative) = MisuseReport.capture { second.representativeItem = b }
    #expect(representative.map(\.description) == ["*** NSInvalidArgumentException: UIBarButtonItemGroup: the representative item must be a separate bar button item, not one of the group's items."])
    #expect(second.representativeItem == nil)
    second.representativeItem = more
    #expect(second.representativeItem === more)
    #expect(second.isDisplayingRepresentativeItem == false)
  }

  @Test func UIKit_aGroupListedTwiceInANavigationItemIsReportedAndNothingChanges() {
    let item = UINavigationItem(title: "Inbox")
    let a = UIBarButtonItem(title: "A"), b = UIBarButtonItem(title: "B")
    let group = UIBarButtonItemGroup(barButtonItems: [a], representativeItem: nil)
    let other = UIBarButtonItemGroup(barButtonItems: [b], representativeItem: nil)
    item.leadingItemGroups = [group]
    let (_, reports) = MisuseReport.capture { item.trailingItemGroups = [other, group] }
    #expect(reports.count == 1)
    #expect(item.trailingItemGroups.isEmpty)
    #expect(item.rightBarButtonItems == nil)
    let (_, pinned) = MisuseReport.capture { item.pinnedTrailingGroup = group }
    #expect(pinned.count == 1)
    #expect(item.pinnedTrailingGroup == nil)
    let (_, twice) = MisuseReport.capture { item.centerItemGroups = [other, other] }
    #expect(twice.count == 1)
    #expect(item.centerItemGroups.isEmpty)
  }

  @Test func UIKit_thePinnedTrailingGroupSitsAtTheTrailingEndBeyondTheOverflowItem() {
    let root = UIViewController()
    let share = UIBarButtonItem(title: "Share"), profile = UIBarButtonItem(title: "Me")
    root.navigationItem.rightBarButtonItem = share
    root.navigationItem.pinnedTrailingGroup = UIBarButtonItemGroup(barButtonItems: [profile], representativeItem: nil)
    root.navigationItem.additionalOverflowItems = UIDeferredMenuElement { completion in
      completion([UIAction(title: "Print") { _ in }])
    }
    let nav = UINavigationController(rootViewController: root)
    _ = makeVisibleWindow(root: nav)   // iPhone 16: 393 pt wide, items 16 pt from the edge, 20 pt apart
    let layout = try! #require(nav.navigationBarLayout)
    let pinned = try! #require(layout.frame(of: profile)), overflow = try! #require(layout.overflowFrame)
    #expect(pinned.maxX == CGFloat(393 - 16))
    #expect(overflow == CGRect(x: pinned.minX - 20 - 24, y: 59, width: 24, height: 44))
    #expect(layout.frame(of: share)?.maxX == overflow.minX - 20)
    #expect(ids(layout.pinnedItems.map(\.item)) == ids([profile]))
    #expect(root.navigationItem.additionalOverflowItems?.resolvedElements.map(\.title) == ["Print"])
    #expect(ids(root.barButtonItemsShownInBars) == ids([share, profile]))
  }

  @Test func Duo_thePinnedGroupIsAtTheBottomOfTheVerticalBarAndNeverOverflows() {
    // Closed, landscape: the bar is 445 pt tall; the pinned item takes the bottom slot.
    let root = UIViewController()
    let items = (0..<9).map { UIBarButtonItem(title: "Item \($0)") }
    let profile = UIBarButtonItem(title: "Me")
    profile.visibilityPriority = .low
    root.navigationItem.rightBarButtonItems = items
    root.navigationItem.pinnedTrailingGroup = UIBarButtonItemGroup(barButtonItems: [profile], representativeItem: nil)
    let nav = UINavigationController(rootViewController: root)
    _ = makeVisibleWindow(root: nav, device: .iPhoneDuo, orientation: .landscapeLeft)
    let layout = try! #require(nav.verticalBarLayout)
    #expect(layout.frame(of: profile) == CGRect(x: 571, y: 445 - 8 - 44, width: 48, height: 44))
    // Seven slots above it: six items and the overflow item.
    #expect(ids(layout.items.map(\.item)) == ids(Array(items.prefix(6))))
    #expect(ids(layout.overflowItems) == ids(Array(items.suffix(3))))
    #expect(layout.overflowFrame == CGRect(x: 571, y: 8 + 6 * 52, width: 48, height: 44))
  }

  @Test func Duo_additionalOverflowItemsShowTheOverflowItemEvenWhenEveryItemFits() {
    let root = UIViewController(), share = UIBarButtonItem(title: "Share")
    root.navigationItem.rightBarButtonItem = share
    root.navigationItem.additionalOverflowItems = .uncached { completion in completion([]) }
    let nav = UINavigationController(rootViewController: root)
    _ = makeVisibleWindow(root: nav, device: .iPhoneDuo)
    let layout = try! #require(nav.verticalBarLayout)
    #expect(ids(layout.items.map(\.item)) == ids([share]))
    #expect(layout.overflowItems.isEmpty)
    #expect(layout.overflowFrame == CGRect(x: 418, y: 59 + 8 + 52, width: 48, height: 44))
  }

  @Test func UIKit_anActionIsAMenuElement() {
    let action = UIAction(title: "Print") { _ in }
    let element: UIMenuElement = action
    #expect(element.title == "Print")
    let deferred = UIDeferredMenuElement { completion in completion([action]) }
    #expect(deferred.resolvedElements.first === action)
  }
}

/// The identities of bar button items, to compare lists of them.
@MainActor
private func ids(_ items: [UIBarButtonItem]?) -> [ObjectIdentifier] { (items ?? []).map(ObjectIdentifier.init) }
