import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct RenderedFrameTests {
  @Test func renderingTwiceGivesEqualFrames() {
    let (window, _) = Screens.navigationStack()
    let first = AdaptiveRenderer.frame(for: window)
    let second = AdaptiveRenderer.frame(for: window)
    #expect(first == second)
    #expect(first.svg == second.svg)
    #expect(first.text == AdaptiveRenderer.text(for: window))
  }

  @Test func aFrameKeepsDescribingTheScreenItWasTakenFrom() {
    let (window, navigation) = Screens.navigationStack()
    let before = AdaptiveRenderer.frame(for: window)
    let back = before.target(labelOrID: "nav0.bar.back")
    #expect(back != nil)
    back?.perform()
    #expect(navigation.viewControllers.count == 1)
    let after = AdaptiveRenderer.frame(for: window)
    #expect(before != after)
    #expect(before.layoutTree.node(withID: "nav0.bar.back") != nil)
    #expect(after.layoutTree.node(withID: "nav0.bar.back") == nil)
  }

  @Test func textSVGAndTargetsReadTheSameFrame() {
    let (window, _) = Screens.navigationStack()
    let frame = AdaptiveRenderer.frame(for: window)
    #expect(frame.svg == AdaptiveRenderer.svg(for: window))
    #expect(frame.hitTargets.map(\.elementLabel) == AdaptiveRenderer.hitTargets(in: window).map(\.elementLabel))
    let point = CGPoint(x: 20, y: 81)
    #expect(frame.hitTest(point)?.elementID == AdaptiveRenderer.hitTest(point, in: window)?.elementID)
  }
}
