import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A child that registers alongside and completion blocks to see when they run.
private final class CoordinatedViewController: RecordingViewController {
  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in self.log.record("\(self.name).alongside(\(self.traitCollection.horizontalSizeClass))") },
                        completion: { _ in self.log.record("\(self.name).completion") })
  }
}

@Suite(.checksInvariants) @MainActor
struct TraitTransitionTests {
  private func makeTree(on device: Device, log: CallLog) -> (UIWindow, RecordingViewController, RecordingViewController) {
    let window = UIWindow(device: device)
    let parent = RecordingViewController("P", log: log)
    let child = CoordinatedViewController("C", log: log)
    parent.embed(child)
    window.rootViewController = parent
    window.makeKeyAndVisible()
    log.clear()
    return (window, parent, child)
  }

  @Test func R54_rotationThatChangesTraitsRunsUIKitOrder() {
    let log = CallLog()
    let (window, _, _) = makeTree(on: .iPhone16ProMax, log: log)
    window.rotate(to: .landscapeLeft)
    #expect(log.entries == [
      "P.willTransition(RC)", "C.willTransition(RC)",
      "P.viewWillTransition(956x440)", "C.viewWillTransition(956x440)",
      "P.traitCollectionDidChange(RC)", "C.traitCollectionDidChange(RC)",
      "C.alongside(R)", "C.completion",
    ])
    #expect(window.bounds.size == CGSize(width: 956, height: 440))
    #expect(window.interfaceOrientation == .landscapeLeft)
  }

  @Test func R54_resizeWithoutTraitChangeSendsOnlyViewWillTransition() {
    let log = CallLog()
    let (window, parent, _) = makeTree(on: .iPadAir11, log: log)
    window.resize(to: CGSize(width: 850, height: 1180))
    #expect(log.entries == ["P.viewWillTransition(850x1180)", "C.viewWillTransition(850x1180)", "C.alongside(R)", "C.completion"])
    #expect(parent.view.frame.size == CGSize(width: 850, height: 1180))
  }

  @Test func R54_theCallbackRecorderListsViewWillTransitionWhereUIKitCallsIt() {
    let log = CallLog()
    let (window, parent, child) = makeTree(on: .iPhone16ProMax, log: log)
    let recorder = CallbackRecorder()
    CallbackRecorder.$current.withValue(recorder) { window.rotate(to: .landscapeLeft) }
    // Each controller as the call reaches it, before the new traits (the page's callbacks panel).
    #expect(recorder.calls == [
      "\(parent.debugName).viewWillTransition(to: 956 × 440, with:)", "\(child.debugName).viewWillTransition(to: 956 × 440, with:)",
      "\(parent.debugName).traitCollectionDidChange(_:) → R/C", "\(child.debugName).traitCollectionDidChange(_:) → R/C",
    ])
    // A resize that changes no trait lists the size change alone, fractions to a tenth of a point.
    let pad = makeTree(on: .iPadAir11, log: log)
    let resize = CallbackRecorder()
    CallbackRecorder.$current.withValue(resize) { pad.0.resize(to: CGSize(width: 850.25, height: 1180)) }
    #expect(resize.calls == [
      "\(pad.1.debugName).viewWillTransition(to: 850.3 × 1180, with:)", "\(pad.2.debugName).viewWillTransition(to: 850.3 × 1180, with:)",
    ])
  }

  @Test func R54_contentSizeCategoryIsATraitTransition() {
    let log = CallLog()
    let (window, _, child) = makeTree(on: .iPhoneSE, log: log)
    window.preferredContentSizeCategory = .accessibilityLarge
    // The size is unchanged, so no viewWillTransition (and C registers no coordinator blocks).
    #expect(log.entries == ["P.willTransition(CR)", "C.willTransition(CR)", "P.traitCollectionDidChange(CR)", "C.traitCollectionDidChange(CR)"])
    #expect(child.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
  }

  @Test func R54_willTransitionReachesChildrenOnlyThroughSuper() {
    final class Swallowing: UIViewController {
      override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}
    }
    let log = CallLog()
    let window = UIWindow(device: .iPhone16)
    let parent = Swallowing()
    let child = RecordingViewController("C", log: log)
    parent.addChild(child)
    window.rootViewController = parent
    window.makeKeyAndVisible()
    log.clear()
    window.rotate(to: .landscapeLeft)
    // UIKit forwards from the base implementation; a parent that skips super starves its children,
    // but the traits still flow down.
    #expect(!log.entries.contains("C.willTransition(CC)"))
    #expect(log.entries.contains("C.traitCollectionDidChange(CC)"))
    #expect(child.traitCollection.verticalSizeClass == .compact)
  }

  @Test func R55_sizeForChildContentContainerGivesChildSize() {
    final class HalfContainer: UIViewController {
      override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width / 2, height: parentSize.height)
      }
    }
    let log = CallLog()
    let window = UIWindow(device: .iPadPro13)
    let parent = HalfContainer()
    let child = RecordingViewController("C", log: log)
    parent.addChild(child)
    window.rootViewController = parent
    window.makeKeyAndVisible()
    log.clear()
    window.rotate(to: .landscapeLeft)
    #expect(log.entries == ["C.viewWillTransition(688x1032)"])
  }

  @Test func R54_transitionReachesPresentedControllers() {
    let log = CallLog()
    let window = UIWindow(device: .iPhone16)
    let root = RecordingViewController("R", log: log)
    window.rootViewController = root
    window.makeKeyAndVisible()
    let presented = RecordingViewController("M", log: log)
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: false)
    log.clear()
    window.rotate(to: .landscapeLeft)
    #expect(log.entries == [
      "R.willTransition(CC)", "M.willTransition(CC)", "R.viewWillTransition(852x393)", "M.viewWillTransition(852x393)",
      "R.traitCollectionDidChange(CC)", "M.traitCollectionDidChange(CC)",
    ])
    #expect(presented.view.frameInWindow == CGRect(x: 0, y: 0, width: 852, height: 393))
  }
}

@Suite(.checksInvariants) @MainActor
struct TransitionCoordinatorTests {
  @Test func transitionCoordinatorIsAvailableOnlyDuringATransition() {
    final class Probe: UIViewController {
      var seen: [Bool] = []
      override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        seen.append(transitionCoordinator === coordinator)
        seen.append(coordinator.isAnimated)
      }
    }
    let window = UIWindow(device: .iPhoneSE)
    let probe = Probe()
    window.rootViewController = probe
    window.makeKeyAndVisible()
    #expect(probe.transitionCoordinator == nil)
    window.rotate(to: .landscapeLeft)
    #expect(probe.seen == [true, true])
    #expect(probe.transitionCoordinator == nil)
  }

  @Test func blocksRegisteredAfterTheTransitionRunAtOnce() {
    let window = UIWindow(device: .iPhoneSE)
    let root = UIViewController()
    window.rootViewController = root
    var kept: (any UIViewControllerTransitionCoordinator)?
    final class Keeper: UIViewController {
      var onTransition: ((any UIViewControllerTransitionCoordinator) -> Void)?
      override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        onTransition?(coordinator)
      }
    }
    let keeper = Keeper()
    keeper.onTransition = { kept = $0 }
    window.rootViewController = keeper
    window.rotate(to: .landscapeLeft)
    var ran: [String] = []
    kept?.animate(alongsideTransition: { _ in ran.append("alongside") }, completion: { _ in ran.append("completion") })
    #expect(ran == ["alongside", "completion"])
    #expect(kept?.isAnimated == false)
  }
}
