import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A controller that supports only portrait and records its size and trait transitions.
@MainActor
private final class PortraitOnlyController: RecordingViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

/// A scene delegate that makes its window with `root` and records the scene's updates.
@MainActor
private final class HostSceneDelegate: UIResponder, UIWindowSceneDelegate {
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
    log.append("didUpdate from \(Int(previousCoordinateSpace.bounds.width)) \(previousInterfaceOrientation)")
  }
}

/// An iPhone app in a resizable host keeps the phone idiom; its supported orientations are
/// ignored; iPhone Mirroring reports portrait; a switch decides whether the width or the idiom
/// sets the horizontal size class (R118).
@Suite(.checksInvariants) @MainActor
struct PhoneAppHostTests {
  let log = CallLog()

  private func launch(
    host: PhoneAppHost, orientation: UIInterfaceOrientation = .portrait
  ) throws -> (UIApplication, UIWindowScene, HostSceneDelegate, PortraitOnlyController) {
    let root = PortraitOnlyController("A", log: log)
    let sceneDelegate = HostSceneDelegate(root: root)
    let app = UIApplication.launch(
      delegate: RecordingAppDelegate(), sceneDelegate: { sceneDelegate }, on: .iPhone16, orientation: orientation, host: host)
    let scene = try #require(app.connectedScenes.first as? UIWindowScene)
    log.clear()
    return (app, scene, sceneDelegate, root)
  }

  @Test(arguments: [PhoneAppHost.iPad, .iPhoneMirroring])
  func R118_aPhoneAppInAResizableHostKeepsThePhoneIdiomAtEverySize(host: PhoneAppHost) throws {
    let (app, scene, _, root) = try launch(host: host)
    #expect(app.phoneAppHost == host && host.isResizable)
    for size in [CGSize(width: 320, height: 480), CGSize(width: 1000, height: 800), CGSize(width: 1300, height: 1000)] {
      app.resize(to: size)
      #expect(scene.effectiveGeometry.systemFrame.size == size)
      #expect(root.view.frame == CGRect(origin: .zero, size: size))
      #expect(root.traitCollection.userInterfaceIdiom == .phone)
      #expect(UIDevice.current.userInterfaceIdiom == .phone)
    }
  }

  @Test func R118_onAnIPadAPortraitOnlyPhoneAppTurnsWithTheIPadAndKeepsItsWindowSize() throws {
    let (app, scene, delegate, root) = try launch(host: .iPad)
    app.resize(to: CGSize(width: 600, height: 700))
    delegate.log.removeAll()
    log.clear()
    app.rotate(to: .landscapeLeft)
    #expect(scene.interfaceOrientation == .landscapeLeft)
    #expect(scene.effectiveGeometry.interfaceOrientation == .landscapeLeft)
    #expect(scene.effectiveGeometry.systemFrame.size == CGSize(width: 600, height: 700))
    #expect(root.view.frame.size == CGSize(width: 600, height: 700))
    #expect(delegate.log == ["didUpdate from 600 portrait"])
    #expect(log.entries.isEmpty)   // no size or trait transition
  }

  @Test func R118_iPhoneMirroringAlwaysReportsPortrait() throws {
    let (app, scene, delegate, root) = try launch(host: .iPhoneMirroring, orientation: .landscapeLeft)
    #expect(scene.interfaceOrientation == .portrait)
    #expect(scene.effectiveGeometry.systemFrame.size == CGSize(width: 393, height: 852))
    app.rotate(to: .landscapeRight)
    #expect(scene.interfaceOrientation == .portrait && delegate.log.isEmpty && log.entries.isEmpty)
    app.resize(to: CGSize(width: 900, height: 450))
    #expect(scene.effectiveGeometry.interfaceOrientation == .portrait)
    #expect(root.view.window?.interfaceOrientation == .portrait)
    #expect(root.traitCollection.verticalSizeClass == .compact)   // 450 pt high
    #expect(delegate.log == ["didUpdate from 393 portrait"])
  }

  /// The switch off (the default): the width decides, as on the device (896 pt and wider is
  /// regular for the phone idiom).
  @Test(arguments: [PhoneAppHost.iPad, .iPhoneMirroring, .iPhone])
  func R118_byDefaultTheWidthSetsAPhoneAppsHorizontalSizeClass(host: PhoneAppHost) throws {
    let (app, _, _, root) = try launch(host: host)
    #expect(root.traitCollection.horizontalSizeClass == .compact)
    app.resize(to: CGSize(width: 1000, height: 800))
    #expect(root.traitCollection.horizontalSizeClass == .regular)
    #expect(log.entries == ["A.willTransition(RR)", "A.viewWillTransition(1000x800)", "A.traitCollectionDidChange(RR)"])
    app.resize(to: CGSize(width: 393, height: 852))
    #expect(root.traitCollection.horizontalSizeClass == .compact)
  }

  /// The switch on: a phone-idiom window in an iPad or iPhone Mirroring host stays horizontally
  /// compact at every width; a resize is a size transition only.
  @Test(arguments: [PhoneAppHost.Kind.iPad, .iPhoneMirroring])
  func R118_theSwitchOnPinsAPhoneAppHorizontallyCompactAtEveryWidth(kind: PhoneAppHost.Kind) throws {
    let (app, scene, _, root) = try launch(host: PhoneAppHost(kind, pinsHorizontalSizeClassToCompact: true))
    app.resize(to: CGSize(width: 1000, height: 800))
    #expect(root.traitCollection.horizontalSizeClass == .compact)
    #expect(root.traitCollection.verticalSizeClass == .regular)
    #expect(scene.traitCollection.horizontalSizeClass == .compact)
    #expect(root.view.frame.size == CGSize(width: 1000, height: 800))
    #expect(log.entries == ["A.viewWillTransition(1000x800)"])
  }

  /// The switch pins only resizable hosts: on the iPhone itself the device table holds, so the
  /// largest iPhone is horizontally regular in landscape (R49).
  @Test func R118_theSwitchLeavesTheIPhoneItselfToTheDeviceTable() throws {
    let sceneDelegate = HostSceneDelegate(root: UIViewController())
    let app = UIApplication.launch(
      delegate: RecordingAppDelegate(), sceneDelegate: { sceneDelegate }, on: .iPhone16ProMax, orientation: .landscapeLeft,
      host: PhoneAppHost(.iPhone, pinsHorizontalSizeClassToCompact: true))
    #expect(app.keyWindow?.traitCollection.horizontalSizeClass == .regular)
  }

  /// A window made at launch in a pinning host starts compact, before any resize.
  @Test func R118_aPinningHostGivesTheLaunchWindowCompactWidth() throws {
    let sceneDelegate = HostSceneDelegate(root: UIViewController())
    let app = UIApplication.launch(
      delegate: RecordingAppDelegate(), sceneDelegate: { sceneDelegate }, on: .iPhone16ProMax, orientation: .landscapeLeft,
      host: PhoneAppHost(.iPad, pinsHorizontalSizeClassToCompact: true))
    #expect(app.keyWindow?.bounds.width == 956)
    #expect(app.keyWindow?.traitCollection.horizontalSizeClass == .compact)
  }
}
