public import AdaptiveKit
import Foundation

/// The photo browser: a split view whose primary is a tab bar controller ("Photographers" and
/// "Recents", each in a navigation controller) and whose secondary is a navigation controller
/// around the image screen.
///
/// ```swift
/// let browser = PhotoBrowser(variant: .fixed)
/// window.rootViewController = browser.splitViewController
/// ```
@MainActor
public final class PhotoBrowser {
  /// The variant that runs.
  public let variant: PhotoBrowserVariant
  /// Where photos come from.
  public let source: any PhotoSource
  /// The recently viewed photos.
  public let recents: RecentPhotos
  /// The settings (kept with the recents).
  public let settings: AppSettings
  /// The app's root.
  public let splitViewController = UISplitViewController()
  /// The tabs of the primary column.
  public let tabBarController = UITabBarController()
  /// The Photographers tab's stack.
  public let photographersNavigationController: UINavigationController
  /// The Recents tab's stack.
  public let recentsNavigationController: UINavigationController
  /// The split's delegate in the fixed variant.
  private let splitDelegate: PhotoBrowserSplitDelegate?

  /// Builds the app's controllers.
  public init(variant: PhotoBrowserVariant, source: (any PhotoSource)? = nil, recents: RecentPhotos? = nil) {
    self.variant = variant
    self.source = source ?? BundledPhotoSource()
    self.recents = recents ?? RecentPhotos()
    settings = AppSettings(defaults: UserDefaults(suiteName: self.recents.suiteName) ?? .standard, durable: self.recents.isDurable)
    photographersNavigationController = UINavigationController()
    recentsNavigationController = UINavigationController()
    splitDelegate = variant == .fixed ? PhotoBrowserSplitDelegate() : nil
    splitDelegate?.browser = self

    photographersNavigationController.setViewControllers([PhotographersViewController(browser: self)], animated: false)
    photographersNavigationController.tabBarItem = UITabBarItem(title: "Photographers", image: UIImage(systemName: "person.2"), tag: 0)
    let recentsList = PhotoListViewController(
      browser: self, title: "Recents", photos: [], subtitle: \.ownerName, reload: { [unowned self] in self.recents.photos })
    recentsNavigationController.setViewControllers([recentsList], animated: false)
    recentsNavigationController.tabBarItem = UITabBarItem(title: "Recents", image: UIImage(systemName: "clock"), tag: 1)
    tabBarController.viewControllers = [photographersNavigationController, recentsNavigationController]

    splitViewController.delegate = splitDelegate
    splitViewController.preferredDisplayMode = .oneBesideSecondary
    splitViewController.viewControllers = [tabBarController, makeDetail(for: nil)]
  }

  /// The detail for a photo: the image screen in a navigation controller.
  func makeDetail(for photo: Photo?) -> UINavigationController {
    UINavigationController(rootViewController: ImageViewController(browser: self, photo: photo))
  }

  /// Shows a photo's image from a list and records it in the recents: the image screen in its
  /// navigation controller, shown as the detail. With no split delegate (naive) a collapsed split
  /// presents it modally (SC31); the fixed variant's delegate unwraps it onto the selected tab.
  func showImage(of photo: Photo, from list: UIViewController) {
    recents.add(photo)
    list.showDetailViewController(makeDetail(for: photo), sender: list)
  }

  /// The selected tab's navigation controller.
  var selectedNavigationController: UINavigationController? {
    tabBarController.selectedViewController as? UINavigationController
  }
}
