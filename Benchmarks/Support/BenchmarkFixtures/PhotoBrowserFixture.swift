import AdaptiveKit
import Foundation
import PhotoBrowser

/// The photo browser app (fixed variant) launched as iOS launches it, with a photo open: on an iPad
/// in landscape the split is expanded, the Photographers tab shows Amara Okafor's photos (rows with
/// thumbnails) and the detail shows "Low tide".
@MainActor
public enum PhotoBrowserFixture {
  public static var delegate: PhotoBrowserAppDelegate?

  public static func launch(on device: Device, orientation: UIInterfaceOrientation) -> UIWindow {
    let delegate = PhotoBrowserAppDelegate(variant: .fixed, recents: RecentPhotos(suiteName: "AdaptiveKitBenchmarks"))
    UIApplication.launch(delegate: delegate, on: device, orientation: orientation)
    self.delegate = delegate
    let navigation = delegate.browser!.photographersNavigationController
    (navigation.topViewController as! UITableViewController).tableView.simulateTap(onRowAt: IndexPath(row: 0, section: 0))
    (navigation.topViewController as! UITableViewController).tableView.simulateTap(onRowAt: IndexPath(row: 3, section: 0))
    return delegate.window!
  }
}
