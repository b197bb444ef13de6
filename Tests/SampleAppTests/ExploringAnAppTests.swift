import AdaptiveExplore
import AdaptiveKit
import Testing

/// A team explores its own app from its own test target: the app is defined here, launched by the
/// explorer as often as it needs, checked against the built-in properties and one of the team's
/// own, and a violation fails the test with its trace.
@Suite @MainActor
struct ExploringAnAppTests {
  /// Errands: a list with an "Add" button that presents a form, and a "Details" button that pushes
  /// the details. `seededBugs` leaves the form without a way out and lets "Details" push the
  /// details onto themselves.
  final class ErrandsScreen: UIViewController {
    let seededBugs: Bool

    init(title: String, seededBugs: Bool) {
      self.seededBugs = seededBugs
      super.init(nibName: nil, bundle: nil)
      self.title = title
      if title == "Errands" {
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Add", primaryAction: UIAction { [unowned self] _ in addErrand() })
      }
      if title == "Errands" || seededBugs {
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Details", primaryAction: UIAction { [unowned self] _ in showDetails() })
      }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func addErrand() {
      let form = UIViewController()
      form.title = "New Errand"
      if !seededBugs {
        form.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", primaryAction: UIAction { [unowned form] _ in form.dismiss(animated: true) })
      }
      let stack = UINavigationController(rootViewController: form)
      stack.modalPresentationStyle = .fullScreen
      present(stack, animated: true)
    }

    private func showDetails() {
      show(ErrandsScreen(title: "Details", seededBugs: seededBugs), sender: self)
    }
  }

  /// The team's own property: a screen is never on its stack twice.
  struct NoScreenTwice: ExplorationProperty {
    let name = "no-screen-twice"
    func violations(after step: ExplorationStep) -> [String] {
      guard let navigation = step.window.rootViewController as? UINavigationController else { return [] }
      let stack = navigation.viewControllers.compactMap(\.title)
      return Set(stack).count == stack.count ? [] : ["\(stack.last ?? "") is on its stack twice: \(stack)"]
    }
  }

  private func explore(seededBugs: Bool) throws -> (ExplorationReport, ExplorationSubject) {
    let subject = ExplorationSubject.code("Errands", device: .iPhone16, orientation: .portrait) {
      UINavigationController(rootViewController: ErrandsScreen(title: "Errands", seededBugs: seededBugs))
    }
    let explorer = Explorer(subject: subject, properties: Explorer.builtInProperties + [NoScreenTwice()],
                            limits: ExplorationLimits(depth: 3, changesEnvironment: false),
                            workers: WorkerPool(executable: URL(fileURLWithPath: "/bin/false"), arguments: [], count: 2))
    // Workers cannot rebuild an app defined in a test, nor check its team's property.
    #expect(explorer.workers == nil)
    return (try explorer.run(), subject)
  }

  @Test func theExplorerFindsTheSeededBugsWithTheirTraces() throws {
    let (report, subject) = try explore(seededBugs: true)
    let deadEnd = try #require(report.violations.first { $0.property == "no-dead-end" })
    #expect(deadEnd.message == "New Errand is a dead end: no control on screen leads back to Errands (only a swipe down would)")
    #expect(deadEnd.trace.count == 1)
    let twice = try #require(report.violations.first { $0.property == "no-screen-twice" })
    #expect(twice.trace.count == 2)
    #expect(twice.message == "Details is on its stack twice: [\"Errands\", \"Details\", \"Details\"]")
    // What a failing test prints: each violation with its trace, named as a scenario's steps.
    let description = report.description(of: subject)
    #expect(description.contains("no-dead-end: New Errand is a dead end"))
    #expect(description.contains("   trace: tap: \"Add\""))
    #expect(description.contains("   trace: tap: \"Details\" → tap: \"Details\""))
  }

  @Test func theFixedAppHasNoViolation() throws {
    let (report, subject) = try explore(seededBugs: false)
    #expect(report.violations.isEmpty, Comment(rawValue: report.description(of: subject)))
    #expect(report.states == 3)   // the list, the details, the form
  }
}
