import AdaptiveKit
import Foundation
import Testing
import AdaptiveScenario
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct ScenarioRunnerTests {
  private func runner(_ yaml: String, device: Device? = nil) throws -> ScenarioRunner {
    try ScenarioRunner(scenario: parse(yaml), device: device, apps: .photoBrowser)
  }

  @Test func buildsTheWindowForTheDeviceAndOrientation() throws {
    let runner = try runner("device: iphone-16-pro-max\norientation: landscape\nroot: Home\n")
    #expect(runner.window.bounds.size == CGSize(width: 956, height: 440))
    #expect(runner.window.traitCollection.horizontalSizeClass == .regular)
    #expect(runner.window.rootViewController?.title == "Home")
    #expect(WindowInspector.isOnScreen(runner.window.rootViewController!))
    #expect(runner.isFinished)
    #expect(runner.runNextStep() == nil)
  }

  @Test func deviceAndOrientationOverrides() throws {
    let scenario = try parse("device: iphone-16\nroot: Home\n")
    let runner = try ScenarioRunner(scenario: scenario, device: .iPadMini, orientation: .landscapeRight, apps: .photoBrowser)
    #expect(runner.device == .iPadMini)
    #expect(runner.window.bounds.size == CGSize(width: 1133, height: 744))
  }

  @Test func tapSelectsTheRowThroughTheTableDelegateAndShows() throws {
    let runner = try runner("device: iphone-16\nroot:\n  navigation:\n    - {screen: Inbox, rows: [{title: Message, id: msg, show: Message}]}\nsteps:\n  - tap: msg\n")
    let result = try #require(runner.runNextStep())
    #expect(result.passed, "\(result.line)")
    let navigation = try #require(runner.window.rootViewController as? UINavigationController)
    #expect(navigation.viewControllers.map(\.title) == ["Inbox", "Message"])
    let inbox = try #require(navigation.viewControllers.first as? ScenarioViewController)
    #expect(inbox.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
  }

  @Test func tapOnNothingFailsNamingWhatIsOnScreen() throws {
    let runner = try runner("device: iphone-16\nroot: {navigation: [Inbox]}\nsteps:\n  - tap: Nope\n")
    let result = try #require(runner.runNextStep())
    #expect(!result.passed)
    #expect(result.failures == ["nothing labelled 'Nope' can be tapped (screens on screen: Inbox)"])
    #expect(result.line == "FAIL  1 tap \"Nope\"\n      test.yaml:4:5: nothing labelled 'Nope' can be tapped (screens on screen: Inbox)")
  }

  @Test func tapOnlyReachesTheFrontmostLayer() throws {
    let runner = try runner("""
      device: iphone-16
      root: {screen: Home, rows: [{title: Open, present: Sheet}]}
      steps:
        - tap: Open
        - tap: Open
      """)
    #expect(runner.runNextStep()?.passed == true)
    let second = try #require(runner.runNextStep())
    #expect(second.failures == ["nothing labelled 'Open' can be tapped (screens on screen: Home, Sheet)"])
  }

  @Test func tapSelectsATab() throws {
    let runner = try runner("device: iphone-16\nroot: {tabs: [Library, Search]}\nsteps:\n  - tap: Search\n  - expect: {top: Search}\n")
    let report = runner.runAll()
    #expect(report.passed, "\(Examples.failures(report))")
    #expect((runner.window.rootViewController as? UITabBarController)?.selectedIndex == 1)
  }

  @Test func backWithoutAStackFails() throws {
    let runner = try runner("device: iphone-16\nroot: {navigation: [Inbox]}\nsteps:\n  - back\n")
    #expect(runner.runNextStep()?.failures == ["there is no back button: no navigation controller with more than one screen in front"])
  }

  @Test func rotateAndResizeChangeTheWindow() throws {
    let runner = try runner("device: ipad-pro-13\norientation: landscape\nroot: Home\nsteps:\n  - resize: 1/3\n  - expect: {horizontal: compact}\n  - resize: 1/2\n  - expect: {horizontal: regular}\n  - rotate: portrait\n  - resize: 900x1376\n")
    let report = runner.runAll()
    #expect(report.passed, "\(Examples.failures(report))")
    #expect(runner.window.bounds.size == CGSize(width: 900, height: 1376))
    #expect(runner.window.interfaceOrientation == .portrait)
  }

  @Test func multitaskingWidthAPhoneLacksFails() throws {
    let runner = try runner("device: iphone-16\nroot: Home\nsteps:\n  - resize: 1/3\n")
    #expect(runner.runNextStep()?.failures == ["iPhone 16 in portrait has no 1/3 width (it has full)"])
  }

  @Test func swipeDownAndDismissNeedAPresentation() throws {
    let runner = try runner("device: iphone-16\nroot: Home\nsteps:\n  - swipeDown\n  - tapOutside\n  - dismiss\n")
    let report = runner.runAll()
    #expect(report.results.map(\.failures) == [["nothing is presented"], ["nothing is presented, and no split dims its secondary column"], ["nothing is presented"]])
    #expect(report.summary == "test (iphone-16): 0 passed, 3 failed")
  }

  @Test func presentStepPresentsFromTheTopControllerAndSwipeDismisses() throws {
    let runner = try runner("""
      device: iphone-16
      root: {navigation: [Inbox]}
      steps:
        - present: {screen: Settings, style: formSheet}
        - expect: {presented: formSheet, top: Settings, visible: [Inbox, Settings]}
        - swipeDown
        - expect: {presented: none, top: Inbox}
      """)
    let report = runner.runAll()
    #expect(report.passed, "\(Examples.failures(report))")
    #expect(report.results[2].notes == ["dismissed"])
  }

  @Test func failingExpectationListsEveryMismatch() throws {
    let runner = try runner("device: iphone-16\nroot: {navigation: [Inbox]}\nsteps:\n  - expect: {top: Message, presented: pageSheet, horizontal: regular, visible: [A], stack: [A, B], traits: {Inbox: R/R, Ghost: C/R}, collapsed: true}\n")
    let result = try #require(runner.runNextStep())
    #expect(result.failures == [
      "collapsed: there is no split view controller",
      "top is \"Inbox\", expected \"Message\"",
      "presented is none, expected pageSheet",
      "horizontal size class of \"Inbox\" is compact, expected regular",
      "visible is [Inbox], expected [A]",
      "stack is [Inbox], expected [A, B]",
      "\"Inbox\" is compact/regular, expected regular/regular",
      "traits: no controller titled \"Ghost\"",
    ])
  }

  @Test func runAllThroughStopsAfterThatStep() throws {
    let runner = try runner("device: iphone-16\nroot: {navigation: [{screen: A, rows: [{title: B, show: B}]}]}\nsteps:\n  - tap: B\n  - back\n  - tap: B\n")
    let first = runner.runAll(through: 1)
    #expect(first.results.count == 1)
    #expect(WindowInspector.topViewController(in: runner.window)?.title == "B")
    let rest = runner.runAll()
    #expect(rest.results.map(\.number) == [2, 3])
  }

  @Test func initialPresentationsAreMadeFromTheTopController() throws {
    let runner = try runner("""
      device: iphone-16
      root: {navigation: [Home]}
      presented:
        - {screen: Settings, style: formSheet}
        - Edit
      steps:
        - expect: {top: Edit, visible: [Settings, Edit]}
        - swipeDown
        - expect: {top: Settings, presented: formSheet}
      """)
    let navigation = try #require(runner.window.rootViewController as? UINavigationController)
    #expect(navigation.presentedViewController?.title == "Settings")
    #expect(navigation.presentedViewController?.presentedViewController?.title == "Edit")
    let report = runner.runAll()
    #expect(report.passed, "\(Examples.failures(report))")
  }

  @Test func aRefusedInitialHierarchyIsAnErrorAtTheRoot() throws {
    #expect(throws: ScenarioError("the initial hierarchy was refused: Pushing a navigation controller is not supported", at: SourceLocation(file: "test.yaml", line: 2, column: 7))) {
      try runner("device: iphone-16\nroot: {navigation: [{navigation: [A]}]}\n")
    }
  }

  // MARK: The real hit-testing path (AdaptiveRendering)

  @Test func tapAndBackGoThroughTheRenderersHitTesting() throws {
    let runner = try runner("device: iphone-16\nroot:\n  navigation:\n    - {screen: Inbox, rows: [Drafts, {title: Message, show: Message}]}\nsteps:\n  - tap: Message\n  - back\n")
    let report = runner.runAll()
    #expect(report.passed, "\(Examples.failures(report))")
    #expect(report.results[0].notes == ["tapped vc0.table0.row.1: row 1 of section 0 \"Message\": selects it (didSelectRowAt)"])
    #expect(report.results[1].notes == ["tapped nav0.bar.back: back button \"Inbox\": pops the navigation stack"])
  }

  @Test func tapOutsideDismissesAPopoverAndIsIgnoredByASheet() throws {
    let runner = try runner("""
      device: iphone-16
      root:
        screen: Home
        rows:
          - {title: Link, present: Link, style: popover, adaptiveStyle: none, preferredContentSize: 200x100}
          - {title: Sheet, present: Sheet}
      steps:
        - tap: Link
        - tapOutside
        - expect: {presented: none}
        - tap: Sheet
        - tapOutside
        - expect: {presented: pageSheet, top: Sheet}
      """)
    let report = runner.runAll()
    #expect(report.passed, "\(Examples.failures(report))")
    #expect(report.results[1].notes == ["tapped modal0.dimming: outside the popover: dismisses it"])
    #expect(report.results[4].notes.first?.contains("sheets ignore taps outside") == true)
  }

  @Test func tapOutsideAFullScreenPresentationFails() throws {
    let runner = try runner("device: iphone-16\nroot: Home\nsteps:\n  - present: {screen: Cover, style: fullScreen}\n  - tapOutside\n")
    let report = runner.runAll()
    #expect(report.results[1].failures == ["the fullScreen presentation of <ScenarioViewController \"Cover\"> leaves nothing outside it to tap"])
  }
}

/// Scenarios with an arrangement view controller (R129–R131).
@Suite(.checksInvariants) @MainActor
struct ArrangementScenarioTests {
  @Test func R131_anArrangementNodeBuildsItsPlacementsAndFollowsRotation() throws {
    let scenario = try parse("""
      device: iphone-16
      root:
        arrangement:
          primary: Photo
          secondary: {navigation: [Details]}
      steps:
        - expect: {visible: [Photo, Details]}
        - rotate: landscape
        - expect: {visible: [Photo, Details]}
      """)
    guard case .arrangement(let spec) = scenario.root else { Issue.record("root is \(scenario.root)"); return }
    #expect(spec.style == .split && spec.axes == "both")
    let runner = try ScenarioRunner(scenario: scenario, apps: .photoBrowser)
    let arrangement = try #require(runner.window.rootViewController as? UIArrangementViewController)
    #expect(arrangement.viewController(for: .primary)?.view.frameInWindow == CGRect(x: 0, y: 0, width: 393, height: 426))
    let report = runner.runAll()
    #expect(report.passed, "\(report.results.map(\.line))")
    #expect(arrangement.viewController(for: .primary)?.view.frameInWindow == CGRect(x: 0, y: 0, width: 426, height: 393))
  }

  @Test func R131_anOverlayOnOneAxisAndItsErrors() throws {
    let scenario = try parse("""
      device: iphone-16
      root:
        arrangement: {primary: Controls, secondary: Video, style: overlay, axes: vertical}
      """)
    guard case .arrangement(let spec) = scenario.root else { Issue.record("root is \(scenario.root)"); return }
    #expect(spec.style == .overlay && spec.axes == "vertical")
    let runner = try ScenarioRunner(scenario: scenario, apps: .photoBrowser)
    let arrangement = try #require(runner.window.rootViewController as? UIArrangementViewController)
    #expect(arrangement.state(for: .primary)?.zIndex == 1)
    #expect(throws: ScenarioError.self) { try parse("device: iphone-16\nroot:\n  arrangement: {secondary: Video}\n") }
    #expect(throws: ScenarioError.self) { try parse("device: iphone-16\nroot:\n  arrangement: {primary: A, style: stacked}\n") }
  }
}
