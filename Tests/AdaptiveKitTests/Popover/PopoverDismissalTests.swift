import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// R85, R69, R81: tap-outside dismissal, passthrough views, the popover delegate's callbacks.
@Suite(.checksInvariants) @MainActor
struct PopoverDismissalTests {
  let log = CallLog()
  let retained = Retainer()

  private func presentPopover(on device: Device = .iPadAir11, delegate: (any UIPopoverPresentationControllerDelegate)? = nil) -> (UIWindow, RecordingViewController, RecordingViewController, UIView) {
    let root = RecordingViewController("A", log: log)
    let window = makeVisibleWindow(root: root, device: device)
    let bar = UIView(frame: CGRect(x: 0, y: 24, width: window.bounds.width, height: 44))
    let button = UIView(frame: CGRect(x: 8, y: 0, width: 44, height: 44))
    bar.addSubview(button)
    root.view.addSubview(bar)
    let content = RecordingViewController("P", log: log)
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 280, height: 60)
    let popover = content.popoverPresentationController!
    popover.sourceView = button
    popover.passthroughViews = [bar]
    if let delegate {
      popover.delegate = delegate
      retained.objects.append(delegate)
    }
    root.present(content, animated: true)
    log.clear()
    return (window, root, content, bar)
  }

  @Test func R85_tapOutsideDismissesWithTheDelegateSequence() {
    let delegate = RecordingPresentationDelegate(log: log)
    let (_, root, content, _) = presentPopover(delegate: delegate)
    let popover = content.popoverPresentationController!
    #expect(popover.simulateTapOutside(on: root.view) == .dismissed)
    #expect(root.presentedViewController == nil)
    #expect(log.entries == [
      "delegate.shouldDismiss", "delegate.willDismiss",
      "P.viewWillDisappear(dismissed)", "P.viewDidDisappear",
      "delegate.didDismiss", "delegate.popoverDidDismiss",
    ])
    #expect(popover.arrowDirection == .unknown)
  }

  @Test func R85_tapOnAPassthroughViewReachesItAndKeepsThePopover() {
    let delegate = RecordingPresentationDelegate(log: log)
    let (_, root, content, bar) = presentPopover(delegate: delegate)
    let popover = content.popoverPresentationController!
    let otherButton = UIView(frame: CGRect(x: 700, y: 0, width: 44, height: 44))
    bar.addSubview(otherButton)
    #expect(popover.isPassthroughView(otherButton))
    #expect(!popover.isPassthroughView(root.view))
    #expect(popover.simulateTapOutside(on: otherButton) == nil)
    #expect(root.presentedViewController === content)
    #expect(log.entries.isEmpty)
  }

  @Test func R85_deprecatedShouldDismissPopoverIsTheFallback() {
    let delegate = LegacyPopoverDelegate(log: log)
    delegate.shouldDismiss = false
    let (_, root, content, _) = presentPopover(delegate: delegate)
    let popover = content.popoverPresentationController!
    #expect(popover.simulateInteractiveDismissal() == .prevented)
    #expect(log.entries == ["delegate.popoverShouldDismiss"])
    #expect(root.presentedViewController === content)
    delegate.shouldDismiss = true
    log.clear()
    #expect(popover.simulateInteractiveDismissal() == .dismissed)
    #expect(log.filtered("delegate.") == ["delegate.popoverShouldDismiss", "delegate.popoverDidDismiss"])
  }

  @Test func R85_programmaticDismissSendsNoPopoverCallback() {
    let delegate = RecordingPresentationDelegate(log: log)
    let (_, root, content, _) = presentPopover(delegate: delegate)
    content.dismiss(animated: true)
    #expect(root.presentedViewController == nil)
    #expect(log.filtered("delegate.").isEmpty)
  }

  @Test func R68_isModalInPresentationBlocksTheTapOutside() {
    let delegate = RecordingPresentationDelegate(log: log)
    let (_, root, content, _) = presentPopover(delegate: delegate)
    content.isModalInPresentation = true
    #expect(content.popoverPresentationController!.simulateTapOutside(on: root.view) == .prevented)
    #expect(log.entries == ["delegate.didAttemptToDismiss"])
  }

  @Test func R85_willRepositionOnRotationAndTheDelegateCanMoveTheAnchor() {
    let delegate = RecordingPresentationDelegate(log: log)
    let (window, root, content, _) = presentPopover(delegate: delegate)
    let popover = content.popoverPresentationController!
    #expect(content.view.frameInWindow == CGRect(x: 10, y: 81, width: 280, height: 60))
    let elsewhere = UIView(frame: CGRect(x: 600, y: 300, width: 20, height: 20))
    root.view.addSubview(elsewhere)
    delegate.reposition = { rect, view in
      view = elsewhere
      rect = CGRect(x: 0, y: 0, width: 20, height: 20)
    }
    window.rotate(to: .landscapeLeft)
    #expect(log.filtered("delegate.") == ["delegate.willRepositionPopover(0,0,44,44)"])
    #expect(popover.sourceView === elsewhere)
    #expect(popover.sourceRect == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(content.view.frameInWindow == CGRect(x: 470, y: 333, width: 280, height: 60))
    #expect(popover.arrowDirection == .up)
  }

  @Test func R81_popoverDelegateOrderWhenPresenting() {
    let delegate = RecordingPresentationDelegate(log: log)
    delegate.style = { _ in .none }
    let root = RecordingViewController("A", log: log)
    _ = makeVisibleWindow(root: root, device: .iPhone16)
    let content = RecordingViewController("P", log: log)
    content.modalPresentationStyle = .popover
    content.popoverPresentationController!.sourceView = root.view
    content.popoverPresentationController!.delegate = delegate
    log.clear()
    root.present(content, animated: true) { self.log.record("completion") }
    #expect(log.entries == [
      "delegate.adaptiveStyle(traits: wChR) -> none",
      "delegate.willPresentWithAdaptiveStyle(none, coordinator: false)",
      "delegate.prepareForPopoverPresentation",
      "P.viewDidLoad", "P.viewWillAppear(presented)", "P.viewDidAppear",
      "completion",
    ])
  }
}
