import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
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

  @Test func aCustomDeviceCarriesItsOwnSafeAreasCornersAndHomeIndicator() {
    let kiosk = Device(
      name: "Kiosk", idiom: .pad, portraitSize: CGSize(width: 800, height: 1000), displayScale: 2,
      portraitSafeAreaInsets: UIEdgeInsets(top: 30, left: 0, bottom: 16, right: 0),
      landscapeSafeAreaInsets: UIEdgeInsets(top: 30, left: 10, bottom: 0, right: 10),
      screenCornerRadius: 0, hasHomeIndicator: false)
    let controller = UIViewController()
    let window = Screens.show(controller, on: kiosk)
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 16, right: 0))
    let tree = AdaptiveRenderer.layoutTree(for: window)
    #expect(tree.node(withID: "statusBar")?.frame.height == 30)
    #expect(tree.node(withID: "homeIndicator") == nil)
    #expect(AdaptiveRenderer.screenCornerRadius(of: window) == 0)
    window.rotate(to: .landscapeLeft)
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 30, left: 10, bottom: 0, right: 10))
  }

  @Test func catalogDevicesKeepTheirMetrics() {
    #expect(Device.iPhoneSE.safeAreaInsets(for: .portrait) == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(Device.iPhoneSE.safeAreaInsets(for: .landscapeLeft) == .zero)
    #expect(!Device.iPhoneSE.hasHomeIndicator && Device.iPhoneSE.screenCornerRadius == 0)
    #expect(Device.iPhone16.safeAreaInsets(for: .landscapeRight) == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(Device.iPhone16ProMax.safeAreaInsets(for: .portrait).top == 62)
    #expect(Device.iPhone16.screenCornerRadius == 55 && Device.iPadMini.screenCornerRadius == 18)
    #expect(Device.iPadAir11.safeAreaInsets(for: .landscapeLeft) == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
  }

  @Test func unusableCustomMetricsAreReportedAndReplacedByTypicalOnes() {
    let broken = Device(
      name: "Broken", idiom: .phone, portraitSize: CGSize(width: 400, height: 800), displayScale: 2,
      portraitSafeAreaInsets: UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0), screenCornerRadius: -5)
    let (usable, reports) = MisuseReport.capture { broken.validated() }
    #expect(reports.count == 2)
    #expect(usable.portraitSafeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(usable.screenCornerRadius == 55)
  }
}
