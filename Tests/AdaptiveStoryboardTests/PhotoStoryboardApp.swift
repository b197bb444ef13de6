import AdaptiveMacros
import AdaptiveStoryboard
import Foundation
import PhotoBrowser

// The photo browser written as a storyboard app: `PhotoSplit.storyboard` declares the split, the
// tab bar, the lists, the image screen and the URL popover; these classes are written as UIKit
// code is, with only the documented edits (`@Outlet` for `@IBOutlet`, `@Storyboarded`, one
// registration line).

/// The photographers, from the bundled library.
final class PhotographersTableViewController: UITableViewController {
  var photographers: [Photographer] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    photographers = Photographer.grouping((try? BundledPhotoSource().loadPhotosNow()) ?? [])
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { photographers.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Photographer", for: indexPath)
    cell.textLabel?.text = photographers[indexPath.row].name
    return cell
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard segue.identifier == "showPhotos", let cell = sender as? UITableViewCell,
          let row = tableView.indexPath(for: cell)?.row, let list = segue.destination as? PhotoListTableViewController
    else { return }
    list.title = photographers[row].name
    list.photos = photographers[row].photos
  }
}

/// A photographer's photos, or the recents (the Recents tab's list reloads them from the store
/// each time it appears).
final class PhotoListTableViewController: UITableViewController {
  var photos: [Photo] = []

  /// The recently viewed photos, shared by the app.
  static var recents = RecentPhotos(suiteName: "PhotoStoryboardApp", durable: false)

  override func viewWillAppear(_ animated: Bool) {
    if navigationController?.tabBarItem.title == "Recents" {
      photos = Self.recents.photos
      tableView.reloadData()
    }
    super.viewWillAppear(animated)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { photos.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Photo", for: indexPath)
    cell.textLabel?.text = photos[indexPath.row].title
    cell.detailTextLabel?.text = photos[indexPath.row].dayTaken
    return cell
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard segue.identifier == "showImage", let cell = sender as? UITableViewCell,
          let row = tableView.indexPath(for: cell)?.row,
          let image = (segue.destination as? UINavigationController)?.topViewController as? ImageViewController
    else { return }
    image.photo = photos[row]
    Self.recents.add(photos[row])
  }
}

/// The photo, with a URL button that shows the page's address in a popover.
@Storyboarded
final class ImageViewController: UIViewController, UIPopoverPresentationControllerDelegate {
  @Outlet var imageView: UIImageView!
  @Outlet var captionLabel: UILabel!
  var photo: Photo?
  /// Whether the URL popover stays a popover in compact width (SC34) or adapts (SC35).
  static var keepsPopoverInCompactWidth = true

  override func viewDidLoad() {
    super.viewDidLoad()
    title = photo?.title ?? "No Photo"
    captionLabel.text = photo?.details
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard segue.identifier == "showURL", let url = segue.destination as? URLViewController else { return }
    url.url = photo?.pageURL
    url.preferredContentSize = CGSize(width: 320, height: 60)
    if Self.keepsPopoverInCompactWidth { url.popoverPresentationController?.delegate = self }
  }

  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    .none
  }
}

/// The page's address. As the seed's own screen, it can be its own popover delegate from
/// `awakeFromNib`, before the popover segue sets its style again.
final class URLViewController: UIViewController, UIPopoverPresentationControllerDelegate {
  @Outlet var urlLabel: UILabel!
  var url: URL?
  /// Whether the screen makes itself its popover's delegate in `awakeFromNib`.
  static var delegatesItsOwnPopover = false

  override func awakeFromNib() {
    super.awakeFromNib()
    guard Self.delegatesItsOwnPopover else { return }
    modalPresentationStyle = .popover
    popoverPresentationController?.delegate = self
  }

  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    .none
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    urlLabel.text = url?.absoluteString
  }
}

/// The fixed variant's split delegate (SC32): a shown image goes onto the selected tab in compact
/// width, and back to a new detail when the split expands.
@MainActor
final class PhotoSplitDelegate: UISplitViewControllerDelegate {
  func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
    guard splitViewController.isCollapsed, let tab = selectedTab(of: splitViewController),
          let navigation = vc as? UINavigationController, let image = navigation.topViewController else { return false }
    navigation.setViewControllers([], animated: false)
    tab.pushViewController(image, animated: true)
    return true
  }

  func splitViewController(
    _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? {
    guard let storyboard = splitViewController.storyboard else { return nil }
    let detail = storyboard.instantiateViewController(withIdentifier: "ImageNavigation") as? UINavigationController
    if let tab = selectedTab(of: splitViewController), let image = tab.topViewController as? ImageViewController {
      tab.popViewController(animated: false)
      (detail?.topViewController as? ImageViewController)?.photo = image.photo
    }
    return detail
  }

  private func selectedTab(of split: UISplitViewController) -> UINavigationController? {
    (split.viewControllers.first as? UITabBarController)?.selectedViewController as? UINavigationController
  }
}

/// The app delegate: the storyboard's initial controller becomes the window's root; the fixed
/// variant sets the split's delegate, as a UIKit app does in `didFinishLaunching`.
final class PhotoStoryboardAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let fixed: Bool
  let splitDelegate = PhotoSplitDelegate()

  init(fixed: Bool) {
    self.fixed = fixed
    super.init()
  }

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    UIStoryboard.register(
      PhotographersTableViewController.self, PhotoListTableViewController.self, ImageViewController.self,
      URLViewController.self)
    // A UIKit app writes `UIStoryboard(name: "PhotoSplit", bundle: nil)`; the example lives in
    // the repository's Examples folder.
    let storyboard = (try? UIStoryboard(contentsOf: ExampleStoryboards.photoSplit)) ?? UIStoryboard(name: "PhotoSplit", bundle: nil)
    let window = UIWindow(frame: UIScreen.main.bounds)
    let split = storyboard.instantiateInitialViewController() as? UISplitViewController
    if fixed { split?.delegate = splitDelegate }
    split?.preferredDisplayMode = .oneBesideSecondary
    window.rootViewController = split
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}

/// The example storyboards in the repository's `Examples/storyboards` folder.
enum ExampleStoryboards {
  /// The photo browser's storyboard.
  static var photoSplit: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/storyboards/PhotoSplit.storyboard")
  }
}
