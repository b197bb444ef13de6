import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// R78–R83: the popover controller, its anchor and defaults, its size and its placement.
@Suite(.checksInvariants) @MainActor
struct PopoverPlacementTests {
  /// An iPad Air window whose root has a 44 × 44 button at `buttonFrame`.
  private func host(button buttonFrame: CGRect, device: Device = .iPadAir11) -> (UIWindow, UIViewController, UIView) {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: device)
    let button = UIView(frame: buttonFrame)
    root.view.addSubview(button)
    return (window, root, button)
  }

  private func popover(size: CGSize, from button: UIView, configure: (UIPopoverPresentationController) -> Void = { _ in }) -> UIViewController {
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    content.preferredContentSize = size
    content.popoverPresentationController!.sourceView = button
    configure(content.popoverPresentationController!)
    return content
  }

  @Test func R78_createdLazilyOnlyForThePopoverStyleAndSharedWithDescendants() {
    let content = UIViewController()
    #expect(content.popoverPresentationController == nil)
    content.modalPresentationStyle = .popover
    let controller = content.popoverPresentationController
    #expect(controller != nil)
    #expect(content.popoverPresentationController === controller)
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.modalPresentationStyle = .popover
    #expect(navigation.viewControllers[0].popoverPresentationController === navigation.popoverPresentationController)
  }

  @Test func R80_defaults() {
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    let controller = content.popoverPresentationController!
    #expect(controller.permittedArrowDirections == .any)
    #expect(controller.arrowDirection == .unknown)
    #expect(controller.passthroughViews == nil)
    #expect(controller.popoverLayoutMargins == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    #expect(!controller.canOverlapSourceViewRect)
    #expect(controller.backgroundColor == nil)
    #expect(controller.sourceRect.isNull)
    #expect(UIPopoverArrowDirection.up.rawValue == 1 && UIPopoverArrowDirection.down.rawValue == 2)
    #expect(UIPopoverArrowDirection.left.rawValue == 4 && UIPopoverArrowDirection.right.rawValue == 8)
    #expect(UIPopoverArrowDirection.any.rawValue == 15 && UIPopoverArrowDirection.unknown.rawValue == UInt.max)
  }

  @Test func R79_sourceRectNullMeansTheSourceViewsBounds() {
    let (_, root, button) = host(button: CGRect(x: 400, y: 100, width: 44, height: 44))
    let content = popover(size: CGSize(width: 300, height: 200), from: button)
    root.present(content, animated: false)
    let controller = content.popoverPresentationController!
    // Below the button, centred on it, the arrow on the button's bottom edge.
    #expect(content.view.frameInWindow == CGRect(x: 272, y: 157, width: 300, height: 200))
    #expect(controller.arrowDirection == .up)
    let geometry = controller.presentationGeometry
    #expect(geometry.arrowDirection == .up)
    #expect(geometry.arrowPoint == CGPoint(x: 422, y: 144))
    #expect(geometry.cornerRadius == 13)
    #expect(geometry.dimmingAlpha == 0)
    #expect(geometry.isPresenterVisible && geometry.presenterScale == 1)
    // A source rectangle inside the view moves the popover.
    controller.sourceRect = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(content.view.frameInWindow == CGRect(x: 255, y: 123, width: 300, height: 200))
  }

  @Test func R79_R81_missingAnchorIsAnExceptionAfterPrepareForPopoverPresentation() {
    let log = CallLog()
    let (_, root, button) = host(button: CGRect(x: 400, y: 100, width: 44, height: 44))
    let delegate = RecordingPresentationDelegate(log: log)
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    content.popoverPresentationController!.delegate = delegate
    let (_, reports) = MisuseReport.capture { root.present(content, animated: false) }
    #expect(reports == [.exception(
      "UIPopoverPresentationController (<UIViewController>) should have a non-nil sourceView or barButtonItem set before the presentation occurs.",
      name: "NSGenericException")])
    #expect(root.presentedViewController == nil)
    #expect(content.viewIfLoaded == nil)
    #expect(log.entries == ["delegate.willPresentWithAdaptiveStyle(none, coordinator: false)", "delegate.prepareForPopoverPresentation"])
    // The delegate may set the anchor in prepareForPopoverPresentation.
    delegate.onPrepareForPopover = { $0.sourceView = button }
    log.clear()
    root.present(content, animated: false)
    #expect(root.presentedViewController === content)
    #expect(log.entries == ["delegate.willPresentWithAdaptiveStyle(none, coordinator: false)", "delegate.prepareForPopoverPresentation"])
    #expect(content.popoverPresentationController!.arrowDirection == .up)
  }

  @Test func R82_sizeFromPreferredContentSizeWithDefaultsAndLiveChanges() {
    let (_, root, button) = host(button: CGRect(x: 400, y: 100, width: 44, height: 44))
    let content = popover(size: CGSize(width: 0, height: 150), from: button)
    root.present(content, animated: false)
    #expect(content.view.frameInWindow.size == CGSize(width: 320, height: 150))
    content.preferredContentSize = CGSize(width: 250, height: 0)
    #expect(content.view.frameInWindow.size == CGSize(width: 250, height: 480))
    content.preferredContentSize = CGSize(width: 2000, height: 3000)
    // Clamped to the room below the button inside the margins: 1180 − 10 − 157 high, 800 wide.
    #expect(content.view.frameInWindow == CGRect(x: 10, y: 157, width: 800, height: 1013))
    // R53: the content of a popover is horizontally compact.
    #expect(content.traitCollection.horizontalSizeClass == .compact)
    #expect(content.traitCollection.verticalSizeClass == .regular)
  }

  @Test func R83_arrowDirectionFollowsTheRoomAroundTheSource() {
    let size = CGSize(width: 300, height: 400)
    let cases: [(CGRect, UIPopoverArrowDirection, UIPopoverArrowDirection, CGRect)] = [
      (CGRect(x: 400, y: 100, width: 44, height: 44), .any, .up, CGRect(x: 272, y: 157, width: 300, height: 400)),
      (CGRect(x: 400, y: 1000, width: 44, height: 44), .any, .down, CGRect(x: 272, y: 587, width: 300, height: 400)),
      (CGRect(x: 400, y: 1000, width: 44, height: 44), .up, .up, CGRect(x: 272, y: 1057, width: 300, height: 113)),
      (CGRect(x: 20, y: 500, width: 44, height: 44), [.left, .right], .left, CGRect(x: 77, y: 322, width: 300, height: 400)),
      (CGRect(x: 760, y: 500, width: 44, height: 44), [.left, .right], .right, CGRect(x: 447, y: 322, width: 300, height: 400)),
    ]
    for (buttonFrame, permitted, expectedDirection, expectedFrame) in cases {
      let (_, root, button) = host(button: buttonFrame)
      let content = popover(size: size, from: button) { $0.permittedArrowDirections = permitted }
      root.present(content, animated: false)
      #expect(content.popoverPresentationController!.arrowDirection == expectedDirection, "\(buttonFrame.short)")
      #expect(content.view.frameInWindow == expectedFrame, "\(buttonFrame.short)")
    }
  }

  @Test func R83_canOverlapSourceViewRectKeepsTheSizeAndSlidesOverTheSource() {
    let (_, root, button) = host(button: CGRect(x: 400, y: 1000, width: 44, height: 44))
    let content = popover(size: CGSize(width: 300, height: 400), from: button) {
      $0.permittedArrowDirections = .up
      $0.canOverlapSourceViewRect = true
    }
    root.present(content, animated: false)
    #expect(content.view.frameInWindow == CGRect(x: 272, y: 770, width: 300, height: 400))
  }

  @Test func R80_layoutMarginsKeepThePopoverInsideTheWindow() {
    let (_, root, button) = host(button: CGRect(x: 770, y: 100, width: 44, height: 44))
    let content = popover(size: CGSize(width: 300, height: 200), from: button) {
      $0.popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 40)
    }
    root.present(content, animated: false)
    #expect(content.view.frameInWindow == CGRect(x: 480, y: 157, width: 300, height: 200))
    #expect(content.popoverPresentationController!.presentationGeometry.arrowPoint == CGPoint(x: 754, y: 144))
  }

  @Test func R79_barButtonItemAnchor() {
    let list = UIViewController()
    let share = UIBarButtonItem(title: "Share")
    list.navigationItem.rightBarButtonItem = share
    let navigation = UINavigationController(rootViewController: list)
    _ = makeVisibleWindow(root: navigation, device: .iPadAir11)
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 300, height: 200)
    content.popoverPresentationController!.barButtonItem = share
    list.present(content, animated: false)
    // The item is the right-most 44 × 44 slot of the bar below the 24 pt status bar.
    #expect(content.view.frameInWindow == CGRect(x: 510, y: 81, width: 300, height: 200))
    #expect(content.popoverPresentationController!.arrowDirection == .up)
  }

  @Test func R80_arrowDirectionIsUnknownAfterDismissal() {
    let (_, root, button) = host(button: CGRect(x: 400, y: 100, width: 44, height: 44))
    let content = popover(size: CGSize(width: 300, height: 200), from: button)
    root.present(content, animated: false)
    let controller = content.popoverPresentationController!
    #expect(controller.arrowDirection == .up)
    content.dismiss(animated: false)
    #expect(controller.arrowDirection == .unknown)
  }
}

extension CGRect {
  /// `(x,y,w,h)` for failure messages.
  var short: String { "(\(minX),\(minY),\(width),\(height))" }
}

@Suite(.checksInvariants) @MainActor
struct PopoverSourceItemTests {
  @Test func R79_sourceItemViewOrBarButtonItem() {
    let list = UIViewController()
    let share = UIBarButtonItem(title: "Share")
    list.navigationItem.rightBarButtonItem = share
    let navigation = UINavigationController(rootViewController: list)
    _ = makeVisibleWindow(root: navigation, device: .iPadAir11)
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 300, height: 200)
    content.popoverPresentationController!.sourceItem = share
    let (_, reports) = MisuseReport.capture { list.present(content, animated: false) }
    #expect(reports.isEmpty)
    #expect(content.view.frameInWindow == CGRect(x: 510, y: 81, width: 300, height: 200))
    let button = UIView(frame: CGRect(x: 400, y: 300, width: 44, height: 44))
    list.view.addSubview(button)
    content.popoverPresentationController!.sourceItem = button
    #expect(content.view.frameInWindow == CGRect(x: 272, y: 357, width: 300, height: 200))
  }
}

@Suite(.checksInvariants) @MainActor
struct PopoverOverlapTests {
  @Test func R83_aSourceAsLargeAsTheWindowIsOverlapped() {
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPadAir11)
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 300, height: 200)
    content.popoverPresentationController!.sourceView = root.view
    root.present(content, animated: false)
    // No room beside the window-sized source: full size, over the source, inside the margins.
    #expect(content.view.frameInWindow == CGRect(x: 260, y: 970, width: 300, height: 200))
    #expect(content.popoverPresentationController!.arrowDirection == .up)
  }

  @Test func thePopoversArrowDirectionIsKnownInThePresentedControllersViewWillAppear() {
    final class ArrowReader: UIViewController {
      var arrowInViewWillAppear: UIPopoverArrowDirection?
      override func viewWillAppear(_ animated: Bool) { arrowInViewWillAppear = popoverPresentationController?.arrowDirection }
    }
    let root = UIViewController()
    _ = makeVisibleWindow(root: root, device: .iPadAir11)
    let reader = ArrowReader()
    reader.modalPresentationStyle = .popover
    reader.popoverPresentationController?.sourceView = root.view
    reader.popoverPresentationController?.sourceRect = CGRect(x: 100, y: 100, width: 10, height: 10)
    root.present(reader, animated: true)
    #expect(reader.arrowInViewWillAppear == .up)
    #expect(reader.popoverPresentationController?.arrowDirection == .up)
  }
}

