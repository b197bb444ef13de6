/// The app's delegate, as UIKit's `UIApplicationDelegate`. Every method is optional: the
/// extension answers as UIKit does when a delegate leaves one out.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app's window, for apps without scenes.
  var window: UIWindow? { get set }
  /// The launch is about to finish; return false to refuse a launch URL.
  func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  /// The launch has finished: build the window here (apps without scenes).
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  /// The configuration of a scene about to connect.
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  /// The app became active (apps without scenes).
  func applicationDidBecomeActive(_ application: UIApplication)
  /// The app is about to become inactive (apps without scenes).
  func applicationWillResignActive(_ application: UIApplication)
  /// The app entered the background (apps without scenes).
  func applicationDidEnterBackground(_ application: UIApplication)
  /// The app is about to enter the foreground (apps without scenes).
  func applicationWillEnterForeground(_ application: UIApplication)
}

extension UIApplicationDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
  public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    connectingSceneSession.configuration
  }
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
}
