import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// A controller that supports only portrait.
@MainActor
private final class PortraitController: RecordingViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

/// A scene delegate whose window shows `root`.
@MainActor
private final class RootSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let root: UIViewController
  init(root: UIViewController) { self.root = root }

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = root
    window?.makeKeyAndVisible()
  }
}

/// Info.plist keys that change how an app launches or resizes: `UIRequiresFullScreen` (R119) and
/// the SDK an app without scenes was built with (R121).
@Suite(.serialized, .checksInvariants) @MainActor
struct InfoPlistLaunchTests {
  let log = CallLog()

  /// A bundle directory whose `Info.plist` dictionary holds `plist`.
  static func bundle(plist: String) throws -> Bundle {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("InfoPlistBundle-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict>\(plist)</dict></plist>
      """.write(to: directory.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
    return try #require(Bundle(url: directory))
  }

  private func launch(
    _ root: UIViewController, plist: String, on device: Device = .iPhone16, host: PhoneAppHost = .iPhone
  ) throws -> (UIApplication, UIWindowScene) {
    let bundle = try Self.bundle(plist: plist)
    let app = UIApplication.launch(
      delegate: RecordingAppDelegate(), sceneDelegate: { RootSceneDelegate(root: root) }, bundle: bundle, on: device, host: host)
    log.clear()
    return (app, try #require(app.connectedScenes.first as? UIWindowScene))
  }

  private let requiresFullScreen = "<key>UIRequiresFullScreen</key><true/>"

  @Test func R119_anIPhoneAppThatRequiresFullScreenResizesToTheMatchingScreenConfiguration() throws {
    let root = RecordingViewController("A", log: log)
    let (app, scene) = try launch(root, plist: requiresFullScreen)
    app.resize(to: CGSize(width: 700, height: 400))
    #expect(scene.interfaceOrientation == .landscapeRight)
    #expect(scene.effectiveGeometry.systemFrame.size == CGSize(width: 852, height: 393))
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(root.traitCollection.horizontalSizeClass == .compact && root.traitCollection.verticalSizeClass == .compact)
    #expect(log.entries == ["A.willTransition(CC)", "A.viewWillTransition(852x393)", "A.traitCollectionDidChange(CC)"])
    log.clear()
    // A smaller landscape size is the same configuration: nothing changes.
    app.resize(to: CGSize(width: 500, height: 300))
    #expect(scene.effectiveGeometry.systemFrame.size == CGSize(width: 852, height: 393) && log.entries.isEmpty)
    app.resize(to: CGSize(width: 300, height: 500))
    #expect(scene.interfaceOrientation == .portrait)
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test func R119_discreteResizingStaysWithinTheSupportedOrientations() throws {
    let root = PortraitController("A", log: log)
    let (app, scene) = try launch(root, plist: requiresFullScreen)
    app.resize(to: CGSize(width: 900, height: 400))
    #expect(scene.interfaceOrientation == .portrait)
    #expect(scene.effectiveGeometry.systemFrame.size == CGSize(width: 393, height: 852))
    #expect(log.entries.isEmpty)
    app.resizeInteractively(through: [CGSize(width: 800, height: 600), CGSize(width: 1000, height: 500)])
    #expect(scene.effectiveGeometry.systemFrame.size == CGSize(width: 393, height: 852) && log.entries.isEmpty)
  }

  /// An iPad host ignores the supported orientations (R118): a portrait-only app goes landscape.
  @Test func R119_onAnIPadHostDiscreteResizingIgnoresTheSupportedOrientations() throws {
    let root = PortraitController("A", log: log)
    let (app, scene) = try launch(root, plist: requiresFullScreen, host: .iPad)
    app.resize(to: CGSize(width: 900, height: 400))
    #expect(scene.interfaceOrientation == .landscapeRight)
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
  }

  @Test func R119_withoutTheKeyAnIPhoneAppResizesFreely() throws {
    let root = RecordingViewController("A", log: log)
    let (app, scene) = try launch(root, plist: "")
    app.resize(to: CGSize(width: 700, height: 400))
    #expect(scene.effectiveGeometry.systemFrame.size == CGSize(width: 700, height: 400))
    #expect(scene.interfaceOrientation == .portrait)
  }

  /// The key is deprecated on iPadOS 26: an iPad app that sets it resizes freely.
  @Test func R119_anIPadAppIgnoresTheDeprecatedKey() throws {
    let root = RecordingViewController("A", log: log)
    let (app, scene) = try launch(root, plist: requiresFullScreen, on: .iPadAir11)
    app.resize(to: CGSize(width: 500, height: 1180))
    #expect(scene.effectiveGeometry.systemFrame.size == CGSize(width: 500, height: 1180))
    #expect(root.traitCollection.horizontalSizeClass == .compact)
  }

  @Test func R119_inIPhoneMirroringDiscreteResizingStaysPortrait() throws {
    let root = RecordingViewController("A", log: log)
    let (app, scene) = try launch(root, plist: requiresFullScreen, host: .iPhoneMirroring)
    app.resize(to: CGSize(width: 900, height: 400))
    #expect(scene.interfaceOrientation == .portrait)
    #expect(scene.effectiveGeometry.systemFrame.size == CGSize(width: 393, height: 852))
  }

  /// An app built with the iOS 27 SDK and no scene delegate would not launch; AdaptiveKit launches
  /// it and reports why ([INF]).
  @Test func R121_anAppWithoutASceneDelegateBuiltWithTheIOS27SDKIsReportedAndStillLaunches() throws {
    let bundle = try Self.bundle(plist: "<key>DTPlatformVersion</key><string>27.0</string>")
    let delegate = RecordingAppDelegate()
    let (app, reports) = MisuseReport.capture { UIApplication.launch(delegate: delegate, bundle: bundle, on: .iPhone16) }
    #expect(reports == [.log("An app built with the iOS 27 SDK must adopt the scene life cycle: without a scene delegate it does not launch.")])
    #expect(app.applicationState == .active)
    #expect(app.connectedScenes.isEmpty)
  }

  @Test func R121_anOlderSDKOrASceneDelegateIsNotReported() throws {
    let older = try Self.bundle(plist: "<key>DTPlatformVersion</key><string>26.2</string>")
    let (_, olderReports) = MisuseReport.capture { UIApplication.launch(delegate: RecordingAppDelegate(), bundle: older, on: .iPhone16) }
    #expect(olderReports.isEmpty)
    let newer = try Self.bundle(plist: "<key>DTPlatformVersion</key><string>27.0</string>")
    let (app, reports) = MisuseReport.capture {
      UIApplication.launch(
        delegate: RecordingAppDelegate(), sceneDelegate: { RootSceneDelegate(root: UIViewController()) }, bundle: newer, on: .iPhone16)
    }
    #expect(reports.isEmpty)
    #expect(app.connectedScenes.count == 1)
  }
}
