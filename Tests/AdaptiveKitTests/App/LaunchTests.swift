import Foundation
import Testing
import AdaptiveKit
import AdaptiveTestSupport

/// An app delegate and scene delegate that record what iOS calls on them, in order.
@MainActor
final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
  var log: [String] = []
  var sharedDuringLaunch: UIApplication?

  func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    log.append("willFinishLaunching")
    return true
  }

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    log.append("didFinishLaunching \(launchOptions?[.url].map { "\($0)" } ?? "-")")
    sharedDuringLaunch = UIApplication.shared
    return true
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    log.append("configurationForConnecting \(connectingSceneSession.persistentIdentifier)")
    return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }

  func applicationDidBecomeActive(_ application: UIApplication) { log.append("applicationDidBecomeActive") }
}

/// A scene delegate that builds a split in code, as an iPad app's scene delegate does.
@MainActor
final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let record: (String) -> Void
  init(record: @escaping (String) -> Void) { self.record = record }

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    record("willConnectTo")
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    window.rootViewController = split
    self.window = window
    window.makeKeyAndVisible()
  }

  func sceneWillEnterForeground(_ scene: UIScene) { record("sceneWillEnterForeground") }
  func sceneDidBecomeActive(_ scene: UIScene) { record("sceneDidBecomeActive") }
  func windowScene(
    _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection
  ) {
    record("didUpdate from \(previousInterfaceOrientation) \(Int(previousCoordinateSpace.bounds.width)) \(previousTraitCollection.horizontalSizeClass)")
  }
}

/// An app without scenes: its delegate builds the window from `UIScreen.main.bounds`.
@MainActor
final class WindowBuildingAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    window?.rootViewController = split
    window?.makeKeyAndVisible()
    return true
  }
}

@Suite(.checksInvariants) @MainActor
struct LaunchTests {
  @Test func aSceneAppLaunchesInIOSOrder() {
    let delegate = RecordingAppDelegate()
    let app = UIApplication.launch(
      delegate: delegate, sceneDelegate: { RecordingSceneDelegate { delegate.log.append($0) } },
      on: .iPadAir11, options: [.url: URL(string: "photos://recent")!])
    #expect(delegate.log == [
      "willFinishLaunching", "didFinishLaunching photos://recent", "configurationForConnecting Session-1",
      "willConnectTo", "sceneWillEnterForeground", "sceneDidBecomeActive",
    ])
    #expect(delegate.sharedDuringLaunch === app)
    #expect(UIApplication.shared === app)
    #expect(app.applicationState == .active)
    #expect(app.connectedScenes.count == 1)
    let scene = app.connectedScenes.first as? UIWindowScene
    #expect(scene?.activationState == .foregroundActive)
    #expect(scene?.session.configuration.name == "Default Configuration")
  }

  @Test func aWindowMadeForASceneCoversTheDevicesScreen() throws {
    let delegate = RecordingAppDelegate()
    let app = UIApplication.launch(delegate: delegate, sceneDelegate: { RecordingSceneDelegate { _ in } }, on: .iPadAir11)
    let window = try #require(app.keyWindow)
    #expect(window.device == .iPadAir11)
    #expect(window.frame.size == CGSize(width: 820, height: 1180))
    #expect(window.traitCollection.horizontalSizeClass == .regular)
    #expect(window.windowScene === app.connectedScenes.first)
    let split = try #require(window.rootViewController as? UISplitViewController)
    #expect(!split.isCollapsed)
  }

  @Test func rotationsAndMultitaskingResizesReachTheAppsWindowsAndSceneDelegate() throws {
    let delegate = RecordingAppDelegate()
    let app = UIApplication.launch(
      delegate: delegate, sceneDelegate: { RecordingSceneDelegate { delegate.log.append($0) } }, on: .iPadAir11)
    delegate.log.removeAll()
    let window = try #require(app.keyWindow)
    let split = try #require(window.rootViewController as? UISplitViewController)

    app.rotate(to: .landscapeLeft)
    #expect(window.frame.size == CGSize(width: 1180, height: 820))
    #expect(UIDevice.current.orientation == .landscapeRight)
    #expect(UIScreen.main.bounds.size == CGSize(width: 1180, height: 820))

    app.resize(to: CGSize(width: 320, height: 820))   // Slide Over
    #expect(window.traitCollection.horizontalSizeClass == .compact)
    #expect(split.isCollapsed)
    #expect((app.connectedScenes.first as? UIWindowScene)?.coordinateSpace.bounds.width == 320)
    #expect(delegate.log == ["didUpdate from portrait 820 R", "didUpdate from landscapeLeft 1180 R"])
  }

  @Test func anAppWithoutScenesGetsAScreenSizedWindowFromUIScreenMainBounds() throws {
    let delegate = WindowBuildingAppDelegate()
    let app = UIApplication.launch(delegate: delegate, on: .iPhone16ProMax, orientation: .landscapeRight)
    let window = try #require(delegate.window)
    #expect(app.windows.count == 1 && app.windows.first === window)
    #expect(window.device == .iPhone16ProMax)
    #expect(window.interfaceOrientation == .landscapeRight)
    #expect(window.traitCollection.horizontalSizeClass == .regular)   // the Pro Max's landscape
    let split = try #require(window.rootViewController as? UISplitViewController)
    #expect(!split.isCollapsed)
    app.rotate(to: .portrait)
    #expect(split.isCollapsed)
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    #expect(UIDevice.current.name == "iPhone 16 Pro Max")
  }

  @Test func aWindowMadeOutsideALaunchKeepsItsFrame() {
    let delegate = WindowBuildingAppDelegate()
    _ = UIApplication.launch(delegate: delegate, on: .iPhone16)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 700, height: 500))
    #expect(window.device == nil)
    #expect(window.frame.size == CGSize(width: 700, height: 500))
  }

  @Test func theResponderChainEndsWithTheSceneTheAppAndTheAppDelegate() throws {
    let delegate = RecordingAppDelegate()
    let app = UIApplication.launch(delegate: delegate, sceneDelegate: { RecordingSceneDelegate { _ in } }, on: .iPhone16)
    let window = try #require(app.keyWindow)
    let split = try #require(window.rootViewController as? UISplitViewController)
    let chain = sequence(first: split.view as UIResponder, next: { $0.next }).map { "\(type(of: $0))" }
    #expect(chain == ["UIView", "UISplitViewController", "UIWindow", "UIWindowScene", "UIApplication", "RecordingAppDelegate"])
  }

  @Test func aLaunchedAppIsSharedWhileItsRegistryIsBoundAndNowhereElse() {
    let app = UIApplication.launch(delegate: WindowBuildingAppDelegate(), on: .iPadAir11)
    #expect(UIApplication.shared === app)
    let other = WindowRegistry()
    WindowRegistry.$current.withValue(other) {
      let bare = UIApplication.shared
      #expect(bare !== app)
      #expect(bare === UIApplication.shared)   // the registry keeps it
      #expect(bare.delegate == nil && bare.windows.isEmpty)
      #expect(UIDevice.current.userInterfaceIdiom == .phone)   // a bare app is on an iPhone 16
    }
    #expect(UIApplication.shared === app)
  }

  @Test func aWindowWithoutASceneEndsItsChainAtItsOwnAppWhenAnotherAppLaunchesLater() throws {
    let firstDelegate = WindowBuildingAppDelegate()
    let first = UIApplication.launch(delegate: firstDelegate, on: .iPhone16)
    let second = UIApplication.launch(delegate: WindowBuildingAppDelegate(), on: .iPadAir11)
    let window = try #require(firstDelegate.window)
    #expect(UIApplication.shared === second)
    #expect(window.next === first)
    #expect(first.next === firstDelegate)
    #expect(first.windows.count == 1 && first.windows.first === window)
  }

  @Test func aRotationToAnOrientationThatIsNotADevicesIsReported() {
    let app = UIApplication.launch(delegate: RecordingAppDelegate(), on: .iPhone16)
    let (_, reports) = MisuseReport.capture { app.rotate(to: .unknown) }
    #expect(reports.count == 1)
    #expect(app.deviceInterfaceOrientation == .portrait)
  }
}
