import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A controller whose view is a tall scroll view, recording its layout and the scroll view's
/// delegate calls.
@MainActor
private final class ScrollingController: UIViewController, UIScrollViewDelegate {
  let name: String
  let log: CallLog
  let scrollView = UIScrollView(frame: .zero)

  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
    super.init()
    title = name
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func loadView() {
    scrollView.contentSize = CGSize(width: 100, height: 5000)
    scrollView.delegate = self
    view = scrollView
  }
  override func viewWillLayoutSubviews() { log.record("\(name).viewWillLayoutSubviews(bottom: \(Int(view.safeAreaInsets.bottom)), top: \(Int(view.safeAreaInsets.top)))") }
  override func viewDidLayoutSubviews() { log.record("\(name).viewDidLayoutSubviews") }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.record("scroll.willBeginDragging") }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { log.record("scroll.didScroll(\(Int(scrollView.contentOffset.y)))") }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { log.record("scroll.didEndDragging") }
}

/// A view recording its trait changes' accessory environment and its layouts.
@MainActor
private final class AccessoryContentView: UIView {
  let log: CallLog
  init(log: CallLog) {
    self.log = log
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    log.record("accessory.traitCollectionDidChange(\(previousTraitCollection?.tabAccessoryEnvironment.description ?? "nil")→\(traitCollection.tabAccessoryEnvironment))")
  }
  override func layoutSubviews() { log.record("accessory.layoutSubviews(\(Int(frame.height)))") }
}

/// Bar minimization and the bottom accessory of iOS 26–27 (R122–R124, R127).
@Suite(.checksInvariants) @MainActor
struct BarMinimizationTests {
  let log = CallLog()

  /// A tab bar controller of two scrolling tabs "A" and "B" on an iPhone 16 in portrait.
  private func makePhoneTabs() -> (UITabBarController, ScrollingController, ScrollingController, UIWindow) {
    let first = ScrollingController("A", log: log), second = ScrollingController("B", log: log)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let window = makeVisibleWindow(root: tabs, device: .iPhone16)
    return (tabs, first, second, window)
  }

  // MARK: R122

  @Test func R122_theBehaviorsHaveUIKitsRawValuesAndAutomaticNeverMinimizes() {
    let (tabs, first, _, _) = makePhoneTabs()
    #expect([UITabBarController.MinimizeBehavior.automatic, .never, .onScrollDown, .onScrollUp].map(\.rawValue) == [0, 1, 2, 3])
    #expect(tabs.tabBarMinimizeBehavior == .automatic && tabs.resolvedTabBarMinimizeBehavior == .never)
    let frame = tabs.tabBarFrame
    log.clear()
    first.scrollView.simulateScroll(to: CGPoint(x: 0, y: 400))
    #expect(!tabs.isTabBarMinimized && tabs.tabBarFrame == frame)
    #expect(log.entries == ["scroll.willBeginDragging", "scroll.didScroll(400)", "scroll.didEndDragging"])
  }

  @Test func R122_onScrollDownMinimizesTheBottomTabBarAndRestoresOnReversal() {
    let (tabs, first, _, _) = makePhoneTabs()
    let home = tabs.view.safeAreaInsets.bottom
    #expect(home == 34)
    tabs.tabBarMinimizeBehavior = .onScrollDown
    #expect(first.view.safeAreaInsets.bottom == 49 + home)
    log.clear()
    first.scrollView.simulateScroll(to: CGPoint(x: 0, y: 300))
    #expect(tabs.isTabBarMinimized)
    #expect(tabs.tabBarFrame == CGRect(x: 0, y: 852 - 32 - home, width: 393, height: 32 + home))
    #expect(first.view.safeAreaInsets.bottom == 32 + home)
    #expect(log.entries == [
      "scroll.willBeginDragging", "scroll.didScroll(300)",
      "A.viewWillLayoutSubviews(bottom: 66, top: 59)", "A.viewDidLayoutSubviews",
      "scroll.didEndDragging",
    ])
    // Scrolling on down keeps it minimized; scrolling back up restores it.
    log.clear()
    first.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
    #expect(tabs.isTabBarMinimized && log.entries == ["scroll.didScroll(600)"])
    first.scrollView.simulateScroll(to: CGPoint(x: 0, y: 550))
    #expect(!tabs.isTabBarMinimized)
    #expect(tabs.tabBarFrame == CGRect(x: 0, y: 852 - 49 - home, width: 393, height: 49 + home))
    #expect(first.view.safeAreaInsets.bottom == 49 + home)
    #expect(log.filtered("A.viewWill") == ["A.viewWillLayoutSubviews(bottom: 83, top: 59)"])
    // A horizontal scroll does not count.
    first.scrollView.contentOffset.x = 20
    #expect(!tabs.isTabBarMinimized)
  }

  /// A table view scrolls as a scroll view does in UIKit (it is one there): its offset changes
  /// minimize and restore the bars, in a tab and under a navigation bar.
  @Test func R122_aTableScrollingInANavigationControllerInATabMinimizesTheBottomBar() {
    final class Rows: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
      }
    }
    let rows = Rows()
    let list = UITableViewController(style: .plain)
    list.tableView.dataSource = rows
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: list), UIViewController()]
    tabs.tabBarMinimizeBehavior = .onScrollDown
    _ = makeVisibleWindow(root: tabs, device: .iPhone16)
    let home = tabs.view.safeAreaInsets.bottom
    list.tableView.simulateScroll(toY: 300)
    #expect(tabs.isTabBarMinimized)
    #expect(list.view.safeAreaInsets.bottom == 32 + home)
    list.tableView.simulateScroll(toY: 200)
    #expect(!tabs.isTabBarMinimized)
    #expect(list.view.safeAreaInsets.bottom == 49 + home)
  }

  @Test func R122_onScrollUpMinimizesOnUpwardScrolls() {
    let (tabs, first, _, _) = makePhoneTabs()
    tabs.tabBarMinimizeBehavior = .onScrollUp
    first.scrollView.simulateScroll(to: CGPoint(x: 0, y: 1000))
    #expect(!tabs.isTabBarMinimized)
    first.scrollView.simulateScroll(to: CGPoint(x: 0, y: 900))
    #expect(tabs.isTabBarMinimized && first.view.safeAreaInsets.bottom == CGFloat(32 + 34))
    first.scrollView.simulateScroll(to: CGPoint(x: 0, y: 950))
    #expect(!tabs.isTabBarMinimized)
    // `.never` restores a minimized bar.
    first.scrollView.simulateScroll(to: CGPoint(x: 0, y: 100))
    #expect(tabs.isTabBarMinimized)
    tabs.tabBarMinimizeBehavior = .never
    #expect(!tabs.isTabBarMinimized && first.view.safeAreaInsets.bottom == CGFloat(49 + 34))
  }

  @Test func R122_aTabSwitchRestoresTheBar() {
    let (tabs, first, second, _) = makePhoneTabs()
    tabs.tabBarMinimizeBehavior = .onScrollDown
    first.scrollView.simulateScroll(to: CGPoint(x: 0, y: 300))
    #expect(tabs.isTabBarMinimized)
    tabs.selectedIndex = 1
    #expect(!tabs.isTabBarMinimized && second.view.safeAreaInsets.bottom == CGFloat(49 + 34))
    // Scrolling a tab that is not shown changes nothing.
    tabs.selectedIndex = 0
    second.scrollView.contentOffset.y = 200
    #expect(!tabs.isTabBarMinimized)
  }

  @Test func R122_hasNoEffectOnTheIPadTopTabBar() {
    let content = ScrollingController("A", log: log)
    let tab = UITab(title: "A", image: nil, identifier: "A") { _ in content }
    let tabs = UITabBarController(tabs: [tab, UITab(title: "B", image: nil, identifier: "B") { _ in UIViewController() }])
    let window = makeVisibleWindow(root: tabs, device: .iPadPro13, orientation: .landscapeLeft)
    tabs.tabBarMinimizeBehavior = .onScrollDown
    #expect(tabs.tabBarPosition == .top)
    let bar = tabs.tabBarFrame, insets = content.view.safeAreaInsets
    content.scrollView.simulateScroll(to: CGPoint(x: 0, y: 500))
    #expect(!tabs.isTabBarMinimized && tabs.tabBarFrame == bar && content.view.safeAreaInsets == insets)
    // In compact width the same controller shows the bottom bar, which minimizes.
    window.resize(to: CGSize(width: 375, height: 1032))
    #expect(tabs.tabBarPosition == .bottom)
    content.scrollView.simulateScroll(to: CGPoint(x: 0, y: 800))
    #expect(tabs.isTabBarMinimized && tabs.tabBarLayout?.isMinimized == true)
    // A size change restores it.
    window.resize(to: CGSize(width: 1376, height: 1032))
    window.resize(to: CGSize(width: 375, height: 1032))
    #expect(!tabs.isTabBarMinimized)
  }

  // MARK: R123

  @Test func R123_accessoryInsideSeesRegularThenInlineWhenMinimized() {
    let (tabs, first, _, _) = makePhoneTabs()
    tabs.tabBarMinimizeBehavior = .onScrollDown
    let content = AccessoryContentView(log: log)
    let label = UILabel(frame: .zero)
    content.addSubview(label)
    #expect(tabs.bottomAccessory == nil && tabs.bottomAccessoryEnvironment == .none)
    log.clear()
    let accessory = UITabAccessory(contentView: content)
    tabs.setBottomAccessory(accessory, animated: true)
    #expect(tabs.bottomAccessory === accessory && accessory.contentView === content)
    #expect(content.superview === tabs.view && tabs.view.subviews.last === content)
    #expect(content.traitCollection.tabAccessoryEnvironment == .regular)
    #expect(label.traitCollection.tabAccessoryEnvironment == .regular)
    // Above the bar, and the content's safe area makes room for it.
    #expect(tabs.bottomAccessoryFrame == CGRect(x: 16, y: 852 - 34 - 49 - 48, width: 393 - 32, height: 48))
    #expect(content.frame == tabs.bottomAccessoryFrame)
    #expect(first.view.safeAreaInsets.bottom == CGFloat(34 + 49 + 48))
    #expect(log.entries == [
      "accessory.layoutSubviews(48)", "accessory.traitCollectionDidChange(none→regular)",
      "A.viewWillLayoutSubviews(bottom: 131, top: 59)", "A.viewDidLayoutSubviews",
    ])
    // Minimized: inline with the bar, beside the selected tab.
    log.clear()
    first.scrollView.simulateScroll(to: CGPoint(x: 0, y: 300))
    #expect(tabs.bottomAccessoryEnvironment == .inline)
    #expect(content.traitCollection.tabAccessoryEnvironment == .inline && label.traitCollection.tabAccessoryEnvironment == .inline)
    #expect(tabs.bottomAccessoryFrame == CGRect(x: 16 + 64 + 16, y: 852 - 34 - 32, width: 393 - 16 - 64 - 16 - 16, height: 32))
    #expect(first.view.safeAreaInsets.bottom == CGFloat(34 + 32))
    #expect(log.entries == [
      "scroll.willBeginDragging", "scroll.didScroll(300)",
      "accessory.traitCollectionDidChange(regular→inline)", "accessory.layoutSubviews(32)",
      "A.viewWillLayoutSubviews(bottom: 66, top: 59)", "A.viewDidLayoutSubviews",
      "scroll.didEndDragging",
    ])
    log.clear()
    first.scrollView.simulateScroll(to: CGPoint(x: 0, y: 200))
    #expect(content.traitCollection.tabAccessoryEnvironment == .regular)
    #expect(log.filtered("accessory.trait") == ["accessory.traitCollectionDidChange(inline→regular)"])
  }

  @Test func R123_viewsOutsideTheAccessorySeeNone() {
    let (tabs, first, _, _) = makePhoneTabs()
    let outside = UIView(frame: .zero)
    first.view.addSubview(outside)
    tabs.bottomAccessory = UITabAccessory(contentView: UIView(frame: .zero))
    for environment in [tabs.traitCollection, first.traitCollection, first.view.traitCollection, outside.traitCollection] {
      #expect(environment.tabAccessoryEnvironment == .none)
    }
    // Outside every window nothing is known, and the trait is settable like any other.
    #expect(UIViewController().traitCollection.tabAccessoryEnvironment == .unspecified)
    #expect(UITraitCollection().tabAccessoryEnvironment == .unspecified)
    #expect([UITabAccessory.Environment.unspecified, .none, .regular, .inline].map(\.rawValue) == [0, 1, 2, 3])
    let inline = UITraitCollection { $0.tabAccessoryEnvironment = .inline }
    #expect(UITraitCollection(traitsFrom: [inline, UITraitCollection(horizontalSizeClass: .compact)]).tabAccessoryEnvironment == .inline)
    #expect(UITraitCollection(tabAccessoryEnvironment: .regular).tabAccessoryEnvironment == .regular)
    let controller = UIViewController()
    controller.traitOverrides.tabAccessoryEnvironment = .regular
    #expect(controller.traitOverrides.contains(UITraitTabAccessoryEnvironment.self))
    controller.traitOverrides.remove(UITraitTabAccessoryEnvironment.self)
    #expect(controller.traitOverrides.tabAccessoryEnvironment == .unspecified)
  }

  @Test func R123_theEnvironmentIsObservedLikeAnyTrait() {
    let (_, first, _, _) = makePhoneTabs()
    let log = log
    first.registerForTraitChanges([UITraitTabAccessoryEnvironment.self]) { (controller: UIViewController, previous: UITraitCollection) in
      log.record("handler(\(previous.tabAccessoryEnvironment)→\(controller.traitCollection.tabAccessoryEnvironment))")
    }
    log.clear()
    first.traitOverrides.tabAccessoryEnvironment = .inline
    first.traitOverrides.horizontalSizeClass = .regular
    first.traitOverrides.remove(UITraitTabAccessoryEnvironment.self)
    #expect(log.filtered("handler") == ["handler(none→inline)", "handler(inline→none)"])
    #expect(first.view.traitCollection.tabAccessoryEnvironment == .none)
  }

  @Test func R123_withoutAVisibleBarTheAccessorySitsAtTheBottomAndLeavesWithItsEnvironment() {
    let (tabs, first, _, _) = makePhoneTabs()
    let content = AccessoryContentView(log: log)
    tabs.bottomAccessory = UITabAccessory(contentView: content)
    tabs.setTabBarHidden(true, animated: false)
    #expect(tabs.bottomAccessoryEnvironment == .regular)
    #expect(tabs.bottomAccessoryFrame == CGRect(x: 16, y: 852 - 34 - 48, width: 393 - 32, height: 48))
    #expect(first.view.safeAreaInsets.bottom == CGFloat(34 + 48))
    tabs.bottomAccessory = nil
    #expect(content.superview == nil && tabs.bottomAccessoryFrame == .zero)
    #expect(first.view.safeAreaInsets.bottom == 34)
  }

  @Test func R123_anAccessoryOfAnotherTabBarControllerIsRefused() {
    let (tabs, _, _, _) = makePhoneTabs()
    let other = UITabBarController()
    let accessory = UITabAccessory(contentView: UIView(frame: .zero))
    tabs.bottomAccessory = accessory
    let (_, reports) = MisuseReport.capture { other.setBottomAccessory(accessory, animated: false) }
    #expect(reports.count == 1 && reports.first?.message.contains("already the bottom accessory") == true)
    #expect(other.bottomAccessory == nil && tabs.bottomAccessory === accessory)
    #expect(accessory.contentView.superview === tabs.view)
  }

  // MARK: R124

  /// A navigation controller showing a scrolling controller, on an iPhone 16 in portrait.
  private func makeNavigation(_ minimization: UIBarMinimization) -> (UINavigationController, ScrollingController) {
    let content = ScrollingController("A", log: log)
    content.navigationItem.navigationBarMinimization = minimization
    let navigation = UINavigationController(rootViewController: content)
    _ = makeVisibleWindow(root: navigation, device: .iPhone16)
    return (navigation, content)
  }

  private func minimization(
    _ behavior: UIBarMinimizationBehavior, restoration: UIBarMinimizationRestorationBehavior = .automatic,
    safeArea: UIBarMinimizationSafeAreaAdjustment = .automatic
  ) -> UIBarMinimization {
    var result = UIBarMinimization()
    result.minimizationBehavior = behavior
    result.restorationBehavior = restoration
    result.safeAreaAdjustment = safeArea
    return result
  }

  @Test func R124_onScrollDownMinimizesTheNavigationBarAndWithSafeAreaAdjustmentTheInsetFollows() {
    #expect(UIBarMinimization() == minimization(.automatic))
    #expect([UIBarMinimizationBehavior.automatic, .never, .onScrollDown, .onScrollUp].map(\.rawValue) == [0, 1, 2, 3])
    #expect([UIBarMinimizationRestorationBehavior.automatic, .atScrollEdge].map(\.rawValue) == [0, 1])
    let (navigation, content) = makeNavigation(minimization(.onScrollDown, safeArea: .enabled))
    #expect(navigation.navigationBarFrame == CGRect(x: 0, y: 59, width: 393, height: 44))
    log.clear()
    content.scrollView.simulateScroll(to: CGPoint(x: 0, y: 300))
    #expect(navigation.isNavigationBarMinimized)
    #expect(navigation.navigationBarFrame == CGRect(x: 0, y: 59, width: 393, height: 32))
    #expect(content.view.safeAreaInsets.top == CGFloat(59 + 32))
    #expect(log.entries == [
      "scroll.willBeginDragging", "scroll.didScroll(300)",
      "A.viewWillLayoutSubviews(bottom: 34, top: 91)", "A.viewDidLayoutSubviews",
      "scroll.didEndDragging",
    ])
    content.scrollView.simulateScroll(to: CGPoint(x: 0, y: 250))
    #expect(!navigation.isNavigationBarMinimized && content.view.safeAreaInsets.top == CGFloat(59 + 44))
    // `.automatic` adjusts the safe area too.
    content.navigationItem.navigationBarMinimization.safeAreaAdjustment = .automatic
    content.scrollView.simulateScroll(to: CGPoint(x: 0, y: 400))
    #expect(content.view.safeAreaInsets.top == CGFloat(59 + 32))
    // A push restores the bar.
    navigation.pushViewController(UIViewController(), animated: false)
    #expect(!navigation.isNavigationBarMinimized && navigation.navigationBarFrame.height == 44)
  }

  @Test func R124_withSafeAreaAdjustmentDisabledTheInsetStays() {
    let (navigation, content) = makeNavigation(minimization(.onScrollDown, safeArea: .disabled))
    content.scrollView.simulateScroll(to: CGPoint(x: 0, y: 300))
    #expect(navigation.isNavigationBarMinimized && navigation.navigationBarFrame.height == 32)
    #expect(content.view.safeAreaInsets.top == CGFloat(59 + 44))
    // Enabling the adjustment while minimized lets the inset follow.
    content.navigationItem.navigationBarMinimization.safeAreaAdjustment = .enabled
    #expect(content.view.safeAreaInsets.top == CGFloat(59 + 32))
  }

  @Test func R124_atScrollEdgeRestoresOnlyAtTheEdgeAndAutomaticNeverMinimizes() {
    let (navigation, content) = makeNavigation(minimization(.onScrollDown, restoration: .atScrollEdge))
    content.scrollView.simulateScroll(to: CGPoint(x: 0, y: 300))
    #expect(navigation.isNavigationBarMinimized)
    content.scrollView.simulateScroll(to: CGPoint(x: 0, y: 100))
    #expect(navigation.isNavigationBarMinimized)
    content.scrollView.simulateScroll(to: CGPoint(x: 0, y: -1000))
    // At the top edge of the minimized bar's inset the bar comes back.
    #expect(content.scrollView.contentOffset.y == CGFloat(-91))
    #expect(!navigation.isNavigationBarMinimized && content.scrollView.adjustedContentInset.top == 103)
    // The default never minimizes; turning minimization off restores the bar.
    content.scrollView.simulateScroll(to: CGPoint(x: 0, y: 300))
    #expect(navigation.isNavigationBarMinimized)
    content.navigationItem.navigationBarMinimization = UIBarMinimization()
    #expect(!navigation.isNavigationBarMinimized)
    content.scrollView.simulateScroll(to: CGPoint(x: 0, y: 900))
    #expect(!navigation.isNavigationBarMinimized)
  }

  @Test func R124_minimizingTheNavigationBarMinimizesTheIntegratedTopTabBar() {
    let content = ScrollingController("A", log: log)
    content.navigationItem.navigationBarMinimization = minimization(.onScrollDown)
    let navigation = UINavigationController(rootViewController: content)
    let tabs = UITabBarController(tabs: [
      UITab(title: "A", image: nil, identifier: "A") { _ in navigation },
      UITab(title: "B", image: nil, identifier: "B") { _ in UIViewController() },
    ])
    _ = makeVisibleWindow(root: tabs, device: .iPadPro13, orientation: .landscapeLeft)
    #expect(tabs.tabBarPosition == .top)
    let top = tabs.view.safeAreaInsets.top
    #expect(tabs.floatingTabBarFrame.height == 50 && content.view.safeAreaInsets.top == top + 50 + 44)
    content.scrollView.simulateScroll(to: CGPoint(x: 0, y: 300))
    #expect(navigation.isNavigationBarMinimized && tabs.isTabBarMinimized)
    #expect(tabs.floatingTabBarFrame.height == 32 && tabs.tabBarLayout?.isMinimized == true)
    #expect(navigation.navigationBarFrame == CGRect(x: 0, y: top + 32, width: 1376, height: 32))
    #expect(content.view.safeAreaInsets.top == top + 32 + 32)
    content.scrollView.simulateScroll(to: CGPoint(x: 0, y: 200))
    #expect(!navigation.isNavigationBarMinimized && !tabs.isTabBarMinimized)
    #expect(content.view.safeAreaInsets.top == top + 50 + 44)
    // Switching tabs restores the top bar too.
    content.scrollView.simulateScroll(to: CGPoint(x: 0, y: 400))
    #expect(tabs.isTabBarMinimized)
    tabs.selectedIndex = 1
    #expect(!tabs.isTabBarMinimized && tabs.floatingTabBarFrame.height == 50)
  }

  // MARK: R127

  @Test func R127_theProminentTabStaysVisibleInTheMinimizedBar() throws {
    let content = ScrollingController("A", log: log)
    let tabs = UITabBarController(tabs: [
      UITab(title: "A", image: nil, identifier: "A") { _ in content },
      UITab(title: "B", image: nil, identifier: "B") { _ in UIViewController() },
      UITab(title: "C", image: nil, identifier: "C") { _ in UIViewController() },
    ])
    tabs.prominentTabIdentifier = "C"
    tabs.tabBarMinimizeBehavior = .onScrollDown
    _ = makeVisibleWindow(root: tabs, device: .iPhone16)
    content.scrollView.simulateScroll(to: CGPoint(x: 0, y: 300))
    let layout = try #require(tabs.tabBarLayout)
    #expect(layout.isMinimized && tabs.tabBarTabs.map(\.identifier) == ["A", "B", "C"])
    #expect(layout.itemFrames == [
      CGRect(x: 16, y: 852 - 34 - 32, width: 64, height: 32), .zero,
      CGRect(x: 393 - 16 - 64, y: 852 - 34 - 32, width: 64, height: 32),
    ])
  }
}
