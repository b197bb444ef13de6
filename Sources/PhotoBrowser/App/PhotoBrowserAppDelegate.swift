public import AdaptiveKit

/// The app's delegate: builds the window and the photo browser at launch.
@MainActor
public final class PhotoBrowserAppDelegate: UIResponder, UIApplicationDelegate {
  public var window: UIWindow?
  /// The running browser, once launched.
  public private(set) var browser: PhotoBrowser?
  private let variant: PhotoBrowserVariant
  private let recents: RecentPhotos?
  private let source: (any PhotoSource)?

  /// Creates the delegate for a variant; `recents` injects the store (a test's suite), `source`
  /// where photos come from (the bundled library by default, or ``FlickrPhotoSource``).
  public init(variant: PhotoBrowserVariant, recents: RecentPhotos? = nil, source: (any PhotoSource)? = nil) {
    self.variant = variant
    self.recents = recents
    self.source = source
    super.init()
  }

  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let browser = PhotoBrowser(variant: variant, source: source, recents: recents)
    self.browser = browser
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = browser.splitViewController
    window?.makeKeyAndVisible()
    return true
  }
}
