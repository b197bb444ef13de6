import Testing
import AdaptiveTestSupport
@testable import AdaptiveKit

@Suite(.checksInvariants) @MainActor
struct KeyValueObservationTests {
  @Test func observingANavigationStackReportsEachPushAndPop() {
    let window = UIWindow(device: .iPhone16)
    let root = UIViewController(), detail = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    var counts: [String] = []
    let observation = navigation.observe(\.viewControllers, options: [.old, .new]) { _, change in
      counts.append("\(change.oldValue?.count ?? -1)→\(change.newValue?.count ?? -1)")
    }
    navigation.pushViewController(detail, animated: true)
    navigation.popViewController(animated: true)
    navigation.popViewController(animated: true)   // nothing to pop: no report
    #expect(counts == ["1→2", "2→1"])
    observation.invalidate()
    navigation.pushViewController(UIViewController(), animated: false)
    #expect(counts.count == 2)
  }

  @Test func observingATabBarsSelectionAndASplitsCollapseReportsTheirChanges() {
    let window = UIWindow(device: .iPhone16ProMax, orientation: .landscapeLeft)
    let first = UIViewController(), second = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    window.rootViewController = split
    window.makeKeyAndVisible()

    var selections: [Int] = []
    let selection = tabs.observe(\.selectedIndex, options: [.initial, .new]) { _, change in selections.append(change.newValue ?? -1) }
    tabs.simulateTap(onTabAt: 1)
    tabs.selectedIndex = 0
    #expect(selections == [0, 1, 0])

    var collapses: [Bool] = []
    let collapse = split.observe(\.isCollapsed, options: .new) { split, _ in collapses.append(split.isCollapsed) }
    window.rotate(to: .portrait)
    window.rotate(to: .landscapeRight)
    #expect(collapses == [true, false])
    _ = (selection, collapse)
  }

  @Test func releasingTheObservationEndsIt() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    var reports = 0
    do {
      let observation = navigation.observe(\.viewControllers) { _, _ in reports += 1 }
      navigation.pushViewController(UIViewController(), animated: false)
      _ = observation
    }
    navigation.pushViewController(UIViewController(), animated: false)
    #expect(reports == 1)
    #expect(navigation.keyValueObservers.isEmpty)
  }

  @Test func presentationTraitOverridesReachThePresentedController() throws {
    let window = UIWindow(device: .iPadAir11)
    let root = UIViewController(), sheet = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    sheet.modalPresentationStyle = .formSheet
    root.present(sheet, animated: false)
    let presentation = try #require(sheet.presentationController)
    presentation.traitOverrides.userInterfaceStyle = .dark
    #expect(sheet.traitCollection.userInterfaceStyle == .dark)
    #expect(root.traitCollection.userInterfaceStyle == .light)
    presentation.traitOverrides.remove(UITraitUserInterfaceStyle.self)
    #expect(sheet.traitCollection.userInterfaceStyle == .light)
  }
}
