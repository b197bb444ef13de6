import Foundation
public import AdaptiveKit
public import PhotoBrowser

/// A fresh recents store on a `UserDefaults` suite of its own (a new name).
@MainActor
public func makeRecents() -> (RecentPhotos, String) {
  let suite = "PhotoBrowserTests.\(UUID().uuidString)"
  return (RecentPhotos(suiteName: suite), suite)
}

/// The browser launched as an app on a device.
@MainActor
public struct LaunchedBrowser {
  /// The launched app.
  public let app: UIApplication
  /// The app delegate's window.
  public let window: UIWindow
  /// The browser the delegate built.
  public let browser: PhotoBrowser

  /// Launches the browser's `variant` on a device, with empty recents.
  public init(_ variant: PhotoBrowserVariant, on device: Device, orientation: UIInterfaceOrientation = .portrait) {
    let delegate = PhotoBrowserAppDelegate(variant: variant, recents: makeRecents().0)
    app = UIApplication.launch(delegate: delegate, sceneDelegate: delegate.sceneDelegateMaker, on: device, orientation: orientation)
    window = app.keyWindow ?? delegate.window!
    browser = delegate.browser!
  }

  /// The browser's split view controller (in the modern variant, the selected tab's).
  public var split: UISplitViewController { browser.splitViewController! }
  /// The photographers tab.
  public var photographersTab: UINavigationController { browser.photographersNavigationController }
  /// The photographers list.
  public var photographers: PhotographersViewController { photographersTab.viewControllers[0] as! PhotographersViewController }

  /// Taps a photographer, then one of their photos; returns the photo list.
  @discardableResult
  public func openPhoto(photographer: Int = 0, photo: Int) -> PhotoListViewController {
    if !(photographersTab.topViewController is PhotoListViewController) {
      photographers.tableView.simulateTap(onRowAt: IndexPath(row: photographer, section: 0))
    }
    let list = photographersTab.viewControllers.compactMap { $0 as? PhotoListViewController }.last!
    list.tableView.simulateTap(onRowAt: IndexPath(row: photo, section: 0))
    return list
  }

  /// The image screen the detail column shows, when expanded; in the modern variant, the top of
  /// the secondary column's navigation controller, which a collapsed split stacks on its list.
  public var detailImage: ImageViewController? {
    if browser.variant == .modern {
      return (split.viewController(for: .secondary) as? UINavigationController)?.topViewController as? ImageViewController
    }
    return (split.viewControllers.last as? UINavigationController)?.topViewController as? ImageViewController
  }
}

extension AppCatalogue {
  /// The photo browser in its variants: the catalogue the tests launch apps from.
  public static let photoBrowser = AppCatalogue(PhotoBrowserVariant.catalogueEntries)
}
