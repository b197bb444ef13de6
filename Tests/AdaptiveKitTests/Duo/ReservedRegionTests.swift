import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// `UIView.reservedRegions(kind:options:)`: the Duo's fold (a division region, active only while
/// partially folded) and cameras (occlusion regions), in the receiving view's coordinates.
@Suite(.checksInvariants) @MainActor
struct ReservedRegionTests {
  @Test func Duo_foldIsADivisionRegionActiveOnlyWhenPartiallyFolded() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhoneDuo, orientation: .landscapeLeft)
    #expect(root.view.reservedRegions(kind: .division, options: .includeInactive).isEmpty)   // closed
    window.fold(to: .flat)
    #expect(root.view.reservedRegions(kind: .division).isEmpty)
    let flat = root.view.reservedRegions(kind: .division, options: .includeInactive)
    #expect(flat.map(\.id) == [.fold])
    #expect(flat.map(\.frame) == [CGRect(x: 475.5, y: 0, width: 0, height: 669)])
    #expect(flat.map(\.isActive) == [false])
    window.fold(to: .partiallyFolded)
    let folded = root.view.reservedRegions(kind: .division)
    #expect(folded.map(\.id) == [.fold])
    #expect(folded.map(\.kind) == [.division])
    #expect(folded.map(\.frame) == [CGRect(x: 463.5, y: 0, width: 24, height: 669)])
    #expect(folded.map(\.margins) == [.zero])
    #expect(folded.map(\.isActive) == [true])
  }

  @Test func Duo_heldInPortraitTheFoldRunsSideToSide() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhoneDuo)
    window.fold(to: .partiallyFolded)
    #expect(root.view.reservedRegions(kind: .division).map(\.frame) == [CGRect(x: 0, y: 463.5, width: 669, height: 24)])
  }

  @Test func Duo_regionFramesAreInTheReceivingViewsCoordinatesAndOnlyThoseThatCrossIt() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhoneDuo, orientation: .landscapeLeft)
    let across = UIView(frame: CGRect(x: 400, y: 100, width: 200, height: 200))
    let trailingHalf = UIView(frame: CGRect(x: 500, y: 0, width: 451, height: 669))
    root.view.addSubview(across)
    root.view.addSubview(trailingHalf)
    window.fold(to: .partiallyFolded)
    #expect(across.reservedRegions(kind: .division).map(\.frame) == [CGRect(x: 63.5, y: -100, width: 24, height: 669)])
    #expect(trailingHalf.reservedRegions(kind: .division).isEmpty)
    #expect(UIView().reservedRegions(kind: .division, options: .includeInactive).isEmpty)   // in no window
  }

  @Test func Duo_theOuterCameraIsAnActiveOcclusionAndTheInnerOneInactive() {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: .iPhoneDuo)
    let outer = root.view.reservedRegions(kind: .occlusion)
    #expect(outer.map(\.id) == [.outerCamera])
    #expect(outer.map(\.frame) == [CGRect(x: 223, y: 6, width: 20, height: 20)])
    #expect(outer.map(\.margins) == [UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)])
    window.rotate(to: .landscapeLeft)   // the display's top edge on the right
    #expect(root.view.reservedRegions(kind: .occlusion).map(\.frame) == [CGRect(x: 652, y: 223, width: 20, height: 20)])
    window.rotate(to: .landscapeRight)   // on the left
    #expect(root.view.reservedRegions(kind: .occlusion).map(\.frame) == [CGRect(x: 6, y: 223, width: 20, height: 20)])
    window.fold(to: .flat)
    #expect(root.view.reservedRegions(kind: .occlusion).isEmpty)
    let inner = root.view.reservedRegions(kind: .occlusion, options: .includeInactive)
    #expect(inner.map(\.id) == [.innerCamera])
    #expect(inner.map(\.isActive) == [false])
    #expect(inner.map(\.frame) == [CGRect(x: 6, y: 324.5, width: 20, height: 20)])
  }

  @Test(arguments: Device.all.filter { !$0.isFoldable })
  func Duo_everyOtherDeviceHasNoReservedRegions(device: Device) {
    let root = UIViewController()
    let window = makeVisibleWindow(root: root, device: device, orientation: .landscapeLeft)
    for kind in [UIView.ReservedRegion.Kind.division, .occlusion] {
      #expect(root.view.reservedRegions(kind: kind, options: .includeInactive).isEmpty, "\(device.name)")
    }
    #expect(window.posture == nil)
  }
}
