import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// The iPhone Duo: its displays, postures, size classes and the fold transition (see
/// TheFoldAndIPhoneDuo).
@Suite(.checksInvariants) @MainActor
struct IPhoneDuoPostureTests {
  @Test func Duo_isInTheCatalogAsAPhoneNamedIPhoneDuo() {
    #expect(Device.iPhoneDuo.identifier == "iphone-duo")
    #expect(Device.named("iphone-duo") == .iPhoneDuo)
    #expect(Device.named("iPhone Duo") == .iPhoneDuo)
    #expect(Device.all.contains(.iPhoneDuo))
    #expect(Device.iPhoneDuo.idiom == .phone)
    #expect(Device.iPhoneDuo.portraitSize == CGSize(width: 466, height: 678))
    #expect(Device.iPhoneDuo.displayScale == 3)
    #expect(Device.iPhoneDuo.innerDisplay == Device.InnerDisplay(portraitSize: CGSize(width: 669, height: 951), displayScale: 3))
    #expect(Device.iPhoneDuo.isFoldable)
    #expect(Device.all.filter(\.isFoldable) == [.iPhoneDuo])
  }

  @Test func Duo_windowStartsClosedOnTheOuterDisplay() {
    let window = UIWindow(device: .iPhoneDuo)
    #expect(window.posture == .closed)
    #expect(window.bounds.size == CGSize(width: 466, height: 678))
    #expect(window.traitCollection.userInterfaceIdiom == .phone)
    #expect(UIWindow(device: .iPhone16).posture == nil)
  }

  /// The R49-style table of the Duo: each posture and orientation's window size, size classes and
  /// vertical bar edge.
  @Test(arguments: [
    (Device.Posture.closed, UIInterfaceOrientation.portrait, CGSize(width: 466, height: 678), "CR", UIVerticalBarEdge.trailing),
    (.closed, .landscapeLeft, CGSize(width: 678, height: 466), "CC", .trailing),
    (.closed, .landscapeRight, CGSize(width: 678, height: 466), "CC", .leading),
    (.flat, .portrait, CGSize(width: 669, height: 951), "RR", .unspecified),
    (.flat, .landscapeLeft, CGSize(width: 951, height: 669), "RR", .trailing),
    (.flat, .landscapeRight, CGSize(width: 951, height: 669), "RR", .trailing),
    (.partiallyFolded, .portrait, CGSize(width: 669, height: 951), "RR", .unspecified),
    (.partiallyFolded, .landscapeLeft, CGSize(width: 951, height: 669), "RR", .trailing),
  ])
  func Duo_outerDisplayIsCompactWidthAndInnerIsRegularRegular(
    posture: Device.Posture, orientation: UIInterfaceOrientation, size: CGSize, classes: String, edge: UIVerticalBarEdge
  ) {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhoneDuo, orientation: orientation)
    window.fold(to: posture)
    let traits = root.traitCollection
    #expect(window.posture == posture)
    #expect(window.bounds.size == size)
    #expect(root.view.frame.size == size)
    #expect("\(traits.horizontalSizeClass)\(traits.verticalSizeClass)" == classes)
    #expect(traits.userInterfaceIdiom == .phone)
    #expect(traits.displayScale == 3)
    #expect(traits.verticalBarEdge == edge)
  }

  @Test func Duo_openingRunsARotationsTransitionInUIKitsOrder() {
    let log = CallLog()
    let root = RecordingViewController("Root", log: log)
    let window = makeVisibleWindow(root: root, device: .iPhoneDuo)
    log.clear()
    window.fold(to: .flat)
    #expect(log.entries == [
      "Root.willTransition(RR)", "Root.viewWillTransition(669x951)", "Root.traitCollectionDidChange(RR)",
    ])
    log.clear()
    window.fold(to: .closed)
    #expect(log.entries == [
      "Root.willTransition(CR)", "Root.viewWillTransition(466x678)", "Root.traitCollectionDidChange(CR)",
    ])
  }

  @Test func Duo_foldingHalfWayRunsNoTransitionCallbacksButLaysOutAgain() {
    let log = CallLog()
    let root = LayoutCountingController("Root", log: log)
    let window = makeVisibleWindow(root: root, device: .iPhoneDuo, orientation: .landscapeLeft)
    window.fold(to: .flat)
    log.clear()
    window.fold(to: .partiallyFolded)
    #expect(window.posture == .partiallyFolded)
    #expect(log.entries == ["Root.viewWillLayoutSubviews"])
    log.clear()
    window.fold(to: .partiallyFolded)
    #expect(log.entries.isEmpty)
  }

  @Test func Duo_rotatingKeepsTheDisplayOfThePosture() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhoneDuo)
    window.fold(to: .flat)
    window.rotate(to: .landscapeLeft)
    #expect(window.bounds.size == CGSize(width: 951, height: 669))
    window.fold(to: .closed)
    #expect(window.bounds.size == CGSize(width: 678, height: 466))
    #expect(window.interfaceOrientation == .landscapeLeft)
    window.rotate(to: .portrait)
    #expect(window.bounds.size == CGSize(width: 466, height: 678))
  }

  @Test func Duo_foldingADeviceThatDoesNotFoldIsReportedAndChangesNothing() {
    let log = CallLog()
    let root = RecordingViewController("Root", log: log)
    let window = makeVisibleWindow(root: root, device: .iPhone16)
    log.clear()
    let (_, reports) = MisuseReport.capture { window.fold(to: .flat) }
    #expect(reports.map(\.message) == ["Cannot fold a window of \"iPhone 16\": it does not fold. The window keeps its size."])
    #expect(window.posture == nil)
    #expect(window.bounds.size == CGSize(width: 393, height: 852))
    #expect(log.entries.isEmpty)
  }

  @Test func R134_traitChangeHandlersForTheVerticalBarEdgeRunWhenTheEdgeChanges() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhoneDuo)
    var edges: [UIVerticalBarEdge] = []
    root.registerForTraitChanges(UITraitCollection.systemTraitsAffectingVerticalBarEdge) { (controller: UIViewController, _) in
      edges.append(controller.traitCollection.verticalBarEdge)
    }
    window.fold(to: .flat)            // inner portrait: horizontal bars
    window.rotate(to: .landscapeLeft)  // inner landscape: the bar on the right
    window.layoutDirection = .rightToLeft
    #expect(edges == [.unspecified, .trailing, .leading])
  }

  @Test(arguments: Device.all.filter { !$0.isFoldable })
  func R134_verticalBarEdgeIsUnspecifiedOnEveryOtherDevice(device: Device) {
    for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft, .landscapeRight] {
      let root = UIViewController()
      let window = makeVisibleWindow(root: root, device: device, orientation: orientation)
      #expect(root.traitCollection.verticalBarEdge == .unspecified, "\(device.name) \(orientation)")
      window.layoutDirection = .rightToLeft
      #expect(root.traitCollection.verticalBarEdge == .unspecified, "\(device.name) \(orientation) rtl")
    }
  }
}

/// A controller that records its layout passes.
private final class LayoutCountingController: RecordingViewController {
  override func viewWillLayoutSubviews() { log.record("\(name).viewWillLayoutSubviews") }
}
