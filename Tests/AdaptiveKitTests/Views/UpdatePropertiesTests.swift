import Foundation
import Observation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// R126: `updateProperties()` runs in the update pass, per view after its traits and before its
/// layout, parents before children; `setNeedsUpdateProperties()` asks for another run without a
/// layout; a run that read traits or an `@Observable` property runs again when they change.
@Suite(.checksInvariants) @MainActor
struct UpdatePropertiesTests {
  @Observable final class Model {
    var title = "First"
  }

  final class PropertiesController: RecordingViewController {
    var readsTraits = false
    var model: Model?
    var invalidatesLayout = false
    let label = UILabel()
    private(set) var seenSizeClass = UIUserInterfaceSizeClass.unspecified

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(label)
    }
    override func updateProperties() {
      super.updateProperties()
      log.record("\(name).updateProperties")
      if readsTraits { seenSizeClass = traitCollection.horizontalSizeClass }
      if let model { label.text = model.title }
      if invalidatesLayout {
        invalidatesLayout = false
        view.setNeedsLayout()
      }
    }
    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      log.record("\(name).viewWillLayoutSubviews")
    }
  }

  final class PropertiesView: UIView {
    let name: String
    let log: CallLog
    init(_ name: String, log: CallLog) {
      self.name = name
      self.log = log
      super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }
    required init?(coder: NSCoder) { nil }
    override func updateProperties() { log.record("\(name).updateProperties") }
    override func layoutSubviews() { log.record("\(name).layoutSubviews") }
  }

  @Test func R126_eachViewUpdatesItsPropertiesBeforeItsLayoutParentsBeforeChildren() {
    let log = CallLog()
    let parent = PropertiesController("Parent", log: log)
    let child = PropertiesController("Child", log: log)
    parent.embed(child)
    child.view.addSubview(PropertiesView("ChildSubview", log: log))
    _ = makeVisibleWindow(root: parent)
    // Each update runs once, after viewDidLoad and before the view's first layout; the layouts
    // that follow in the window do not run it again.
    #expect(log.filtered("Parent.viewDidLoad", "Parent.updateProperties", "Child.viewDidLoad", "Child.updateProperties") == [
      "Parent.viewDidLoad", "Parent.updateProperties", "Child.viewDidLoad", "Child.updateProperties",
    ])
    let pass = log.entries.filter { $0.hasSuffix("updateProperties") || $0.hasSuffix("ayoutSubviews") }
    #expect(pass == [
      "Parent.updateProperties", "Parent.viewWillLayoutSubviews",
      "Child.updateProperties", "Child.viewWillLayoutSubviews",
      "Parent.viewWillLayoutSubviews", "Child.viewWillLayoutSubviews",
      "ChildSubview.updateProperties", "ChildSubview.layoutSubviews",
    ])
  }

  @Test func R126_setNeedsUpdatePropertiesRunsItAgainWithoutALayout() {
    let log = CallLog()
    let controller = PropertiesController("A", log: log)
    _ = makeVisibleWindow(root: controller)
    log.clear()
    controller.setNeedsUpdateProperties()
    #expect(log.entries == ["A.updateProperties"])
    // Nothing pending: asking to update if needed runs nothing.
    controller.updatePropertiesIfNeeded()
    #expect(log.entries == ["A.updateProperties"])
  }

  @Test func R126_aLayoutInvalidatedInsideUpdatePropertiesIsDoneInTheSamePass() {
    let log = CallLog()
    let controller = PropertiesController("A", log: log)
    _ = makeVisibleWindow(root: controller)
    log.clear()
    controller.invalidatesLayout = true
    controller.setNeedsUpdateProperties()
    #expect(log.entries == ["A.updateProperties", "A.viewWillLayoutSubviews"])
  }

  @Test func R126_requestsInATransitionsAnimationsAreCoalescedIntoOnePassAtItsEnd() {
    let log = CallLog()
    let controller = CoalescingController("A", log: log)
    let window = makeVisibleWindow(root: controller, device: .iPhone16ProMax)
    log.clear()
    window.rotate(to: .landscapeLeft)
    #expect(log.filtered("A.updateProperties", "A.alongside") == ["A.alongside", "A.updateProperties"])
  }

  @Test func R126_aTraitReadInUpdatePropertiesRunsItAgainWhenTraitsChange() {
    let log = CallLog()
    let reader = PropertiesController("Reader", log: log)
    reader.readsTraits = true
    let other = PropertiesController("Other", log: log)
    reader.embed(other)
    let window = makeVisibleWindow(root: reader, device: .iPhone16ProMax)
    #expect(reader.seenSizeClass == .compact)
    log.clear()
    window.rotate(to: .landscapeLeft)
    #expect(reader.seenSizeClass == .regular)
    // The reader updates again, before its layout; the controller that read no trait does not.
    #expect(log.filtered("Reader.updateProperties", "Reader.viewWillLayoutSubviews", "Other.updateProperties")
      == ["Reader.updateProperties", "Reader.viewWillLayoutSubviews"])
  }

  @Test func R126_anObservedPropertyChangeRunsItAgain() async {
    let log = CallLog()
    let model = Model()
    let controller = PropertiesController("A", log: log)
    controller.model = model
    _ = makeVisibleWindow(root: controller)
    #expect(controller.label.text == "First")
    log.clear()
    model.title = "Second"
    // Marked at once, run on the next main-actor turn (or by the next pass, as here).
    controller.updatePropertiesIfNeeded()
    #expect(controller.label.text == "Second")
    #expect(log.entries == ["A.updateProperties"])
    model.title = "Third"
    await Task.yield()
    #expect(controller.label.text == "Third")
    #expect(log.entries == ["A.updateProperties", "A.updateProperties"])
  }

  final class CoalescingController: RecordingViewController {
    override func updateProperties() {
      super.updateProperties()
      log.record("\(name).updateProperties")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
      super.viewWillTransition(to: size, with: coordinator)
      coordinator.animate(alongsideTransition: { _ in
        self.log.record("\(self.name).alongside")
        self.setNeedsUpdateProperties()
        self.setNeedsUpdateProperties()
      }, completion: nil)
    }
  }
}
