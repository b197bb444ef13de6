public import AdaptiveKit
import Foundation

/// The photo browser.
///
/// In the `naive` and `fixed` variants (iOS 8–17 style) the root is a split view whose primary is
/// a tab bar controller ("Photographers" and "Recents", each in a navigation controller) and whose
/// secondary is a navigation controller around the image screen. In the `modern` variant (iOS 18+)
/// the root is the tab bar controller, built from `UITab`s, and each tab shows a double-column
/// split with the photo's details in its inspector column, except on a foldable device such as the
/// iPhone Duo (``arrangesAroundTheFold``), where each tab shows its navigation controller and a
/// photo is pushed as a `UIArrangementViewController`: the image and its details side by side, or
/// on either side of the fold.
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
  /// Whether the modern variant shows a photo as an arrangement of the image and its details,
  /// pushed on the tab's navigation controller, instead of a split's secondary and inspector
  /// columns: true for the modern variant on a device that folds (see ``init(variant:source:recents:foldable:)``).
  public let arrangesAroundTheFold: Bool

  /// Builds the app's controllers; `foldable` says the app runs on a device that folds (the app
  /// delegate passes `UIApplication.devicePosture != nil`), where the modern variant arranges a
  /// photo and its details around the fold.
  public init(
    variant: PhotoBrowserVariant, source: (any PhotoSource)? = nil, recents: RecentPhotos? = nil, foldable: Bool = false
  ) {
    self.variant = variant
    arrangesAroundTheFold = variant == .modern && foldable
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
  /// the selected tab (modern); nil when the modern variant arranges photos around the fold, where
  /// the tabs show no split.
  public var splitViewController: UISplitViewController? {
    if let rootSplit { return rootSplit }
    return (tabBarController.selectedTab?.viewController as? UISplitViewController) ?? modernTabs?.photographersSplit
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
  ///
  /// On a foldable device the modern variant pushes ``makeArrangement(for:)`` on the list's
  /// navigation controller instead: the arrangement is layout, not navigation, so it lives inside
  /// the navigation controller and never in a split's column, where UIKit advises against it.
  func showImage(of photo: Photo, from list: UIViewController) {
    recents.add(photo)
    guard variant == .modern else {
      list.showDetailViewController(makeDetail(for: photo), sender: list)
      return
    }
    if arrangesAroundTheFold {
      list.navigationController?.pushViewController(makeArrangement(for: photo), animated: true)
      return
    }
    guard let split = list.splitViewController else { return }
    split.setViewController(makeDetail(for: photo), for: .secondary)
    split.setViewController(PhotoDetailsViewController(photo: photo) { [weak split] in split?.hide(.inspector) }, for: .inspector)
    split.show(.secondary)
  }

  /// The photo screen on a foldable device: an arrangement titled with the photo, its image screen
  /// as the primary and its details as the secondary, in UIKit's default split arrangement. It
  /// puts them side by side when its view is wider than tall and stacks them when taller; while
  /// the device is partially folded each takes its own side of the fold, the image on the leading
  /// or top one. The navigation bar shows the arrangement's navigation item, so the URL button,
  /// which the image screen handles, is put there.
  func makeArrangement(for photo: Photo) -> UIArrangementViewController {
    let arrangement = UIArrangementViewController()
    let image = ImageViewController(browser: self, photo: photo)
    arrangement.title = photo.title
    arrangement.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "URL", style: .plain, target: image, action: Selector("showURL:", implementation: ImageViewController.showURL))
    arrangement.setViewController(image, for: .primary)
    arrangement.setViewController(PhotoDetailsViewController(photo: photo), for: .secondary)
    return arrangement
  }

  /// The selected tab's navigation controller.
  var selectedNavigationController: UINavigationController? {
    tabBarController.selectedViewController as? UINavigationController
  }
}
