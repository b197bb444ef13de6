// Trails: an iOS 18 app built in code. A scene delegate makes a tab bar controller from UITab
// objects (Explore, Saved, a Regions group that is a sidebar section on an iPad, and the search
// tab). Explore is a column-style split: the trails in the primary, a trail's map in the
// secondary, and the trail's facts in the iOS 26 inspector column, which UIKit turns into a sheet
// when the split collapses. The map follows `splitViewControllerLayoutEnvironment` through
// `registerForTraitChanges`, as Apple's sample code does since iOS 17. Edits for AdaptiveKit: the
// imports, `@main` gone, `#Selector` for `#selector`, no `@objc`.
import AdaptiveKit
import AdaptiveMacros

/// What the app saw, in order: the callbacks that matter for adapting to the window's size.
final class TrailsJournal {
  private(set) var events: [String] = []

  func record(_ event: String) { events.append(event) }
  func clear() { events.removeAll() }
}

struct Trail: Equatable {
  let name: String
  let lengthInKilometres: Double
  let region: String
}

class TrailsAppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
    return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
}

class TrailsSceneDelegate: UIResponder, UIWindowSceneDelegate, UITabBarControllerDelegate, UITabBarController.Sidebar.Delegate {
  var window: UIWindow?
  let journal = TrailsJournal()

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    let journal = self.journal
    let tabs: [UITab] = [
      UITab(title: "Explore", image: UIImage(systemName: "map"), identifier: "explore") { _ in
        TrailsSplitViewController(journal: journal)
      },
      UITab(title: "Saved", image: UIImage(systemName: "bookmark"), identifier: "saved") { _ in
        UINavigationController(rootViewController: SavedTrailsViewController())
      },
      UITabGroup(
        title: "Regions", image: UIImage(systemName: "mountain.2"), identifier: "regions",
        children: ["Alps", "Dolomites", "Pyrenees"].map { region in
          UITab(title: region, image: UIImage(systemName: "signpost.right"), identifier: "regions.\(region.lowercased())") { _ in
            UINavigationController(rootViewController: RegionViewController(region: region))
          }
        }
      ) { _ in
        UINavigationController(rootViewController: RegionViewController(region: nil))
      },
      UISearchTab { _ in
        UINavigationController(rootViewController: TrailSearchViewController())
      },
    ]
    let tabBarController = UITabBarController(tabs: tabs)
    tabBarController.mode = .tabSidebar
    tabBarController.delegate = self
    tabBarController.sidebar.delegate = self
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = tabBarController
    window?.makeKeyAndVisible()
  }

  func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry) {
    let size = windowScene.effectiveGeometry.coordinateSpace.bounds.size
    journal.record("scene.geometry(\(Int(size.width))\(windowScene.effectiveGeometry.isInteractivelyResizing ? ", resizing" : ""))")
  }

  // MARK: - Tab bar controller

  func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
    journal.record("tabs.didSelectTab(\(selectedTab.identifier))")
  }

  func tabBarController(_ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar, animator: any UITabBarController.Sidebar.Animating) {
    journal.record("sidebar.visibilityWillChange(\(sidebar.isHidden ? "shown" : "hidden"))")
  }
}

/// Explore: the trails, a trail's map and, in the inspector, its facts.
class TrailsSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
  let journal: TrailsJournal
  let list: TrailListViewController
  let map: TrailMapViewController
  let info: TrailInfoViewController

  init(journal: TrailsJournal) {
    self.journal = journal
    list = TrailListViewController()
    map = TrailMapViewController(journal: journal)
    info = TrailInfoViewController(journal: journal)
    super.init(style: .doubleColumn)
    preferredDisplayMode = .oneBesideSecondary
    setViewController(list, for: .primary)
    setViewController(map, for: .secondary)
    setViewController(info, for: .inspector)
    delegate = self
    list.onSelect = { [weak self] trail in self?.showTrail(trail) }
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func showTrail(_ trail: Trail) {
    map.trail = trail
    info.trail = trail
    show(.secondary)
  }

  func toggleInspector() {
    if isShowing(.inspector) { hide(.inspector) } else { show(.inspector) }
  }

  // MARK: - Split view

  func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
    // Nothing chosen yet: the list shows on its own.
    return map.trail == nil ? .primary : proposedTopColumn
  }

  func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column) {
    journal.record("split.didShow(\(column))")
  }

  func splitViewController(_ svc: UISplitViewController, didHide column: UISplitViewController.Column) {
    journal.record("split.didHide(\(column))")
  }

  func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
    journal.record("split.didCollapse")
  }

  func splitViewControllerDidExpand(_ svc: UISplitViewController) {
    journal.record("split.didExpand")
  }
}

class TrailListViewController: UITableViewController {
  let trails = [
    Trail(name: "Tour du Mont Blanc", lengthInKilometres: 170, region: "Alps"),
    Trail(name: "Alta Via 1", lengthInKilometres: 120, region: "Dolomites"),
    Trail(name: "GR 10", lengthInKilometres: 866, region: "Pyrenees"),
  ]
  var onSelect: ((Trail) -> Void)?

  init() {
    super.init(style: .plain)
    title = "Trails"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { trails.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = trails[indexPath.row].name
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    onSelect?(trails[indexPath.row])
  }
}

class TrailMapViewController: UIViewController {
  let journal: TrailsJournal
  var trail: Trail? {
    didSet { title = trail?.name ?? "Map" }
  }
  /// How the facts show now: beside the map, or in a sheet over it.
  private(set) var factsPlacement = "column"

  init(journal: TrailsJournal) {
    self.journal = journal
    super.init(nibName: nil, bundle: nil)
    title = "Map"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      image: UIImage(systemName: "info.circle"), style: .plain, target: self, action: #Selector(toggleInfo(_:)))
    registerForTraitChanges([UITraitSplitViewControllerLayoutEnvironment.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
      let environment = self.traitCollection.splitViewControllerLayoutEnvironment
      self.factsPlacement = environment == .collapsed ? "sheet" : "column"
      self.journal.record("map.layoutEnvironment(\(previousTraitCollection.splitViewControllerLayoutEnvironment) → \(environment))")
    }
    registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, _: UITraitCollection) in
      self.journal.record("map.horizontalSizeClass(\(self.traitCollection.horizontalSizeClass))")
    }
  }

  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    journal.record("map.viewWillTransition(\(Int(size.width)))")
  }

  func toggleInfo(_ sender: UIBarButtonItem) {
    (splitViewController as? TrailsSplitViewController)?.toggleInspector()
  }
}

class TrailInfoViewController: UIViewController {
  let journal: TrailsJournal
  var trail: Trail?

  init(journal: TrailsJournal) {
    self.journal = journal
    super.init(nibName: nil, bundle: nil)
    title = "Details"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  var summary: String {
    guard let trail else { return "Choose a trail" }
    return "\(trail.name): \(Int(trail.lengthInKilometres)) km in the \(trail.region)"
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    journal.record("info.viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    journal.record("info.viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    journal.record("info.viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    journal.record("info.viewDidDisappear")
  }
}

class SavedTrailsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Saved"
  }
}

class RegionViewController: UIViewController {
  let region: String?

  init(region: String?) {
    self.region = region
    super.init(nibName: nil, bundle: nil)
    title = region ?? "Regions"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

class TrailSearchViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Search"
  }
}
