import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// The split layout environment trait of iOS 26 (R116).
@Suite(.checksInvariants) @MainActor
struct SplitLayoutEnvironmentTests {
  @Test func R116_outsideEverySplitTheEnvironmentIsNone() {
    let window = UIWindow(device: .iPadPro13, orientation: .landscapeLeft)
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    #expect(root.traitCollection.splitViewControllerLayoutEnvironment == .none)
    #expect(UITraitCollection().splitViewControllerLayoutEnvironment == .none)
  }

  @Test func R116_everyDescendantOfAnExpandedSplitReadsExpanded() {
    let columns = ColumnSplit(.doubleColumn, .iPadPro13)
    let child = UIViewController()
    columns.detail.addChild(child)
    child.didMove(toParent: columns.detail)
    #expect(columns.split.traitCollection.splitViewControllerLayoutEnvironment == .none)
    for controller in [columns.sidebar, columns.detail, child, columns.detail.navigationController!] {
      #expect(controller.traitCollection.splitViewControllerLayoutEnvironment == .expanded)
    }
    #expect(columns.detail.view.traitCollection.splitViewControllerLayoutEnvironment == .expanded)
  }

  @Test func R116_theEnvironmentFlipsWhenTheCollapseFinishesWithTheNotification() {
    let columns = ColumnSplit(.doubleColumn, .iPadPro13)
    let log = columns.log
    columns.detail.registerForTraitChanges([UITraitSplitViewControllerLayoutEnvironment.self]) { (controller: UIViewController, previous: UITraitCollection) in
      let split = controller.splitViewController
      log.record("handler(\(previous.splitViewControllerLayoutEnvironment)→\(controller.traitCollection.splitViewControllerLayoutEnvironment))[\(split?.isCollapsed == true ? "collapsed" : "expanded")]")
    }
    log.clear()
    columns.window.resize(to: CGSize(width: 375, height: 1032))
    #expect(log.filtered("handler", "notification.", "delegate.didCollapse") == [
      "handler(expanded→collapsed)[collapsed]",
      "notification.showDetailTargetDidChange[collapsed]",
      "delegate.didCollapse[collapsed]",
    ])
    #expect(columns.detail.traitCollection.splitViewControllerLayoutEnvironment == .collapsed)
    #expect(columns.sidebar.traitCollection.splitViewControllerLayoutEnvironment == .collapsed)
    log.clear()
    columns.window.resize(to: CGSize(width: 1376, height: 1032))
    #expect(log.filtered("handler", "notification.", "delegate.didExpand") == [
      "handler(collapsed→expanded)[expanded]",
      "notification.showDetailTargetDidChange[expanded]",
      "delegate.didExpand[expanded]",
    ])
    #expect(columns.detail.traitCollection.splitViewControllerLayoutEnvironment == .expanded)
  }

  @Test func R116_aSplitOutsideAWindowGivesItsColumnsTheExpandedEnvironment() {
    let split = UISplitViewController(style: .doubleColumn)
    let detail = UIViewController()
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(detail, for: .secondary)
    #expect(split.traitCollection.splitViewControllerLayoutEnvironment == .none)
    #expect(detail.traitCollection.splitViewControllerLayoutEnvironment == .expanded)
  }

  @Test func R116_aClassicSplitGivesItsColumnsTheEnvironmentToo() {
    let pair = MasterDetail(.iPhone16, .portrait)
    #expect(pair.split.isCollapsed)
    #expect(pair.list.traitCollection.splitViewControllerLayoutEnvironment == .collapsed)
    pair.window.rotate(to: .landscapeLeft)
    #expect(pair.list.traitCollection.splitViewControllerLayoutEnvironment == .collapsed)
  }

  @Test func R116_traitOverridesCanSetTheEnvironment() {
    let controller = UIViewController()
    controller.traitOverrides.splitViewControllerLayoutEnvironment = .collapsed
    #expect(controller.traitOverrides.contains(UITraitSplitViewControllerLayoutEnvironment.self))
    controller.traitOverrides.remove(UITraitSplitViewControllerLayoutEnvironment.self)
    #expect(controller.traitOverrides.splitViewControllerLayoutEnvironment == .none)
    let collapsed = UITraitCollection { $0.splitViewControllerLayoutEnvironment = .collapsed }
    #expect(collapsed.splitViewControllerLayoutEnvironment == .collapsed)
    #expect(UITraitCollection(traitsFrom: [collapsed, UITraitCollection(horizontalSizeClass: .compact)]).splitViewControllerLayoutEnvironment == .collapsed)
    #expect(UISplitViewController.LayoutEnvironment.allRawValues == [0, 1, 2])
  }
}

private extension UISplitViewController.LayoutEnvironment {
  static var allRawValues: [Int] { [Self.none, .expanded, .collapsed].map(\.rawValue) }
}
