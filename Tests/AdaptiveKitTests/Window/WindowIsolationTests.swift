import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A controller that also records whether `transitionCoordinator` reports the coordinator of the
/// transition it is told about (the window's own, never another window's).
private final class CoordinatorCheckingController: RecordingViewController {
  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    log.record("\(name).ownCoordinator(\(transitionCoordinator === coordinator))")
  }
}

/// One window's app: a classic split (list and detail) on an iPhone 16 Pro Max, which collapses in
/// portrait and expands in landscape, and a sheet with two unnamed custom detents.
@MainActor
private final class IsolationFixture {
  let log = CallLog()
  let window: UIWindow
  let split = UISplitViewController()
  let list: RecordingViewController
  let detail: CoordinatorCheckingController
  let sheet: RecordingViewController
  /// What each step left: callbacks, dump, frames and detent identifiers.
  private(set) var records: [String] = []

  init() {
    list = RecordingViewController("List", log: log)
    detail = CoordinatorCheckingController("Detail", log: log)
    sheet = RecordingViewController("Sheet", log: log)
    split.viewControllers = [UINavigationController(rootViewController: list), detail]
    window = makeVisibleWindow(root: split, device: .iPhone16ProMax)
    record("built")
  }

  /// The steps, each a closure run on this fixture; every step records its state after running.
  var steps: [() -> Void] {
    [
      { self.window.rotate(to: .landscapeLeft) },
      {
        let controller = self.sheet.sheetPresentationController!
        controller.detents = [.custom { _ in 200 }, .custom { $0.maximumDetentValue * 0.7 }, .large()]
        self.detail.present(self.sheet, animated: true)
      },
      { self.window.rotate(to: .portrait) },
      { _ = self.sheet.sheetPresentationController!.simulateDrag(toDetent: .init("custom-2")) },
      { self.sheet.dismiss(animated: true) },
      { self.window.rotate(to: .landscapeRight) },
      { self.window.preferredContentSizeCategory = .accessibilityLarge },
    ]
  }

  func run(step index: Int) {
    log.clear()
    steps[index]()
    record("step \(index)")
  }

  private func record(_ label: String) {
    let frames = [list, detail, sheet].map { controller in
      "\(controller.name)=\(controller.viewIfLoaded.map { "\($0.frameInWindow)" } ?? "-")"
    }
    let detents = sheet.sheetPresentationController?.detents.map(\.identifier.rawValue) ?? []
    records.append("""
      \(label)
      calls: \(log.entries.joined(separator: ", "))
      frames: \(frames.joined(separator: " "))
      collapsed: \(split.isCollapsed) detents: \(detents.joined(separator: ","))
      \(HierarchyDump.describe(window))
      """)
  }
}

@Suite(.checksInvariants) @MainActor
struct WindowIsolationTests {
  private func runAlone() -> [String] {
    let fixture = IsolationFixture()
    for index in fixture.steps.indices { fixture.run(step: index) }
    return fixture.records
  }

  @Test func twoWindowsInterleavedStepByStepBehaveAsEachAlone() {
    let alone = runAlone()
    let first = IsolationFixture(), second = IsolationFixture()
    for index in first.steps.indices {
      first.run(step: index)
      second.run(step: index)
    }
    #expect(first.records == alone)
    #expect(second.records == alone)
    // The steps did what they say: collapse and expansion, a sheet at a detent, the coordinator.
    #expect(alone.contains { $0.contains("collapsed: true") } && alone.contains { $0.contains("collapsed: false") })
    #expect(alone.contains { $0.contains("Detail.ownCoordinator(true)") })
    #expect(!alone.joined().contains("ownCoordinator(false)"))
  }

  @Test func aWindowBuiltAndReplayedTwiceGivesTheSameResults() {
    let once = runAlone(), twice = runAlone()
    #expect(once == twice)
    #expect(once.contains { $0.contains("detents: custom-1,custom-2,com.apple.UIKit.large") }, "\(once.last ?? "")")
  }

  @Test func aTransitionInOneWindowIsNotAnotherWindowsTransition() {
    let other = IsolationFixture()
    let log = CallLog()
    var seenInOther: [Bool] = []
    final class Probe: RecordingViewController {
      var onTransition: () -> Void = {}
      override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        onTransition()
      }
    }
    let probe = Probe("Probe", log: log)
    let window = makeVisibleWindow(root: probe, device: .iPadAir11)
    probe.onTransition = {
      seenInOther.append(other.detail.transitionCoordinator != nil)
      seenInOther.append(probe.transitionCoordinator != nil)
    }
    window.rotate(to: .landscapeLeft)
    #expect(seenInOther == [false, true])
  }

  @Test func aPresentationInOneWindowDoesNotBlockAnother() {
    let other = IsolationFixture()
    let log = CallLog()
    final class PresentingProbe: RecordingViewController {
      var onAppear: () -> Void = {}
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        onAppear()
      }
    }
    let presented = PresentingProbe("Presented", log: log)
    let root = RecordingViewController("Root", log: log)
    _ = makeVisibleWindow(root: root, device: .iPadAir11)
    var reports: [MisuseReport] = []
    presented.onAppear = {
      // While this window presents, the other window presents its own sheet.
      reports = MisuseReport.capture { other.detail.present(other.sheet, animated: false) }.1
    }
    root.present(presented, animated: false)
    #expect(reports.isEmpty)
    #expect(other.sheet.presentingViewController === other.split)
    #expect(root.presentedViewController === presented)
  }

  @Test func R72_eachSheetNumbersItsUnnamedDetentsSkippingTakenIdentifiers() {
    typealias Detent = UISheetPresentationController.Detent
    let first = UIViewController().sheetPresentationController!
    first.detents = [.custom(identifier: .init("custom-1")) { _ in 100 }, .custom { _ in 200 }, .custom { _ in 300 }]
    #expect(first.detents.map(\.identifier.rawValue) == ["custom-1", "custom-2", "custom-3"])
    // Another sheet, in this window or another, starts again at 1.
    let second = UIViewController().sheetPresentationController!
    second.detents = [.custom { _ in 100 }, .large()]
    #expect(second.detents.map(\.identifier.rawValue) == ["custom-1", "com.apple.UIKit.large"])
    // An identifier, once given, never changes.
    let kept = second.detents[0]
    first.detents = [kept, .custom { _ in 50 }]
    #expect(first.detents.map(\.identifier.rawValue) == ["custom-1", "custom-2"])
    #expect(kept.identifier == Detent.Identifier("custom-1"))
  }
}
