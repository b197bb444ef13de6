import Foundation
import Testing
import AdaptiveTestSupport
@testable import AdaptiveKit

/// A controller that counts its layout passes (`viewDidLayoutSubviews`) by name in a shared tally.
private final class PassCountingController: UIViewController {
  let name: String
  let tally: PassTally
  init(_ name: String, tally: PassTally) {
    self.name = name
    self.tally = tally
    super.init()
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  override func viewDidLayoutSubviews() { tally.count(name) }
}

/// A navigation controller that counts its layout passes in a shared tally.
private final class PassCountingNavigation: UINavigationController {
  var tally: PassTally?
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    tally?.count("Navigation")
  }
}

/// A split that counts its layout passes in a shared tally.
private final class PassCountingSplit: UISplitViewController {
  var tally: PassTally?
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    tally?.count("Split")
  }
}

/// Layout passes by controller name, in the order each first laid out.
@MainActor
private final class PassTally {
  private(set) var passes: [String: Int] = [:]
  func count(_ name: String) { passes[name, default: 0] += 1 }
  func reset() { passes = [:] }
}

@Suite(.checksInvariants) @MainActor
struct OneLayoutPassTests {
  /// A split of a navigation primary (Master under it) and a Detail secondary, on `device`.
  private func makeSplit(on device: Device) -> (UIWindow, PassCountingSplit, PassTally) {
    let tally = PassTally()
    let split = PassCountingSplit()
    split.tally = tally
    let navigation = PassCountingNavigation(rootViewController: PassCountingController("Master", tally: tally))
    navigation.tally = tally
    split.viewControllers = [navigation, PassCountingController("Detail", tally: tally)]
    return (makeVisibleWindow(root: split, device: device), split, tally)
  }

  /// R15 with R54: the collapse runs alongside the rotation, and every view the rotation and the
  /// collapse invalidate is laid out once, in the window's pass at the end: the split, its
  /// primary navigation controller and the detail it now shows on top.
  @Test func R15_aRotationThatCollapsesTheSplitLaysEachControllerOutOnce() {
    let (window, split, tally) = makeSplit(on: .iPhone16ProMax)
    window.rotate(to: .landscapeLeft)
    #expect(!split.isCollapsed)
    tally.reset()
    window.rotate(to: .portrait)
    #expect(split.isCollapsed)
    #expect(tally.passes == ["Split": 1, "Navigation": 1, "Detail": 1])
  }

  /// R15 with R54: the expansion pops the detail off the primary's stack alongside the rotation;
  /// the stack places its views at once (so the list is in the window when it appears) and is laid
  /// out once, at its column's width, with the split and both columns (it was laid out at the old
  /// width first, then again once the split had resized it).
  @Test func R15_aRotationThatExpandsTheSplitLaysEachControllerOutOnce() {
    let (window, split, tally) = makeSplit(on: .iPhone16ProMax)
    #expect(split.isCollapsed)
    tally.reset()
    window.rotate(to: .landscapeLeft)
    #expect(!split.isCollapsed)
    #expect(tally.passes == ["Split": 1, "Navigation": 1, "Master": 1, "Detail": 1])
    #expect(split.viewControllers.first?.view.frame.width == split.primaryColumnWidth)
  }

  /// Outside a transition, a push lays the stack out at once, between the appearance callbacks of
  /// the controller it shows (the pinned exception to the deferred layout). The pushed controller
  /// is laid out twice: the first layout of its loaded view, which the first-layout tests pin
  /// right after `viewDidLoad`, then at its frame in the stack.
  @Test func R54_aPushOutsideATransitionLaysTheStackOutBeforeTheTopAppears() {
    let tally = PassTally()
    let navigation = PassCountingNavigation(rootViewController: PassCountingController("Master", tally: tally))
    navigation.tally = tally
    let window = makeVisibleWindow(root: navigation, device: .iPhone16)
    tally.reset()
    let top = PassCountingController("Top", tally: tally)
    navigation.pushViewController(top, animated: false)
    #expect(tally.passes == ["Navigation": 1, "Top": 2])
    #expect(top.view.window === window && top.view.frame == window.bounds)
  }
}
