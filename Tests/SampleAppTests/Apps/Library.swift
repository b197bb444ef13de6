// Library: a split view whose primary is a tab bar controller, with the delegate hooks that make
// showDetail push onto the selected tab when the split is collapsed and move the detail between
// the tab and the secondary column as the split collapses and expands. Edits for AdaptiveKit: the
// import and no `@main`.
import AdaptiveKit

class LibraryAppDelegate: UIResponder, UIApplicationDelegate, UISplitViewControllerDelegate {
  var window: UIWindow?
  let tabs = UITabBarController()

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    let albums = UINavigationController(rootViewController: AlbumListViewController(albums: ["Holidays", "Family", "Work"]))
    albums.tabBarItem = UITabBarItem(title: "Albums", image: nil, tag: 0)
    let recent = UINavigationController(rootViewController: AlbumListViewController(albums: ["Yesterday"]))
    recent.tabBarItem = UITabBarItem(title: "Recent", image: nil, tag: 1)
    tabs.viewControllers = [albums, recent]

    let split = UISplitViewController()
    split.viewControllers = [tabs, UINavigationController(rootViewController: AlbumViewController(album: nil))]
    split.preferredDisplayMode = .oneBesideSecondary
    split.delegate = self

    window = UIWindow()
    window?.rootViewController = split
    window?.makeKeyAndVisible()
    return true
  }

  private var selectedNavigationController: UINavigationController? {
    tabs.selectedViewController as? UINavigationController
  }

  // The showDetail hook: collapsed, a detail is pushed onto the selected tab's stack.
  func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
    guard splitViewController.isCollapsed, let navigation = selectedNavigationController else { return false }
    let detail = (vc as? UINavigationController)?.topViewController ?? vc
    navigation.pushViewController(detail, animated: true)
    return true
  }

  // Collapsing: an open album moves onto the selected tab's stack; the placeholder is dropped.
  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    guard let detail = (secondaryViewController as? UINavigationController)?.topViewController as? AlbumViewController,
      detail.album != nil, let navigation = selectedNavigationController
    else { return true }
    detail.navigationController?.setViewControllers([], animated: false)
    navigation.pushViewController(detail, animated: false)
    return true
  }

  // Expanding: the album on top of the selected tab goes back to the secondary column.
  func splitViewController(
    _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? {
    guard let navigation = selectedNavigationController, let detail = navigation.topViewController as? AlbumViewController
    else { return UINavigationController(rootViewController: AlbumViewController(album: nil)) }
    navigation.popViewController(animated: false)
    return UINavigationController(rootViewController: detail)
  }
}

class AlbumListViewController: UITableViewController {
  let albums: [String]

  init(albums: [String]) {
    self.albums = albums
    super.init(style: .plain)
    title = "Albums"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { albums.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = albums[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = AlbumViewController(album: albums[indexPath.row])
    showDetailViewController(UINavigationController(rootViewController: detail), sender: self)
  }
}

class AlbumViewController: UIViewController {
  let album: String?

  init(album: String?) {
    self.album = album
    super.init(nibName: nil, bundle: nil)
    title = album ?? "No Album"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
