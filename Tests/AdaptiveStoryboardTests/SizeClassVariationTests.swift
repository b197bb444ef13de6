import AdaptiveStoryboard
import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Views installed for some size classes only (`SizeClasses.storyboard`): a nutrition panel
/// excluded by default and included in regular width, a hint excluded in regular width, and a
/// button excluded in regular width with compact height.
@Suite(.checksInvariants) @MainActor
struct SizeClassVariationTests {
  private func recipe() throws -> UIViewController {
    let storyboard = try UIStoryboard(contentsOf: try StoryboardLoadingTests.url("SizeClasses"))
    #expect(storyboard.diagnostics.isEmpty)
    return try #require(storyboard.instantiateInitialViewController())
  }

  /// The root view's subviews, named by their text.
  private func shown(in controller: UIViewController) -> [String] {
    controller.view.subviews.map { view in
      switch view {
      case let label as UILabel: label.text ?? ""
      case let button as UIButton: button.title(for: .normal) ?? ""
      default: (view.subviews.first as? UILabel)?.text ?? "?"
      }
    }
  }

  @Test(arguments: [
    (Device.iPhone16, UIInterfaceOrientation.portrait, ["Pancakes", "Swipe for nutrition", "Print"]),
    (.iPadAir11, .portrait, ["Pancakes", "320 kcal", "Print"]),
    (.iPhone16ProMax, .landscapeLeft, ["Pancakes", "320 kcal"]),
  ])
  func aViewNotInstalledForTheSizeClassesIsNotInTheHierarchy(device: Device, orientation: UIInterfaceOrientation, expected: [String]) throws {
    let controller = try recipe()
    _ = makeVisibleWindow(root: controller, device: device, orientation: orientation)
    #expect(shown(in: controller) == expected)
  }

  @Test func viewsAreInstalledAndRemovedWhenTheTraitsChange() throws {
    let controller = try recipe()
    let window = makeVisibleWindow(root: controller, device: .iPhone16ProMax)
    #expect(shown(in: controller) == ["Pancakes", "Swipe for nutrition", "Print"])
    let hint = controller.view.subviews[1]
    window.rotate(to: .landscapeLeft)
    #expect(shown(in: controller) == ["Pancakes", "320 kcal"])
    #expect(hint.superview == nil)
    window.rotate(to: .portrait)
    // Back in storyboard order, the same views.
    #expect(shown(in: controller) == ["Pancakes", "Swipe for nutrition", "Print"])
    #expect(controller.view.subviews[1] === hint)
  }

  @Test func aViewLoadedBeforeItHasSizeClassesShowsTheDefaultInstallation() throws {
    let controller = try recipe()
    controller.loadViewIfNeeded()
    #expect(shown(in: controller) == ["Pancakes", "Swipe for nutrition", "Print"])
  }
}
