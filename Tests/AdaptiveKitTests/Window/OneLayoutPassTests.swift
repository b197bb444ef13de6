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

  /// An expanded iPad split (Master in a navigation primary, Detail beside it) already laid out,
  /// with its tally reset.
  private func makeExpandedSplit() -> (UIWindow, PassCountingSplit, PassTally, UIViewController) {
    let (window, split, tally) = makeSplit(on: .iPadPro13)
    #expect(!split.isCollapsed)
    tally.reset()
    return (window, split, tally, split.viewControllers[1])
  }

  /// R10: `showDetailViewController` on an expanded split lays out the split once and the new
  /// secondary twice, as every newly loaded controller (the first layout of its loaded view, then
  /// at its column's frame); the primary keeps its layout.
  @Test func R10_showDetailOnAnExpandedSplitLaysOutOnlyTheNewSecondary() {
    let (window, split, tally, _) = makeExpandedSplit()
    let detail = PassCountingController("Detail2", tally: tally)
    split.showDetailViewController(detail, sender: nil)
    #expect(tally.passes == ["Split": 1, "Detail2": 2])
    #expect(detail.view.window === window && split.viewControllers.last === detail)
  }

  /// R60 and R66: a form sheet's presentation and dismissal lay out only the sheet (its first
  /// layout and its frame in the container); the presenter stays on screen and is not laid out.
  @Test func R60_aFormSheetLaysOutOnlyItsOwnControllerAndItsDismissalNothing() {
    let (_, _, tally, detail) = makeExpandedSplit()
    let sheet = PassCountingController("Sheet", tally: tally)
    sheet.modalPresentationStyle = .formSheet
    detail.present(sheet, animated: true)
    #expect(tally.passes == ["Sheet": 2])
    tally.reset()
    sheet.dismiss(animated: true)
    #expect(tally.passes.isEmpty)
    #expect(detail.presentedViewController == nil)
  }

  /// R59: dismissing a full-screen presentation puts the presenter's views back in the window:
  /// the split and the presenting secondary are laid out once, the primary not at all (its
  /// frame did not change).
  @Test func R59_dismissingAFullScreenPresentationLaysEachCoveredControllerOutOnce() {
    let (_, split, tally, detail) = makeExpandedSplit()
    let full = PassCountingController("Full", tally: tally)
    full.modalPresentationStyle = .fullScreen
    detail.present(full, animated: true)
    #expect(tally.passes == ["Full": 2])
    tally.reset()
    full.dismiss(animated: true)
    #expect(tally.passes == ["Split": 1, "Detail": 1])
    #expect(split.view.window != nil)
  }

  /// R26: on a portrait iPad the split starts with the secondary only, its primary not loaded.
  /// Showing the primary lays out the split and the secondary once, and the primary twice as a
  /// newly loaded controller; hiding it lays out the split and the secondary at its new width
  /// once; showing it again lays each column out once.
  @Test func R26_aDisplayModeChangeLaysEachShownColumnOutOnce() {
    let (_, split, tally, _) = makeExpandedSplit()
    #expect(split.displayMode == .secondaryOnly)
    split.preferredDisplayMode = .oneBesideSecondary
    #expect(tally.passes == ["Split": 1, "Navigation": 2, "Master": 2, "Detail": 1])
    tally.reset()
    split.preferredDisplayMode = .secondaryOnly
    #expect(tally.passes == ["Split": 1, "Detail": 1])
    tally.reset()
    split.preferredDisplayMode = .oneBesideSecondary
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(tally.passes == ["Split": 1, "Navigation": 1, "Master": 1, "Detail": 1])
  }

  /// R91: selecting a tab lays out the tab it shows, twice when first loaded (its first layout,
  /// then at the tab bar controller's content frame), and once when shown again.
  @Test func R91_selectingATabLaysOutOnlyTheTabItShows() {
    let tally = PassTally()
    let tabs = UITabBarController()
    let first = PassCountingController("T1", tally: tally)
    let second = PassCountingController("T2", tally: tally)
    tabs.viewControllers = [first, second]
    _ = makeVisibleWindow(root: tabs, device: .iPhone16)
    tally.reset()
    tabs.selectedIndex = 1
    #expect(tally.passes == ["T2": 2])
    tally.reset()
    tabs.selectedIndex = 0
    #expect(tally.passes == ["T1": 1])
    #expect(first.view.window != nil && second.view.window == nil)
  }
}
