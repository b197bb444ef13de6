import AdaptiveKit
import Foundation
import Testing
@testable import AdaptiveRendering

/// A split view controller laid out by hand (the split view issue fills the real layout): a
/// 320 pt primary column and the secondary beside it.
@MainActor
final class HandLaidOutSplitViewController: UISplitViewController {
  func install(_ primary: UIViewController, _ secondary: UIViewController) {
    for child in [primary, secondary] {
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }
  }

  override func viewDidLayoutSubviews() {
    guard children.count == 2 else { return }
    children[0].view.frame = CGRect(x: 0, y: 0, width: 320, height: view.bounds.height)
    children[1].view.frame = CGRect(x: 320, y: 0, width: view.bounds.width - 320, height: view.bounds.height)
  }
}

@Suite @MainActor
struct ChromeTests {
  @Test func splitColumnsGetADividerAndAnyBarButtonItemRenders() {
    let split = HandLaidOutSplitViewController()
    let detail = PhotoViewController(title: "Moonrise")
    let modeButton = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain, target: nil, action: nil)
    var modeTaps = 0
    modeButton.primaryAction = UIAction { _ in modeTaps += 1 }
    detail.navigationItem.leftBarButtonItem = modeButton
    split.install(UINavigationController(rootViewController: PhotographersViewController()),
                  UINavigationController(rootViewController: detail))
    let window = Screens.show(split, on: .iPadAir11, orientation: .landscapeLeft)
    let tree = AdaptiveRenderer.layoutTree(for: window)
    #expect(tree.node(withID: "split0.divider0")?.frame == CGRect(x: 319.75, y: 0, width: 0.5, height: 820))
    #expect(tree.node(withID: "nav0.bar")?.frame == CGRect(x: 0, y: 24, width: 320, height: 44))
    #expect(tree.node(withID: "nav1.bar")?.frame == CGRect(x: 320, y: 24, width: 860, height: 44))
    let item = tree.node(withID: "nav1.bar.left0")
    #expect(item?.traits.contains("glyph:sidebar.left") == true)
    AdaptiveRenderer.target(labelOrID: "nav1.bar.left0", in: window)?.perform()
    #expect(modeTaps == 1)
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

  @Test func moreTabAppearsWithSixOrMoreTabs() {
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
    let ids = AdaptiveRenderer.hitTargets(in: window).map(\.elementID)
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
