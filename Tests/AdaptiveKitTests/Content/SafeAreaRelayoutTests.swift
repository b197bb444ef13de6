import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A view whose safe area changed without its size changing is laid out again by its superview's
/// layout (UIKit's `safeAreaInsetsDidChange()`). The check compares each subview's safe area with
/// the one it was laid out at, and skips a subview already found so while nothing that can move a
/// safe area has happened since: these tests make such a thing happen where the skip would miss it.
@Suite(.checksInvariants) @MainActor
struct SafeAreaRelayoutTests {
  /// A view that records the safe area of each of its layouts.
  private final class RecordingView: UIView {
    var laidOutInsets: [UIEdgeInsets] = []
    override func layoutSubviews() {
      super.layoutSubviews()
      laidOutInsets.append(safeAreaInsets)
    }
  }

  /// A view whose next layout runs `action` once.
  private final class ActingView: UIView {
    var action: (() -> Void)?
    override func layoutSubviews() {
      super.layoutSubviews()
      let pending = action
      action = nil
      pending?()
    }
  }

  @Test func aLaterSiblingsLayoutThatMovesAnEarlierSiblingLaysItOutAgainAtItsNewSafeArea() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root)
    let early = RecordingView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
    let late = ActingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
    root.view.addSubview(early)
    root.view.addSubview(late)
    window.layoutIfNeeded()
    // The rotation changes both safe areas, so it lays the later sibling out after the earlier
    // one; the later one's layout moves the earlier one to the top, out of the home indicator.
    late.action = { early.frame.origin.y = 0 }
    window.rotate(to: .landscapeLeft)
    #expect(early.frame.origin.y == 0)
    // Portrait in mid-screen, landscape over the home indicator (down to y = 400 of 393), then
    // landscape at the top.
    #expect(early.laidOutInsets == [
      .zero, UIEdgeInsets(top: 0, left: 59, bottom: 28, right: 0), UIEdgeInsets(top: 0, left: 59, bottom: 0, right: 0),
    ])
    #expect(early.laidOutInsets.last == early.safeAreaInsets)
  }

  @Test func aViewCheckedOutOfTheWindowIsLaidOutAtTheSafeAreaItMeetsWhenItComesBack() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root)
    let host = ActingView(frame: root.view.bounds)
    let holder = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 200))
    let probe = RecordingView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
    holder.addSubview(probe)
    root.view.addSubview(host)
    host.addSubview(holder)
    window.layoutIfNeeded()
    #expect(probe.laidOutInsets.last == .zero)
    holder.removeFromSuperview()
    holder.frame.origin.y = 0
    // The host's next layout lays the holder out at the top, out of the window (the subview's
    // safe area is zero there, as it was laid out at), then adds it: under the status bar.
    host.action = {
      holder.setNeedsLayout()
      holder.layoutIfNeeded()
      host.addSubview(holder)
    }
    host.setNeedsLayout()
    #expect(probe.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    #expect(probe.laidOutInsets == [.zero, probe.safeAreaInsets])
  }
}
