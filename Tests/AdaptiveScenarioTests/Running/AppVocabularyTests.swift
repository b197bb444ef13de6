import AdaptiveKit
import AdaptiveRendering
import Foundation
import Testing
import AdaptiveScenario
import AdaptiveTestSupport

/// What apps do, said in a scenario: bar button items that show, present or pop over, sheet
/// detents, the split's display-mode button and edge swipe, and expectations on frames, detents
/// and what UIKit reported.
@Suite(.checksInvariants) @MainActor
struct AppVocabularyTests {
  private let inbox = """
    device: iphone-16
    root:
      navigation:
        - screen: Inbox
          leftBarButtonItems:
            - {title: Filters, present: Filters, detents: [medium, large], selectedDetentIdentifier: large, prefersGrabberVisible: true, largestUndimmedDetentIdentifier: medium}
          rightBarButtonItems:
            - {system: compose, popover: New Message, adaptiveStyle: none}
            - {system: add, id: add-mailbox, itemStyle: done, show: New Mailbox}
    """

  private func runner(_ yaml: String) throws -> ScenarioRunner {
    try ScenarioRunner(scenario: parse(yaml), apps: .photoBrowser)
  }

  @Test func barButtonItemsAreMadeAsAppCodeMakesThem() throws {
    let runner = try runner(inbox)
    let navigation = try #require(runner.window.rootViewController as? UINavigationController)
    let item = try #require(navigation.topViewController?.navigationItem)
    #expect(item.leftBarButtonItems?.map(\.title) == ["Filters"])
    #expect(item.rightBarButtonItems?.map(\.systemItem) == [.compose, .add])
    #expect(item.rightBarButtonItems?.map(\.accessibilityIdentifier) == ["compose", "add-mailbox"])
    #expect(item.rightBarButtonItems?.last?.style == .done)
  }

  @Test func popoverFromABarButtonItemIsAnchoredToTheItem() throws {
    let runner = try runner(inbox + "\nsteps:\n  - tap: compose\n")
    let result = try #require(runner.runNextStep())
    #expect(result.passed, "\(result.line)")
    let navigation = try #require(runner.window.rootViewController as? UINavigationController)
    let compose = try #require(navigation.topViewController?.navigationItem.rightBarButtonItems?.first)
    let presented = try #require(navigation.presentedViewController)
    #expect(presented.title == "New Message")
    #expect(presented.modalPresentationStyle == .popover)
    #expect(presented.popoverPresentationController?.barButtonItem === compose)
    #expect(presented.presentationController?.effectivePresentationStyle == .popover)
  }

  @Test func sheetOptionsAreSetBeforePresenting() throws {
    let runner = try runner(inbox + "\nsteps:\n  - tap: Filters\n  - expect: {presented: pageSheet, detent: large}\n")
    let report = runner.runAll()
    #expect(report.passed, "\(report.results.map(\.line))")
    let sheet = try #require(WindowInspector.frontmostPresented(in: runner.window)?.sheetPresentationController)
    #expect(sheet.detents.map(\.identifier) == [.medium, .large])
    #expect(sheet.selectedDetentIdentifier == .large)
    #expect(sheet.largestUndimmedDetentIdentifier == .medium)
    #expect(sheet.prefersGrabberVisible)
  }

  @Test func expectDetentFramesAndMisuseReportWhatDiffers() throws {
    let runner = try runner(inbox + """

      steps:
        - tap: Filters
        - expect: {detent: medium, frames: {Inbox: [0, 0, 390, 844]}, misuse: [already presenting]}
        - dragToDetent: medium
        - tap: Filters
        - expect: {misuse: [which is already presenting]}
        - expect: {misuse: [which is already presenting]}
      """)
    let report = runner.runAll()
    #expect(report.results[1].failures == [
      "the frame of \"Inbox\" is [0, 0, 393, 852], expected [0, 0, 390, 844]",
      "detent is large, expected medium",
      "UIKit reported nothing in the step before, expected \"already presenting\"",
    ])
    #expect(report.results[2].passed, "\(report.results[2].line)")
    // The tap through the undimmed medium detent presents again from the inbox: UIKit logs it.
    #expect(report.results[4].passed, "\(report.results[4].line)")
    // An expectation reads the last step that was not an expectation.
    #expect(report.results[5].passed, "\(report.results[5].line)")
  }

  @Test func R29_R45_displayModeButtonAndEdgeSwipeRevealTheHiddenPrimaryAndTheDimmedSecondaryHidesIt() throws {
    let runner = try runner("""
      device: ipad-air-11
      root:
        split:
          displayModeButtonItem: true
          primary: {navigation: [Mailboxes]}
          secondary: {navigation: [Message]}
      steps:
        - tap: split-display-mode-button
        - tapOutside
        - edgeSwipe
        - tapOutside
      """)
    let split = try #require(runner.window.rootViewController as? UISplitViewController)
    #expect(split.displayMode == .secondaryOnly)
    let tap = try #require(runner.runNextStep())
    #expect(tap.passed, "\(tap.line)")
    #expect(split.displayMode == .oneOverSecondary)
    #expect(split.isSecondaryDimmed)
    let outside = try #require(runner.runNextStep())
    #expect(outside.notes.first?.contains("dimmed secondary column") == true, "\(outside.notes)")
    #expect(split.displayMode == .secondaryOnly)
    let swipe = try #require(runner.runNextStep())
    #expect(swipe.passed, "\(swipe.line)")
    #expect(split.displayMode == .oneOverSecondary)
    #expect(try #require(runner.runNextStep()).passed)
    #expect(split.displayMode == .secondaryOnly)
  }

  @Test func edgeSwipeWithoutTheGestureFailsAndSaysWhy() throws {
    let runner = try runner("""
      device: ipad-air-11
      root:
        split:
          presentsWithGesture: false
          primary: Mailboxes
          secondary: Message
      steps:
        - edgeSwipe
      """)
    let result = try #require(runner.runNextStep())
    #expect(result.failures == ["the edge swipe does nothing to <UISplitViewController> (collapsed, presentsWithGesture off, or no display mode to switch to)"])
  }

  @Test func badBarButtonItemsAndFramesAreLocated() {
    let both = parseError("device: iphone-16\nroot:\n  screen: A\n  rightBarButtonItems:\n    - {title: Add, system: add}\n")
    #expect(both?.description == "test.yaml:5:7: a bar button item needs a title or a system item (such as 'system: add'), not both")
    let unknown = parseError("device: iphone-16\nroot:\n  screen: A\n  rightBarButtonItems:\n    - {system: plus}\n")
    #expect(unknown?.description.hasPrefix("test.yaml:5:16: unknown system item 'plus'; expected one of action, add, bookmarks") == true)
    let frame = parseError("device: iphone-16\nroot: A\nsteps:\n  - expect: {frames: {A: [0, 0, 10]}}\n")
    #expect(frame?.description == "test.yaml:4:26: the frame of 'A' must be [x, y, width, height]")
    let huge = parseError("device: iphone-16\nroot: A\nsteps:\n  - expect: {frames: {A: [0, 0, 1e300, 10]}}\n")
    #expect(huge?.description == "test.yaml:4:33: width must be a number between -10000 and 10000")
    let detent = parseError("device: iphone-16\nroot:\n  screen: A\n  rows: [{title: B, present: B, detents: [small]}]\n")
    #expect(detent?.description.hasPrefix("test.yaml:4:43: unknown detent 'small'") == true)
    let classicOnly = parseError("device: ipad-air-11\nroot:\n  split: {style: doubleColumn, displayModeButtonItem: true, primary: A}\n")
    #expect(classicOnly?.description.contains("displayModeButtonItem is for the classic style") == true)
  }
}

/// `scroll` reaches rows below the fold.
@Suite(.checksInvariants) @MainActor
struct ScrollStepTests {
  @Test func aRowBelowTheFoldIsTappedAfterScrolling() throws {
    let yaml = """
      device: iphone-se
      root:
        navigation:
          - screen: Long
            rows: [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, {title: Last, show: Last}]
      steps:
        - tap: Last
        - scroll: bottom
        - tap: Last
        - scroll: down
      """
    let runner = try ScenarioRunner(scenario: parse(yaml), apps: .photoBrowser)
    let report = runner.runAll()
    #expect(report.results[0].failures == ["nothing labelled 'Last' can be tapped (screens on screen: Long)"])
    #expect(report.results[1].notes == ["scrolled the table bottom to offset 277"])
    #expect(report.results[2].passed, "\(report.results[2].line)")
    #expect(WindowInspector.topViewController(in: runner.window)?.title == "Last")
    #expect(report.results[3].notes == ["the table is already at its bottom"])
  }
}

/// `toolbarItems` and `toolbarHidden: false`.
@Suite(.checksInvariants) @MainActor
struct ToolbarScenarioTests {
  @Test func toolbarItemsShowInTheToolbarAndReactToTaps() throws {
    let yaml = """
      device: iphone-16
      root:
        navigation:
          - screen: Notes
            toolbarItems: [{system: flexibleSpace}, {title: New Note, present: Editor}]
        toolbarHidden: false
      steps:
        - tap: New Note
        - expect: {top: Editor, presented: pageSheet}
      """
    let runner = try ScenarioRunner(scenario: parse(yaml), apps: .photoBrowser)
    let navigation = try #require(runner.window.rootViewController as? UINavigationController)
    #expect(!navigation.isToolbarHidden)
    #expect(navigation.topViewController?.toolbarItems?.map(\.systemItem) == [.flexibleSpace, nil])
    let target = try #require(AdaptiveRenderer.target(labelOrID: "New Note", in: runner.window))
    #expect(target.elementLabel == "nav0.toolbar.item0")
    let report = runner.runAll()
    #expect(report.passed, "\(report.results.map(\.line))")
  }
}
