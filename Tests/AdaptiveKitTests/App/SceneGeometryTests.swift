import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A controller that records its size transitions and can prefer an orientation lock.
@MainActor
private final class GeometryRecordingController: UIViewController {
  var log: [String] = []
  var locks = false
  override var prefersInterfaceOrientationLocked: Bool { locks }
  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    log.append("viewWillTransition \(Int(size.width))")
  }
}

/// A scene delegate that records both geometry callbacks and roots its window in a split whose
/// secondary records its transitions.
@MainActor
private final class GeometrySceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var log: [String] = []
  let root: UIViewController
  init(root: UIViewController) { self.root = root }

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = root
    self.window = window
    window.makeKeyAndVisible()
  }

  func windowScene(
    _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection
  ) {
    log.append("didUpdate from \(Int(previousCoordinateSpace.bounds.width)) \(previousTraitCollection.horizontalSizeClass)")
  }

  func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry) {
    let now = windowScene.effectiveGeometry
    log.append("geometry \(Int(previousEffectiveGeometry.systemFrame.width)) → \(Int(now.systemFrame.width))"
      + (now.isInteractivelyResizing ? " resizing" : "") + (now.isInterfaceOrientationLocked ? " locked" : ""))
  }
}

@Suite(.checksInvariants) @MainActor
struct SceneGeometryTests {
  private func launch(_ root: UIViewController, on device: Device = .iPadPro13) throws -> (UIApplication, UIWindowScene, GeometrySceneDelegate) {
    let sceneDelegate = GeometrySceneDelegate(root: root)
    let app = UIApplication.launch(delegate: RecordingAppDelegate(), sceneDelegate: { sceneDelegate }, on: device, orientation: .landscapeLeft)
    let scene = try #require(app.connectedScenes.first as? UIWindowScene)
    return (app, scene, sceneDelegate)
  }

  private func split(detail: UIViewController) -> UISplitViewController {
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(detail, for: .secondary)
    return split
  }

  @Test func R117_aResizeIsASceneSizeChangeReportedThroughEffectiveGeometry() throws {
    let detail = GeometryRecordingController()
    let split = split(detail: detail)
    let (app, scene, delegate) = try launch(split)
    #expect(scene.effectiveGeometry.systemFrame == CGRect(x: 0, y: 0, width: 1376, height: 1032))
    #expect(scene.effectiveGeometry.interfaceOrientation == .landscapeLeft)
    #expect(!scene.effectiveGeometry.isInteractivelyResizing)

    app.resize(to: CGSize(width: 500, height: 1032))
    #expect(scene.effectiveGeometry.systemFrame.size == CGSize(width: 500, height: 1032))
    #expect(scene.effectiveGeometry.coordinateSpace.bounds.width == 500)
    #expect(split.isCollapsed)   // size classes follow the scene's size: 500 pt is compact on a pad
    #expect(delegate.log == ["didUpdate from 1376 R", "geometry 1376 → 500"])
  }

  @Test func R120_sizeRestrictionsKeepTheScenesMinimumAndOnlyResizableScenesHaveThem() throws {
    let (app, scene, _) = try launch(UIViewController())
    let restrictions = try #require(scene.sizeRestrictions)
    #expect(restrictions.minimumSize == .zero)
    restrictions.minimumSize = CGSize(width: 700, height: 600)
    app.resize(to: CGSize(width: 400, height: 1032))
    #expect(app.keyWindow?.frame.size == CGSize(width: 700, height: 1032))
    #expect(app.keyWindow?.traitCollection.horizontalSizeClass == .regular)   // 700 ≥ 678
    #expect(scene.effectiveGeometry.minimumSize == CGSize(width: 700, height: 600))

    let (_, phoneScene, _) = try launch(UIViewController(), on: .iPhone16)
    #expect(phoneScene.sizeRestrictions == nil)
  }

  @Test func R120_aDragResizeReportsEachSizeAndTransitionsOnceAtTheEnd() throws {
    let detail = GeometryRecordingController()
    let split = split(detail: detail)
    let (app, scene, delegate) = try launch(split)
    app.resize(to: CGSize(width: 1200, height: 1000))
    delegate.log.removeAll()
    detail.log.removeAll()

    app.resizeInteractively(through: [CGSize(width: 1000, height: 1000), CGSize(width: 700, height: 1000), CGSize(width: 400, height: 1000)])
    #expect(delegate.log == [
      "geometry 1200 → 1000 resizing", "geometry 1000 → 700 resizing", "geometry 700 → 400 resizing",
      "didUpdate from 1200 R", "geometry 400 → 400",
    ])
    #expect(split.isCollapsed)
    #expect(!scene.effectiveGeometry.isInteractivelyResizing)
    #expect(app.keyWindow?.frame.size == CGSize(width: 400, height: 1000))

    delegate.log.removeAll()
    app.resizeInteractively(through: [CGSize(width: 800, height: 1000), CGSize(width: 1200, height: 1000)])
    #expect(!split.isCollapsed)
    #expect(delegate.log.suffix(2) == ["didUpdate from 400 C", "geometry 1200 → 1200"])
    // The secondary saw one size transition per drag, not one per size the finger passed: 400
    // wide when the drag collapsed the split, then, still on the primary's stack when the next
    // drag ends, the primary column's 320.
    #expect(detail.log == ["viewWillTransition 400", "viewWillTransition 320"])
  }

  @Test func R120_aDragPlayedStepByStepFollowsTheFingerAndTransitionsOnceWhenItLifts() throws {
    let detail = GeometryRecordingController()
    let split = split(detail: detail)
    let (app, scene, delegate) = try launch(split)
    app.resize(to: CGSize(width: 1200, height: 1000))
    delegate.log.removeAll()
    detail.log.removeAll()

    scene.resizeInteractively(to: CGSize(width: 1000, height: 1000))
    scene.resizeInteractively(to: CGSize(width: 400, height: 1000))
    #expect(scene.effectiveGeometry.isInteractivelyResizing)
    #expect(scene.effectiveGeometry.systemFrame.size == CGSize(width: 400, height: 1000))
    #expect(app.keyWindow?.frame.size == CGSize(width: 1200, height: 1000))   // the window waits for the end
    #expect(!split.isCollapsed)
    #expect(detail.log.isEmpty)

    scene.endInteractiveResize()
    #expect(delegate.log == [
      "geometry 1200 → 1000 resizing", "geometry 1000 → 400 resizing", "didUpdate from 1200 R", "geometry 400 → 400",
    ])
    #expect(!scene.effectiveGeometry.isInteractivelyResizing)
    #expect(app.keyWindow?.frame.size == CGSize(width: 400, height: 1000))
    #expect(split.isCollapsed)
    #expect(detail.log == ["viewWillTransition 400"])
    // Lifting a finger that drags nothing changes nothing.
    delegate.log.removeAll()
    scene.endInteractiveResize()
    #expect(delegate.log.isEmpty)
  }

  @Test func R120_aLockedOrientationHoldsWhileTheSceneCoversTheScreen() throws {
    let root = GeometryRecordingController()
    root.locks = true
    let (app, scene, delegate) = try launch(root)
    #expect(scene.effectiveGeometry.isInterfaceOrientationLocked)   // read when the scene connected

    app.rotate(to: .portrait)
    #expect(scene.effectiveGeometry.interfaceOrientation == .landscapeLeft)
    #expect(app.keyWindow?.frame.size == CGSize(width: 1376, height: 1032))
    #expect(delegate.log.isEmpty)

    root.locks = false
    root.setNeedsUpdateOfPrefersInterfaceOrientationLocked()
    #expect(!scene.effectiveGeometry.isInterfaceOrientationLocked)
    #expect(delegate.log == ["geometry 1376 → 1376"])

    root.locks = true
    root.setNeedsUpdateOfPrefersInterfaceOrientationLocked()
    #expect(scene.effectiveGeometry.isInterfaceOrientationLocked)
    app.resize(to: CGSize(width: 900, height: 1032))   // no longer the screen's size: the lock ends
    #expect(!scene.effectiveGeometry.isInterfaceOrientationLocked)
  }
}
