import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// Controllers are freed once nothing holds them, whatever was done to them.
@Suite(.checksInvariants) @MainActor
struct LeakTests {
  @Test func aControllerWhosePresentationControllerWasReadButNeverPresentedIsFreed() {
    weak var weakController: UIViewController?
    weak var weakPresentation: UIPresentationController?
    do {
      let controller = UIViewController()
      controller.modalPresentationStyle = .popover
      weakPresentation = controller.presentationController
      _ = controller.sheetPresentationController
      weakController = controller
    }
    #expect(weakController == nil)
    #expect(weakPresentation == nil)
  }

  @Test(arguments: [UIModalPresentationStyle.pageSheet, .formSheet, .fullScreen, .overFullScreen, .popover, .currentContext])
  func aPresentedAndDismissedControllerIsFreed(style: UIModalPresentationStyle) {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root)
    weak var weakPresented: UIViewController?
    do {
      let presented = UINavigationController(rootViewController: UIViewController())
      presented.modalPresentationStyle = style
      presented.popoverPresentationController?.sourceView = root.view
      root.present(presented, animated: false)
      presented.dismiss(animated: false)
      weakPresented = presented
    }
    #expect(weakPresented == nil)
  }

  @Test func pushedAndPoppedControllersAreFreed() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    _ = makeVisibleWindow(root: navigation)
    weak var weakPushed: UIViewController?
    do {
      let pushed = UIViewController()
      navigation.pushViewController(pushed, animated: true)
      navigation.popViewController(animated: true)
      weakPushed = pushed
    }
    #expect(weakPushed == nil)
  }
}

/// A released window frees its hierarchy. This suite does not check invariants after its tests:
/// the invariant check keeps every window a test creates alive to inspect it.
@Suite @MainActor
struct WindowReleaseLeakTests {
  @Test func aReleasedWindowFreesItsWholeHierarchy() {
    weak var weakRoot: UIViewController?
    weak var weakPresented: UIViewController?
    do {
      let root = UINavigationController(rootViewController: UIViewController())
      let window = UIWindow(device: .iPadAir11)
      window.rootViewController = root
      window.makeKeyAndVisible()
      let presented = UIViewController()
      root.present(presented, animated: false)
      weakRoot = root
      weakPresented = presented
    }
    #expect(weakRoot == nil)
    #expect(weakPresented == nil)
  }

  /// Answers the adaptation question with a fresh navigation controller around the presented
  /// controller, or with an unrelated controller.
  final class SubstitutingDelegate: UIAdaptivePresentationControllerDelegate {
    let wraps: Bool
    init(wraps: Bool) { self.wraps = wraps }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .fullScreen }
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
      wraps ? UINavigationController(rootViewController: controller.presentedViewController) : UIViewController()
    }
  }

  @Test(arguments: [true, false])
  func aReleasedWindowFreesAPresentationShownThroughASubstitute(wraps: Bool) {
    let delegate = SubstitutingDelegate(wraps: wraps)
    weak var weakPresented: UIViewController?
    weak var weakSubstitute: UIViewController?
    do {
      let root = UIViewController()
      let window = UIWindow(device: .iPhone16)
      window.rootViewController = root
      window.makeKeyAndVisible()
      let presented = UIViewController()
      presented.modalPresentationStyle = .formSheet
      presented.presentationController?.delegate = delegate
      root.present(presented, animated: false)
      weakSubstitute = root.presentedViewController
      #expect(weakSubstitute !== presented)
      #expect(presented.presentationController?.presentedViewController === presented)
      weakPresented = presented
    }
    #expect(weakPresented == nil)
    #expect(weakSubstitute == nil)
  }
}
