import AdaptiveKit
import Foundation
import Testing
import AdaptiveScenario
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct HierarchyBuilderTests {
  private func build(_ yaml: String) throws -> (UIViewController, HierarchyBuilder) {
    let scenario = try parse(yaml)
    let builder = HierarchyBuilder(screens: scenario.screens)
    return (try builder.build(scenario.root), builder)
  }

  @Test func navigationStackOfScenarioScreens() throws {
    let (root, _) = try build("device: iphone-16\nroot:\n  navigation: [Inbox, {screen: Message, rows: [Reply, Forward]}]\n")
    let navigation = try #require(root as? UINavigationController)
    #expect(navigation.viewControllers.map(\.title) == ["Inbox", "Message"])
    let message = try #require(navigation.topViewController as? ScenarioViewController)
    #expect(message.rows.map(\.title) == ["Reply", "Forward"])
    #expect(message.tableView.dataSource === message)
    #expect(message.tableView.delegate === message)
    #expect(message.tableView.numberOfRows(inSection: 0) == 2)
  }

  @Test func tabsSelectTheFirst() throws {
    let (root, _) = try build("device: iphone-16\nroot:\n  tabs: [{navigation: [Library]}, Search]\n")
    let tabs = try #require(root as? UITabBarController)
    #expect(tabs.viewControllers?.count == 2)
    #expect(tabs.selectedIndex == 0)
    #expect((tabs.viewControllers?[0] as? UINavigationController)?.topViewController?.title == "Library")
    #expect(tabs.viewControllers?[1].title == "Search")
    #expect(tabs.viewControllers?.map(\.tabBarItem.title) == ["Library", "Search"])
    #expect(tabs.viewControllers?[0].title == nil)
  }

  @Test func referencesBuildANewInstanceEachTime() throws {
    let scenario = try parse("device: iphone-16\nscreens:\n  Photo: {screen: Photo, rows: [Share]}\nroot: Photo\n")
    let builder = HierarchyBuilder(screens: scenario.screens)
    let first = try builder.build(scenario.root), second = try builder.build(scenario.root)
    #expect(first !== second)
    #expect((first as? ScenarioViewController)?.rows.map(\.title) == ["Share"])
  }

  @Test func referenceCycleIsAnErrorNotARecursion() throws {
    let scenario = try parse("device: iphone-16\nscreens:\n  Loop: {navigation: [Loop]}\nroot: Loop\n")
    let builder = HierarchyBuilder(screens: scenario.screens)
    #expect(throws: ScenarioError.self) { try builder.build(scenario.root) }
    do { _ = try builder.build(scenario.root) } catch {
      #expect(error.message == "screens refer to each other in a cycle")
      #expect(error.location.line == 3)
    }
  }

  @Test func presentationOptionsAreApplied() throws {
    let scenario = try parse("""
      device: iphone-16
      root:
        screen: Editor
        style: formSheet
        modalInPresentation: true
        preferredContentSize: [300, 200]
        prefersEdgeAttachedInCompactHeight: true
        adaptiveStyle: none
      """)
    let builder = HierarchyBuilder(screens: [:])
    let editor = try builder.build(scenario.root)
    #expect(editor.modalPresentationStyle == .formSheet)
    #expect(editor.isModalInPresentation)
    #expect(editor.preferredContentSize == CGSize(width: 300, height: 200))
    #expect(editor.sheetPresentationController?.prefersEdgeAttachedInCompactHeight == true)
    let delegate = try #require(editor.presentationController?.delegate)
    #expect(delegate.adaptivePresentationStyle(for: editor.presentationController!, traitCollection: UITraitCollection()) == UIModalPresentationStyle.none)
  }

  @Test func rowOptionsOverrideTheTargetsOwn() throws {
    let scenario = try parse("device: iphone-16\nroot:\n  screen: A\n  rows:\n    - {title: B, present: {screen: B, style: pageSheet}, style: popover}\n")
    guard case .screen(let screen) = scenario.root else { Issue.record("root is \(scenario.root)"); return }
    let builder = HierarchyBuilder(screens: [:])
    let target = try builder.build(screen.rows[0].target!, presentation: screen.rows[0].presentation)
    #expect(target.modalPresentationStyle == .popover)
  }

  @Test func splitBuildsWithUIKitAPI() throws {
    let yaml = "device: ipad-air-11\nroot:\n  split:\n    primary: {navigation: [Master]}\n    secondary: Detail\n"
    let (root, _) = try build(yaml)
    #expect(root is UISplitViewController)
  }
}
