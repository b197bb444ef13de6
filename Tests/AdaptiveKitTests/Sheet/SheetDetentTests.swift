import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// R71–R74: the sheet presentation controller's availability, detents and options.
@Suite(.checksInvariants) @MainActor
struct SheetDetentTests {
  let log = CallLog()

  private func presentCard(configure: (UISheetPresentationController) -> Void = { _ in }) -> (UIWindow, UIViewController) {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhone16)
    let sheet = UIViewController()
    configure(sheet.sheetPresentationController!)
    root.present(sheet, animated: false)
    return (window, sheet)
  }

  @Test func R71_sheetPresentationControllerExistsOnlyForSheetStyles() {
    let controller = UIViewController()
    for style in UIModalPresentationStyle.allCases where style != .automatic && style != .none {
      controller.modalPresentationStyle = style
      #expect((controller.sheetPresentationController != nil) == (style == .pageSheet || style == .formSheet), "\(style)")
    }
  }

  @Test func R71_configuringAfterPresentingRelaysOut() {
    let (_, sheet) = presentCard()
    #expect(sheet.view.frameInWindow == CGRect(x: 0, y: 69, width: 393, height: 783))
    sheet.sheetPresentationController!.detents = [.medium()]
    #expect(sheet.view.frameInWindow == CGRect(x: 0, y: 443, width: 393, height: 409))
  }

  @Test func R72_defaultsAndTheMediumAndLargeDetents() {
    let (window, sheet) = presentCard { sheet in
      #expect(sheet.detents.map(\.identifier) == [.large])
      #expect(sheet.selectedDetentIdentifier == nil)
      #expect(sheet.largestUndimmedDetentIdentifier == nil)
      #expect(!sheet.prefersGrabberVisible && !sheet.prefersEdgeAttachedInCompactHeight)
      #expect(!sheet.widthFollowsPreferredContentSizeWhenEdgeAttached && sheet.prefersScrollingExpandsWhenScrolledToEdge)
      #expect(sheet.sourceView == nil)
      sheet.detents = [.medium(), .large()]
    }
    let controller = sheet.sheetPresentationController!
    // nil selection rests at the smallest detent: half of 749 (783 less the 34 pt home indicator).
    #expect(controller.currentDetentIdentifier == .medium)
    #expect(sheet.view.frameInWindow == CGRect(x: 0, y: 443, width: 393, height: 409))
    controller.selectedDetentIdentifier = .large
    #expect(sheet.view.frameInWindow == CGRect(x: 0, y: 69, width: 393, height: 783))
    // Medium is inactive in compact height: an edge-attached sheet in landscape rests at large.
    controller.prefersEdgeAttachedInCompactHeight = true
    controller.selectedDetentIdentifier = .medium
    window.rotate(to: .landscapeLeft)
    #expect(controller.currentDetentIdentifier == .large)
    window.rotate(to: .portrait)
    #expect(controller.currentDetentIdentifier == .medium)
  }

  @Test func R72_customDetentsResolveInsideTheSafeAreaAndCanBeInactive() {
    var height: CGFloat? = 200
    var seenMaximum: CGFloat = 0
    let (_, sheet) = presentCard { sheet in
      sheet.detents = [
        .custom(identifier: .init("small")) { context in
          seenMaximum = context.maximumDetentValue
          return height
        },
        .large(),
      ]
    }
    let controller = sheet.sheetPresentationController!
    #expect(seenMaximum == 749)
    #expect(controller.currentDetentIdentifier == .init("small"))
    #expect(sheet.view.frameInWindow == CGRect(x: 0, y: 618, width: 393, height: 234))
    height = 5000
    controller.invalidateDetents()
    #expect(sheet.view.frameInWindow == CGRect(x: 0, y: 69, width: 393, height: 783))
    height = nil
    controller.invalidateDetents()
    #expect(controller.currentDetentIdentifier == .large)
    let generated = UISheetPresentationController.Detent.custom { _ in 100 }
    #expect(generated.identifier.rawValue.hasPrefix("custom-"))
  }

  @Test func R72_emptyDetentsAreRefused() {
    let controller = UIViewController().sheetPresentationController!
    let (_, reports) = MisuseReport.capture { controller.detents = [] }
    #expect(reports.map(\.message) == ["The detents array must not be empty."])
    #expect(controller.detents.map(\.identifier) == [.large])
  }

  @Test func R73_selectionChangesReachTheDelegateOnlyWhenUserDriven() {
    let delegate = RecordingPresentationDelegate(log: log)
    let (_, sheet) = presentCard { sheet in
      sheet.detents = [.medium(), .large()]
      sheet.delegate = delegate
    }
    let controller = sheet.sheetPresentationController!
    log.clear()
    controller.selectedDetentIdentifier = .large
    #expect(log.entries.isEmpty)
    #expect(controller.simulateDrag(toDetent: .medium))
    #expect(controller.selectedDetentIdentifier == .medium)
    #expect(log.entries == ["delegate.didChangeSelectedDetent(com.apple.UIKit.medium)"])
    #expect(!controller.simulateDrag(toDetent: .medium))
    #expect(!controller.simulateDrag(toDetent: .init("unknown")))
    #expect(controller.selectedDetentIdentifier == .medium)
  }

  @Test func R73_largestUndimmedDetentPassesTouchesThrough() {
    let (_, sheet) = presentCard { sheet in
      sheet.detents = [.medium(), .large()]
      sheet.largestUndimmedDetentIdentifier = .medium
      sheet.prefersGrabberVisible = true
    }
    let controller = sheet.sheetPresentationController!
    var geometry = controller.presentationGeometry
    #expect(geometry.dimmingAlpha == 0 && geometry.dimmingPassesTouchesThrough)
    #expect(geometry.isGrabberVisible)
    #expect(geometry.detentIdentifier == .medium)
    controller.selectedDetentIdentifier = .large
    geometry = controller.presentationGeometry
    #expect(geometry.dimmingAlpha == 0.4 && !geometry.dimmingPassesTouchesThrough)
  }

  /// `hitTest(_:with:)` over the area above the sheet: the presenter's button under an undimmed
  /// detent, the dimming (the presentation's container) once the detent is dimmed.
  @Test func R73_aTapAboveAnUndimmedDetentReachesThePresenter() throws {
    let root = UIViewController()
    let button = UIButton(frame: CGRect(x: 20, y: 120, width: 200, height: 44))
    root.view.addSubview(button)
    let window = makeVisibleWindow(root: root, device: .iPhone16)
    let sheet = UIViewController()
    let controller = try #require(sheet.sheetPresentationController)
    controller.detents = [.medium(), .large()]
    controller.largestUndimmedDetentIdentifier = .medium
    root.present(sheet, animated: false)
    let above = CGPoint(x: 100, y: 140)
    #expect(window.hitTest(above, with: nil) === button)
    #expect(window.hitTest(CGPoint(x: 100, y: 600), with: nil) === sheet.view)
    controller.largestUndimmedDetentIdentifier = nil
    let dimming = try #require(window.hitTest(above, with: nil))
    #expect(dimming !== button)
    #expect(dimming.accessibilityIdentifier == "presentation-container")
  }

  @Test func R73_animateChangesAppliesEverythingOnce() {
    let (_, sheet) = presentCard()
    let controller = sheet.sheetPresentationController!
    controller.animateChanges {
      controller.detents = [.medium(), .large()]
      controller.selectedDetentIdentifier = .medium
      controller.preferredCornerRadius = 20
    }
    #expect(sheet.view.frameInWindow.minY == 443)
    #expect(controller.presentationGeometry.cornerRadius == 20)
  }

  @Test func R74_observedMetrics() {
    #expect(UISheetPresentationController.cornerRadius == 10)
    #expect(UISheetPresentationController.topOffset == 10)
    #expect(SheetMetrics.compactHeightTopOffset == 8)
    #expect(SheetMetrics.minimumSidePadding == 25)
    #expect(SheetMetrics.maximumVisibleCards == 2)
  }
}
