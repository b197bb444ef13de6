import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A presentation that a callback ends, replaces or moves while it is being dismissed or adapted
/// leaves every link between presenters and presented controllers as the callback made it.
@Suite(.checksInvariants) @MainActor
struct PresentationLinkReentrancyTests {
  @Test func aPresentationMadeFromACallbackOfTheDismissalOfTheSamePresentersLastOneStays() {
    let presenter = OneShotController()
    let first = makeVisibleWindow(root: presenter, device: .iPadAir11)
    let second = makeVisibleWindow(root: UIViewController(), device: .iPadAir11)
    let dismissed = OneShotController()
    presenter.present(dismissed, animated: false)
    let newRoot = OneShotController()
    let next = UIViewController()
    next.modalPresentationStyle = .overFullScreen
    // The dismissed controller swaps its window's root (which ends the presenter's presentations
    // again); the presenter moves to the other window and presents again from there.
    dismissed.onDidDisappear = { first.rootViewController = newRoot }
    presenter.onWillDisappear = { second.rootViewController = presenter }
    newRoot.onWillAppear = { presenter.present(next, animated: false) }
    presenter.dismiss(animated: false)
    #expect(second.rootViewController === presenter && first.rootViewController === newRoot)
    #expect(presenter.presentedViewController === next && next.presentingViewController === presenter)
    #expect(next.appearanceState == .appeared && next.view.window === second)
    #expect(dismissed.appearanceState == .disappeared && dismissed.viewIfLoaded?.window == nil)
  }

  /// The delegate of the popovers ``presentWrappedPopover(from:)`` presents, alive for the whole
  /// test (a presentation holds its delegate weakly).
  private let wrapping = WrappingDelegate()

  /// Presents a popover anchored on `presenter`'s view, whose delegate is ``wrapping``.
  private func presentWrappedPopover(from presenter: UIViewController) -> OneShotController {
    let popover = OneShotController()
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.sourceView = presenter.view
    popover.presentationController?.delegate = wrapping
    presenter.present(popover, animated: false)
    return popover
  }

  /// Answers a navigation controller around the presented controller when the size becomes compact.
  final class WrappingDelegate: UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
      traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
    }
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
      UINavigationController(rootViewController: controller.presentedViewController)
    }
  }

  @Test func aPresentationEndedByTheAdaptationDelegatesSubstituteIsNotAdapted() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPadAir11)
    let middle = UIViewController()
    middle.modalPresentationStyle = .overFullScreen
    root.present(middle, animated: false)
    let popover = presentWrappedPopover(from: middle)
    #expect(popover.view.window === window && popover.parent == nil)
    // The navigation controller the delegate answers adopts the popover, whose `willMove` ends
    // every presentation above the root.
    popover.onWillGetParent = { root.dismiss(animated: false) }
    let (_, reports) = MisuseReport.capture { window.resize(to: CGSize(width: 375, height: 820)) }
    #expect(reports.isEmpty, "\(reports.map(\.message))")
    #expect(root.presentedViewController == nil && middle.presentedViewController == nil)
    #expect(popover.presentingViewController == nil && popover.viewIfLoaded?.window == nil)
    #expect(popover.appearanceState == .disappeared && middle.appearanceState == .disappeared)
  }

  @Test func aNavigationControllerAroundAControllerStillPresentedIsRefusedAsAPresentedController() throws {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPadAir11)
    let otherRoot = UIViewController()
    let other = makeVisibleWindow(root: otherRoot, device: .iPadAir11)
    let sheet = OneShotController()
    sheet.modalPresentationStyle = .formSheet
    let delegate = WrappingDelegate()
    sheet.presentationController?.delegate = delegate
    root.present(sheet, animated: false)
    // Adopted by the delegate's navigation controller, the sheet gets its traits and presents
    // that navigation controller from another window while it is still on screen in this one.
    var reports: [MisuseReport] = []
    sheet.onTraitChange = {
      guard let navigation = sheet.parent else { return }
      reports = MisuseReport.capture { otherRoot.present(navigation, animated: false) }.1
    }
    window.resize(to: CGSize(width: 375, height: 820))
    #expect(reports.count == 1 && reports.first?.message.contains("contains an active controller") == true)
    #expect(otherRoot.presentedViewController == nil)
    let navigation = try #require(sheet.parent as? UINavigationController)
    #expect(root.presentedViewController === navigation && navigation.view.window === window)
    #expect(sheet.appearanceState == .appeared && sheet.view.window === window)
    #expect(other.rootViewController === otherRoot)
  }

  @Test func aPresenterAdoptedElsewhereFromItsViewWillAppearAtADismissalKeepsItsViewThere() {
    let container = UIViewController()
    let window = makeVisibleWindow(root: container, device: .iPadAir11)
    let presenter = OneShotController()
    presenter.definesPresentationContext = true
    container.addChild(presenter)
    container.view.addSubview(presenter.view)
    presenter.didMove(toParent: container)
    let covering = UIViewController()
    covering.modalPresentationStyle = .currentContext
    presenter.present(covering, animated: false)
    #expect(presenter.viewIfLoaded?.window == nil)
    let adopter = UIViewController()
    presenter.onWillAppear = {
      adopter.addChild(presenter)
      adopter.view.addSubview(presenter.view)
      presenter.didMove(toParent: adopter)
    }
    covering.dismiss(animated: false)
    #expect(presenter.parent === adopter && presenter.view.superview === adopter.view)
    #expect(presenter.viewIfLoaded?.window == nil && presenter.appearanceState == .disappeared)
    #expect(container.view.window === window && container.presentedViewController == nil)
  }

  @Test func aDismissalWhosePresentationACallbackAdaptsToASubstituteStillEndsIt() throws {
    let presenter = UIViewController()
    let window = makeVisibleWindow(root: presenter, device: .iPadAir11)
    let popover = presentWrappedPopover(from: presenter)
    #expect(popover.parent == nil && popover.view.window === window)
    // The popover's disappearance makes the window compact: its presentation, still being
    // dismissed, adapts to the delegate's navigation controller.
    popover.onDidDisappear = { window.resize(to: CGSize(width: 375, height: 820)) }
    presenter.dismiss(animated: true)
    #expect(presenter.presentedViewController == nil && window.presentationControllers.isEmpty)
    #expect(popover.presentingViewController == nil && popover.viewIfLoaded?.window == nil)
    #expect(popover.appearanceState == .disappeared)
    if let navigation = popover.parent {
      #expect(navigation.presentingViewController == nil && navigation.appearanceState == .disappeared)
    }
  }
}
