public import AdaptiveKit
public import AdaptiveRendering
import Foundation

/// Plays a scenario on a window: builds the initial hierarchy in a device window, then runs the
/// steps one at a time, checking expectations and the hierarchy invariants after each step.
///
/// ```swift
/// let runner = try ScenarioRunner(scenario: Scenario.load(contentsOf: "sc01.yaml"))
/// let report = runner.runAll()
/// print(report.summary)   // "SC01 (iphone-16): 3 passed, 0 failed"
/// ```
@MainActor
public final class ScenarioRunner {
  /// The scenario being played.
  public let scenario: Scenario
  /// The device it is played on.
  public let device: Device
  /// The window and the frame its user last saw: every user step is played through it.
  public let session: WindowSession
  /// The window.
  public var window: UIWindow { session.window }
  /// Builds the initial hierarchy and the controllers rows and steps show.
  public let builder: HierarchyBuilder
  /// How many steps have run.
  public private(set) var stepsRun = 0
  /// The misuse the user actions of the running step reported (`ActionDriver` captures it).
  private var actionReports: [MisuseReport] = []
  /// What UIKit reported during the last step that was not an `expect` (an `expect: {misuse: …}`
  /// checks it).
  private var lastReports: [MisuseReport] = []

  /// Builds the scenario's window: `device` and `orientation` override the scenario's own. An app
  /// root is found in `apps` and launched as iOS launches it, and the window it made is played.
  /// Throws if the initial hierarchy cannot be built.
  public init(scenario: Scenario, device: Device? = nil, orientation: UIInterfaceOrientation? = nil,
              apps: AppCatalogue = AppCatalogue()) throws(ScenarioError) {
    self.scenario = scenario
    let device = device ?? scenario.device
    let orientation = orientation ?? scenario.orientation
    let posture = device.isFoldable ? scenario.posture : nil
    self.device = device
    let builder = HierarchyBuilder(screens: scenario.screens)
    self.builder = builder
    let ((window, root), reports) = try Self.capturing { () throws(ScenarioError) -> (UIWindow, UIViewController) in
      let window: UIWindow
      if case .app(let app) = scenario.root {
        window = try Self.launch(app, from: apps, on: device, orientation: orientation, posture: posture)
      } else {
        window = UIWindow(device: device, orientation: orientation, posture: posture)
        window.rootViewController = try builder.build(scenario.root)
        window.makeKeyAndVisible()
      }
      builder.window = window
      for spec in scenario.presented {
        guard let source = WindowInspector.topViewController(in: window) else { break }
        let controller = try builder.build(spec)
        builder.prepareForPresentation(controller, from: source)
        source.present(controller, animated: false)
      }
      return (window, window.rootViewController!)
    }
    session = WindowSession(window: window)
    if let report = reports.first {
      throw ScenarioError("the initial hierarchy was refused: \(report.message)", at: scenario.root.location)
    }
    if scenario.presented.count != Self.presentationDepth(of: root) {
      throw ScenarioError("the initial presentations could not all be made", at: scenario.presented.first?.location ?? scenario.root.location)
    }
  }

  /// Launches an app root from `apps`; an app or variant the catalogue lacks is an error where
  /// the scenario names it.
  private static func launch(_ app: AppSpec, from apps: AppCatalogue, on device: Device,
                             orientation: UIInterfaceOrientation, posture: Device.Posture?) throws(ScenarioError) -> UIWindow {
    do {
      return try apps.entry(named: app.name, variant: app.variant).launch(on: device, orientation: orientation, posture: posture)
    } catch {
      throw ScenarioError(error.message, at: error.namesVariant ? app.variantLocation ?? app.location : app.location)
    }
  }

  /// Whether every step has run.
  public var isFinished: Bool { stepsRun >= scenario.steps.count }

  /// Runs the next step and returns its result; nil when every step has run.
  @discardableResult
  public func runNextStep() -> StepResult? {
    guard !isFinished else { return nil }
    let step = scenario.steps[stepsRun]
    stepsRun += 1
    var failures: [String] = []
    var notes: [String] = []
    builder.problems = []
    actionReports = []
    let (_, stepReports) = MisuseReport.capture {
      perform(step, failures: &failures, notes: &notes)
    }
    let reports = stepReports + actionReports
    if case .expect = step.kind {} else { lastReports = reports }
    failures += builder.problems.map { "\($0.location): \($0.message)" }
    notes += reports.map { "UIKit \($0.kind == .log ? "logged" : "refused"): \($0.message)" }
    failures += HierarchyInvariants.violations(in: window).map { "hierarchy invariant broken: \($0)" }
    return StepResult(number: stepsRun, step: step, failures: failures, notes: notes)
  }

  /// Runs the remaining steps (or those up to step `last`, counting from 1), calling `observe`
  /// after each, and returns the report.
  @discardableResult
  public func runAll(through last: Int? = nil, observe: (StepResult) -> Void = { _ in }) -> ScenarioReport {
    var results: [StepResult] = []
    while !isFinished, stepsRun < (last ?? Int.max), let result = runNextStep() {
      results.append(result)
      observe(result)
    }
    return ScenarioReport(name: scenario.name, device: device.identifier, results: results)
  }

  private func perform(_ step: ScenarioStep, failures: inout [String], notes: inout [String]) {
    switch step.kind {
    case .action(.tapLabel(let label)):
      // One hit-test finds and taps the element: a tap refused (a row whose target would take the
      // window past the controller limit) costs no more than that.
      let (effect, reports) = session.play(.tapLabel(label))
      if case .unavailable = effect {
        let visible = WindowInspector.visibleScreens(in: window).map(WindowInspector.title(of:))
        failures.append("nothing labelled '\(label)' can be tapped (screens on screen: \(visible.joined(separator: ", ")))")
        return
      }
      record(effect, reports, failures: &failures, notes: &notes)
    case .action(let action):
      // What a change of the environment did shows in the window itself; it needs no note.
      let noting = switch action {
      case .rotate, .resize, .fold, .dragResize, .dragWindowEdge, .setTextSize: false
      default: true
      }
      play(action, failures: &failures, notes: &notes, noting: noting)
    case .resizeToMultitaskingWidth(let label):
      let widths = device.multitaskingWidths(in: window.interfaceOrientation)
      guard let width = widths.first(where: { $0.label == label }) else {
        failures.append("\(device.name) in \(Vocabulary.name(of: window.interfaceOrientation)) has no \(label) width (it has \(widths.map(\.label).joined(separator: ", ")))")
        return
      }
      play(.resize(CGSize(width: width.width, height: window.bounds.height)), failures: &failures, notes: &notes, noting: false)
    case .present(let spec):
      guard let source = WindowInspector.topViewController(in: window) else {
        failures.append("there is no controller to present from")
        return
      }
      do {
        let controller = try builder.build(spec)
        builder.prepareForPresentation(controller, from: source)
        source.present(controller, animated: true)
        session.windowDidChange()
      } catch {
        failures.append(error.message)
      }
    case .dismiss:
      guard let presented = WindowInspector.frontmostPresented(in: window) else {
        failures.append("nothing is presented")
        return
      }
      presented.dismiss(animated: true)
      session.windowDidChange()
    case .expect(let expectation):
      failures += ExpectationChecker.failures(of: expectation, in: window, reports: lastReports)
    }
  }

  /// Plays a user step through the session, rendering no frame (the runner checks the window
  /// itself after each step).
  private func play(_ action: UserAction, failures: inout [String], notes: inout [String], noting: Bool = true) {
    let (effect, reports) = session.play(action)
    record(effect, reports, failures: &failures, notes: &notes, noting: noting)
  }

  /// Records what a user action did: what it touched becomes a note (unless `noting` is false), an
  /// action that cannot be taken a failure, and the misuse it caused notes after them.
  private func record(_ effect: ActionOutcome.Effect, _ reports: [MisuseReport], failures: inout [String], notes: inout [String],
                      noting: Bool = true) {
    switch effect {
    case let .performed(what): if noting { notes.append(what) }
    case let .unavailable(reason): failures.append(reason)
    }
    actionReports += reports
  }

  private static func presentationDepth(of root: UIViewController) -> Int {
    var depth = 0
    var current = root
    while let next = current.presentedViewController, next !== current {
      depth += 1
      current = next
    }
    return depth
  }

  private static func capturing<T>(_ body: () throws(ScenarioError) -> T) throws(ScenarioError) -> (T, [MisuseReport]) {
    var result: Result<T, ScenarioError>!
    let (_, reports) = MisuseReport.capture {
      do throws(ScenarioError) { result = .success(try body()) } catch { result = .failure(error) }
    }
    return (try result.get(), reports)
  }
}
