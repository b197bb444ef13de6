import AdaptiveKit
import Foundation
import Testing
import AdaptiveTestSupport

@Suite(.checksInvariants) @MainActor
struct StateKeyTests {
  /// A split with a list and a photo, a tab bar around it on demand, in a window.
  private func splitWindow(device: Device = .iPadAir11, orientation: UIInterfaceOrientation = .landscapeLeft) -> (UIWindow, UISplitViewController) {
    let split = UISplitViewController(style: .doubleColumn)
    let list = UIViewController()
    list.title = "List"
    let photo = UIViewController()
    photo.title = "Photo"
    split.setViewController(UINavigationController(rootViewController: list), for: .primary)
    split.setViewController(UINavigationController(rootViewController: photo), for: .secondary)
    let window = UIWindow(device: device, orientation: orientation)
    window.rootViewController = split
    window.makeKeyAndVisible()
    return (window, split)
  }

  @Test func theSameStateGivesTheSameKey() {
    let (window, _) = splitWindow()
    #expect(StateKey(window) == StateKey(window))
    #expect(StateKey(window).hashValue == StateKey(window).hashValue)
  }

  @Test func aStateLeftAndComeBackToGivesTheSameKey() {
    let (window, _) = splitWindow()
    let before = StateKey(window)
    window.rotate(to: .portrait)
    #expect(StateKey(window) != before)
    window.rotate(to: .landscapeLeft)
    #expect(StateKey(window) == before)
  }

  @Test func aTitleChangesTheKey() {
    let (window, split) = splitWindow()
    let before = StateKey(window)
    (split.viewController(for: .secondary) as! UINavigationController).topViewController!.title = "Another photo"
    #expect(StateKey(window) != before)
  }

  @Test func aControllerOfAnotherIdentityChangesTheKey() {
    let (window, split) = splitWindow()
    let before = StateKey(window)
    let navigation = split.viewController(for: .secondary) as! UINavigationController
    let replacement = UIViewController()
    replacement.title = "Photo"
    navigation.setViewControllers([replacement], animated: false)
    #expect(StateKey(window) != before)
  }

  @Test func sizeClassesAndFramesChangeTheKey() {
    let (window, _) = splitWindow(device: .iPadPro13, orientation: .portrait)
    let before = StateKey(window)
    let width = Device.iPadPro13.multitaskingWidths(in: .portrait).first!.width
    window.resize(to: CGSize(width: width, height: window.bounds.height))
    #expect(StateKey(window) != before)
  }

  @Test func theDisplayModeChangesTheKey() {
    let (window, split) = splitWindow()
    let before = StateKey(window)
    split.hide(.primary)
    #expect(split.displayMode == .secondaryOnly)
    #expect(StateKey(window) != before)
  }

  @Test func collapsingChangesTheKey() {
    let (window, split) = splitWindow(device: .iPhone16ProMax)
    let expanded = StateKey(window)
    window.rotate(to: .portrait)
    #expect(split.isCollapsed)
    #expect(StateKey(window) != expanded)
  }

  @Test func presentationStyleAndSelectedDetentChangeTheKey() {
    let root = UIViewController()
    let window = UIWindow(device: .iPhone16)
    window.rootViewController = root
    window.makeKeyAndVisible()
    let plain = StateKey(window)
    let sheet = UIViewController()
    sheet.sheetPresentationController?.detents = [.medium(), .large()]
    root.present(sheet, animated: false)
    let presented = StateKey(window)
    #expect(presented != plain)
    sheet.sheetPresentationController?.selectedDetentIdentifier = .large
    #expect(StateKey(window) != presented)
    sheet.dismiss(animated: false)
    let full = UIViewController()
    full.modalPresentationStyle = .fullScreen
    root.present(full, animated: false)
    #expect(StateKey(window) != presented && StateKey(window) != plain)
  }

  @Test func theSelectedTabAndTheAppearanceStateChangeTheKey() {
    let tabs = UITabBarController()
    tabs.viewControllers = [UIViewController(), UIViewController()]
    let window = UIWindow(device: .iPhone16)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    let first = StateKey(window)
    tabs.selectedIndex = 1
    #expect(StateKey(window) != first)
  }
}
