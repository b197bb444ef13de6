public import AdaptiveKit
import Foundation

/// The photo browser.
///
/// In the `naive` and `fixed` variants (iOS 8–17 style) the root is a split view whose primary is
/// a tab bar controller ("Photographers" and "Recents", each in a navigation controller) and whose
/// secondary is a navigation controller around the image screen. In the `modern` variant (iOS 18+)
/// the root is the tab bar controller, built from `UITab`s, and each tab shows a double-column
/// split with the photo's details in its inspector column.
///
/// ```swift
/// let browser = PhotoBrowser(variant: .modern)
/// window.rootViewController = browser.rootViewController
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
  /// The tabs: the split's primary (naive, fixed), or the app's root (modern).
  public let tabBarController = UITabBarController()
  /// The Photographers tab's stack (in the modern variant, the primary column of its split).
  public let photographersNavigationController: UINavigationController
  /// The Recents tab's stack (in the modern variant, the primary column of its split).
  public let recentsNavigationController: UINavigationController
  /// The root split of the naive and fixed variants.
  private var rootSplit: UISplitViewController?
  /// The split's delegate in the fixed variant.
  private let splitDelegate: PhotoBrowserSplitDelegate?
  /// The modern variant's tabs and their splits.
  private(set) var modernTabs: PhotoBrowserTabs?

  /// Builds the app's controllers.
  public init(variant: PhotoBrowserVariant, source: (any PhotoSource)? = nil, recents: RecentPhotos? = nil) {
    self.variant = variant
    self.source = source ?? BundledPhotoSource()
    self.recents = recents ?? RecentPhotos()
    settings = AppSettings(store: self.recents.settingsStore, durable: self.recents.isDurable)
    photographersNavigationController = UINavigationController()
    recentsNavigationController = UINavigationController()
    splitDelegate = variant == .fixed ? PhotoBrowserSplitDelegate() : nil
    splitDelegate?.browser = self

    photographersNavigationController.setViewControllers([PhotographersViewController(browser: self)], animated: false)
    let recentsList = PhotoListViewController(
      browser: self, title: "Recents", photos: [], subtitle: \.ownerName, reload: { [unowned self] in self.recents.photos })
    recentsNavigationController.setViewControllers([recentsList], animated: false)
    if variant == .modern {
      modernTabs = PhotoBrowserTabs(browser: self)
      return
    }
    photographersNavigationController.tabBarItem = UITabBarItem(title: "Photographers", image: UIImage(systemName: "person.2"), tag: 0)
    recentsNavigationController.tabBarItem = UITabBarItem(title: "Recents", image: UIImage(systemName: "clock"), tag: 1)
    tabBarController.viewControllers = [photographersNavigationController, recentsNavigationController]

    let split = UISplitViewController()
    split.delegate = splitDelegate
    split.preferredDisplayMode = .oneBesideSecondary
    split.viewControllers = [tabBarController, makeDetail(for: nil)]
    rootSplit = split
  }

  /// The app's root: the split (naive, fixed) or the tab bar controller (modern).
  public var rootViewController: UIViewController { rootSplit ?? tabBarController }

  /// The split view controller that shows photos: the root split (naive, fixed), or the split of
  /// the selected tab (modern).
  public var splitViewController: UISplitViewController {
    if let rootSplit { return rootSplit }
    return (tabBarController.selectedTab?.viewController as? UISplitViewController) ?? modernTabs!.photographersSplit
  }

  /// The detail for a photo: the image screen in a navigation controller.
  func makeDetail(for photo: Photo?) -> UINavigationController {
    UINavigationController(rootViewController: ImageViewController(browser: self, photo: photo))
  }

  /// Shows a photo's image from a list and records it in the recents.
  ///
  /// The naive and fixed variants show the image screen in its navigation controller as the
  /// detail: with no split delegate (naive) a collapsed split presents it modally (SC31); the fixed
  /// variant's delegate unwraps it onto the selected tab. The modern variant sets the list's split's
  /// secondary and inspector columns and shows the secondary, as iOS 14+ code does.
  func showImage(of photo: Photo, from list: UIViewController) {
    recents.add(photo)
    guard variant == .modern else {
      list.showDetailViewController(makeDetail(for: photo), sender: list)
      return
    }
    guard let split = list.splitViewController else { return }
    split.setViewController(makeDetail(for: photo), for: .secondary)
    split.setViewController(PhotoDetailsViewController(photo: photo) { [weak split] in split?.hide(.inspector) }, for: .inspector)
    split.show(.secondary)
  }

  /// The selected tab's navigation controller.
  var selectedNavigationController: UINavigationController? {
    tabBarController.selectedViewController as? UINavigationController
  }
}
