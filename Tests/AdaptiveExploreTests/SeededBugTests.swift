import AdaptiveExplore
import AdaptiveKit
import AdaptiveRendering
import Foundation
import Testing

/// A small app with one bug seeded for each property: the explorer finds each one, with a trace
/// that leads to it. Two of its apps break the hierarchy invariants on purpose, so this suite alone
/// does not check them after each test (`.checksInvariants`): the explorer's report is what it checks.
@Suite @MainActor
struct SeededBugTests {
  /// A screen with a title and one bar button running `action`.
  private final class Screen: UIViewController {
    /// Objects the screen keeps alive (a delegate, a controller whose view it borrows).
    var keep: [AnyObject] = []
    init(_ title: String, button: String? = nil, action: ((Screen) -> Void)? = nil) {
      super.init(nibName: nil, bundle: nil)
      self.title = title
      if let button, let action {
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: button, primaryAction: UIAction { [unowned self] _ in action(self) })
      }
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  /// A screen with a text field filling its top.
  private final class EditScreen: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Edit"
      let field = UITextField(frame: CGRect(x: 16, y: 120, width: 300, height: 44))
      field.placeholder = "Name"
      view.addSubview(field)
    }
  }

  private func violations(_ name: String, device: Device = .iPhone16, orientation: UIInterfaceOrientation = .portrait,
                          depth: Int = 3, environment: Bool = false,
                          root: @escaping @MainActor @Sendable () -> UIViewController) throws -> [Violation] {
    let subject = ExplorationSubject.code(name, device: device, orientation: orientation, root: root)
    return try Explorer(subject: subject, limits: ExplorationLimits(depth: depth, changesEnvironment: environment)).run().violations
  }

  @Test func aViewAddedWithoutItsControllerBreaksTheHierarchyInvariants() throws {
    let found = try violations("orphan view") {
      UINavigationController(rootViewController: Screen("Home", button: "Embed") { screen in
        let orphan = UIViewController()
        screen.keep.append(orphan)
        screen.view.addSubview(orphan.view)
      })
    }
    let violation = try #require(found.first { $0.property == "hierarchy-invariants" })
    #expect(violation.trace.count == 1)
  }

  @Test func presentingTwiceIsMisuse() throws {
    let found = try violations("double present") {
      UINavigationController(rootViewController: Screen("Home", button: "Show") { screen in
        screen.present(Screen("First"), animated: true)
        screen.present(Screen("Second"), animated: true)
      })
    }
    let violation = try #require(found.first { $0.property == "no-misuse" })
    #expect(violation.message.contains("already presenting"))
  }

  @Test func anAppearanceTransitionBegunAndNeverEndedIsUnbalanced() throws {
    let found = try violations("unended appearance") {
      UINavigationController(rootViewController: Screen("Home", button: "Hide") { screen in
        screen.beginAppearanceTransition(false, animated: false)
      })
    }
    let violation = try #require(found.first { $0.property == "appearance-balanced" })
    #expect(violation.message == "Home is left disappearing (viewWillDisappear without viewDidDisappear)")
  }

  /// A split delegate that forgets the detail when the split expands: it gives a new placeholder.
  /// (Collapsing, it drops the placeholder, so a collapsed split starts on the list.)
  private final class ForgetfulSplitDelegate: UISplitViewControllerDelegate {
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
      true
    }
    func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
      UINavigationController(rootViewController: Screen("Empty"))
    }
  }

  @Test func aDetailReplacedByAPlaceholderOnExpandingIsLost() throws {
    let found = try violations("forgetful split", device: .iPhone16ProMax, environment: true) {
      let split = UISplitViewController()
      let delegate = ForgetfulSplitDelegate()
      let list = Screen("List", button: "Open") { screen in
        screen.showDetailViewController(Screen("Item"), sender: screen)
      }
      list.keep.append(delegate)
      split.delegate = delegate
      split.viewControllers = [UINavigationController(rootViewController: list), UINavigationController(rootViewController: Screen("Empty"))]
      return split
    }
    let violation = try #require(found.first { $0.property == "detail-survives-expand" })
    #expect(violation.trace.count == 2)
    #expect(violation.trace.last == .rotate(.landscapeLeft))
    #expect(violation.message.contains("not Item"))
  }

  @Test func aNavigationSecondaryCollapsedOntoANavigationPrimaryShowsTwoBars() throws {
    let found = try violations("nested bars", device: .iPhone16ProMax, orientation: .landscapeLeft, depth: 1, environment: true) {
      let split = UISplitViewController()
      split.viewControllers = [UINavigationController(rootViewController: Screen("List")),
                               UINavigationController(rootViewController: Screen("Detail"))]
      return split
    }
    let violation = try #require(found.first { $0.property == "no-nested-navigation-bars" })
    #expect(violation.trace == [.rotate(.portrait)])
  }

  @Test func aSheetWithATextFieldAndNoGuardLosesItsEditsToASwipe() throws {
    let found = try violations("unguarded sheet") {
      UINavigationController(rootViewController: Screen("Home", button: "Edit") { screen in
        screen.present(UINavigationController(rootViewController: EditScreen()), animated: true)
      })
    }
    let violation = try #require(found.first { $0.property == "no-lost-edits" })
    #expect(violation.trace.count == 3)
    #expect(violation.trace[1] == .typeText("x"))
    #expect(violation.trace[2] == .swipeDown(completing: true))
  }

  @Test func aFullScreenModalWithoutAButtonIsADeadEnd() throws {
    let found = try violations("no way back", depth: 2) {
      UINavigationController(rootViewController: Screen("Home", button: "Open") { screen in
        let modal = Screen("Trap")
        modal.modalPresentationStyle = .fullScreen
        screen.present(modal, animated: true)
      })
    }
    let violation = try #require(found.first { $0.property == NoDeadEnd.name })
    #expect(violation.trace.count == 1)
    #expect(violation.message.hasPrefix("Trap is a dead end"))
  }

  /// A property of the test's own: no screen titled "Forbidden" is ever on screen.
  private struct NoForbiddenScreen: ExplorationProperty {
    let name = "no-forbidden-screen"
    func violations(after step: ExplorationStep) -> [String] {
      step.visibleTitles.contains("Forbidden") ? ["Forbidden is on screen"] : []
    }
  }

  @Test func anAppDefinedPropertyIsCheckedAfterEveryAction() throws {
    let subject = ExplorationSubject.code("custom property", device: .iPhone16, orientation: .portrait) {
      UINavigationController(rootViewController: Screen("Home", button: "Go") { screen in
        screen.show(Screen("Forbidden"), sender: screen)
      })
    }
    let report = try Explorer(subject: subject, properties: [NoForbiddenScreen()], checksDeadEnds: false,
                              limits: ExplorationLimits(depth: 2, changesEnvironment: false)).run()
    #expect(report.violations.map(\.property) == ["no-forbidden-screen"])
    #expect(report.violations.first?.trace.count == 1)
  }
}
