import AdaptiveStoryboard
import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// An app whose Info.plist names its main storyboard is launched with it, as iOS launches one:
/// the storyboard's window is the delegate's before the delegate's launch methods run, and is made
/// key and visible once they return.
@Suite(.serialized, .checksInvariants) @MainActor
struct LaunchFromInfoPlistTests {
  /// A bundle directory holding `Info.plist` with `plist` (its dictionary's body) and
  /// `Main.storyboard`, whose initial controller is a `LaunchedViewController` titled "Launched".
  static func bundle(plist: String) throws -> Bundle {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("LaunchBundle-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict>\(plist)</dict></plist>
      """.write(to: directory.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
    try """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="root">
        <scenes><scene sceneID="s"><objects>
          <viewController title="Launched" id="root" customClass="LaunchedViewController" customModule="AdaptiveStoryboardTests" sceneMemberID="viewController">
            <view key="view" id="v"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></view>
          </viewController>
        </objects></scene></scenes>
      </document>
      """.write(to: directory.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
    return try #require(Bundle(url: directory))
  }

  @Test(arguments: [Device.iPhone16, .iPadAir11])
  func theMainStoryboardFileIsTheWindowBeforeWillFinishLaunching(device: Device) throws {
    UIStoryboard.register(LaunchedViewController.self)
    let log = LaunchLog()
    let delegate = StoryboardAppDelegate(log: log)
    let app = UIApplication.launch(
      delegate: delegate, bundle: try Self.bundle(plist: "<key>UIMainStoryboardFile</key><string>Main</string>"), on: device)
    #expect(log.entries == [
      "willFinishLaunching(root: Launched, key: false)", "didFinishLaunching(root: Launched, key: false)",
      "Launched.viewDidAppear", "applicationDidBecomeActive",
    ])
    let window = try #require(delegate.window)
    #expect(app.keyWindow === window)
    #expect(window.rootViewController is LaunchedViewController)
    #expect(window.frame == UIScreen.main.bounds && window.frame.width > 0)
  }

  @Test(arguments: [Device.iPhone16, .iPadAir11])
  func theSceneStoryboardFileIsTheScenesWindowBeforeWillConnect(device: Device) throws {
    UIStoryboard.register(LaunchedViewController.self)
    let log = LaunchLog()
    let sceneDelegate = StoryboardSceneDelegate(log: log)
    let bundle = try Self.bundle(plist: """
      <key>UIApplicationSceneManifest</key><dict>
        <key>UISceneConfigurations</key><dict>
          <key>UIWindowSceneSessionRoleApplication</key><array><dict>
            <key>UISceneConfigurationName</key><string>Default Configuration</string>
            <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
            <key>UISceneStoryboardFile</key><string>Main</string>
          </dict></array>
        </dict>
      </dict>
      """)
    let app = UIApplication.launch(delegate: StoryboardAppDelegate(log: log), sceneDelegate: { sceneDelegate }, bundle: bundle, on: device)
    #expect(log.entries == [
      "willFinishLaunching(root: none, key: false)", "didFinishLaunching(root: none, key: false)",
      "willConnect(root: Launched, key: false)", "Launched.viewDidAppear", "sceneWillEnterForeground", "sceneDidBecomeActive",
    ])
    let scene = try #require(app.connectedScenes.first as? UIWindowScene)
    #expect(scene.session.configuration.storyboard != nil)
    #expect(scene.windows.count == 1 && scene.keyWindow === sceneDelegate.window)
    #expect(sceneDelegate.window?.rootViewController is LaunchedViewController)
  }

  @Test func aStoryboardIsOpenedByNameFromTheLaunchedAppsBundle() throws {
    UIStoryboard.register(LaunchedViewController.self)
    let bundle = try Self.bundle(plist: "")
    UIApplication.launch(delegate: StoryboardAppDelegate(log: LaunchLog()), bundle: bundle, on: .iPhone16)
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let launched: LaunchedViewController = storyboard.instantiateViewController(identifier: "Missing") { coder in
      LaunchedViewController(coder: coder)
    }
    #expect(launched.title == nil)   // reported: no such identifier
    #expect(storyboard.instantiateInitialViewController()?.title == "Launched")
    let (missing, reports) = MisuseReport.capture { UIStoryboard(name: "Nowhere", bundle: bundle).instantiateInitialViewController() }
    #expect(missing == nil)
    #expect(reports.map(\.message) == ["Nowhere.storyboard: Could not find a storyboard named 'Nowhere' in bundle \(bundle.bundlePath)"])
  }
}

/// What the launch's callbacks saw.
@MainActor
final class LaunchLog {
  var entries: [String] = []
  func note(_ event: String, window: UIWindow?) {
    entries.append("\(event)(root: \(window?.rootViewController?.title ?? "none"), key: \(window?.isKeyWindow ?? false))")
  }
}

final class LaunchedViewController: UIViewController {
  var log: LaunchLog?
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    (UIApplication.shared.delegate as? StoryboardAppDelegate)?.log.entries.append("\(title ?? "").viewDidAppear")
  }
}

final class StoryboardAppDelegate: UIResponder, UIApplicationDelegate {
  let log: LaunchLog
  var window: UIWindow?
  init(log: LaunchLog) { self.log = log }
  func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    log.note("willFinishLaunching", window: window)
    return true
  }
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    log.note("didFinishLaunching", window: window)
    return true
  }
  func applicationDidBecomeActive(_ application: UIApplication) { log.entries.append("applicationDidBecomeActive") }
}

final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
  let log: LaunchLog
  var window: UIWindow?
  init(log: LaunchLog) { self.log = log }
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    log.note("willConnect", window: window)
  }
  func sceneWillEnterForeground(_ scene: UIScene) { log.entries.append("sceneWillEnterForeground") }
  func sceneDidBecomeActive(_ scene: UIScene) { log.entries.append("sceneDidBecomeActive") }
}
