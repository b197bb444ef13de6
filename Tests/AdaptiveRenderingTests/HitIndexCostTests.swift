import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport

/// `hitTargets` looks only at the nodes over each candidate's point: its cost grows with the number
/// of nodes, not with its square.
@Suite(.checksInvariants) @MainActor
struct HitIndexCostTests {
  /// The containment tests `hitTargets` runs on a free-form window tall enough to show `rows` rows.
  private func containmentTests(rows: Int) -> (tests: Int, targets: Int) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: CGFloat(rows) * 44))
    window.rootViewController = NumberedRowsController(count: rows)
    window.makeKeyAndVisible()
    let frame = AdaptiveRenderer.frame(for: window)
    let targets = frame.hitTargets
    return (frame.hitIndex.containmentTests, targets.count)
  }

  @Test func hitTargetsOnALargeTableStaysLinear() {
    let small = containmentTests(rows: 100)
    let large = containmentTests(rows: 800)
    #expect(small.targets == 100)
    #expect(large.targets == 800)
    // Eight times the rows: about eight times the tests (a quadratic search would run 64 times as many).
    #expect(large.tests <= small.tests * 10)
    #expect(large.tests >= small.tests * 6)
  }
}
