import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

/// A window session resolves each action against the frame its user saw and renders one frame
/// after it; an action refused, or played without a frame, renders nothing.
@Suite(.checksInvariants) @MainActor
struct WindowSessionTests {
  /// The photographers list, with row taps that push, in a session whose frame the user has seen.
  private func listSession() -> (WindowSession, UINavigationController) {
    let (window, navigation) = Screens.navigationStack()
    navigation.popViewController(animated: false)
    navigation.topViewController!.onSelectPush(on: navigation)
    let session = WindowSession(window: window)
    _ = session.frame
    return (session, navigation)
  }

  @Test func anActionIsResolvedAgainstTheSeenFrameAndOneFrameIsRenderedAfterIt() throws {
    let (session, navigation) = listSession()
    let row = try #require(session.frame.target(labelOrID: "vc0.table0.row.0"))
    let trees = AdaptiveRenderer.layoutTreesBuilt, lists = AdaptiveRenderer.displayListsBuilt
    let outcome = session.perform(.tapElement(row.elementID))
    #expect(outcome.wasPerformed && navigation.viewControllers.count == 2)
    #expect(AdaptiveRenderer.layoutTreesBuilt - trees == 1)
    #expect(AdaptiveRenderer.displayListsBuilt - lists == 1)
    #expect(outcome.frame == session.frame)
    #expect(outcome.frame.layoutTree.flattened.contains { $0.role == .backButton })
  }

  @Test func anActionThatCannotBeTakenKeepsTheSeenFrameAndRendersNothing() {
    let (session, _) = listSession()
    let seen = session.frame
    let trees = AdaptiveRenderer.layoutTreesBuilt
    let outcome = session.perform(.tapOutside)
    #expect(outcome.effect == .unavailable("nothing is presented, and no split dims its secondary column"))
    #expect(AdaptiveRenderer.layoutTreesBuilt == trees)
    #expect(outcome.frame == seen)
  }

  @Test func aTapByLabelTapsWhatTheSeenFrameNames() {
    let (session, navigation) = listSession()
    let outcome = session.perform(.tapLabel("vc0.table0.row.1"))
    #expect(outcome.wasPerformed && navigation.viewControllers.count == 2)
    let missing = session.perform(.tapLabel("Nobody"))
    #expect(missing.effect == .unavailable("nothing labelled 'Nobody' can be tapped on iPhone 16 now"))
  }

  /// The photographers list with row taps that push, in a session that has rendered nothing.
  private func unseenListSession() -> (WindowSession, UINavigationController) {
    let (window, navigation) = Screens.navigationStack()
    navigation.popViewController(animated: false)
    navigation.topViewController!.onSelectPush(on: navigation)
    return (WindowSession(window: window), navigation)
  }

  @Test func aRecordedTapReplaysOnAWindowBuiltTheSameWayWithoutALayoutTree() throws {
    let (first, firstNavigation) = unseenListSession()
    let (second, secondNavigation) = unseenListSession()
    let row = try #require(AdaptiveRenderer.frame(for: first.window).target(labelOrID: "vc0.table0.row.1"))
    let tap = try #require(first.replay(.tapElement(row.elementID), recorded: nil))
    #expect(firstNavigation.viewControllers.count == 2)
    let trees = AdaptiveRenderer.layoutTreesBuilt
    let replayed = second.replay(.tapElement(row.elementID), recorded: tap)
    #expect(replayed != nil)
    #expect(AdaptiveRenderer.layoutTreesBuilt == trees)
    #expect(secondNavigation.viewControllers.map(\.title) == firstNavigation.viewControllers.map(\.title))
    #expect(HierarchyDump.describe(second.window) == HierarchyDump.describe(first.window))
  }

  @Test func aTapFoundInOneWindowsFrameIsPlayedOnAnotherWithoutDrawingEither() throws {
    let (first, firstNavigation) = unseenListSession()
    let (second, secondNavigation) = unseenListSession()
    let row = try #require(first.frame.target(labelOrID: "vc0.table0.row.1"))
    let tap = try #require(first.recordedTap(for: .tapElement(row.elementID)))
    #expect(first.recordedTap(for: .rotate(.landscapeLeft)) == nil)   // not a tap
    #expect(firstNavigation.viewControllers.count == 1)   // found, not played
    let trees = AdaptiveRenderer.layoutTreesBuilt
    let played = second.performWithoutDrawing(.tapElement(row.elementID), recorded: tap)
    #expect(played.effect != .unavailable("") && played.misuseReports.isEmpty)
    #expect(secondNavigation.viewControllers.count == 2)
    // One layout tree, the one after the action that the explorer fingerprints; none to resolve the tap.
    #expect(AdaptiveRenderer.layoutTreesBuilt == trees + 1)
    #expect(played.layoutTree?.flattened.contains { $0.role == .backButton } == true)
    #expect(played.journal.map(\.transition) == [.push])
    #expect(played.invariantViolations.isEmpty)
    // The frame drawn next starts from that layout tree, and is the window's as it is.
    let frame = second.frame
    #expect(AdaptiveRenderer.layoutTreesBuilt == trees + 1)
    #expect(frame == AdaptiveRenderer.frame(for: second.window))
  }

  @Test func aTapThatIsNotRecordedIsResolvedAgainstTheWindow() {
    let (session, navigation) = unseenListSession()
    let trees = AdaptiveRenderer.layoutTreesBuilt
    let tap = session.replay(.rotate(.landscapeLeft), recorded: nil)
    #expect(tap == nil && session.window.interfaceOrientation == .landscapeLeft)
    #expect(AdaptiveRenderer.layoutTreesBuilt == trees)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func playingRendersNothingAndTheNextFrameIsRenderedAnew() {
    let (session, navigation) = listSession()
    let trees = AdaptiveRenderer.layoutTreesBuilt
    let (effect, reports) = session.play(.tapLabel("vc0.table0.row.0"))
    #expect(effect != .unavailable("") && reports.isEmpty && navigation.viewControllers.count == 2)
    #expect(AdaptiveRenderer.layoutTreesBuilt == trees)   // resolved against the seen frame
    #expect(session.frame.layoutTree.flattened.contains { $0.role == .backButton })
    #expect(AdaptiveRenderer.layoutTreesBuilt == trees + 1)
  }

  @Test func aChangeMadeFromCodeIsDrawnAfterWindowDidChange() {
    let (session, navigation) = listSession()
    navigation.pushViewController(PhotoViewController(title: "Ansel Adams"), animated: false)
    #expect(!session.frame.layoutTree.flattened.contains { $0.role == .backButton })   // the frame the user saw
    session.windowDidChange()
    #expect(session.frame.layoutTree.flattened.contains { $0.role == .backButton })
  }
}
