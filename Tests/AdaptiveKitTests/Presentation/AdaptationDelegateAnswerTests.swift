import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// R62: the controller an adaptation delegate answers is shown in place of the presented one
/// only when it can be: an answer that is the presenter, has a parent, is presented or is a
/// window's root is reported and ignored, and the presented controller is shown itself.
@Suite(.checksInvariants) @MainActor
struct AdaptationDelegateAnswerTests {
  final class Delegate: UIAdaptivePresentationControllerDelegate {
    var answer: () -> UIViewController?
    init(answer: @escaping () -> UIViewController?) { self.answer = answer }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .fullScreen }
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { answer() }
  }

  /// Fuzz seed 10000715: a presented controller whose style was set while the delegate was asked
  /// for its substitute as the window became compact (from a callback of the answer) lost its
  /// presentation controller, though it was still presented: a new one named no presenter. As in
  /// UIKit, a presented controller keeps its presentation controller; the style applies to its
  /// next presentation.
  @Test func R62_aStyleSetWhileTheDelegateAnswersKeepsThePresentationController() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPadPro13)
    let presented = UIViewController()
    presented.modalPresentationStyle = .formSheet
    var asked = 0
    let delegate = Delegate {
      asked += 1
      presented.modalPresentationStyle = .custom
      return nil
    }
    let presentation = presented.presentationController
    presentation?.delegate = delegate
    root.present(presented, animated: false)
    window.resize(to: CGSize(width: 375, height: 1376))
    #expect(asked > 0)
    #expect(presented.modalPresentationStyle == .custom)
    #expect(root.presentedViewController === presented)
    #expect(presented.presentationController === presentation)
    #expect(presentation?.presentingViewController === root)
    #expect(presented.view.window === window && presented.appearanceState == .appeared)
    root.dismiss(animated: false)
    #expect(root.presentedViewController == nil && presented.presentingViewController == nil)
  }

  /// Fuzz seed 10004054: the delegate wraps the presented controller in a navigation controller,
  /// and the presented controller's trait change as it joins that stack gives the navigation
  /// controller a parent. The answer is reported and ignored, and the presented controller is taken
  /// back out of the stack: it stays presented, with no parent, on screen with the adapted traits.
  @Test func R62_anAnswerGivenAParentWhileItWrapsThePresentedControllerLeavesThePresentedControllerPresented() throws {
    let log = CallLog()
    let root = RecordingViewController("A", log: log)
    let window = makeVisibleWindow(root: root, device: .iPadPro13)
    let presented = TraitChangeRecordingController("B", log: log)
    presented.modalPresentationStyle = .formSheet
    let elsewhere = UIViewController()
    var wrapper: UINavigationController?
    let delegate = Delegate {
      let navigation = UINavigationController()
      presented.onTraitChange = { elsewhere.addChild(navigation) }
      navigation.setViewControllers([presented], animated: false)
      wrapper = navigation
      return navigation
    }
    presented.presentationController?.delegate = delegate
    root.present(presented, animated: false)
    log.clear()
    let (_, reports) = MisuseReport.capture { window.resize(to: CGSize(width: 375, height: 1376)) }
    #expect(reports.contains { $0.message.contains("has a parent view controller") })
    let navigation = try #require(wrapper)
    #expect(navigation.parent === elsewhere && navigation.viewControllers.isEmpty)
    #expect(presented.parent == nil && root.presentedViewController === presented)
    #expect(presented.presentingViewController === root)
    #expect(presented.view.window === window && presented.appearanceState == .appeared)
    #expect(presented.traitCollection.horizontalSizeClass == .compact)
    // The adapted full-screen style hides the presenter; the presented controller stays appeared.
    #expect(log.filtered("A.viewWillAppear", "A.viewDid", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear",
                         "B.viewWillDisappear", "B.viewDidDisappear", "B.willMove", "B.didMove") == [
      "B.willMove(parent)", "B.didMove(parent)", "B.willMove(nil)", "B.didMove(nil)", "A.viewWillDisappear", "A.viewDidDisappear",
    ])
  }

  @Test func R62_anAnswerThatIsThePresenterIsReportedAndIgnored() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root)
    let presented = UIViewController()
    presented.modalPresentationStyle = .formSheet
    let delegate = Delegate { root }
    presented.presentationController?.delegate = delegate
    let (_, reports) = MisuseReport.capture { root.present(presented, animated: false) }
    #expect(reports.contains { $0.message.contains("is the presenter or contains it") })
    #expect(root.presentedViewController === presented)
    #expect(presented.view.window === window)
    #expect(root.parent == nil && root.presentingViewController == nil)
  }

  @Test func R62_anAnswerThatHasAParentIsReportedAndIgnored() {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root)
    let elsewhere = UINavigationController(rootViewController: UIViewController())
    let presented = UIViewController()
    presented.modalPresentationStyle = .formSheet
    let delegate = Delegate { elsewhere.topViewController }
    presented.presentationController?.delegate = delegate
    let (_, reports) = MisuseReport.capture { root.present(presented, animated: false) }
    #expect(reports.contains { $0.message.contains("has a parent view controller") })
    #expect(root.presentedViewController === presented)
    #expect(elsewhere.viewControllers.count == 1)
  }

  @Test func R62_aPresentationMadeWhileTheDelegateAnswersWinsAndTheOuterOneIsReported() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root)
    let presented = UIViewController()
    presented.modalPresentationStyle = .formSheet
    let nested = UIViewController()
    nested.modalPresentationStyle = .overFullScreen
    let delegate = Delegate {
      root.present(nested, animated: false)
      return UINavigationController(rootViewController: presented)
    }
    presented.presentationController?.delegate = delegate
    let (_, reports) = MisuseReport.capture { root.present(presented, animated: false) }
    #expect(reports.map(\.message).contains { $0.contains("which is already presenting") })
    #expect(root.presentedViewController === nested)
    #expect(nested.view.window === window && nested.appearanceState == .appeared)
    #expect(presented.presentingViewController == nil && presented.viewIfLoaded?.window == nil)
  }

  @Test func R62_aControllerShownThroughASubstituteThatDoesNotContainItStaysPresented() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root)
    let presented = UINavigationController(rootViewController: UIViewController())
    presented.modalPresentationStyle = .formSheet
    let substitute = UINavigationController()
    let delegate = Delegate { substitute }
    presented.presentationController?.delegate = delegate
    root.present(presented, animated: false)
    #expect(root.presentedViewController === substitute)
    let other = UIWindow(device: .iPadAir11, orientation: .portrait)
    let adopter = UIViewController()
    let (_, reports) = MisuseReport.capture {
      other.rootViewController = presented
      adopter.addChild(presented)
    }
    #expect(reports.count == 2)
    #expect(reports.allSatisfy { $0.message.contains("presented") })
    #expect(other.rootViewController == nil && presented.parent == nil)
    #expect(substitute.view.window === window)
  }

  /// Keeps the sheet in regular height; in compact height shows `substitute` full screen instead.
  final class CompactHeightSubstitute: UIAdaptivePresentationControllerDelegate {
    let substitute: UIViewController
    init(substitute: UIViewController) { self.substitute = substitute }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
      traitCollection.verticalSizeClass == .compact ? .fullScreen : .none
    }
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { substitute }
  }

  /// Presents `inner` once, from `viewWillDisappear`.
  final class LeavingSheet: UIViewController {
    var inner: UIViewController?
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      guard let inner else { return }
      self.inner = nil
      present(inner, animated: false)
    }
  }

  @Test func R62_whatTheSheetPresentsWhileASubstituteReplacesItEndsWithIt() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhone16)
    let sheet = LeavingSheet()
    let delegate = CompactHeightSubstitute(substitute: UINavigationController())
    sheet.presentationController?.delegate = delegate
    root.present(sheet, animated: false)
    let inner = UIViewController()
    inner.modalPresentationStyle = .overFullScreen
    sheet.inner = inner
    window.rotate(to: .landscapeLeft)
    #expect(root.presentedViewController === delegate.substitute)
    #expect(sheet.presentedViewController == nil)
    #expect(inner.presentingViewController == nil && inner.viewIfLoaded?.window == nil)
    #expect(inner.appearanceState == .disappeared)
  }

  /// A delegate that makes the presented controller another window's root from
  /// `willPresentWithAdaptiveStyle`.
  final class RootMakingDelegate: UIAdaptivePresentationControllerDelegate {
    let window: UIWindow
    init(window: UIWindow) { self.window = window }
    func presentationController(
      _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
      transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) { window.rootViewController = presentationController.presentedViewController }
  }

  /// Fuzz seed 6000176: the delegate made the presented controller another window's root while
  /// the presentation was being decided; the presentation went on, and the controller was both
  /// presented and a root. That change wins: the presentation is reported and abandoned.
  @Test func aPresentedControllerThatTheDelegateMakesAWindowsRootIsNotPresented() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root)
    let other = makeVisibleWindow(root: UIViewController(), device: .iPadAir11)
    let presented = UIViewController()
    presented.modalPresentationStyle = .overFullScreen
    let delegate = RootMakingDelegate(window: other)
    presented.presentationController?.delegate = delegate
    let (_, reports) = MisuseReport.capture { root.present(presented, animated: false) }
    #expect(reports.contains { $0.message.contains("placed elsewhere") })
    #expect(other.rootViewController === presented)
    #expect(presented.view.window === other && presented.appearanceState == .appeared)
    #expect(root.presentedViewController == nil && presented.presentingViewController == nil)
    #expect(window.presentationControllers.isEmpty)
  }

  /// A delegate that wraps the presented controller in a new navigation controller when compact.
  final class WrappingDelegate: UIAdaptivePresentationControllerDelegate {
    var substitute: UINavigationController?
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
      traitCollection.horizontalSizeClass == .compact ? .formSheet : .none
    }
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
      let navigation = UINavigationController(rootViewController: controller.presentedViewController)
      substitute = navigation
      return navigation
    }
  }

  /// A controller that adopts the delegate's substitute from its `viewWillTransition(to:with:)`.
  final class AdoptingOnTransition: UIViewController {
    var delegate: WrappingDelegate?
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
      super.viewWillTransition(to: size, with: coordinator)
      guard let substitute = delegate?.substitute else { return }
      delegate = nil
      addChild(substitute)
    }
  }

  /// Fuzz seed 1222734548: during a resize, a controller adopted the delegate's substitute (which
  /// wraps the presented controller) between the delegate's answer and the swap, so the presented
  /// controller was a child in the presenter's hierarchy and presented at once. The adoption is
  /// refused: the substitute contains a presented controller.
  @Test func aSubstituteAdoptedBeforeTheTransitionShowsItIsRefused() {
    let root = AdoptingOnTransition()
    let window = makeVisibleWindow(root: root, device: .iPadAir11)
    let presented = UIViewController()
    presented.modalPresentationStyle = .popover
    presented.popoverPresentationController?.sourceView = root.view
    let delegate = WrappingDelegate()
    presented.presentationController?.delegate = delegate
    root.present(presented, animated: false)
    root.delegate = delegate
    let (_, reports) = MisuseReport.capture { window.resize(to: CGSize(width: 320, height: 1024)) }
    #expect(reports.contains { $0.message.contains("contains the presented view controller") })
    #expect(root.children.isEmpty)
    #expect(delegate.substitute != nil && root.presentedViewController === delegate.substitute)
    #expect(presented.view.window === window && presented.appearanceState == .appeared)
  }

  /// A controller that makes the delegate's substitute another window's root from its
  /// `viewWillTransition(to:with:)`.
  final class RootingOnTransition: UIViewController {
    var delegate: WrappingDelegate?
    var otherWindow: UIWindow?
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
      super.viewWillTransition(to: size, with: coordinator)
      guard let substitute = delegate?.substitute, let otherWindow else { return }
      delegate = nil
      otherWindow.rootViewController = substitute
    }
  }

  /// Fuzz seed 10000386: during a resize, a callback made the delegate's substitute (which wraps
  /// the presented controller) another window's root before the transition showed it; the swap
  /// then presented it too, so it was on screen in the first window as the second one's root,
  /// with the first one's traits. As when it is adopted as a child, it is refused as a root: it
  /// contains a presented controller.
  @Test func aSubstituteMadeAnotherWindowsRootBeforeTheTransitionShowsItIsRefused() {
    let root = RootingOnTransition()
    let window = makeVisibleWindow(root: root, device: .iPadAir11)
    let otherRoot = UIViewController()
    let other = makeVisibleWindow(root: otherRoot, device: .iPhoneSE)
    let presented = UIViewController()
    presented.modalPresentationStyle = .popover
    presented.popoverPresentationController?.sourceView = root.view
    let delegate = WrappingDelegate()
    presented.presentationController?.delegate = delegate
    root.present(presented, animated: false)
    root.delegate = delegate
    root.otherWindow = other
    let (_, reports) = MisuseReport.capture { window.resize(to: CGSize(width: 320, height: 1024)) }
    #expect(reports.contains { $0.message.contains("root view controller") && $0.message.contains("contains the presented view controller") })
    #expect(other.rootViewController === otherRoot && otherRoot.appearanceState == .appeared)
    let substitute = delegate.substitute
    #expect(substitute != nil && root.presentedViewController === substitute)
    #expect(substitute?.view.window === window && substitute?.appearanceState == .appeared)
    #expect(presented.view.window === window && presented.appearanceState == .appeared)
  }

  /// A presented controller that, as the delegate's substitute adopts it (while the delegate is
  /// asked), makes that container another window's root or a child of `adopter`.
  final class PlacingItsWrapper: UIViewController {
    var otherWindow: UIWindow?
    var adopter: UIViewController?
    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      guard let parent else { return }
      if let otherWindow {
        self.otherWindow = nil
        otherWindow.rootViewController = parent
      }
      if let adopter {
        self.adopter = nil
        adopter.addChild(parent)
      }
    }
  }

  /// Fuzz seed 10004070: as the window became compact, the delegate wrapped the presented
  /// controller in a navigation controller, and a callback of that wrapping (before the delegate
  /// answered) made the wrapper another window's root. The answer was then ignored, but the
  /// presented controller stayed the wrapper's child, on screen in both windows. A container
  /// holding a controller whose substitute the delegate is building is refused as a root.
  @Test func aSubstituteMadeAnotherWindowsRootWhileTheDelegateBuildsItIsRefused() throws {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPadAir11)
    let otherRoot = UIViewController()
    let other = makeVisibleWindow(root: otherRoot, device: .iPhoneSE)
    let presented = PlacingItsWrapper()
    presented.modalPresentationStyle = .popover
    presented.popoverPresentationController?.sourceView = root.view
    let delegate = WrappingDelegate()
    presented.presentationController?.delegate = delegate
    root.present(presented, animated: false)
    presented.otherWindow = other
    let (_, reports) = MisuseReport.capture { window.resize(to: CGSize(width: 320, height: 1024)) }
    #expect(reports.map(\.message) == [
      "Application tried to set the root view controller \(delegate.substitute?.debugName ?? "") that contains the presented view controller \(presented.debugName)."
    ])
    #expect(other.rootViewController === otherRoot && otherRoot.appearanceState == .appeared)
    let substitute = try #require(delegate.substitute)
    #expect(root.presentedViewController === substitute && substitute.presentingViewController === root)
    #expect(presented.parent === substitute && substitute.viewControllers == [presented])
    #expect(substitute.view.window === window && substitute.appearanceState == .appeared)
    #expect(presented.view.window === window && presented.appearanceState == .appeared)
  }

  /// The same in a first presentation (the window is compact already): a callback of the wrapping
  /// that adopts the wrapper into the window's hierarchy is refused, and the wrapper is shown.
  @Test func aSubstituteAdoptedWhileTheDelegateBuildsItForAFirstPresentationIsRefused() throws {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhoneSE)
    let presented = PlacingItsWrapper()
    presented.modalPresentationStyle = .popover
    presented.popoverPresentationController?.sourceView = root.view
    let delegate = WrappingDelegate()
    presented.presentationController?.delegate = delegate
    presented.adopter = root
    let (_, reports) = MisuseReport.capture { root.present(presented, animated: false) }
    #expect(reports.map(\.message) == [
      "Application tried to add \(delegate.substitute?.debugName ?? "") as a child of \(root.debugName); it contains the presented view controller \(presented.debugName)."
    ])
    #expect(root.children.isEmpty)
    let substitute = try #require(delegate.substitute)
    #expect(root.presentedViewController === substitute && presented.parent === substitute)
    #expect(substitute.view.window === window && substitute.appearanceState == .appeared)
    #expect(presented.view.window === window && presented.appearanceState == .appeared)
  }

  /// A delegate that shows the presented controller from its presenter once, from
  /// `willPresentWithAdaptiveStyle` (a controller outside a navigation controller shows by
  /// presenting).
  final class ShowingAgainDelegate: UIAdaptivePresentationControllerDelegate {
    var presenter: UIViewController?
    func presentationController(
      _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
      transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
      guard let presenter else { return }
      self.presenter = nil
      presenter.show(presentationController.presentedViewController, sender: nil)
    }
  }

  /// Fuzz seed 10001702: the delegate presented the controller being presented (a `show` from
  /// `willPresentWithAdaptiveStyle`); that presentation used the same presentation controller,
  /// and the first one, refused because the presenter was already presenting, cleared it: the
  /// presented controller's presentation controller named no presenter. The presentation the
  /// callback made stays whole.
  @Test func aControllerTheDelegatePresentsFromItsOwnPresentationKeepsThatPresentation() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPadPro13)
    let presented = UIViewController()
    presented.modalPresentationStyle = .pageSheet
    let delegate = ShowingAgainDelegate()
    delegate.presenter = root
    let presentation = presented.presentationController
    presentation?.delegate = delegate
    let (_, reports) = MisuseReport.capture { root.present(presented, animated: false) }
    #expect(reports.contains { $0.message.contains("which is already presenting") })
    #expect(root.presentedViewController === presented && presented.presentingViewController === root)
    #expect(presented.presentationController === presentation && presentation?.presentingViewController === root)
    #expect(presented.view.window === window && presented.appearanceState == .appeared)
    #expect(window.presentationControllers.count == 1)
    root.dismiss(animated: false)
    #expect(root.presentedViewController == nil && presented.presentingViewController == nil)
    #expect(presented.appearanceState == .disappeared && presented.viewIfLoaded?.window == nil)
  }
}

/// A controller shown through an adaptive substitute is still presented: presenting it again
/// elsewhere is refused, even when the substitute is an empty container (the delegate's attempt
/// to wrap it was refused).
@Suite(.checksInvariants) @MainActor
struct SubstitutedPresentationTests {
  /// Presents a navigation controller in `style` from the root of an iPhone SE window; the
  /// adaptation delegate answers a substitute that wraps it, which is refused (the substitute stays
  /// empty). Also returns the root of a second window, on an iPad Air.
  private func presentBehindAnEmptySubstitute(
    style: UIModalPresentationStyle
  ) -> (first: UIViewController, second: UIViewController, presented: UINavigationController, delegate: AdaptationDelegateAnswerTests.Delegate) {
    let first = UIViewController(), second = UIViewController()
    _ = makeVisibleWindow(root: first, device: .iPhoneSE)
    _ = makeVisibleWindow(root: second, device: .iPadAir11)
    let presented = UINavigationController(rootViewController: UIViewController())
    presented.modalPresentationStyle = style
    let delegate = AdaptationDelegateAnswerTests.Delegate { UINavigationController(rootViewController: presented) }
    presented.presentationController?.delegate = delegate
    _ = MisuseReport.capture { first.present(presented, animated: false) }
    return (first, second, presented, delegate)
  }

  @Test func R62_aControllerBehindAnEmptySubstituteCannotBePresentedAgain() {
    let (_, second, presented, delegate) = presentBehindAnEmptySubstitute(style: .formSheet)
    let (_, reports) = MisuseReport.capture { second.present(presented, animated: false) }
    #expect(reports.contains { $0.message.contains("already being presented") })
    #expect(second.presentedViewController == nil)
    withExtendedLifetime(delegate) {}
  }

  @Test func R62_aControllerBehindAnEmptySubstituteStaysPresentedWhenItsStyleChanges() throws {
    let (first, second, presented, delegate) = presentBehindAnEmptySubstitute(style: .custom)
    let presentation = try #require(presented.presentationController)
    let substitute = try #require(first.presentedViewController)
    #expect(substitute !== presented)
    presented.modalPresentationStyle = .formSheet
    #expect(presented.presentationController === presentation)
    let (_, reports) = MisuseReport.capture { second.present(presented, animated: false) }
    #expect(reports.contains { $0.message.contains("already being presented") })
    #expect(second.presentedViewController == nil)
    #expect(first.presentedViewController === substitute)
    withExtendedLifetime(delegate) {}
  }
}

/// A recording controller that runs `onTraitChange` once from `traitCollectionDidChange(_:)`.
private final class TraitChangeRecordingController: RecordingViewController {
  var onTraitChange: (() -> Void)?
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    guard let action = onTraitChange else { return }
    onTraitChange = nil
    action()
  }
}
