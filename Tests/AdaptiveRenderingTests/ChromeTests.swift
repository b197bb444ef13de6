import AdaptiveKit
import Foundation
import Testing
@testable import AdaptiveRendering

@Suite @MainActor
struct ChromeTests {
  @Test func anyBarButtonItemInTheNavigationItemRendersAndRuns() {
    let (window, navigation) = Screens.navigationStack(device: .iPadAir11)
    let sidebar = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain, target: nil, action: nil)
    var taps = 0
    sidebar.primaryAction = UIAction { _ in taps += 1 }
    navigation.topViewController?.navigationItem.leftBarButtonItem = sidebar
    navigation.topViewController?.navigationItem.leftItemsSupplementBackButton = true
    let item = AdaptiveRenderer.layoutTree(for: window).node(withID: "nav0.bar.left0")
    #expect(item?.traits.glyph == "sidebar.left")
    AdaptiveRenderer.target(labelOrID: "nav0.bar.left0", in: window)?.perform()
    #expect(taps == 1)
  }

  @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() {
    let (window, navigation) = Screens.navigationStack()
    let top = navigation.topViewController!
    top.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close")
    var tree = AdaptiveRenderer.layoutTree(for: window)
    #expect(tree.node(withID: "nav0.bar.back") == nil)
    #expect(tree.node(withID: "nav0.bar.left0")?.text == "Close")
    top.navigationItem.leftItemsSupplementBackButton = true
    tree = AdaptiveRenderer.layoutTree(for: window)
    let back = tree.node(withID: "nav0.bar.back")!
    let close = tree.node(withID: "nav0.bar.left0")!
    #expect(close.frame.minX > back.frame.maxX)
  }

  @Test func hiddenNavigationBarIsNotDrawnAndContentMovesUp() {
    let (window, navigation) = Screens.navigationStack()
    navigation.popViewController(animated: false)
    navigation.isNavigationBarHidden = true
    let tree = AdaptiveRenderer.layoutTree(for: window)
    #expect(tree.node(withID: "nav0.bar") == nil)
    #expect(tree.node(withID: "vc0.table0.row.0")?.frame.minY == 59)
  }

  @Test func R92_moreTabAppearsWithSixOrMoreTabs() {
    let tabs = UITabBarController()
    tabs.viewControllers = (0..<6).map { index in
      let controller = UIViewController()
      controller.tabBarItem = UITabBarItem(title: "Tab \(index)", image: nil, tag: index)
      return controller
    }
    let window = Screens.show(tabs, on: .iPhone16)
    let tree = AdaptiveRenderer.layoutTree(for: window)
    #expect(tree.node(withID: "tabs0.bar")?.children.map { $0.text ?? "" } == ["Tab 0", "Tab 1", "Tab 2", "Tab 3", "More"])
    AdaptiveRenderer.target(labelOrID: "More", in: window)?.perform()
    #expect(tabs.selectedViewController === tabs.moreNavigationController)
  }

  @Test func hitTargetsListsWhatATapCanReach() {
    let (window, _) = Screens.pageSheet()
    let ids = AdaptiveRenderer.hitTargets(in: window).map(\.elementLabel)
    #expect(ids.contains("nav1.bar.right0"))
    #expect(ids.contains("vc1.table0.row.1.0"))
    #expect(ids.contains("modal0.dimming"))
    #expect(!ids.contains { $0.hasPrefix("tabs0") })
  }

  @Test func statusBarAndHomeIndicatorFollowTheDevice() {
    let se = Screens.show(UIViewController(), on: .iPhoneSE)
    var tree = AdaptiveRenderer.layoutTree(for: se)
    #expect(tree.node(withID: "statusBar")?.frame.height == 20)
    #expect(tree.node(withID: "homeIndicator") == nil)
    let landscape = Screens.show(UIViewController(), on: .iPhone16, orientation: .landscapeRight)
    tree = AdaptiveRenderer.layoutTree(for: landscape)
    #expect(tree.node(withID: "statusBar") == nil)
    #expect(tree.node(withID: "homeIndicator")?.frame == CGRect(x: 359, y: 380, width: 134, height: 5))
  }
}
