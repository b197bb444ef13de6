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

  /// Fuzz seed 10000865: while a window's root was replaced, the dismissal of its presentations
  /// ran callbacks whose own dismissal (a split collapsing on a resize) ended first and marked no
  /// presentation in progress any more; a callback then presented from a controller the outer
  /// dismissal was taking down, and that presentation's view stayed in the window after it. As
  /// in UIKit, a presentation asked for while a dismissal runs is refused.
  @Test func aPresentationAskedForAfterANestedDismissalEndsInsideAnotherIsRefused() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPadPro13)
    let container = UIViewController()
    let first = UIViewController(), second = UIViewController()
    for child in [first, second] {
      container.addChild(child)
      container.view.addSubview(child.view)
      child.didMove(toParent: container)
      child.definesPresentationContext = true
    }
    container.modalPresentationStyle = .overFullScreen
    root.present(container, animated: false)
    let firstCover = OneShotController(), secondCover = OneShotController()
    firstCover.modalPresentationStyle = .currentContext
    secondCover.modalPresentationStyle = .currentContext
    first.present(firstCover, animated: false)
    second.present(secondCover, animated: false)
    #expect(first.presentedViewController === firstCover && second.presentedViewController === secondCover)
    let late = UIViewController()
    late.modalPresentationStyle = .fullScreen
    // The cover that leaves first takes the other presenter out of the container (a nested
    // dismissal of its cover), then presents from the container being dismissed.
    func takeOut(_ presenter: UIViewController) {
      firstCover.onWillDisappear = nil
      secondCover.onWillDisappear = nil
      presenter.willMove(toParent: nil)
      presenter.view.removeFromSuperview()
      presenter.removeFromParent()
      container.present(late, animated: false)
    }
    firstCover.onWillDisappear = { takeOut(second) }
    secondCover.onWillDisappear = { takeOut(first) }
    let (_, reports) = MisuseReport.capture { root.dismiss(animated: false) }
    #expect(reports.contains { $0.message.contains("while a presentation is in progress") })
    #expect(root.presentedViewController == nil && container.presentedViewController == nil)
    #expect(late.presentingViewController == nil && late.viewIfLoaded?.window == nil)
    #expect(late.appearanceState == .disappeared)
    #expect(container.appearanceState == .disappeared && container.view.window == nil)
    #expect(firstCover.presentingViewController == nil && secondCover.presentingViewController == nil)
    #expect(firstCover.appearanceState == .disappeared && secondCover.appearanceState == .disappeared)
    #expect(window.presentationControllers.isEmpty)
  }

  /// Answers a new controller that does not contain the presented one whenever the size becomes
  /// compact, and keeps the last.
  final class ReplacingDelegate: UIPopoverPresentationControllerDelegate {
    var last: UIViewController?
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
      traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
    }
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
      let substitute = UIViewController()
      last = substitute
      return substitute
    }
  }

  /// Fuzz seed 10002408: as a resize to regular swapped a popover's substitute out, the popover's
  /// `viewWillAppear` resized the window back to compact, which swapped a new substitute in; the
  /// first swap then put the popover's view back in the container, on screen outside the
  /// hierarchy. Each swap puts in only what the presentation shows when it ends.
  @Test func aSubstituteSwappedInFromTheSwapOutOfAnotherKeepsThePresentedViewOut() throws {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPadAir11)
    let popover = OneShotController()
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.sourceView = root.view
    let delegate = ReplacingDelegate()
    popover.presentationController?.delegate = delegate
    root.present(popover, animated: false)
    window.resize(to: CGSize(width: 320, height: 1024))
    let first = try #require(delegate.last)
    #expect(root.presentedViewController === first && popover.viewIfLoaded?.window == nil)
    popover.onWillAppear = { window.resize(to: CGSize(width: 320, height: 1024)) }
    window.resize(to: CGSize(width: 1180, height: 820))
    let second = try #require(delegate.last)
    #expect(second !== first)
    #expect(root.presentedViewController === second && second.view.window === window)
    #expect(second.appearanceState == .appeared)
    #expect(popover.viewIfLoaded?.window == nil && popover.appearanceState == .disappeared)
    #expect(first.viewIfLoaded?.window == nil && first.appearanceState == .disappeared)
    root.dismiss(animated: false)
    #expect(root.presentedViewController == nil && popover.presentingViewController == nil)
  }

  /// A delegate that answers full screen in a compact height, wrapping the presented controller
  /// in a navigation controller.
  final class WrappingInCompactHeight: UIAdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
      traitCollection.verticalSizeClass == .compact ? .fullScreen : .none
    }
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
      UINavigationController(rootViewController: controller.presentedViewController)
    }
  }

  /// A controller that runs `onWillLayout` from its next `viewWillLayoutSubviews()`, once.
  final class PushingOnLayout: UIViewController {
    var onWillLayout: (() -> Void)?
    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      guard let action = onWillLayout else { return }
      onWillLayout = nil
      action()
    }
  }

  final class Presenter: UIViewController {}
  final class Pushed: UIViewController {}

  /// Fuzz seed 10002963 (found before the split and tab changes of the evening were merged; it
  /// takes another path since): as a rotation adapted a page sheet to full screen, the controller
  /// wrapped in the delegate's navigation controller pushed another one from its
  /// `viewWillLayoutSubviews()`, before the substitute was on screen. It was covered, off screen,
  /// but kept the appearance of its sheet. It disappears once the substitute has appeared.
  @Test func aPresentedControllerCoveredByAPushBeforeItsSubstituteIsOnScreenDisappears() throws {
    let presented = PushingOnLayout()
    let pushed = Pushed()
    let (window, substitute, recorder) = try rotateWrappingPageSheet(presented) {
      #expect(presented.appearanceState == .appeared)
      presented.onWillLayout = { presented.show(pushed, sender: nil) }
    }
    #expect(substitute.viewControllers.map(ObjectIdentifier.init) == [presented, pushed].map(ObjectIdentifier.init))
    #expect(substitute.view.window === window && substitute.appearanceState == .appeared)
    #expect(pushed.view.window === window && pushed.appearanceState == .appeared)
    #expect(presented.viewIfLoaded?.window == nil && presented.appearanceState == .disappeared)
    #expect(pushed.view.frame == window.bounds)
    #expect(recorder.calls == [
      "adaptivePresentationStyle(for:traitCollection:) → fullScreen",
      "<PushingOnLayout>.traitCollectionDidChange(_:) → -/-",
      "<Presenter>.viewWillTransition(to: 667 × 375, with:)",
      "<PushingOnLayout>.viewWillTransition(to: 667 × 375, with:)",
      "<Presenter>.traitCollectionDidChange(_:) → C/C",
      "<UINavigationController>.viewWillAppear(true)",
      "<Pushed>.viewWillAppear(true)",
      "<UINavigationController>.viewDidAppear(true)",
      "<Pushed>.viewDidAppear(true)",
      "<PushingOnLayout>.viewWillDisappear(true)",
      "<PushingOnLayout>.viewDidDisappear(true)",
      "<Presenter>.viewWillDisappear(true)",
      "<Presenter>.viewDidDisappear(true)",
      "<PushingOnLayout>.traitCollectionDidChange(_:) → C/C",
      "<Pushed>.traitCollectionDidChange(_:) → C/C",
    ])
  }

  /// Presents `presented` as a page sheet over a portrait iPhone SE window whose adaptation
  /// delegate wraps it in a navigation controller in compact height, runs `prepare`, then rotates
  /// the window to landscape, recording the callbacks; returns the window, the navigation
  /// controller presented instead, and the recorder.
  private func rotateWrappingPageSheet(
    _ presented: UIViewController, prepare: () -> Void
  ) throws -> (UIWindow, UINavigationController, CallbackRecorder) {
    let root = Presenter()
    let window = makeVisibleWindow(root: root, device: .iPhoneSE, orientation: .portrait)
    presented.modalPresentationStyle = .pageSheet
    let delegate = WrappingInCompactHeight()
    presented.presentationController?.delegate = delegate
    root.present(presented, animated: false)
    prepare()
    let recorder = CallbackRecorder()
    CallbackRecorder.$current.withValue(recorder) { window.rotate(to: .landscapeRight) }
    withExtendedLifetime(delegate) {}
    return (window, try #require(root.presentedViewController as? UINavigationController), recorder)
  }

  /// A controller that pushes `pushed` on the navigation controller it next moves into, once.
  final class PushingOnDidMove: UIViewController {
    var pushed: UIViewController?
    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      guard let navigation = parent as? UINavigationController, let pushed else { return }
      self.pushed = nil
      navigation.pushViewController(pushed, animated: false)
    }
  }

  /// Current fuzz seed 800001055: as a rotation adapted a page sheet to full screen, the presented
  /// controller pushed another one from its `didMove(toParent:)` as the delegate's navigation
  /// controller took it in, before the substitute was on screen. Covered, it never entered the
  /// navigation controller's view: its own stayed in the sheet's container, in the window, and it
  /// stayed appeared. Its view leaves the container once the substitute is in, so it disappears
  /// then, without animation (its view leaves the window), as in the case above.
  @Test func aPresentedControllerCoveredByAPushFromItsDidMoveLeavesTheContainerAndDisappears() throws {
    let presented = PushingOnDidMove()
    let pushed = Pushed()
    let (window, substitute, recorder) = try rotateWrappingPageSheet(presented) { presented.pushed = pushed }
    #expect(presented.pushed == nil)
    #expect(substitute.viewControllers.map(ObjectIdentifier.init) == [presented, pushed].map(ObjectIdentifier.init))
    #expect(substitute.view.window === window && pushed.view.window === window && pushed.appearanceState == .appeared)
    #expect(presented.viewIfLoaded?.window == nil && presented.appearanceState == .disappeared)
    #expect(recorder.calls == [
      "adaptivePresentationStyle(for:traitCollection:) → fullScreen",
      "<PushingOnDidMove>.traitCollectionDidChange(_:) → -/-",
      "<Presenter>.viewWillTransition(to: 667 × 375, with:)",
      "<PushingOnDidMove>.viewWillTransition(to: 667 × 375, with:)",
      "<Presenter>.traitCollectionDidChange(_:) → C/C",
      "<UINavigationController>.viewWillAppear(true)",
      "<Pushed>.viewWillAppear(true)",
      "<UINavigationController>.viewDidAppear(true)",
      "<Pushed>.viewDidAppear(true)",
      "<PushingOnDidMove>.viewWillDisappear(false)",
      "<PushingOnDidMove>.viewDidDisappear(false)",
      "<Presenter>.viewWillDisappear(true)",
      "<Presenter>.viewDidDisappear(true)",
      "<PushingOnDidMove>.traitCollectionDidChange(_:) → C/C",
      "<Pushed>.traitCollectionDidChange(_:) → C/C",
    ])
  }

  /// Fuzz seed 750000200 (current mix): as a form sheet was presented in a compact window, the
  /// adaptation delegate wrapped it in a navigation controller, and the sheet's
  /// `willMove(toParent:)` presented it again, in another style, from another window. That
  /// presentation took the sheet, and the first one then showed the navigation controller around
  /// a sheet whose presenter it had cleared. A controller whose presentation is under way is
  /// already being presented: the second presentation is refused, and the new style waits for
  /// the next one.
  @Test func R65_aControllerPresentedAgainFromACallbackOfItsAdaptationIsAlreadyBeingPresented() throws {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhoneSE, orientation: .portrait)
    let otherRoot = UIViewController()
    let other = makeVisibleWindow(root: otherRoot, device: .iPadAir11)
    let sheet = OneShotController()
    sheet.modalPresentationStyle = .formSheet
    sheet.presentationController?.delegate = wrapping
    var reports: [MisuseReport] = []
    sheet.onWillGetParent = {
      sheet.modalPresentationStyle = .currentContext
      reports = MisuseReport.capture { otherRoot.present(sheet, animated: false) }.1
    }
    root.present(sheet, animated: false)
    #expect(reports.map(\.message) == [
      "Application tried to present modally a view controller \(sheet.debugName) that is already being presented by \(root.debugName)."
    ])
    let navigation = try #require(sheet.parent as? UINavigationController)
    #expect(root.presentedViewController === navigation && sheet.presentingViewController === root)
    #expect(navigation.view.window === window && sheet.view.window === window)
    #expect(navigation.appearanceState == .appeared && sheet.appearanceState == .appeared)
    #expect(otherRoot.presentedViewController == nil && other.rootViewController === otherRoot)
    #expect(sheet.presentationController is UISheetPresentationController)
  }
}
