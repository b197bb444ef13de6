public import AdaptiveKit

/// The modern variant's scene delegate: the scene's window shows the browser the app delegate
/// built. A scene is how iOS 13+ apps get their windows, the only way from the iOS 27 SDK (R121),
/// and what reports a resizable window's geometry (R117).
@MainActor
public final class PhotoBrowserSceneDelegate: UIResponder, UIWindowSceneDelegate {
  public var window: UIWindow?
  private unowned let appDelegate: PhotoBrowserAppDelegate

  /// Creates the scene delegate of the app `appDelegate` launched.
  init(appDelegate: PhotoBrowserAppDelegate) {
    self.appDelegate = appDelegate
    super.init()
  }

  public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene, let browser = appDelegate.browser else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = browser.rootViewController
    window?.makeKeyAndVisible()
  }
}
