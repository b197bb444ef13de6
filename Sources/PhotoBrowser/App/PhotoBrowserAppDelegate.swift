import AdaptiveKit

/// The app's delegate: builds the window and the photo browser at launch.
@MainActor
public final class PhotoBrowserAppDelegate: UIResponder, UIApplicationDelegate {
  public var window: UIWindow?
  /// The running browser, once launched.
  public private(set) var browser: PhotoBrowser?
  private let variant: PhotoBrowserVariant
  private let recents: RecentPhotos?

  /// Creates the delegate for a variant; `recents` injects the store (a test's suite).
  public init(variant: PhotoBrowserVariant, recents: RecentPhotos? = nil) {
    self.variant = variant
    self.recents = recents
    super.init()
  }

  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let browser = PhotoBrowser(variant: variant, recents: recents)
    self.browser = browser
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = browser.splitViewController
    window?.makeKeyAndVisible()
    return true
  }
}
