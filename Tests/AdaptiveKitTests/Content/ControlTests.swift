import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct ControlTests {
  @Test func buttonRunsItsActionsForTouchUpInside() {
    var calls: [String] = []
    let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in calls.append("primary") })
    button.addAction(UIAction { _ in calls.append("touchUpInside") }, for: .touchUpInside)
    #expect(button.currentTitle == "Go")
    button.sendActions(for: .touchUpInside)
    #expect(calls == ["touchUpInside"])
    button.simulateTap()
    #expect(calls == ["touchUpInside", "primary", "touchUpInside"])
    button.isEnabled = false
    button.simulateTap()
    #expect(calls.count == 3)
  }

  @Test func targetActionPairsAreListedAndRemoved() {
    let button = UIButton(type: .system)
    let target = UIViewController()
    button.addTarget(target, action: Selector("open:"), for: .touchUpInside)
    #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["open:"])
    #expect(button.allTargets.count == 1)
    button.removeTarget(target, action: nil, for: .touchUpInside)
    #expect(button.allTargets.isEmpty)
  }

  @Test func systemBarButtonItemsHaveUIKitTitles() {
    #expect(UIBarButtonItem(barButtonSystemItem: .done).displayedTitle == "Done")
    #expect(UIBarButtonItem(barButtonSystemItem: .add).displayedTitle == nil)
    #expect(UIBarButtonItem.SystemItem.add.symbolName == "plus")
    #expect(UIBarButtonItem(title: "Edit").displayedTitle == "Edit")
  }

  @Test func systemColoursHaveLightAppearanceValues() {
    #expect(UIColor.systemBlue == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
    #expect(UIColor.secondaryLabel.alpha == 0.6)
    #expect(UIColor.systemBackground.description == "systemBackground")
  }
}
