import AdaptiveExplore
import AdaptiveKit
import AdaptiveRendering
import Testing

/// An explorer in its own process starts a newly found state's expansion on the live window that
/// found it instead of launching and replaying, and ends every window it kept once it stops.
@Suite @MainActor
struct LiveWindowTests {
  /// A screen whose "Next" button pushes the next level.
  final class LevelScreen: UIViewController {
    init(level: Int) {
      super.init(nibName: nil, bundle: nil)
      title = "Level \(level)"
      navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", primaryAction: UIAction { [unowned self] _ in
        navigationController?.pushViewController(LevelScreen(level: level + 1), animated: true)
      })
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  /// The navigation controllers the subject built, one a launch.
  @MainActor final class Launches {
    private var roots: [() -> UINavigationController?] = []
    var count: Int { roots.count }
    var alive: Int { roots.count(where: { $0() != nil }) }

    func record(_ root: UINavigationController) {
      roots.append { [weak root] in root }
    }
  }

  @Test func aFoundStateIsExpandedOnTheWindowThatFoundItAndNoWindowOutlivesTheRun() throws {
    let launches = Launches()
    let subject = ExplorationSubject.code("Levels", device: .iPhone16, orientation: .portrait) {
      let root = UINavigationController(rootViewController: LevelScreen(level: 0))
      launches.record(root)
      return root
    }
    let report = try Explorer(subject: subject, limits: ExplorationLimits(depth: 3, changesEnvironment: false)).run()
    // Level 0 (Next), level 1 (Next, back), level 2 (Next, back); level 3 is found, not expanded.
    #expect(report.states == 4)
    #expect(report.expandedStates == 3)
    #expect(report.transitions == 5)
    #expect(report.violations.isEmpty)
    // The start state's window, one for level 0's expansion, and one for each back: levels 1 and 2
    // start on the window whose "Next" found them. Replaying every state would launch 6 windows
    // and replay 6 actions.
    #expect(launches.count == 4)
    #expect(report.replayedActions == 1 + 2)
    #expect(launches.alive == 0)
  }

  /// What a property that reads the frame saw: for each step, whether the frame it read was the
  /// window's after the action.
  @MainActor final class FrameLog {
    var drawsTheWindowAfterTheAction: [Bool] = []
  }

  /// A property of a user's own that reads each step's frame.
  struct ReadsTheFrame: ExplorationProperty {
    let name = "reads-the-frame"
    let log: FrameLog

    func violations(after step: ExplorationStep) -> [String] {
      log.drawsTheWindowAfterTheAction.append(step.frame.hierarchyDump == HierarchyDump.describe(step.window))
      return []
    }
  }

  private func levels() -> ExplorationSubject {
    ExplorationSubject.code("Levels", device: .iPhone16, orientation: .portrait) {
      UINavigationController(rootViewController: LevelScreen(level: 0))
    }
  }

  @Test func theExplorerDrawsAFrameForEachExpandedStateNotForEachAction() throws {
    let drawn = AdaptiveRenderer.displayListsBuilt
    let report = try Explorer(subject: levels(), limits: ExplorationLimits(depth: 3, changesEnvironment: false)).run()
    #expect(report.transitions == 5 && report.expandedStates == 3)
    // The start state's frame and one for each expanded state (the actions it offers).
    #expect(AdaptiveRenderer.displayListsBuilt - drawn == 1 + 3)
  }

  @Test func aPropertyThatReadsTheFrameGetsTheWindowAfterTheAction() throws {
    let log = FrameLog()
    let properties = Explorer.builtInProperties + [ReadsTheFrame(log: log)]
    let report = try Explorer(subject: levels(), properties: properties, limits: ExplorationLimits(depth: 3, changesEnvironment: false)).run()
    #expect(report.violations.isEmpty)
    // The start state and every transition.
    #expect(log.drawsTheWindowAfterTheAction == Array(repeating: true, count: 1 + report.transitions))
  }
}
