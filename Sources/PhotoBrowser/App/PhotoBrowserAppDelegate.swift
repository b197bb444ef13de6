public import AdaptiveKit

/// The app's delegate: builds the photo browser at launch, and its window in the naive and fixed
/// variants (apps without scenes, as in iOS 8–12). The modern variant has a scene, whose delegate
/// makes the window (``PhotoBrowserSceneDelegate``): launch it with ``sceneDelegateMaker``.
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

  /// What makes the app's scene delegate, to pass to `UIApplication.launch(delegate:sceneDelegate:on:)`:
  /// the modern variant's ``PhotoBrowserSceneDelegate``; nil for the variants without scenes.
  public var sceneDelegateMaker: (@MainActor () -> any UISceneDelegate)? {
    guard variant == .modern else { return nil }
    return { [unowned self] in PhotoBrowserSceneDelegate(appDelegate: self) }
  }

  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // On a device that folds (the iPhone Duo) the modern variant arranges a photo and its details
    // around the fold instead of using the inspector column.
    let browser = PhotoBrowser(variant: variant, source: source, recents: recents, foldable: application.devicePosture != nil)
    self.browser = browser
    guard variant != .modern else { return true }
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = browser.rootViewController
    window?.makeKeyAndVisible()
    return true
  }
}
