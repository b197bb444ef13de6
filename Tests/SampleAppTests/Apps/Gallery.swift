// Gallery: a master–detail app launched from its Info.plist's main storyboard (a classic split
// whose primary lists paintings and whose cells' Show Detail segue shows one). The app delegate
// finds the split in the storyboard's window, as Xcode's master–detail template did. Edits for
// AdaptiveKit: the import, `@main` gone, `@IBOutlet weak` written `@Outlet`, `#selector`
// written `#Selector` and `@objc` gone.
import AdaptiveKit
import AdaptiveMacros

extension Notification.Name {
  static let galleryPaintingsDidChange = Notification.Name("GalleryPaintingsDidChange")
}

struct Painting: Equatable {
  let title: String
  let painter: String
}

class GalleryAppDelegate: UIResponder, UIApplicationDelegate, UISplitViewControllerDelegate {
  var window: UIWindow?
  private(set) var events: [String] = []

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    let splitViewController = window!.rootViewController as! UISplitViewController
    let navigationController = splitViewController.viewControllers[splitViewController.viewControllers.count - 1] as! UINavigationController
    navigationController.topViewController!.navigationItem.leftBarButtonItem = splitViewController.displayModeButtonItem
    splitViewController.delegate = self
    events.append("didFinishLaunching")
    return true
  }

  // MARK: - Split view

  func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
    guard let secondaryAsNavController = secondaryViewController as? UINavigationController else { return false }
    guard let topAsDetailController = secondaryAsNavController.topViewController as? DetailViewController else { return false }
    // Nothing chosen yet: the primary shows on its own.
    let discard = topAsDetailController.painting == nil
    events.append("collapseSecondary(discard: \(discard))")
    return discard
  }
}

class MasterViewController: UITableViewController {
  var detailViewController: DetailViewController? = nil
  let paintings = [
    Painting(title: "The Harvesters", painter: "Bruegel"),
    Painting(title: "Water Lilies", painter: "Monet"),
    Painting(title: "The Night Watch", painter: "Rembrandt"),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    if let split = splitViewController {
      let controllers = split.viewControllers
      detailViewController = (controllers[controllers.count - 1] as? UINavigationController)?.topViewController as? DetailViewController
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    clearsSelectionOnViewWillAppear = splitViewController!.isCollapsed
    super.viewWillAppear(animated)
  }

  // MARK: - Segues

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "showDetail" {
      if let indexPath = tableView.indexPathForSelectedRow {
        let controller = (segue.destination as! UINavigationController).topViewController as! DetailViewController
        controller.painting = paintings[indexPath.row]
        controller.navigationItem.leftBarButtonItem = splitViewController?.displayModeButtonItem
        controller.navigationItem.leftItemsSupplementBackButton = true
        detailViewController = controller
      }
    }
  }

  // MARK: - Table View

  override func numberOfSections(in tableView: UITableView) -> Int {
    return 1
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return paintings.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel!.text = paintings[indexPath.row].title
    return cell
  }
}

class DetailViewController: UIViewController {
  @Outlet var detailDescriptionLabel: UILabel!

  var painting: Painting? {
    didSet { configureView() }
  }

  func configureView() {
    if let painting = painting, let label = detailDescriptionLabel {
      label.text = "\(painting.title) by \(painting.painter)"
      title = painting.title
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #Selector(paintingsDidChange(_:)), name: .galleryPaintingsDidChange, object: nil)
    configureView()
  }

  func paintingsDidChange(_ notification: Notification) {
    configureView()
  }

  deinit {
    NotificationCenter.default.removeObserver(self)
  }
}
