import AdaptiveKit
import AdaptiveRendering
import AdaptiveScenario
import AdaptiveTestSupport
import Foundation
import Testing
@testable import AdaptiveExplore

/// The explorer's actions for the iOS 18–26 containers on the photo browser's modern variant (tabs
/// with a sidebar group, details in the inspector): toggling the sidebar, showing and hiding the
/// inspector, and dragging the window's edge.
@Suite(.serialized, .checksInvariants) @MainActor
struct WindowingActionTests {
  private func launchModern(on device: Device = .iPadPro13, _ orientation: UIInterfaceOrientation = .landscapeLeft)
    throws -> (ExplorationSubject, UIWindow, UITabBarController) {
    let subject = try ExplorationSubject.app("photo-browser", variant: "modern", from: .photoBrowser, device: device, orientation: orientation)
    let window = try subject.launch()
    let tabs = try #require(window.rootViewController as? UITabBarController)
    return (subject, window, tabs)
  }

  private func expander(for subject: ExplorationSubject, environment: Bool = true) -> StateExpander {
    StateExpander(subject: subject, limits: ExplorationLimits(depth: 1, changesEnvironment: environment), properties: [])
  }

  @Test func R99_toggleSidebarShowsAndHidesTheSidebarOfTheTabsInFront() throws {
    let (subject, window, tabs) = try launchModern()
    #expect(tabs.sidebar.isAvailable)
    #expect(expander(for: subject).windowingActions(in: window).contains(.toggleSidebar))
    let before = tabs.sidebar.isHidden
    let outcome = ActionDriver.perform(.toggleSidebar, on: window)
    #expect(outcome.wasPerformed)
    #expect(tabs.sidebar.isHidden != before)
    _ = ActionDriver.perform(.toggleSidebar, on: window)
    #expect(tabs.sidebar.isHidden == before)
  }

  @Test func R99_thereIsNoSidebarToToggleOnAnIPhone() throws {
    let (subject, window, _) = try launchModern(on: .iPhone16, .portrait)
    #expect(!expander(for: subject).windowingActions(in: window).contains(.toggleSidebar))
    #expect(!ActionDriver.perform(.toggleSidebar, on: window).wasPerformed)
  }

  @Test func R112_toggleInspectorShowsAColumnExpandedAndASheetCollapsed() throws {
    let (subject, window, tabs) = try launchModern()
    let split = try #require(tabs.selectedTab?.viewController as? UISplitViewController)
    #expect(!expander(for: subject).windowingActions(in: window).contains(.toggleInspector))
    let details = UIViewController()
    split.setViewController(details, for: .inspector)
    #expect(expander(for: subject).windowingActions(in: window).contains(.toggleInspector))
    #expect(ActionDriver.perform(.toggleInspector, on: window).wasPerformed)
    #expect(split.isShowing(.inspector) && details.navigationController?.parent === split)
    // Dragged narrow, the split collapses and the inspector becomes its sheet; the sheet in front
    // still offers the toggle, which hides it.
    #expect(ActionDriver.perform(.dragWindowEdge(CGSize(width: 400, height: window.bounds.height)), on: window).wasPerformed)
    #expect(split.isCollapsed)
    #expect(split.isShowing(.inspector) && details.navigationController?.presentingViewController != nil)
    #expect(expander(for: subject).windowingActions(in: window).contains(.toggleInspector))
    #expect(ActionDriver.perform(.toggleInspector, on: window).wasPerformed)
    #expect(!split.isShowing(.inspector))
  }

  /// The explorer once reported the inspector column as a dead end ("only a swipe down would"):
  /// with the inspector's bar in front, the list's back button in the primary column was not among
  /// the actions it tried.
  @Test func R112_besideTheInspectorColumnTheListsBackButtonLeadsHome() throws {
    let (subject, window, _) = try launchModern(on: .iPadAir11)
    let home = NoDeadEnd(start: StateSummary(window))
    let expander = StateExpander(subject: subject, limits: ExplorationLimits(depth: 4), properties: [])
    // A photographer's row in the list, a photo, then Details: the inspector column shows.
    var trace: [UserAction] = []
    for (title, prefix) in [("Tomás Novák", "tap v"), ("Cactus bloom", "tap v"), ("Details", "tap c")] {
      let step = try #require(try expander.expand(trace).transitions.first { transition in
        "\(transition.action)".hasPrefix(prefix) && transition.target?.summary.visibleTitles.contains(title) == true
          && transition.target?.summary.visibleTitles.first != home.homeTitle
      })
      trace.append(step.action)
    }
    let expansion = try expander.expand(trace)
    for action in trace { #expect(ActionDriver.perform(action, on: window).wasPerformed) }
    let split = try #require((window.rootViewController as? UITabBarController)?.selectedViewController as? UISplitViewController)
    #expect(split.isShowing(.inspector) && !split.isCollapsed)
    let homeward = expansion.transitions.filter { $0.target.map { home.isHome($0.summary) } ?? false }
    #expect(homeward.contains { "\($0.action)".hasSuffix(".bar.back") })
  }

  @Test func R117_dragWindowEdgeGoesToTheMultitaskingWidthsAndANarrowFreeWidth() throws {
    let (subject, window, _) = try launchModern()
    let drags = expander(for: subject).windowingActions(in: window).compactMap { action -> CGFloat? in
      if case let .dragWindowEdge(size) = action { size.width } else { nil }
    }
    let widths = try #require(window.device).multitaskingWidths(in: window.interfaceOrientation).map(\.width)
    #expect(Set(drags) == Set(widths + [StateExpander.narrowFreeWidth]).subtracting([window.bounds.width]))
    #expect(expander(for: subject, environment: false).windowingActions(in: window).allSatisfy { if case .dragWindowEdge = $0 { false } else { true } })
    let outcome = ActionDriver.perform(.dragWindowEdge(CGSize(width: 400, height: window.bounds.height)), on: window)
    #expect(outcome.wasPerformed)
    #expect(window.bounds.width == 400)
    #expect(window.traitCollection.horizontalSizeClass == .compact)
    #expect(window.windowScene?.effectiveGeometry.isInteractivelyResizing == false)
  }

  @Test func theNewActionsEncodeDecodeAndReplayAsScenarioSteps() throws {
    for action in [UserAction.toggleSidebar, .toggleInspector, .dragWindowEdge(CGSize(width: 400, height: 1032))] {
      let decoded = try JSONDecoder().decode(UserAction.self, from: JSONEncoder().encode(action))
      #expect(decoded == action)
    }
    let (subject, _, _) = try launchModern()
    let steps = try TraceScenario.steps(for: [.toggleSidebar, .dragWindowEdge(CGSize(width: 400, height: 1032))], of: subject)
    #expect(steps == ["toggleSidebar", "dragWindowEdge: 400x1032"])
  }

  @Test func exploringTheModernVariantOnAnIPadTakesTheNewActions() throws {
    let (subject, _, _) = try launchModern()
    let report = try Explorer(subject: subject, limits: ExplorationLimits(depth: 2, changesEnvironment: true)).run()
    #expect(report.states > 1)
    #expect(!report.violations.contains { $0.property == "hierarchy-invariants" })
  }
}
