import Foundation
import Testing
import AdaptiveTestSupport
@testable import AdaptiveKit

/// A controller that reads the running transition's target while it is told about it.
private final class TargetReadingController: RecordingViewController {
  var seen: [String] = []
  var layoutPasses = 0
  var onTransition: () -> Void = {}
  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    onTransition()
    guard let running = transitionCoordinator as? TransitionCoordinator else { return seen.append("none") }
    let target = running.targetSize.map { "\(Int($0.width))x\(Int($0.height))" } ?? "-"
    let classes = running.targetTraits.map { "\($0.horizontalSizeClass)\($0.verticalSizeClass)" } ?? "-"
    seen.append("\(target) \(classes) \(running.targetOrientation.map { "\($0)" } ?? "-") animated:\(running.isAnimated)")
  }
  override func viewDidLayoutSubviews() { layoutPasses += 1 }
}

/// A split that counts its layout passes.
private final class CountingSplit: UISplitViewController {
  var layoutPasses = 0
  override func viewDidLayoutSubviews() { layoutPasses += 1 }
}

@Suite(.checksInvariants) @MainActor
struct TransitionTargetTests {
  /// A visible window whose root is a counting split of a navigation primary and a secondary.
  private func makeCountingSplit(on device: Device) -> (UIWindow, CountingSplit) {
    let split = CountingSplit()
    split.viewControllers = [UINavigationController(rootViewController: UIViewController()), UIViewController()]
    return (makeVisibleWindow(root: split, device: device), split)
  }

  @Test func aRotationsCoordinatorCarriesTheWindowsTarget() {
    let log = CallLog()
    let root = TargetReadingController("Root", log: log)
    let window = makeVisibleWindow(root: root, device: .iPhone16ProMax)
    window.rotate(to: .landscapeLeft)
    #expect(root.seen == ["956x440 RC landscapeLeft animated:true"])
    #expect(root.transitionCoordinator == nil)
  }

  @Test func aResizeOfAFreeFormWindowKeepsItsUnknownOrientation() {
    let log = CallLog()
    let root = TargetReadingController("Root", log: log)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 800))
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.resize(to: CGSize(width: 500, height: 800))
    #expect(root.seen == ["500x800 CR unknown animated:true"])
  }

  @Test func aHiddenWindowsTransitionIsNotAnimated() {
    let log = CallLog()
    let root = TargetReadingController("Root", log: log)
    let window = UIWindow(device: .iPadAir11)
    window.rootViewController = root
    window.rotate(to: .landscapeRight)
    #expect(root.seen == ["1180x820 RR landscapeRight animated:false"])
  }

  @Test func theSplitReadsTheTargetOrientationBeforeTheWindowAdoptsIt() {
    let log = CallLog()
    let split = UISplitViewController()
    let detail = TargetReadingController("Detail", log: log)
    split.viewControllers = [UINavigationController(rootViewController: UIViewController()), detail]
    let window = makeVisibleWindow(root: split, device: .iPadAir11)
    var readings: [String] = []
    detail.onTransition = {
      readings.append("landscape:\(split.screenIsLandscape) window:\(window.interfaceOrientation) size:\(Int(split.targetSplitSize.width))")
    }
    window.rotate(to: .landscapeLeft)
    #expect(readings == ["landscape:true window:portrait size:1180"])
    #expect(split.screenIsLandscape && split.targetSplitSize == CGSize(width: 1180, height: 820))
    #expect(split.displayMode == .oneBesideSecondary)
  }

  @Test func aRotationLaysAContainerOutOnce() {
    let log = CallLog()
    let root = TargetReadingController("Root", log: log)
    root.embed(RecordingViewController("Child", log: log))
    let window = makeVisibleWindow(root: root, device: .iPhone16)
    root.layoutPasses = 0
    window.rotate(to: .landscapeLeft)
    #expect(root.layoutPasses == 1)
  }

  @Test func aRotationThatKeepsTheSplitsModeLaysItOutOnce() {
    let (window, split) = makeCountingSplit(on: .iPhone16)
    split.layoutPasses = 0
    window.rotate(to: .landscapeLeft)
    #expect(split.isCollapsed)
    #expect(split.layoutPasses == 1)
  }

  @Test func aRotationThatCollapsesTheSplitLaysItOutOnce() {
    let (window, split) = makeCountingSplit(on: .iPhone16ProMax)
    window.rotate(to: .landscapeLeft)
    #expect(!split.isCollapsed)
    split.layoutPasses = 0
    window.rotate(to: .portrait)
    #expect(split.isCollapsed)
    #expect(split.layoutPasses == 1)
  }

  @Test func aRotationThatExpandsTheSplitLaysItOutOnce() {
    let (window, split) = makeCountingSplit(on: .iPhone16ProMax)
    #expect(split.isCollapsed)
    split.layoutPasses = 0
    window.rotate(to: .landscapeLeft)
    #expect(!split.isCollapsed)
    #expect(split.layoutPasses == 1)
  }

  @Test func aRotationThatChangesTheSplitsDisplayModeLaysItOutOnce() {
    let (window, split) = makeCountingSplit(on: .iPadAir11)
    let before = split.displayMode
    split.layoutPasses = 0
    window.rotate(to: .landscapeLeft)
    #expect(split.displayMode != before)
    #expect(split.layoutPasses == 1)
  }

  /// R54 [INF]: the views a transition invalidates are laid out once, after the alongside blocks;
  /// an alongside block sees the root view's new frame, and lays out sooner if it asks.
  @Test func R54_anAlongsideBlockSeesTheRootsNewFrameAndItsChildsOldOneUntilItLaysOut() {
    let log = CallLog()
    let top = TargetReadingController("Top", log: log)
    let navigation = UINavigationController(rootViewController: top)
    let window = makeVisibleWindow(root: navigation, device: .iPhone16)
    let portrait = top.view.frame.size
    var seen: [CGSize] = []
    top.onTransition = {
      top.transitionCoordinator?.animate(alongsideTransition: { _ in
        seen.append(navigation.view.frame.size)
        seen.append(top.view.frame.size)
        navigation.view.layoutIfNeeded()
        seen.append(top.view.frame.size)
      }, completion: { _ in seen.append(top.view.frame.size) })
    }
    top.layoutPasses = 0
    window.rotate(to: .landscapeLeft)
    let landscape = CGSize(width: 852, height: 393)
    #expect(portrait == CGSize(width: 393, height: 852))
    #expect(seen == [landscape, portrait, landscape, landscape])
    #expect(top.layoutPasses == 1)
  }
}
