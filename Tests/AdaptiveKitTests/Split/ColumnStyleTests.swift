import Foundation
import Testing
@testable import AdaptiveKit

/// Column-style splits (R11, R36–R46).
@Suite(.checksInvariants) @MainActor
struct ColumnStyleTests {
  @Test func R36_styleAndRawValues() {
    #expect(UISplitViewController().style == .unspecified)
    #expect(UISplitViewController(style: .doubleColumn).style == .doubleColumn)
    #expect(UISplitViewController.Style.allCases.map(\.rawValue) == [0, 1, 2])
    #expect(UISplitViewController.Column.allCases.map(\.rawValue) == [0, 1, 2, 3])
  }

  @Test func R36_columnAPIsDoNotApplyToAClassicSplit() {
    let split = UISplitViewController()
    let (_, reports) = MisuseReport.capture { split.setViewController(UIViewController(), for: .primary) }
    #expect(reports.map(\.kind) == [.log])
    #expect(split.viewControllers.isEmpty)
    #expect(split.viewController(for: .primary) == nil)
  }

  @Test func R38_plainControllersAreWrappedAndTheCompactColumnIsNot() {
    let split = UISplitViewController(style: .tripleColumn)
    let sidebar = UIViewController(), list = UIViewController(), detail = UIViewController(), compact = UIViewController()
    split.setViewController(sidebar, for: .primary)
    split.setViewController(list, for: .supplementary)
    split.setViewController(detail, for: .secondary)
    split.setViewController(compact, for: .compact)
    #expect(split.viewController(for: .primary) === sidebar)
    #expect(split.viewController(for: .compact) === compact)
    #expect(split.children.count == 3)
    #expect(split.children.allSatisfy { $0 is UINavigationController })
    #expect((split.children[0] as? UINavigationController)?.viewControllers == [sidebar])
    #expect(compact.parent == nil)   // a child only while collapsed
  }

  @Test func R38_navigationReadyControllersAreInstalledAsIs() {
    let split = UISplitViewController(style: .tripleColumn)
    let nav = UINavigationController(rootViewController: UIViewController())
    let hostingNav = UIViewController()
    hostingNav.addChild(UINavigationController(rootViewController: UIViewController()))
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: UIViewController())]
    split.setViewController(hostingNav, for: .primary)
    split.setViewController(nav, for: .supplementary)
    split.setViewController(tabs, for: .secondary)
    #expect(split.viewControllers == [hostingNav, nav, tabs])
    // The supplementary column takes only a navigation controller as is.
    let other = UIViewController()
    other.addChild(UINavigationController(rootViewController: UIViewController()))
    split.setViewController(other, for: .supplementary)
    #expect(split.viewControllers[1] !== other)
    #expect((split.viewControllers[1] as? UINavigationController)?.viewControllers == [other])
  }

  @Test func R38_aTabBarControllerCannotBeASidebar() {
    let split = UISplitViewController(style: .doubleColumn)
    let (_, reports) = MisuseReport.capture { split.setViewController(UITabBarController(), for: .primary) }
    #expect(reports.count == 1)
    #expect(split.viewController(for: .primary) == nil)
  }

  @Test func R39_aPlainControllerIsPushedOntoTheSecondaryNavigationController() {
    let columns = ColumnSplit(.doubleColumn, .iPadAir11)
    let secondaryNav = columns.split.viewControllers[1] as! UINavigationController
    let next = RecordingViewController("Next", log: columns.log)
    columns.split.setViewController(next, for: .secondary)
    #expect(secondaryNav.viewControllers == [columns.detail, next])
    #expect(columns.split.viewControllers[1] === secondaryNav)
    #expect(columns.split.viewController(for: .secondary) === next)
    // To replace: set nil first.
    columns.split.setViewController(nil, for: .secondary)
    columns.split.setViewController(next, for: .secondary)
    #expect(columns.split.viewControllers[1] !== secondaryNav)
    #expect((columns.split.viewControllers[1] as? UINavigationController)?.viewControllers == [next])
  }

  @Test func R40_viewControllersExpandedAndCollapsed() {
    let triple = ColumnSplit(.tripleColumn, .iPadPro13)
    #expect(triple.split.viewControllers.count == 3)
    triple.window.resize(to: CGSize(width: 375, height: 1032))
    #expect(triple.split.viewControllers.count == 1)
    #expect(triple.split.viewControllers.first === triple.sidebar.navigationController)
    let compact = RecordingViewController("Compact", log: triple.log)
    triple.split.setViewController(compact, for: .compact)
    triple.window.resize(to: CGSize(width: 1376, height: 1032))
    triple.window.resize(to: CGSize(width: 375, height: 1032))
    #expect(triple.split.viewControllers == [compact])
  }

  @Test func R41_collapseStacksTheColumnsInOrderWithTheSecondaryOnTop() {
    let columns = ColumnSplit(.tripleColumn, .iPadPro13)
    #expect(columns.split.displayMode == .oneBesideSecondary)
    columns.log.clear()
    columns.window.resize(to: CGSize(width: 375, height: 1032))
    #expect(columns.log.splitSequence == [
      "delegate.topColumnForCollapsing(proposed secondary)[expanded]",
      "delegate.willHide(supplementary)[expanded]",
      "notification.showDetailTargetDidChange[collapsed]",
      "delegate.didCollapse[collapsed]",
    ])
    let primaryNav = columns.sidebar.navigationController!
    #expect(primaryNav.viewControllers == [columns.sidebar, columns.list.navigationController!, columns.detail.navigationController!])
    #expect(columns.detail.appearanceState == .appeared)
    #expect(columns.list.appearanceState == .disappeared)
    #expect(columns.dump.contains("<RecordingViewController \"Detail\"> [top 0] w:C h:R (0,0,375,1032) appeared"))
    // The detail never disappeared: it moved into the stack without callbacks.
    #expect(columns.log.filtered("Detail.viewWillDisappear", "Detail.viewWillAppear").isEmpty)
  }

  @Test func R41_theDelegateCanPutThePrimaryOnTop() {
    let columns = ColumnSplit(.doubleColumn, .iPadAir11)
    columns.delegate.topColumnAnswer = .primary
    columns.log.clear()
    columns.window.resize(to: CGSize(width: 320, height: 820))
    #expect(columns.log.splitSequence == [
      "delegate.topColumnForCollapsing(proposed secondary)[expanded]",
      "delegate.willHide(secondary)[expanded]",
      "notification.showDetailTargetDidChange[collapsed]",
      "delegate.didCollapse[collapsed]",
    ])
    #expect(columns.sidebar.navigationController?.viewControllers == [columns.sidebar])
    #expect(columns.sidebar.appearanceState == .appeared)
    #expect(columns.detail.appearanceState == .disappeared)
  }

  @Test func R41_theCompactColumnReplacesTheStackWhenSet() {
    let columns = ColumnSplit(.doubleColumn, .iPadAir11)
    let compact = RecordingViewController("Compact", log: columns.log)
    columns.split.setViewController(compact, for: .compact)
    columns.log.clear()
    columns.window.resize(to: CGSize(width: 320, height: 820))
    #expect(columns.log.splitSequence == [
      "delegate.willHide(primary)[expanded]",
      "delegate.willHide(secondary)[expanded]",
      "delegate.willShow(compact)[expanded]",
      "notification.showDetailTargetDidChange[collapsed]",
      "delegate.didCollapse[collapsed]",
    ])
    #expect(columns.split.viewControllers == [compact])
    #expect(columns.dump.contains("<RecordingViewController \"Compact\"> [column compact] w:C h:R (0,0,320,820) appeared"))
    columns.log.clear()
    columns.window.resize(to: CGSize(width: 1180, height: 820))
    #expect(columns.log.splitSequence == [
      "delegate.displayModeForExpanding(proposed oneBesideSecondary)[collapsed]",
      "delegate.willShow(primary)[collapsed]",
      "delegate.willShow(secondary)[collapsed]",
      "delegate.willHide(compact)[collapsed]",
      "notification.showDetailTargetDidChange[expanded]",
      "delegate.didExpand[expanded]",
    ])
    #expect(compact.parent == nil)
  }

  @Test func R42_expandOrderAndTheDelegatesDisplayMode() {
    let columns = ColumnSplit(.doubleColumn, .iPadAir11)
    columns.window.resize(to: CGSize(width: 320, height: 820))
    columns.delegate.displayModeForExpandingAnswer = .secondaryOnly
    columns.log.clear()
    columns.window.resize(to: CGSize(width: 1180, height: 820))
    #expect(columns.log.splitSequence == [
      "delegate.displayModeForExpanding(proposed oneBesideSecondary)[collapsed]",
      "delegate.willChangeTo(secondaryOnly)",
      "delegate.willShow(secondary)[collapsed]",
      "notification.showDetailTargetDidChange[expanded]",
      "delegate.didExpand[expanded]",
    ])
    #expect(columns.split.displayMode == .secondaryOnly)
    #expect(columns.split.viewControllers.count == 2)
    #expect(columns.sidebar.navigationController?.viewControllers == [columns.sidebar])
    #expect(columns.frame(columns.detail) == CGRect(x: 0, y: 0, width: 1180, height: 820))
  }

  @Test func R43_expandedShowAndHide() {
    let columns = ColumnSplit(.tripleColumn, .iPadPro13)
    columns.log.clear()
    columns.split.show(.primary)
    #expect(columns.split.displayMode == .twoBesideSecondary)
    columns.split.show(.primary)                       // already visible: ignored
    columns.split.hide(.secondary)                     // ignored
    columns.split.hide(.supplementary)
    #expect(columns.split.displayMode == .secondaryOnly)
    columns.split.show(.supplementary)
    #expect(columns.split.displayMode == .oneBesideSecondary)
    columns.split.hide(.supplementary)
    columns.split.hide(.primary)                       // not visible: ignored
    #expect(columns.log.splitSequence == [
      "delegate.willChangeTo(twoBesideSecondary)",
      "delegate.willShow(primary)[expanded]",
      "delegate.willChangeTo(secondaryOnly)",
      "delegate.willHide(primary)[expanded]",
      "delegate.willHide(supplementary)[expanded]",
      "delegate.willChangeTo(oneBesideSecondary)",
      "delegate.willShow(supplementary)[expanded]",
      "delegate.willChangeTo(secondaryOnly)",
      "delegate.willHide(supplementary)[expanded]",
    ])
  }

  @Test func R43_showSecondaryInDisplaceMovesToOneBeside() {
    let columns = ColumnSplit(.tripleColumn, .iPadPro13) { split in
      split.preferredSplitBehavior = .displace
      split.preferredDisplayMode = .twoBesideSecondary
    }
    #expect(columns.split.displayMode == .twoDisplaceSecondary)
    columns.split.show(.secondary)
    #expect(columns.split.displayMode == .oneBesideSecondary)
  }

  @Test func R43_collapsedShowAndHide() {
    let columns = ColumnSplit(.tripleColumn, .iPadPro13)
    columns.delegate.topColumnAnswer = .primary
    columns.window.resize(to: CGSize(width: 375, height: 1032))
    let stack = columns.sidebar.navigationController!
    #expect(stack.viewControllers == [columns.sidebar])
    columns.split.show(.secondary)                       // pushes supplementary and secondary
    #expect(stack.viewControllers == [columns.sidebar, columns.list.navigationController!, columns.detail.navigationController!])
    columns.split.show(.secondary)                       // on top: no-op
    columns.split.hide(.supplementary)                   // not on top: ignored
    #expect(stack.viewControllers.count == 3)
    columns.split.hide(.secondary)                       // pops it
    #expect(stack.viewControllers == [columns.sidebar, columns.list.navigationController!])
    #expect(columns.detail.navigationController?.parent === columns.split)
    columns.split.show(.primary)                         // pops the covering columns
    #expect(stack.viewControllers == [columns.sidebar])
    columns.split.hide(.primary)                         // ignored for the primary
    #expect(stack.viewControllers == [columns.sidebar])
    let (_, reports) = MisuseReport.capture { columns.split.show(.compact) }
    #expect(reports.count == 1)
    columns.window.resize(to: CGSize(width: 1376, height: 1032))
    #expect(columns.split.viewControllers.count == 3)
  }

  @Test func R43_aSecondaryPoppedByTheUserReturnsToItsColumnOnExpansion() {
    let columns = ColumnSplit(.doubleColumn, .iPhone16ProMax, .portrait)
    let stack = columns.sidebar.navigationController!
    let secondaryNav = columns.detail.navigationController!
    #expect(stack.viewControllers == [columns.sidebar, secondaryNav])
    stack.popViewController(animated: true)                   // the user's Back
    #expect(columns.sidebar.appearanceState == .appeared)
    columns.split.show(.secondary)                            // pushed again
    #expect(stack.viewControllers == [columns.sidebar, secondaryNav])
    stack.popViewController(animated: true)
    columns.window.rotate(to: .landscapeLeft)
    #expect(columns.split.isCollapsed == false)
    #expect(columns.split.viewControllers == [stack, secondaryNav])
    #expect(columns.frame(columns.detail) == CGRect(x: 320 + 1.0 / 3.0, y: 0, width: 956 - 320 - 1.0 / 3.0, height: 440))
  }

  @Test func R37_onlyATripleColumnSplitHasASupplementaryColumn() {
    let split = UISplitViewController(style: .doubleColumn)
    let (_, reports) = MisuseReport.capture { split.setViewController(UIViewController(), for: .supplementary) }
    #expect(reports.map(\.kind) == [.log])
    #expect(split.viewController(for: .supplementary) == nil)
  }

  @Test func R44_behavioursReinterpretTheTwoSidebarModes() {
    for (behavior, expected) in [(UISplitViewController.SplitBehavior.tile, UISplitViewController.DisplayMode.twoBesideSecondary),
                                 (.overlay, .twoOverSecondary), (.displace, .twoDisplaceSecondary)] {
      let columns = ColumnSplit(.tripleColumn, .iPadPro13) { split in
        split.preferredSplitBehavior = behavior
        split.preferredDisplayMode = .twoBesideSecondary
      }
      #expect(columns.split.splitBehavior == behavior)
      #expect(columns.split.displayMode == expected)
    }
    #expect(UISplitViewController(style: .tripleColumn).preferredSplitBehavior == .automatic)
  }

  @Test func R44_withoutTheGestureThePreferredModeIsStrictlyRespected() {
    let strict = ColumnSplit(.tripleColumn, .iPadPro13) { split in
      split.preferredSplitBehavior = .tile
      split.presentsWithGesture = false
      split.preferredDisplayMode = .oneOverSecondary
    }
    #expect(strict.split.displayMode == .oneOverSecondary)
    #expect(strict.split.displayModeButtonItem.isHidden)
    let adjusted = ColumnSplit(.tripleColumn, .iPadPro13) { split in
      split.preferredSplitBehavior = .tile
      split.preferredDisplayMode = .oneOverSecondary
    }
    #expect(adjusted.split.displayMode == .oneBesideSecondary)
  }

  @Test func R44_framesOfTheThreeArrangements() {
    let tile = ColumnSplit(.tripleColumn, .iPadPro13) { $0.preferredDisplayMode = .twoBesideSecondary }
    #expect(tile.frame(tile.sidebar) == CGRect(x: 0, y: 0, width: 320, height: 1032))
    #expect(tile.frame(tile.list) == CGRect(x: 320.5, y: 0, width: 320, height: 1032))
    #expect(tile.frame(tile.detail) == CGRect(x: 641, y: 0, width: 735, height: 1032))
    let overlay = ColumnSplit(.tripleColumn, .iPadPro13) { $0.preferredSplitBehavior = .overlay; $0.preferredDisplayMode = .twoOverSecondary }
    #expect(overlay.frame(overlay.detail) == CGRect(x: 0, y: 0, width: 1376, height: 1032))
    #expect(overlay.frame(overlay.list) == CGRect(x: 320.5, y: 0, width: 320, height: 1032))
    let displace = ColumnSplit(.tripleColumn, .iPadPro13) { $0.preferredSplitBehavior = .displace; $0.preferredDisplayMode = .twoDisplaceSecondary }
    #expect(displace.frame(displace.detail) == CGRect(x: 641, y: 0, width: 1055.5, height: 1032))
  }

  @Test func R45_theColumnButton() {
    let columns = ColumnSplit(.doubleColumn, .iPadAir11, .portrait)
    let item = columns.split.displayModeButtonItem
    #expect(columns.split.displayMode == .secondaryOnly)
    #expect(item.isHidden == false)
    #expect(item.imageName == "chevron.backward")       // portrait: overlay behaviour
    item.simulateTap()
    #expect(columns.split.displayMode == .oneOverSecondary)
    item.simulateTap()
    #expect(columns.split.displayMode == .secondaryOnly)
    columns.split.displayModeButtonVisibility = .never
    #expect(item.isHidden)
    let tile = ColumnSplit(.tripleColumn, .iPadPro13)
    #expect(tile.split.displayModeButtonItem.imageName == "sidebar.leading")
    tile.split.displayModeButtonItem.simulateTap()
    #expect(tile.split.displayMode == .twoBesideSecondary)
  }

  @Test func R45_tappingTheDimmedSecondaryLeavesOverlayAndDisplaceModes() {
    let overlay = ColumnSplit(.tripleColumn, .iPadPro13) { $0.preferredSplitBehavior = .overlay; $0.preferredDisplayMode = .twoOverSecondary }
    #expect(overlay.split.simulateTapOnDimmedSecondary())
    #expect(overlay.split.displayMode == .secondaryOnly)
    let displace = ColumnSplit(.tripleColumn, .iPadPro13) { $0.preferredSplitBehavior = .displace; $0.preferredDisplayMode = .twoDisplaceSecondary }
    #expect(displace.split.simulateTapOnDimmedSecondary())
    #expect(displace.split.displayMode == .oneBesideSecondary)
    #expect(displace.frame(displace.detail) == CGRect(x: 320.5, y: 0, width: 1055.5, height: 1032))
  }

  @Test func R40_settingViewControllersFillsTheColumnsInOrder() {
    let split = UISplitViewController(style: .doubleColumn)
    let a = UIViewController(), b = UIViewController()
    split.viewControllers = [a, b]
    #expect(split.viewController(for: .primary) === a)
    #expect(split.viewController(for: .secondary) === b)
    #expect(split.viewControllers.map { ($0 as? UINavigationController)?.viewControllers.first } == [a, b])
  }

  @Test func R46_supplementaryWidths() {
    let columns = ColumnSplit(.tripleColumn, .iPadPro13) { $0.preferredDisplayMode = .twoBesideSecondary }
    #expect(columns.split.primaryColumnWidth == 320)
    #expect(columns.split.supplementaryColumnWidth == 320)
    columns.split.preferredSupplementaryColumnWidth = 280
    #expect(columns.split.supplementaryColumnWidth == 280)
    columns.split.preferredSupplementaryColumnWidthFraction = 0.3
    #expect(columns.split.supplementaryColumnWidth == 280)   // the width wins over the fraction
    columns.split.preferredSupplementaryColumnWidth = UISplitViewController.automaticDimension
    #expect(columns.split.supplementaryColumnWidth == 320)   // ceil(412.8) capped at the automatic 320
    columns.split.maximumSupplementaryColumnWidth = 500
    #expect(columns.split.supplementaryColumnWidth == 413)
    columns.split.minimumSupplementaryColumnWidth = 450
    #expect(columns.split.supplementaryColumnWidth == 450)
    #expect(columns.frame(columns.detail) == CGRect(x: 771, y: 0, width: 605, height: 1032))
  }

  @Test func R11_showDetailTargetsTheSecondaryColumnOrTheCollapsedStack() {
    let columns = ColumnSplit(.doubleColumn, .iPadAir11)
    let photo = RecordingViewController("Photo", log: columns.log)
    columns.sidebar.showDetailViewController(photo, sender: nil)
    #expect(columns.detail.navigationController?.viewControllers == [columns.detail, photo])
    columns.window.resize(to: CGSize(width: 320, height: 820))
    let more = RecordingViewController("More", log: columns.log)
    columns.sidebar.showDetailViewController(more, sender: nil)
    #expect(columns.detail.navigationController?.viewControllers == [columns.detail, photo, more])
    #expect(columns.split.isCollapsed)
  }
}
