import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// R57–R60: every style, its resolution, frame, who stays in the hierarchy and which appearance
/// callbacks the presenter gets.
@Suite(.checksInvariants) @MainActor
struct PresentationStyleTests {
  let log = CallLog()

  @Test func R57_everyCaseAndItsRawValue() {
    #expect(UIModalPresentationStyle.allCases.map(\.rawValue).sorted() == [-2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8])
    for style in UIModalPresentationStyle.allCases {
      #expect(UIModalPresentationStyle(rawValue: style.rawValue) == style)
    }
  }

  @Test func R58_automaticReadsAsPageSheetAndPresentsAsOne() {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPadAir11)
    let plain = UIViewController()
    #expect(plain.modalPresentationStyle == .pageSheet)
    plain.modalPresentationStyle = .automatic
    #expect(plain.modalPresentationStyle == .pageSheet)
    root.present(plain, animated: false)
    #expect(plain.presentationController is UISheetPresentationController)
    #expect(plain.presentationController!.presentationStyle == .pageSheet)
    #expect(plain.view.frameInWindow == CGRect(x: 58, y: 34, width: 704, height: 1112))
  }

  /// The presenter's appearance callbacks per style on an iPad (regular, nothing adapts).
  @Test(arguments: [
    (UIModalPresentationStyle.fullScreen, true),
    (.currentContext, true),
    (.pageSheet, false),
    (.formSheet, false),
    (.overFullScreen, false),
    (.overCurrentContext, false),
    (.popover, false),
    (.custom, false),
  ])
  func R60_presenterAppearanceCallbacksPerStyle(style: UIModalPresentationStyle, removesPresenter: Bool) {
    let root = RecordingViewController("A", log: log)
    let window = makeVisibleWindow(root: root, device: .iPadAir11)
    let presented = RecordingViewController("B", log: log)
    presented.modalPresentationStyle = style
    presented.popoverPresentationController?.sourceView = root.view
    log.clear()
    root.present(presented, animated: true)
    let controller = presented.presentationController!
    #expect(controller.effectivePresentationStyle == style)
    #expect(controller.shouldRemovePresentersView == removesPresenter)
    if removesPresenter {
      #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear(presented)", "B.viewDidAppear", "A.viewDidDisappear"])
      #expect(root.viewIfLoaded?.window == nil)
    } else {
      #expect(log.entries == ["B.viewDidLoad", "B.viewWillAppear(presented)", "B.viewDidAppear"])
      #expect(root.view.window === window)
    }
    log.clear()
    presented.dismiss(animated: true)
    #expect(log.entries == (removesPresenter
      ? ["B.viewWillDisappear(dismissed)", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear"]
      : ["B.viewWillDisappear(dismissed)", "B.viewDidDisappear"]))
  }

  /// A full-screen current-context presentation from a split's secondary column takes the
  /// column's navigation controller (the context, R63) out of the window (R60). Laying the split
  /// out meanwhile (two display modes, a resize) keeps it out, at its new frame, with no
  /// appearance callback; the dismissal puts it back ([INF], fuzz seed 1554041597, where the
  /// split's layout put the view back under a disappeared controller).
  @Test func R60_R63_aSplitLaidOutWhileACurrentContextPresentationCoversAColumnKeepsTheColumnOut() throws {
    let split = UISplitViewController(style: .doubleColumn)
    let detail = RecordingViewController("D", log: log)
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(detail, for: .secondary)
    split.preferredDisplayMode = .oneBesideSecondary
    let window = makeVisibleWindow(root: split, device: .iPadAir11, orientation: .landscapeLeft)
    let context = try #require(detail.navigationController)
    let covering = RecordingViewController("C", log: log)
    covering.modalPresentationStyle = .currentContext
    log.clear()
    detail.present(covering, animated: false)
    #expect(covering.presentingViewController === context)
    #expect(log.entries == ["C.viewDidLoad", "D.viewWillDisappear", "C.viewWillAppear(presented)", "C.viewDidAppear", "D.viewDidDisappear"])
    #expect(context.view.window == nil)
    log.clear()
    split.preferredDisplayMode = .secondaryOnly
    #expect(context.view.window == nil && context.view.frame.width == 1180)
    split.preferredDisplayMode = .oneBesideSecondary
    window.resize(to: CGSize(width: 1100, height: 820))
    #expect(context.view.window == nil && context.view.frame.width < 1100)
    #expect(!log.entries.contains { $0.hasPrefix("D.viewWill") && !$0.hasPrefix("D.viewWillTransition") || $0.hasPrefix("D.viewDid") })
    let columnFrame = context.view.frame
    log.clear()
    covering.dismiss(animated: false)
    #expect(context.view.window === window && context.view.frame == columnFrame)
    #expect(log.entries == ["C.viewWillDisappear(dismissed)", "D.viewWillAppear", "D.viewDidAppear", "C.viewDidDisappear"])
  }

  @Test func R59_framesOfEveryStyleInARegularEnvironment() {
    let expected: [(UIModalPresentationStyle, CGRect)] = [
      (.fullScreen, CGRect(x: 0, y: 0, width: 820, height: 1180)),
      (.overFullScreen, CGRect(x: 0, y: 0, width: 820, height: 1180)),
      (.pageSheet, CGRect(x: 58, y: 34, width: 704, height: 1112)),
      (.formSheet, CGRect(x: 120, y: 270, width: 580, height: 640)),
      (.custom, CGRect(x: 0, y: 0, width: 820, height: 1180)),
    ]
    for (style, frame) in expected {
      let root = UIViewController()
      _ = makeVisibleWindow(root: root, device: .iPadAir11)
      let presented = UIViewController()
      presented.modalPresentationStyle = style
      root.present(presented, animated: false)
      #expect(presented.view.frameInWindow == frame, "\(style)")
      #expect(presented.presentationController!.presentationGeometry.frame == frame, "\(style)")
    }
  }

  @Test func R59_customWithoutATransitioningDelegateUsesAPlainPresentationController() {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPhone16)
    let presented = UIViewController()
    presented.modalPresentationStyle = .custom
    root.present(presented, animated: false)
    let controller = presented.presentationController!
    #expect(type(of: controller) == UIPresentationController.self)
    #expect(controller.effectivePresentationStyle == .custom)
    #expect(controller.simulateInteractiveDismissal() == .notInteractivelyDismissible)
  }

  @Test func R59_customPresentationControllerFromTheTransitioningDelegate() {
    final class HalfHeight: UIPresentationController {
      override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
      }
    }
    final class Transitioning: UIViewControllerTransitioningDelegate {
      func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        HalfHeight(presentedViewController: presented, presenting: presenting)
      }
    }
    let transitioning = Transitioning()
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPhone16)
    let presented = UIViewController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = transitioning
    root.present(presented, animated: false)
    #expect(presented.presentationController is HalfHeight)
    #expect(presented.view.frameInWindow == CGRect(x: 0, y: 426, width: 393, height: 426))
  }
}
