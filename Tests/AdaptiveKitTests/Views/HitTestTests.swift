import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// `hitTest(_:with:)` and `point(inside:with:)` find the view a touch lands on, as UIKit does.
@Suite(.checksInvariants) @MainActor
struct HitTestTests {
  /// A view that only accepts points in its left half.
  final class LeftHalfView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      point.x >= 0 && point.x < bounds.width / 2 && point.y >= 0 && point.y < bounds.height
    }
  }

  @Test func theFrontMostInteractiveVisibleViewContainingThePointIsHit() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let front = UIView(frame: CGRect(x: 100, y: 100, width: 150, height: 150))
    let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    root.addSubview(back)
    root.addSubview(front)
    front.addSubview(inner)
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 115, y: 115), with: UIEvent()) === inner)
    #expect(root.hitTest(CGPoint(x: 280, y: 20), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 400, y: 20), with: nil) == nil)
    front.isHidden = true
    #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
    back.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
  }

  @Test func anOverriddenPointInsideDecidesWhatTheViewAccepts() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let half = LeftHalfView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.addSubview(half)
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === half)
    #expect(root.hitTest(CGPoint(x: 150, y: 50), with: nil) === root)
  }
}
